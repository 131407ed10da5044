// The one-shot layout of many views broken first fit is made a chunk of
// views at a time, so that it never maps a fresh item array of tens of
// megabytes. It must give exactly the layout made at once, for every setting
// it accepts, and the same error for bad sizes; where it cannot promise that
// (a chunk of one line, a line limit, another breaker, hugging), it must
// decline and leave the layout to be made at once.

import PropertyBased
import Testing

@testable import FlowLayout

@Suite struct ContainerChunkTests {
  /// The layout made at once, through a cache (which never chunks), and the one made in chunks of `chunk` views.
  private func both(
    _ container: FlowContainer<Double>, sizes: [FlowSize<Double>], baselines: [Double], width: Double?, chunk: Int
  ) -> (
    whole: Result<FlowLayoutResult<Double>, FlowLayoutError>,
    chunked: Result<FlowLayoutResult<Double>?, FlowLayoutError>
  ) {
    let proposal = ProposedFlowSize<Double>(width: width, height: nil)
    var cache = FlowContainer<Double>.Cache(sizes: sizes, baselines: baselines)
    let whole = Result { () throws(FlowLayoutError) in try container.layout(proposal: proposal, cache: &cache) }
    let chunked = Result { () throws(FlowLayoutError) in
      try container.chunkedLayout(of: cache, viewCount: sizes.count, proposal: proposal, chunk: chunk)
    }
    return (whole, chunked)
  }

  @Test func chunksGiveTheLayoutMadeAtOnce() async {
    let alignments: [FlowAlignment] = [.leading, .center, .trailing, .justified]
    let verticals: [FlowVerticalAlignment] = [.top, .center, .bottom, .firstBaseline]
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...999).array(of: 2...120), Gen.int(in: 0...9_999), Gen.int(in: 2...9)
    ) { values, setting, chunk in
      let sizes = values.map { FlowSize<Double>(width: Double($0 % 23), height: Double(1 + $0 % 3)) }
      // Some views give a baseline, the rest have theirs at the bottom.
      let baselines = values.prefix(values.count / 2).map { Double($0 % 2) }
      let container = FlowContainer<Double>(
        itemSpacing: Double(setting % 3), lineSpacing: Double(setting / 3 % 2), alignment: alignments[setting % 4],
        lastLineAlignment: setting % 5 == 0 ? .trailing : nil, verticalAlignment: verticals[setting / 4 % 4],
        padding: FlowEdgeInsets(top: 2, leading: Double(setting % 4), bottom: 1, trailing: 3),
        direction: setting % 2 == 0 ? .leftToRight : .rightToLeft)
      for width in [Double(10 + setting % 50), 3, 30] {
        let (whole, chunked) = both(container, sizes: sizes, baselines: baselines, width: width, chunk: chunk)
        guard case .success(let made?) = chunked else {
          // Declined only when a chunk held a single line.
          #expect(chunked.map { $0 == nil } == .success(true))
          continue
        }
        #expect(whole == .success(made), "width \(width), setting \(setting), chunk \(chunk)")
      }
    }
  }

  @Test func aBadSizeIsReportedByItsItemAsAtOnce() {
    var sizes = (0..<50).map { FlowSize<Double>(width: Double(1 + $0 % 7), height: 1) }
    sizes[37].width = -1
    let (whole, chunked) = both(FlowContainer(itemSpacing: 1), sizes: sizes, baselines: [], width: 20, chunk: 8)
    guard case .failure(let error) = whole else {
      Issue.record("a negative width was laid out")
      return
    }
    #expect(chunked.map { _ in 0 } == .failure(error))
  }

  @Test func chunksAreDeclinedWhereTheyCouldDiffer() {
    let sizes = (0..<50).map { FlowSize<Double>(width: Double(1 + $0 % 7), height: 1) }
    let declining: [FlowContainer<Double>] = [
      FlowContainer(itemSpacing: 1, breaker: OptimalLineBreaker()),
      FlowContainer(itemSpacing: 1, sizing: .hug),
      FlowContainer(itemSpacing: 1, maximumLineCount: 3),
      FlowContainer(itemSpacing: 1, overflowIndicator: .lastSubview),
    ]
    for container in declining {
      #expect(
        both(container, sizes: sizes, baselines: [], width: 20, chunk: 8).chunked.map { $0 == nil } == .success(true))
    }
    // One line holds every view: each chunk would be a single line.
    #expect(
      both(FlowContainer(itemSpacing: 1), sizes: sizes, baselines: [], width: 1000, chunk: 8).chunked.map { $0 == nil }
        == .success(true))
    // Fewer views than a chunk: nothing to gain.
    #expect(
      both(FlowContainer(itemSpacing: 1), sizes: sizes, baselines: [], width: 20, chunk: 50).chunked.map { $0 == nil }
        == .success(true))
  }

  @Test func theOneShotLayoutOfManyViewsIsTheCachedOne() throws {
    // More views than a chunk, through the public call.
    let count = FlowContainer<Int>.chunkViews * 2 + 123
    let sizes = (0..<count).map { FlowSize<Int>(width: 1 + $0 % 11, height: 1) }
    let container = FlowContainer<Int>(itemSpacing: 1, alignment: .justified)
    let proposal = ProposedFlowSize<Int>(width: 72, height: nil)
    var cache = FlowContainer<Int>.Cache(sizes: sizes, baselines: [])
    #expect(
      try container.layout(sizes: sizes, proposal: proposal) == container.layout(proposal: proposal, cache: &cache))
    #expect(try container.chunkedLayout(of: cache, viewCount: count, proposal: proposal) != nil)
  }
}
