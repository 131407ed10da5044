// The C boundary for a bump allocator that cmark-gfm allocates from. cmark-gfm
// takes its allocator as three bare function pointers with no context, so the
// arena to allocate from is chosen per thread: enter an arena around every call
// into cmark-gfm for a document, and the document's memory comes from it.

#ifndef CREFLOWARENA_H
#define CREFLOWARENA_H

#include <stddef.h>

/// An arena: large slabs handed out front to back, released all at once.
typedef struct RFArena RFArena;

/// A new, empty arena; NULL when out of memory.
RFArena *rf_arena_new(void);

/// Releases every slab of the arena and every block from malloc it owns: all that was allocated with it entered.
void rf_arena_destroy(RFArena *arena);

/// Makes `arena` the calling thread's arena (NULL for none) and returns the one it replaces.
RFArena *rf_arena_enter(RFArena *arena);

/// Bytes of slab the arena has reserved, for tests and measurements.
size_t rf_arena_reserved(const RFArena *arena);

/// Blocks from malloc the arena owns and has not seen freed, for tests.
size_t rf_arena_heap_blocks(const RFArena *arena);

/// calloc from the calling thread's arena, or from malloc (owned by that arena, if any) when the block is large.
void *rf_arena_calloc(size_t count, size_t size);

/// realloc for blocks from `rf_arena_calloc` (or NULL): grows in place when the block is the arena's last.
void *rf_arena_realloc(void *pointer, size_t size);

/// free for blocks from `rf_arena_calloc`: small slab blocks are reused, larger ones wait for their arena,
/// blocks from malloc go back to it. Only the arena a block came from may take it back.
void rf_arena_free(void *pointer);

/// Unmaps the slabs destroyed arenas left for the next: for when no parse is to come soon, so that memory a
/// document's tree held does not stay in use beside what comes after it.
void rf_arena_release_kept(void);

/// Tells the C library's allocator to keep freed blocks of up to 4 MiB for reuse rather than return them
/// to the system at once, so a process that formats batch after batch (a megabyte or so each) does not
/// fault the same pages in again for every batch. Larger blocks are mapped and unmapped as before: the
/// arrays of one huge paragraph grow by doubling, and kept, each smaller copy would stay in memory beside
/// the next. Does nothing where the allocator has no such settings.
void rf_keep_freed_memory_for_reuse(void);

/// Returns the free pages the C library's allocator holds to the system (glibc's `malloc_trim`): for when a
/// phase has freed many small blocks that nothing after it will allocate again. Does nothing elsewhere.
void rf_return_freed_memory(void);

#endif
