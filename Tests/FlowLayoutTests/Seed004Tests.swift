// Seed 004, the aligned Layout-protocol flow, as behaviour: an oversize item
// alone and reported, alignment per line, and sizes measured once.

import FlowLayout
import Testing

@Suite("Seed 004: aligned Layout-protocol flow")
struct Seed004Tests {
  @Test func oversizeItemSitsAloneAndIsReportedAsOverflow() throws {
    let container = FlowContainer<Int>(itemSpacing: 1)
    let result = try container.layout(sizes: sizes([2, 15, 2]), proposal: .init(width: 10, height: nil))
    #expect(rows(result) == [[0], [1], [2]])
    #expect(result.lines.map(\.isOverflow) == [false, true, false])
  }

  @Test func alignmentIsComputedPerLine() throws {
    let container = FlowContainer<Int>(itemSpacing: 1, alignment: .trailing, sizing: .fill)
    let result = try container.layout(sizes: sizes([4, 4, 2]), proposal: .init(width: 10, height: nil))
    // Line one is 9 wide, line two 2: each is pushed to the right edge on its own.
    #expect(result.boxPositions.map(\.x) == [1, 6, 8])
  }

  @Test func sizesAreMeasuredOnce_acrossSizingAndPlacement() throws {
    let subviews = (0..<5).map { _ in CountingSubview(FlowSize(width: 3, height: 1)) }
    let container = FlowContainer<Int>(itemSpacing: 1)
    var cache = container.makeCache(subviews: subviews)
    let proposal = ProposedFlowSize<Int>(width: 8, height: nil)
    let size = try container.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    _ = try container.placeSubviews(
      in: FlowRect(origin: FlowPoint(x: 0, y: 0), size: size), proposal: proposal, subviews: subviews, cache: &cache)
    _ = try container.sizeThatFits(proposal: .init(width: 12, height: nil), subviews: subviews, cache: &cache)
    #expect(subviews.map(\.measurements) == [1, 1, 1, 1, 1])
  }
}
