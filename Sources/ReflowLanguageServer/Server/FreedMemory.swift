// State: memory a closed document leaves behind. Once a document closes
// nothing of it is kept (DocumentCloseTests), but glibc's malloc keeps pages
// it was handed back. Its thresholds move with what is freed: a large block
// freed raises the size from which blocks are mapped on their own, and
// twice that the size a thread arena's free top must reach before it is
// given back, up to 64 MB. A server that had a large document open stayed
// at several times its starting size for the rest of the session, which
// malloc_trim alone does not undo, as it leaves a thread arena's top as it
// is. Fixed thresholds bound what an arena keeps, while a block the size of
// a document is still carved from an arena and reused, not mapped afresh and
// faulted in page by page each time.

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps the allocator from holding on to memory nothing uses, in a long-running server.
enum FreedMemory {
  /// The size from which a block is mapped on its own: the largest glibc's moving threshold reaches.
  static let mappedBlockSize: Int32 = 32 << 20
  /// The size past which the free top of an arena is given back when a block is freed.
  static let keptTopSize: Int32 = 16 << 20

  /// Fixes malloc's thresholds at ``mappedBlockSize`` and ``keptTopSize``, and its arenas at one (glibc's
  /// `mallopt`); elsewhere does nothing.
  ///
  /// For the server's process only: the command formats a file and exits, and gains nothing from it.
  static func fixThresholds() {
    #if canImport(Glibc)
      // M_MMAP_THRESHOLD and M_TRIM_THRESHOLD.
      _ = mallocOption?(-3, mappedBlockSize)
      _ = mallocOption?(-1, keptTopSize)
      // M_ARENA_MAX: one arena for every thread. Each thread that allocates (the main loop, the lint's queue, the
      // workers of a parallel format) otherwise gets an arena of its own, and each keeps what it freed: a closed
      // Markdown document left many times its size behind, which malloc_trim did not give back.
      _ = mallocOption?(-8, 1)
    #endif
  }

  /// Returns the free pages of every malloc arena to the system, where the C library can (glibc's `malloc_trim`);
  /// elsewhere does nothing.
  ///
  /// It walks every arena, so it is for rare moments, such as a document closing, and off the main loop.
  static func release() {
    #if canImport(Glibc)
      _ = trim?(0)
    #endif
  }

  #if canImport(Glibc)
    // Looked up in the process: Swift's Glibc module does not include `malloc.h`, which declares them.

    /// `malloc_trim`.
    private static let trim: (@convention(c) (Int) -> Int32)? = dlsym(nil, "malloc_trim").map {
      unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self)
    }

    /// `mallopt`.
    private static let mallocOption: (@convention(c) (Int32, Int32) -> Int32)? = dlsym(nil, "mallopt").map {
      unsafeBitCast($0, to: (@convention(c) (Int32, Int32) -> Int32).self)
    }
  #endif
}
