// A bump allocator for cmark-gfm's documents. A parse makes a few small
// blocks per node and frees them one by one when the tree goes; on a large
// document that is a malloc and a free for every block, and a page fault for
// every page the allocator maps afresh.
// Here blocks come front to back out of slabs that double from 64 KB to
// 8 MB, so a small document maps little; slabs of 2 MB and more sit on 2 MB
// boundaries, where the kernel may back them with huge pages. A document's
// memory goes back in one unmapping per slab.
//
// Every block starts with a 16-byte header: its size, and a tag saying
// whether it lives in a slab (and whose) or came from malloc (blocks of
// 256 KB and more, and any block asked for on a thread with no arena
// entered). A freed slab block of up to 512 bytes goes on its arena's list
// for its size and is handed out again: a parse frees about a third of what
// it makes (paragraph text once its inlines are parsed, merged text nodes),
// and memory reused is memory the kernel need not clear. Larger slab blocks
// wait for their slab to go with the arena. Blocks from malloc made with an
// arena entered are linked into that arena, so destroying it frees all of a
// document's memory without walking the document.
//
// A destroyed arena's slabs are not unmapped at once but kept, up to
// POOL_LIMIT bytes, for the next arena: `--markdown` parses its output right
// after the input's tree goes, and memory the kernel maps afresh costs more
// to touch the first time (the kernel clears each new page) than a memset of
// memory already mapped. A slab taken from the pool is cleared as it is
// handed out.
// Once no parse is to follow, rf_arena_release_kept unmaps what is kept.
//
// Why not mimalloc's heaps (mi_heap_new per parse, mi_heap_destroy to free
// it): a mimalloc heap may be allocated from and destroyed only on the thread
// that made it, and `--markdown` makes the output's parse on one thread and
// feeds it on another, and drops the input's tree on the thread that rendered
// it; a prototype corrupted memory that way. It also ran more instructions
// and took more memory than this arena, and Debian's libmimalloc replaces the
// whole process's malloc once linked. The measurement is in
// Benchmarks/HISTORY.md, "The allocator".

#define _GNU_SOURCE
#include "CReflowArena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

enum {
  FIRST_SLAB = 64 << 10,
  LAST_SLAB = 8 << 20,
  HUGE_PAGE = 2 << 20,
  LARGE_BLOCK = 256 << 10,
  ALIGNMENT = 16,
  /// Freed blocks up to this size are kept for reuse, one list per multiple of ALIGNMENT.
  REUSED_MAX = 512,
  SIZE_CLASSES = REUSED_MAX / ALIGNMENT + 1,
};

static const uint64_t SLAB_TAG = 0x52466172656e6153u;  // "RFarenaS", mixed with the owning arena's address
static const uint64_t HEAP_TAG = 0x52466172656e6148u;  // "RFarenaH", mixed with the owning arena's address if any

typedef struct Header {
  uint64_t size;
  uint64_t tag;
} Header;

/// What precedes the header of a block from malloc: its place in its arena's list of such blocks.
typedef struct HeapLinks {
  struct HeapLinks *previous;
  struct HeapLinks *next;
} HeapLinks;

/// A freed block waiting for reuse; the link sits where the block's bytes were.
typedef struct FreeBlock {
  struct FreeBlock *next;
} FreeBlock;

/// The start of every slab: the list of slabs runs through these.
typedef struct Slab {
  struct Slab *next;
  size_t size;
} Slab;

struct RFArena {
  Slab *slabs;
  char *cursor;
  char *limit;
  /// Everything from here to the slab's end has never been handed out, so it is still zero.
  char *clean;
  /// The most recent block, which may grow in place or be taken back when freed.
  Header *last;
  size_t reserved;
  /// Freed blocks by size class (rounded size / ALIGNMENT).
  FreeBlock *freed[SIZE_CLASSES];
  /// Blocks from malloc that the arena owns, newest first.
  HeapLinks *heap;
  size_t heap_blocks;
};

static uint64_t slab_tag(const RFArena *arena) { return SLAB_TAG ^ (uint64_t)(uintptr_t)arena; }
static uint64_t heap_tag(const RFArena *arena) { return HEAP_TAG ^ (uint64_t)(uintptr_t)arena; }
static HeapLinks *links_of(Header *header) { return (HeapLinks *)header - 1; }

static void link_heap_block(RFArena *arena, HeapLinks *links) {
  links->previous = NULL;
  links->next = arena->heap;
  if (arena->heap != NULL) arena->heap->previous = links;
  arena->heap = links;
  arena->heap_blocks += 1;
}

static void unlink_heap_block(RFArena *arena, HeapLinks *links) {
  if (links->previous != NULL) links->previous->next = links->next;
  else arena->heap = links->next;
  if (links->next != NULL) links->next->previous = links->previous;
  arena->heap_blocks -= 1;
}

static _Thread_local RFArena *current_arena;

