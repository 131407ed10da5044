// State: memory a closed document leaves behind. Once a document closes
// nothing of it is kept (DocumentCloseTests), but glibc's malloc keeps the
// pages it freed: large blocks freed once raise its threshold for handing
// memory back, and the arena of the thread that linted the document keeps its
// free pages for the next allocation. A server that had a large document open
// would stay at several times its starting size for the rest of the session.

#if canImport(Glibc)
  import Glibc
#endif

/// Hands memory the allocator keeps but nothing uses back to the system.
enum FreedMemory {
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
    /// `malloc_trim`, looked up in the process: Swift's Glibc module does not include `malloc.h`, which declares it.
    private static let trim: (@convention(c) (Int) -> Int32)? = dlsym(nil, "malloc_trim").map {
      unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self)
    }
  #endif
}
