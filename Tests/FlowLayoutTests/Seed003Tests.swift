// Seed 003, Swift Talk's flow layout, as behaviour: ideal-size measurement,
// separate spacings, the proposed width with a hugged height, and items
// several rows tall.

import FlowLayout
import Testing

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