/// Slabs of destroyed arenas, mapped and waiting for the next arena, newest first; guarded by `pool_lock`.
static Slab *pool;
static size_t pool_bytes;
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
/// The most slab memory kept mapped between documents: about what a large document's two trees take.
static const size_t POOL_LIMIT = (size_t)256 << 20;

/// Keeps `slab` for a later arena, or unmaps it when the pool is full.
static void pool_put(Slab *slab) {
  pthread_mutex_lock(&pool_lock);
  int kept = pool_bytes + slab->size <= POOL_LIMIT;
  if (kept) {
    slab->next = pool;
    pool = slab;
    pool_bytes += slab->size;
  }
  pthread_mutex_unlock(&pool_lock);
  if (!kept) munmap(slab, slab->size);
}

/// A kept slab of exactly `size` bytes, or NULL: an arena grows by the same steps whether its slabs are new or
/// kept, so its memory follows its document's size, and the next document of that size finds its slabs.
static Slab *pool_take(size_t size) {
  pthread_mutex_lock(&pool_lock);
  Slab **link = &pool;
  while (*link != NULL && (*link)->size != size) link = &(*link)->next;
  Slab *slab = *link;
  if (slab != NULL) {
    *link = slab->next;
    pool_bytes -= slab->size;
  }
  pthread_mutex_unlock(&pool_lock);
  return slab;
}

static size_t rounded(size_t size) { return (size + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1); }

void rf_arena_release_kept(void) {
  pthread_mutex_lock(&pool_lock);
  Slab *slab = pool;
  pool = NULL;
  pool_bytes = 0;
  pthread_mutex_unlock(&pool_lock);
  while (slab != NULL) {
    Slab *next = slab->next;
    munmap(slab, slab->size);
    slab = next;
  }
}

RFArena *rf_arena_new(void) { return calloc(1, sizeof(RFArena)); }

void rf_arena_destroy(RFArena *arena) {
  if (arena == NULL) return;
  HeapLinks *block = arena->heap;
  while (block != NULL) {
    HeapLinks *next = block->next;
    free(block);
    block = next;
  }
  Slab *slab = arena->slabs;
  while (slab != NULL) {
    Slab *next = slab->next;
    pool_put(slab);
    slab = next;
  }
  free(arena);
}

RFArena *rf_arena_enter(RFArena *arena) {
  RFArena *previous = current_arena;
  current_arena = arena;
  return previous;
}

size_t rf_arena_reserved(const RFArena *arena) { return arena == NULL ? 0 : arena->reserved; }

size_t rf_arena_heap_blocks(const RFArena *arena) { return arena == NULL ? 0 : arena->heap_blocks; }

