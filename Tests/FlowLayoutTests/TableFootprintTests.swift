// The breakers' tables are sized on purpose: what a break costs in memory
// decides whether a large paragraph's table is reused from the heap or
// mapped and faulted in anew on every call.

import Testing

@testable import FlowLayout

@Suite struct TableFootprintTests {
  /// A million breaks in 32-byte entries stay under glibc's 32 MiB ceiling for blocks mapped apart.
  @Test func aBreakEntryForCellsIsThirtyTwoBytes() {
    #expect(MemoryLayout<BreakCandidate<Int>>.stride == 32)
    #expect(1_000_002 * MemoryLayout<BreakCandidate<Int>>.stride < 32 << 20)
  }
}
