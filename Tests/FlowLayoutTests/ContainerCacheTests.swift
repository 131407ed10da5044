// SwiftUI asks a Layout for its size at several widths before placing its
// views. The container makes the views' items for the first question and
// keeps them in its cache for the next ones; they must be made again when
// what they depend on (the spacing, the views that are laid out) changes.

import Testing

@testable import FlowLayout

@Suite struct ContainerCacheTests {
  private let subviews = (0..<40).map { FixedSubview(FlowSize<Double>(width: Double(3 + $0 % 9), height: 1)) }

  /// The size and frames a container gives with a cache of its own, made afresh.
  private func fresh(_ container: FlowContainer<Double>, width: Double) throws -> [FlowRect<Double>?] {
    var cache = container.makeCache(subviews: subviews)
    return try frames(container, width: width, cache: &cache)
  }

  private func frames(_ container: FlowContainer<Double>, width: Double, cache: inout FlowContainer<Double>.Cache)
    throws -> [FlowRect<Double>?]
  {
    let proposal = ProposedFlowSize<Double>(width: width, height: nil)
    let size = try container.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    return try container.placeSubviews(
      in: FlowRect(origin: FlowPoint(x: 0, y: 0), size: size), proposal: proposal, subviews: subviews, cache: &cache)
  }

  @Test func theItemsAreMadeOnceForEveryProposal() throws {
    let container = FlowContainer<Double>(itemSpacing: 1)
    var cache = container.makeCache(subviews: subviews)
    #expect(cache.madeItems == nil)
    for width in [30.0, 45, 12, 30] {
      #expect(try frames(container, width: width, cache: &cache) == fresh(container, width: width))
      #expect(cache.madeItems?.paragraph.items.count == 2 * subviews.count - 1)
    }
  }

  @Test func theItemsAreMadeAgainWhenTheSpacingOrTheViewsLaidOutChange() throws {
    var container = FlowContainer<Double>(itemSpacing: 1)
    var cache = container.makeCache(subviews: subviews)
    _ = try frames(container, width: 30, cache: &cache)
    container.itemSpacing = 4
    #expect(try frames(container, width: 30, cache: &cache) == fresh(container, width: 30))
    #expect(cache.madeItems?.spacing == 4)
    // The last view becomes the "+N more" indicator: one view fewer is laid out.
    container.maximumLineCount = 2
    container.overflowIndicator = .lastSubview
    #expect(try frames(container, width: 30, cache: &cache) == fresh(container, width: 30))
    #expect(cache.madeItems?.viewCount == subviews.count - 1)
  }
}
