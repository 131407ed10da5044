// The streaming minimum-raggedness solver: it must give exactly the optimum
// whatever its tuning (commits after every break, or a fallback to the queue),
// across forced breaks, and hold only a few lines' worth of rows.

import PropertyBased
import Testing

@testable import FlowLayout

private func score(_ breaks: LineEnds, _ items: [FlowItem<Int>], _ width: Int) -> RaggednessScore {
  RaggednessScore.of(breaks, in: paragraph(items), measures: measure(width), justified: false)
}

@Suite struct StreamingSolverTests {
  /// A hyphen as wide as the line keeps every overflowing start in the running.
  ///
  /// Of the starts whose line overflows, only the latest can win, because breaking again there overflows less;
  /// but a hyphen as wide as the line drawn there makes the two overflow alike, and the earlier start's line may
  /// be the less ragged. At width 1 the queue's answer overflows 2 with raggedness 4, where keeping only the
  /// latest start gave 2 with 52.
  @Test func aHyphenAsWideAsTheLineKeepsEveryOverflowingStart() throws {
    let items: [FlowItem<Int>] = [
      .box(FlowBox(width: 1)), .penalty(FlowPenalty(width: 1, cost: 50, isFlagged: true)), .box(FlowBox(width: 2)),
      .glue(FlowGlue(width: 1, stretch: 1)), .box(FlowBox(width: 0)),
    ]
    let streaming = OptimalLineBreaker(windowLimit: 512, commitInterval: 1024, streamingThreshold: 0)
    var tabled = OptimalLineBreaker()
    tabled.setsShortParagraphsDirectly = false
    let flow = try FlowParagraph(items)
    let measures = try LineMeasures<Int>(width: 1)
    #expect(
      RaggednessScore.of(
        streaming.breakLines(flow, measures: measures, justified: false), in: flow, measures: measures,
        justified: false)
        == RaggednessScore.of(
          tabled.breakLines(flow, measures: measures, justified: false), in: flow, measures: measures,
          justified: false))
  }

  @Test func frequentCommitsKeepTheOptimum() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 1...14).array(of: 1...40), Gen.int(in: 6...40), Gen.int(in: 1...6)
    ) {
      widths, width, interval in
      let items = words(widths)
      let breaker = OptimalLineBreaker(windowLimit: 512, commitInterval: interval)
      let breaks = breaker.breakLines(paragraph(items), measures: measure(width), justified: false)
      #expect(score(breaks, items, width) == bruteForceOptimal(items, width: width))
    }
  }

  @Test func aGoalKeepsTheOptimum() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 1...14).array(of: 1...40), Gen.int(in: 6...40), Gen.int(in: 0...10)
    ) { widths, width, shortfall in
      let items = words(widths)
      var breaker = OptimalLineBreaker(windowLimit: 512, commitInterval: 4)
      breaker.goalShortfall = Double(shortfall)
      let breaks = breaker.breakLines(paragraph(items), measures: measure(width), justified: false)
      #expect(
        RaggednessScore.of(
          breaks, in: paragraph(items), measures: measure(width), justified: false, goalShortfall: Double(shortfall))
          == bruteForceOptimal(items, width: width, goalShortfall: shortfall))
    }
  }

  @Test func fallbackToTheQueueKeepsTheOptimum() async {
    await propertyCheck(count: 200, input: Gen.int(in: 1...14).array(of: 1...40), Gen.int(in: 6...40)) {
      widths, width in
      let items = words(widths)
      let breaker = OptimalLineBreaker(windowLimit: 2, commitInterval: 3)
      let breaks = breaker.breakLines(paragraph(items), measures: measure(width), justified: false)
      #expect(score(breaks, items, width) == bruteForceOptimal(items, width: width))
    }
  }

  @Test func streamingAndQueueAgreeAcrossForcedBreaksAndJustification() async {
    let segment = Gen.int(in: 1...12).array(of: 1...15)
    await propertyCheck(count: 200, input: segment.array(of: 1...4), Gen.int(in: 6...30), Gen.bool) {
      segments, width, justified in
      var items: [FlowItem<Int>] = []
      for (index, widths) in segments.enumerated() {
        if index > 0 { items.append(.penalty(.forcedBreak)) }
        items += words(widths, space: 2, shrink: 1)
      }
      let streamed = OptimalLineBreaker(windowLimit: 512, commitInterval: 2)
        .breakLines(paragraph(items), measures: measure(width), justified: justified)
      let queued = OptimalLineBreaker(windowLimit: 0, commitInterval: 2)
        .breakLines(paragraph(items), measures: measure(width), justified: justified)
      let measures = measure(width)
      #expect(
        RaggednessScore.of(streamed, in: paragraph(items), measures: measures, justified: justified)
          == RaggednessScore.of(queued, in: paragraph(items), measures: measures, justified: justified))
    }
  }

  @Test func memoryFollowsTheLineNotTheParagraph() throws {
    var state: UInt64 = 12345
    let widths = (0..<200_000).map { _ -> Int in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return 1 + Int(state >> 59)
    }
    let items = words(widths)
    var scanner = try #require(CandidateScanner(items, withGlueSums: false))
    var solver = StreamingRaggednessSolver<Int>(width: 72, justified: false)
    let ends = solver.solve(&scanner)
    #expect(ends?.last == items.count)
    #expect(solver.peakStoredRows < 4096, "held \(solver.peakStoredRows) rows for 200,000 words")
  }
}
