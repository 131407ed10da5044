// The bump allocator cmark-gfm's documents come from: blocks are zeroed,
// keep their bytes when they grow or move, large ones go to malloc, and a
// document's tree really allocates from its arena.

import CReflowArena
import Testing

@testable import ReflowMarkdown

@Suite struct ArenaTests {
  /// Runs `body` with a fresh arena entered on this thread, then destroys the arena.
  private func withArena(_ body: (OpaquePointer) -> Void) {
    let arena = rf_arena_new()!
    let previous = rf_arena_enter(arena)
    body(arena)
    rf_arena_enter(previous)
    rf_arena_destroy(arena)
  }

  private func bytes(_ pointer: UnsafeMutableRawPointer, _ count: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }

  @Test func aBlockTakenBackAndHandedOutAgainIsZeroed() {
    withArena { _ in
      let first = rf_arena_calloc(1, 64)!
      first.initializeMemory(as: UInt8.self, repeating: 0xAB, count: 64)
      // Freeing the latest block takes its memory back; the next block reuses it and must read as zero.
      rf_arena_free(first)
      let second = rf_arena_calloc(4, 16)!
      #expect(second == first)
      #expect(bytes(second, 64).allSatisfy { $0 == 0 })
    }
  }

  @Test func aFreedSmallBlockIsHandedOutAgainZeroed_butOnlyByItsOwnArena() {
    withArena { _ in
      let freed = rf_arena_calloc(1, 40)!
      freed.initializeMemory(as: UInt8.self, repeating: 0xCD, count: 40)
      let kept = rf_arena_calloc(1, 40)!
      rf_arena_free(freed)
      // Another arena entered on this thread must not take the block.
      let other = rf_arena_new()!
      let previous = rf_arena_enter(other)
      rf_arena_free(kept)
      #expect(rf_arena_calloc(1, 40) != kept)
      rf_arena_enter(previous)
      rf_arena_destroy(other)
      let reused = rf_arena_calloc(5, 8)!
      #expect(reused == freed)
      #expect(bytes(reused, 40).allSatisfy { $0 == 0 })
    }
  }

  @Test func theLatestBlockGrowsInPlace_andAnEarlierOneMovesWithItsBytes() {
    withArena { _ in
      let earlier = rf_arena_calloc(1, 32)!
      earlier.initializeMemory(as: UInt8.self, repeating: 7, count: 32)
      let latest = rf_arena_calloc(1, 32)!
      latest.initializeMemory(as: UInt8.self, repeating: 9, count: 32)
      #expect(rf_arena_realloc(latest, 4096) == latest)
      #expect(bytes(latest, 32).allSatisfy { $0 == 9 })
      let moved = rf_arena_realloc(earlier, 4096)!
      #expect(moved != earlier)
      #expect(bytes(moved, 32).allSatisfy { $0 == 7 })
    }
  }

  @Test func largeBlocksComeFromMalloc_andKeepTheirBytesWhenTheyGrow() {
    withArena { arena in
      let reserved = rf_arena_reserved(arena)
      let large = rf_arena_calloc(1, 1 << 20)!
      #expect(rf_arena_reserved(arena) == reserved)
      #expect(bytes(large, 1 << 20).allSatisfy { $0 == 0 })
      let small = rf_arena_calloc(1, 100)!
      small.initializeMemory(as: UInt8.self, repeating: 3, count: 100)
      // A slab block that outgrows the large-block size moves to malloc with its bytes.
      let grown = rf_arena_realloc(small, 2 << 20)!
      #expect(bytes(grown, 100).allSatisfy { $0 == 3 })
      let regrown = rf_arena_realloc(grown, 4 << 20)!
      #expect(bytes(regrown, 100).allSatisfy { $0 == 3 })
      #expect(rf_arena_heap_blocks(arena) == 2)
      rf_arena_free(regrown)
      #expect(rf_arena_heap_blocks(arena) == 1)
      // `large` is left for the arena to free when it is destroyed.
    }
  }

  @Test func aThreadWithNoArenaGetsMalloc() {
    let previous = rf_arena_enter(nil)
    defer { rf_arena_enter(previous) }
    let block = rf_arena_calloc(3, 10)!
    #expect(bytes(block, 30).allSatisfy { $0 == 0 })
    rf_arena_free(block)
  }

  /// A destroyed arena's slabs are kept for the next arena, whose blocks are zeroed all the same.
  ///
  /// Another test's arena may take the slab first (tests run at once), and then this one gets new memory, which
  /// passes too; mostly it gets the slab just given back, written all over.
  @Test func aSlabKeptFromAnotherArenaIsHandedOutZeroed() {
    let first = rf_arena_new()!
    var previous = rf_arena_enter(first)
    for _ in 0..<60 {
      let block = rf_arena_calloc(1, 1000)!
      block.initializeMemory(as: UInt8.self, repeating: 0xFF, count: 1000)
    }
    rf_arena_enter(previous)
    rf_arena_destroy(first)
    let second = rf_arena_new()!
    previous = rf_arena_enter(second)
    defer {
      rf_arena_enter(previous)
      rf_arena_destroy(second)
    }
    for _ in 0..<60 {
      #expect(bytes(rf_arena_calloc(1, 1000)!, 1000).allSatisfy { $0 == 0 })
    }
  }

  /// Slabs double from 64 KB: a one-line document maps one small slab, and only a large one maps more.
  @Test func slabsGrowWithTheDocument() {
    let small = Array("Hello *world*.\n".utf8).withUnsafeBufferPointer { CmarkTree($0) }
    #expect(small.arenaBytes == 64 << 10)
    let large = Array(String(repeating: "Some *text* and `code`.\n\n", count: 20_000).utf8)
      .withUnsafeBufferPointer { CmarkTree($0) }
    #expect(large.arenaBytes > 1 << 20)
  }

  @Test func aDocumentTreeAllocatesFromItsArena() {
    let source = Array(String(repeating: "Some *text* with [a link](https://example.com).\n\n", count: 2000).utf8)
    let tree = source.withUnsafeBufferPointer { CmarkTree($0) }
    #expect(tree.arenaBytes > 0)
    let html = tree.html()
    #expect(String(decoding: html, as: UTF8.self).contains("<em>text</em>"))
  }
}