/// Maps a slab with room for a block of `need` bytes: twice the last one, from 64 KB up to 8 MB. From
/// 2 MB on, a slab sits on a huge-page boundary, so that the kernel can back it with 2 MB pages.
static int add_slab(RFArena *arena, size_t need) {
  size_t size = arena->slabs == NULL ? FIRST_SLAB : arena->slabs->size * 2;
  if (size > LAST_SLAB) size = LAST_SLAB;
  while (size < need + sizeof(Slab)) size *= 2;
  Slab *kept = pool_take(size);
  if (kept != NULL) {
    // Mapped and written before: nothing in it is known to be zero, so all of it is cleared as it is handed out.
    kept->next = arena->slabs;
    arena->slabs = kept;
    arena->cursor = (char *)kept + sizeof(Slab);
    arena->limit = (char *)kept + kept->size;
    arena->clean = arena->limit;
    arena->last = NULL;
    arena->reserved += kept->size;
    return 1;
  }
  int huge = size >= HUGE_PAGE;
  size_t span = huge ? size + HUGE_PAGE : size;
  char *mapped = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) return 0;
  char *start = mapped;
  if (huge) {
    start = (char *)(((uintptr_t)mapped + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    if (start > mapped) munmap(mapped, (size_t)(start - mapped));
    if (mapped + span > start + size) munmap(start + size, (size_t)(mapped + span - (start + size)));
    madvise(start, size, MADV_HUGEPAGE);
  }
  Slab *slab = (Slab *)start;
  slab->next = arena->slabs;
  slab->size = size;
  arena->slabs = slab;
  arena->cursor = start + sizeof(Slab);
  arena->clean = arena->cursor;
  arena->limit = start + size;
  arena->last = NULL;
  arena->reserved += size;
  return 1;
}

/// A zeroed block from a slab. Fresh slab memory is zero from the kernel; only memory taken back from a
/// freed last block needs clearing.
static void *slab_block(RFArena *arena, size_t size) {
  size_t class = rounded(size) / ALIGNMENT;
  if (class > 0 && class < SIZE_CLASSES && arena->freed[class] != NULL) {
    FreeBlock *block = arena->freed[class];
    arena->freed[class] = block->next;
    memset(block, 0, rounded(size));
    ((Header *)block - 1)->size = size;
    return block;
  }
  size_t need = sizeof(Header) + rounded(size);
  if (arena->cursor == NULL || (size_t)(arena->limit - arena->cursor) < need) {
    if (!add_slab(arena, need)) return NULL;
  }
  char *start = arena->cursor;
  char *end = start + need;
  if (start < arena->clean) memset(start, 0, (size_t)((end < arena->clean ? end : arena->clean) - start));
  if (end > arena->clean) arena->clean = end;
  Header *header = (Header *)start;
  header->size = size;
  header->tag = slab_tag(arena);
  arena->cursor = end;
  arena->last = header;
  return header + 1;
}

/// A zeroed block from malloc, owned by `arena` (which may be NULL).
static void *heap_block(RFArena *arena, size_t size) {
  HeapLinks *links = calloc(1, sizeof(HeapLinks) + sizeof(Header) + size);
  if (links == NULL) return NULL;
  Header *header = (Header *)(links + 1);
  header->size = size;
  header->tag = heap_tag(arena);
  if (arena != NULL) link_heap_block(arena, links);
  return header + 1;
}

/// Whether a header's tag marks a block from malloc: unowned, or owned by the calling thread's arena.
static int is_own_heap_block(const Header *header, const RFArena *arena) {
  return header->tag == HEAP_TAG || (arena != NULL && header->tag == heap_tag(arena));
}

void *rf_arena_calloc(size_t count, size_t size) {
  if (size != 0 && count > (SIZE_MAX - sizeof(Header) - ALIGNMENT) / size) return NULL;
  size_t total = count * size;
  RFArena *arena = current_arena;
  if (arena != NULL && total < LARGE_BLOCK) return slab_block(arena, total);
  return heap_block(arena, total);
}

void *rf_arena_realloc(void *pointer, size_t size) {
  if (pointer == NULL) return rf_arena_calloc(1, size);
  if (size > SIZE_MAX - sizeof(Header) - ALIGNMENT) return NULL;
  Header *header = (Header *)pointer - 1;
  RFArena *arena = current_arena;
  if (is_own_heap_block(header, arena)) {
    // Unlinked while it may move, then linked again where it lands.
    RFArena *owner = header->tag == HEAP_TAG ? NULL : arena;
    if (owner != NULL) unlink_heap_block(owner, links_of(header));
    HeapLinks *moved = realloc(links_of(header), sizeof(HeapLinks) + sizeof(Header) + size);
    if (moved == NULL) {
      if (owner != NULL) link_heap_block(owner, links_of(header));
      return NULL;
    }
    if (owner != NULL) link_heap_block(owner, moved);
    Header *moved_header = (Header *)(moved + 1);
    moved_header->size = size;
    return moved_header + 1;
  }
  if (size <= header->size) return pointer;
  // The arena's latest block grows where it is while its slab has room: a buffer being appended to.
  if (arena != NULL && arena->last == header && size < LARGE_BLOCK &&
      (size_t)(arena->limit - (char *)pointer) >= rounded(size)) {
    header->size = size;
    arena->cursor = (char *)pointer + rounded(size);
    if (arena->cursor > arena->clean) arena->clean = arena->cursor;
    return pointer;
  }
  void *copy = rf_arena_calloc(1, size);
  if (copy == NULL) return NULL;
  memcpy(copy, pointer, header->size);
  rf_arena_free(pointer);
  return copy;
}

void rf_arena_free(void *pointer) {
  if (pointer == NULL) return;
  Header *header = (Header *)pointer - 1;
  // Only the arena entered on this thread may take a block back: it is the block's own if the tags agree.
  // Another arena's block waits for that arena to be destroyed.
  RFArena *arena = current_arena;
  if (is_own_heap_block(header, arena)) {
    if (header->tag != HEAP_TAG) unlink_heap_block(arena, links_of(header));
    header->tag = 0;
    free(links_of(header));
    return;
  }
  if (arena == NULL || header->tag != slab_tag(arena)) return;
  if (arena->last == header) {
    // The latest block is taken back whole, so a block made and dropped at once costs nothing.
    arena->cursor = (char *)header;
    arena->last = NULL;
    return;
  }
  // An empty block has no room for the link.
  size_t class = rounded(header->size) / ALIGNMENT;
  if (class > 0 && class < SIZE_CLASSES) {
    FreeBlock *block = pointer;
    block->next = arena->freed[class];
    arena->freed[class] = block;
  }
}

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void rf_keep_freed_memory_for_reuse(void) {
#if defined(__GLIBC__)
  // Blocks below the first figure come from the heap; the heap keeps up to the second free before trimming.
  // Above it, a huge paragraph's doubling arrays would leave each outgrown copy resident.
  mallopt(M_MMAP_THRESHOLD, 4 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

void rf_return_freed_memory(void) {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}
