// Seed 000, the alignment-guide tag cloud, as behaviour: items in order, a new
// line when the next does not fit (an exact fit stays, which the seed gets
// wrong), padding, and hug against fill sizing.

import FlowLayout
import Testing

@Suite("Seed 000: alignment-guide tag cloud")
struct Seed000Tests {
  @Test func itemsKeepOrder_newLineWhenNextDoesNotFit() throws {
    let result = try FlowContainer(itemSpacing: 1).layout(
      sizes: sizes([4, 4, 4, 4]), proposal: .init(width: 10, height: nil))
    #expect(rows(result) == [[0, 1], [2, 3]])
    #expect(result.boxPositions.map(\.x) == [0, 5, 0, 5])
  }

  @Test func exactFit_staysOnItsLine() throws {
    // 4 + 1 + 5 = 10: the seed's `>` test with trailing spacing would wrap the second item.
    let result = try FlowContainer(itemSpacing: 1).layout(
      sizes: sizes([4, 5, 3]), proposal: .init(width: 10, height: nil))
    #expect(rows(result) == [[0, 1], [2]])
  }

  @Test func oneCellOver_wraps() throws {
    let result = try FlowContainer(itemSpacing: 1).layout(
      sizes: sizes([4, 6]), proposal: .init(width: 10, height: nil))
    #expect(rows(result) == [[0], [1]])
  }

  @Test func paddingSurroundsTheItems() throws {
    let container = FlowContainer<Int>(itemSpacing: 1, padding: FlowEdgeInsets(all: 2), sizing: .hug)
    let result = try container.layout(sizes: sizes([3, 3]), proposal: .init(width: 20, height: nil))
    #expect(result.boxPositions == [FlowPoint(x: 2, y: 2), FlowPoint(x: 6, y: 2)])
    #expect(result.size == FlowSize(width: 11, height: 5))
  }

  @Test func paddingReducesTheRoomForItems() throws {
    // 10 wide with 1 cell of padding each side leaves 8: two items of 4 plus spacing no longer fit.
    let container = FlowContainer<Int>(itemSpacing: 1, padding: FlowEdgeInsets(all: 1))
    let result = try container.layout(sizes: sizes([4, 4]), proposal: .init(width: 10, height: nil))
    #expect(result.lines.count == 2)
  }

  @Test func hugMode_reportsContentHeight_fillMode_takesProposedHeight() throws {
    let subviews = sizes([4, 4, 4]).map { FixedSubview($0) }
    let proposal = ProposedFlowSize<Int>(width: 9, height: 20)
    let hug = FlowContainer<Int>(itemSpacing: 1, sizing: .hug)
    var hugCache = hug.makeCache(subviews: subviews)
    #expect(
      try hug.sizeThatFits(proposal: proposal, subviews: subviews, cache: &hugCache) == FlowSize(width: 9, height: 2))
    let fill = FlowContainer<Int>(itemSpacing: 1, sizing: .fill)
    var fillCache = fill.makeCache(subviews: subviews)
    #expect(
      try fill.sizeThatFits(proposal: proposal, subviews: subviews, cache: &fillCache) == FlowSize(width: 9, height: 20)
    )
  }
}
