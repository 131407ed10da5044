// The questions SwiftUI asks a Layout that the seeds never answer: the
// minimum size (a zero proposal), a cache reused after a setting changed or a
// subview went away, a "+N more" view that is itself a subview, and defaults
// that agree with the engine's.

import FlowLayout
import Testing

private func views(_ widths: [Double], height: Double = 10) -> [FixedSubview<Double>] {
  widths.map { FixedSubview(FlowSize(width: $0, height: height)) }
}

@Suite struct ContainerQuestionTests {
  /// The container makes and checks its items in one pass: the same layout as the engine given
  /// `FlowViews.items`, and the same error, naming the same item, for a bad size.
  @Test func theContainersOnePassAgreesWithTheViewsItems() throws {
    var sizes: [FlowSize<Double>] = []
    for index in 0..<50 { sizes.append(FlowSize(width: Double(1 + index % 7), height: Double(1 + index % 3))) }
    let baselines: [Double] = (0..<30).map { $0 % 2 == 0 ? 0 : 1 }
    let container = FlowContainer<Double>(itemSpacing: 1.5, verticalAlignment: .firstBaseline)
    let proposal = ProposedFlowSize<Double>(width: 20, height: nil)
    let engine = try FlowEngine.layout(
      FlowParagraph(FlowViews.items(sizes: sizes, baselines: baselines, spacing: 1.5)),
      options: FlowLayoutOptions(
        measures: LineMeasures(width: 20), verticalAlignment: .firstBaseline, truncationSpacing: 1.5))
    #expect(try container.layout(sizes: sizes, baselines: baselines, proposal: proposal) == engine)
    #expect(throws: FlowLayoutError.nonFiniteValue(item: 2, field: "width")) {
      try container.layout(
        sizes: [FlowSize(width: 3, height: 1), FlowSize(width: .nan, height: 1)], proposal: proposal)
    }
    #expect(throws: FlowLayoutError.baselineOutsideBox(item: 4)) {
      try container.layout(sizes: Array(sizes.prefix(3)), baselines: [0, 0, 9], proposal: proposal)
    }
  }

  @Test(arguments: [0.0, -5.0, 12.0])
  func aProposalWithNoRoomAsksForTheMinimumSize(width: Double) throws {
    // 12 is used up by the padding (8 + 8): the same question as zero.
    let container = FlowContainer<Double>(
      itemSpacing: 2, padding: FlowEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
    let subviews = views([30, 50, 20])
    var cache = container.makeCache(subviews: subviews)
    let size = try container.sizeThatFits(
      proposal: ProposedFlowSize(width: width, height: 0), subviews: subviews, cache: &cache)
    // As narrow as the widest view plus padding: 30, 50 and 20 each on a line of 50.
    #expect(size.width == 50 + 16)
    #expect(size.height == 30)
  }

  @Test func theMinimumSizeLetsNarrowViewsShareALine() throws {
    let container = FlowContainer<Double>(itemSpacing: 1, sizing: .hug)
    let result = try container.layout(
      sizes: views([10, 4, 5]).map(\.size), proposal: ProposedFlowSize(width: 0, height: nil))
    #expect(result.lines.map { Array($0.boxes) } == [[0], [1, 2]])
    #expect(result.size.width == 10)
  }

  @Test func anInfiniteProposalIsTheIdealSize() throws {
    let container = FlowContainer<Double>(itemSpacing: 1, sizing: .hug)
    let result = try container.layout(
      sizes: views([10, 4]).map(\.size), proposal: ProposedFlowSize(width: .infinity, height: .infinity))
    #expect(result.lines.count == 1)
    #expect(result.size == FlowSize(width: 15, height: 10))
  }

  @Test func aNaNProposalIsAnErrorThatNamesIt() throws {
    let container = FlowContainer<Double>()
    #expect(throws: FlowLayoutError.invalidProposal(dimension: "width", value: "nan")) {
      try container.layout(sizes: views([1]).map(\.size), proposal: ProposedFlowSize(width: .nan, height: nil))
    }
    #expect(
      FlowLayoutError.invalidProposal(dimension: "height", value: "nan").description
        == "the proposed height is nan, which is not a size")
  }

  @Test func aCacheIsNotReusedAfterASettingChanges() throws {
    let subviews = views([10, 10, 10])
    var container = FlowContainer<Double>(itemSpacing: 1, sizing: .hug)
    var cache = container.makeCache(subviews: subviews)
    let proposal = ProposedFlowSize<Double>(width: 25, height: nil)
    let before = try container.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    #expect(before == FlowSize(width: 21, height: 20))
    container.itemSpacing = 6
    let after = try container.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    #expect(after == FlowSize(width: 10, height: 30))
    container.breaker = KnuthPlassLineBreaker()
    container.itemSpacing = 1
    #expect(try container.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) == before)
  }

  @Test func subviewsThatDifferInNumberFromTheCacheAreMeasuredAgain() throws {
    let container = FlowContainer<Double>(itemSpacing: 1)
    var cache = container.makeCache(subviews: views(Array(repeating: 5, count: 30)))
    let three = views([5, 5, 5])
    let frames = try container.placeSubviews(
      in: FlowRect(origin: FlowPoint<Double>(x: 0, y: 0), size: FlowSize(width: 100, height: 10)),
      proposal: ProposedFlowSize(width: 100, height: nil), subviews: three, cache: &cache)
    #expect(frames.count == 3)
    #expect(frames.compactMap { $0?.origin.x } == [0, 6, 12])
  }

  @Test func theLastSubviewStandsForHiddenViews() throws {
    // Five tags of 10, then a "+N more" view of 6; two lines of 25 hold four tags.
    let container = FlowContainer<Double>(itemSpacing: 1, maximumLineCount: 2, overflowIndicator: .lastSubview)
    let subviews = views([10, 10, 10, 10, 10, 6])
    var cache = container.makeCache(subviews: subviews)
    let bounds = FlowRect(origin: FlowPoint<Double>(x: 100, y: 50), size: FlowSize(width: 25, height: 20))
    let frames = try container.placeSubviews(
      in: bounds, proposal: ProposedFlowSize(width: 25, height: nil), subviews: subviews, cache: &cache)
    // The indicator takes the second line's second place: 10 + 1 + 6 fits, 10 + 1 + 10 + 1 + 6 does not.
    #expect(frames.map { $0?.origin.x } == [100, 111, 100, nil, nil, 111])
    #expect(frames[5]?.origin.y == 60)
    #expect(cache.hiddenSubviewCount == 2)
  }

  @Test func theLastSubviewHasNoFrameWhenEveryViewShows() throws {
    let container = FlowContainer<Double>(itemSpacing: 1, maximumLineCount: 2, overflowIndicator: .lastSubview)
    let subviews = views([10, 10, 6])
    var cache = container.makeCache(subviews: subviews)
    let frames = try container.placeSubviews(
      in: FlowRect(origin: FlowPoint<Double>(x: 0, y: 0), size: FlowSize(width: 25, height: 20)),
      proposal: ProposedFlowSize(width: 25, height: nil), subviews: subviews, cache: &cache)
    #expect(frames.map { $0?.origin.x } == [0, 11, nil])
    #expect(cache.hiddenSubviewCount == 0)
  }

  @Test func theViewsAPITakesBaselinesAndPlacesTheIndicatorView() throws {
    let container = FlowContainer<Double>(
      itemSpacing: 1, verticalAlignment: .firstBaseline, maximumLineCount: 1, overflowIndicator: .lastSubview)
    // A tall view with its baseline 8 down, a short one with its baseline 2 down, one more, then "+N": 4 1 4 1 3.
    let sizes: [FlowSize<Double>] = [
      FlowSize(width: 4, height: 10), FlowSize(width: 4, height: 3), FlowSize(width: 9, height: 3),
      FlowSize(width: 3, height: 3),
    ]
    let result = try container.layout(
      sizes: sizes, baselines: [8, 2, 2, 2], proposal: ProposedFlowSize(width: 13, height: nil))
    #expect(result.boxPositions.map(\.y) == [0, 6])
    #expect(result.truncation?.position == FlowPoint(x: 10, y: 6))
    #expect(result.truncation?.hiddenBoxCount == 1)
  }

  @Test func theContainerSizesAsTheEngineDoes() throws {
    let options = FlowLayoutOptions<Double>(measures: try LineMeasures(width: 1))
    #expect(FlowContainer<Double>().sizing == options.sizing)
    #expect(FlowContainer<Double>().alignment == options.alignment)
    #expect(FlowContainer<Double>().verticalAlignment == options.verticalAlignment)
  }
}
