// One test per behaviour the seed articles give a SwiftUI tag-cloud flow
// layout (spacing, alignment, baselines, oversize items), including the two
// places where the seeds are wrong: an exact fit, and a short last item beside
// a tall one.

import FlowLayout
import Testing

/// Sizes for views: widths with a common height.
private func sizes(_ widths: [Int], height: Int = 1) -> [FlowSize<Int>] {
  widths.map { FlowSize(width: $0, height: height) }
}

private func rows(_ result: FlowLayoutResult<Int>) -> [[Int]] {
  result.lines.map { Array($0.boxes) }
}

/// A subview that counts how often it is measured.
private final class CountingSubview: FlowSubview, @unchecked Sendable {
  let size: FlowSize<Int>
  var measurements = 0
  var proposals: [ProposedFlowSize<Int>] = []
  init(_ size: FlowSize<Int>) { self.size = size }
  func sizeThatFits(_ proposal: ProposedFlowSize<Int>) -> FlowSize<Int> {
    measurements += 1
    proposals.append(proposal)
    return size
  }
}

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

@Suite("Seed 001: Layout protocol and Arranger")
struct Seed001Tests {
  @Test func unspecifiedProposal_givesIdealSize_oneLine() throws {
    let subviews = sizes([3, 5, 2]).map { FixedSubview($0) }
    let container = FlowContainer<Int>(itemSpacing: 1)
    var cache = container.makeCache(subviews: subviews)
    let size = try container.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    #expect(size == FlowSize(width: 12, height: 1))
  }

  @Test func placementIsOffsetByTheBoundsOrigin() throws {
    let subviews = sizes([3, 3]).map { FixedSubview($0) }
    let container = FlowContainer<Int>(itemSpacing: 1)
    var cache = container.makeCache(subviews: subviews)
    let bounds = FlowRect(origin: FlowPoint(x: 10, y: 7), size: FlowSize(width: 4, height: 3))
    let frames = try container.placeSubviews(
      in: bounds, proposal: .init(width: 4, height: nil), subviews: subviews, cache: &cache)
    #expect(frames.map { $0?.origin } == [FlowPoint(x: 10, y: 7), FlowPoint(x: 10, y: 8)])
  }

  @Test func oneSpacingCanServeItemsAndLines() throws {
    let container = FlowContainer<Int>(itemSpacing: 2, lineSpacing: 2)
    let result = try container.layout(sizes: sizes([3, 3, 3]), proposal: .init(width: 8, height: nil))
    #expect(result.boxPositions == [FlowPoint(x: 0, y: 0), FlowPoint(x: 5, y: 0), FlowPoint(x: 0, y: 3)])
  }

  @Test func heightIsTheTallestItemOfTheLastLine_notTheLastItem() throws {
    // The seed reports the last item's bottom: 1 here, though its tall neighbour reaches 5.
    let container = FlowContainer<Int>(itemSpacing: 1)
    let result = try container.layout(
      sizes: [FlowSize(width: 3, height: 5), FlowSize(width: 3, height: 1)], proposal: .init(width: 20, height: nil))
    #expect(result.size.height == 5)
  }
}

@Suite("Seed 002: WrappingHStack")
struct Seed002Tests {
  @Test func linesAreRangesOfItems() throws {
    let result = try FlowContainer(itemSpacing: 1).layout(
      sizes: sizes([2, 2, 2, 2, 2]), proposal: .init(width: 5, height: nil))
    #expect(result.lines.map(\.boxes) == [0..<2, 2..<4, 4..<5])
  }

  @Test(arguments: [(FlowAlignment.leading, 0), (.center, 2), (.trailing, 5)])
  func horizontalAlignmentOfLines(alignment: FlowAlignment, expectedX: Int) throws {
    let container = FlowContainer<Int>(itemSpacing: 1, alignment: alignment, sizing: .fill)
    let result = try container.layout(sizes: sizes([5]), proposal: .init(width: 10, height: nil))
    #expect(result.boxPositions[0].x == expectedX)
  }

  @Test(arguments: [
    (FlowVerticalAlignment.top, [0, 0]), (.center, [0, 1]), (.bottom, [0, 2]), (.firstBaseline, [0, 1]),
  ])
  func verticalAlignmentInsideALine(alignment: FlowVerticalAlignment, expectedY: [Int]) throws {
    // A 3-row box with its baseline on the middle row, beside a 1-row box.
    let subviews = [
      FixedSubview(FlowSize(width: 3, height: 3), firstBaseline: 2), FixedSubview(FlowSize(width: 2, height: 1)),
    ]
    let container = FlowContainer<Int>(itemSpacing: 1, verticalAlignment: alignment)
    var cache = container.makeCache(subviews: subviews)
    let bounds = FlowRect(origin: FlowPoint(x: 0, y: 0), size: FlowSize(width: 20, height: 3))
    let frames = try container.placeSubviews(
      in: bounds, proposal: .init(width: 20, height: nil), subviews: subviews, cache: &cache)
    #expect(frames.map { $0!.origin.y } == expectedY)
  }
}

@Suite("Seed 003: Swift Talk flow layout")
struct Seed003Tests {
  @Test func itemsAreMeasuredAtTheirIdealSize() throws {
    let subview = CountingSubview(FlowSize(width: 3, height: 1))
    let container = FlowContainer<Int>()
    _ = container.makeCache(subviews: [subview])
    #expect(subview.proposals == [.unspecified])
  }

  @Test func horizontalAndVerticalSpacingAreSeparate() throws {
    let container = FlowContainer<Int>(itemSpacing: 1, lineSpacing: 3)
    let result = try container.layout(sizes: sizes([3, 3, 3]), proposal: .init(width: 7, height: nil))
    #expect(result.boxPositions == [FlowPoint(x: 0, y: 0), FlowPoint(x: 4, y: 0), FlowPoint(x: 0, y: 4)])
  }

  @Test func containerTakesTheProposedWidth_andHugsItsHeight() throws {
    let container = FlowContainer<Int>(itemSpacing: 1, sizing: .fill)
    let subviews = sizes([3, 3, 3]).map { FixedSubview($0) }
    var cache = container.makeCache(subviews: subviews)
    let size = try container.sizeThatFits(proposal: .init(width: 30, height: nil), subviews: subviews, cache: &cache)
    #expect(size == FlowSize(width: 30, height: 1))
  }

  @Test func itemsCanBeSeveralRowsTall() throws {
    let container = FlowContainer<Int>(itemSpacing: 1)
    let result = try container.layout(
      sizes: [FlowSize(width: 3, height: 3), FlowSize(width: 3, height: 2), FlowSize(width: 3, height: 1)],
      proposal: .init(width: 7, height: nil))
    #expect(result.lines.map(\.height) == [3, 1])
    #expect(result.boxPositions[2].y == 3)
    #expect(result.size.height == 4)
  }
}

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
