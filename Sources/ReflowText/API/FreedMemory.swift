// Support: the C library's allocator, for programs that format batch after
// batch. The setting is the allocator's, so it is made in the C target that
// holds Reflow's allocator code; this is the one Swift door to it, and the
// command calls it without including any C header itself.

import CReflowArena

/// What the C library's allocator does with freed blocks.
package enum FreedMemory {
  /// Keeps freed blocks of up to a few megabytes for reuse rather than returning them to the system at once.
  ///
  /// For a process that formats batch after batch, each a buffer of a
  /// megabyte or so: returned at once, the next batch faults the same pages
  /// in again. Larger blocks are still returned, so that the outgrown copies
  /// of one huge paragraph's arrays do not stay in memory. Does nothing where
  /// the allocator has no such settings.
  package static func keepForReuse() {
    rf_keep_freed_memory_for_reuse()
  }

  /// Gives the free pages the allocator holds back to the system.
  ///
  /// The allocator keeps what a program frees for its next requests (``keepForReuse()``); after a phase that
  /// freed many small blocks which nothing later asks for again, those pages would stay resident to the end.
  package static func returnToSystem() {
    rf_return_freed_memory()
  }
}
