// Seed 002, WrappingHStack, as behaviour: lines as ranges of items, the
// horizontal alignment of lines and the vertical alignment inside one.

import FlowLayout
import Testing

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
