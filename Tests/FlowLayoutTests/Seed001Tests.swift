// Seed 001, the Layout protocol and its Arranger, as behaviour: unspecified
// proposals, the bounds' origin, one spacing for items and lines, and the
// height of a short last item beside a tall one (which the seed gets wrong).

import FlowLayout
import Testing

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
