// The optimal (minimum raggedness) breaker on width-only paragraphs, with no
// text and no placement: slack spread, no needless overflow, brute-force agreement.

import FlowLayout
import Testing

@Suite struct OptimalLineBreakerTests {
  @Test func spreadsSlackAcrossLines_hamlet() {
    let items = words(hamlet)
    let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    #expect(lineWidths(items, breaks) == [[2, 3, 2], [3, 2], [3, 4], [2, 3], [8]])
    let optimal = RaggednessScore.of(breaks, in: paragraph(items), measures: measure(10), justified: false)
    let greedy = RaggednessScore.of(
      GreedyLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false),
      in: paragraph(items), measures: measure(10), justified: false)
    #expect(optimal.raggedness == 37)
    #expect(greedy.raggedness == 59)
  }

  @Test func neverOverflowsWhenALegalBreakExists() {
    let items = words([5, 5, 5, 5, 5])
    let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: measure(11), justified: false)
    #expect(naturalWidths(items, breaks).allSatisfy { $0 <= 11 })
  }

  @Test func oversizeWordSitsAloneWithTheLeastOverflow() {
    let items = words([3, 20, 3])
    let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    #expect(lineWidths(items, breaks) == [[3], [20], [3]])
  }

  @Test func matchesBruteForceOnAFixedParagraph() {
    let widths = [3, 7, 2, 9, 4, 4, 1, 8, 6, 2, 5, 3, 11, 2, 7, 3, 3, 6]
    let items = words(widths)
    let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: measure(16), justified: false)
    #expect(
      RaggednessScore.of(breaks, in: paragraph(items), measures: measure(16), justified: false)
        == bruteForceOptimal(items, width: 16))
  }

  @Test func firstLineIndentIsRespectedExactly() throws {
    let measures = try LineMeasures<Int>(width: 12, firstIndent: 6, restIndent: 0)
    let items = words([4, 4, 4, 4, 4])
    let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: measures, justified: false)
    let widths = naturalWidths(items, breaks)
    #expect(widths[0] <= 6)
    #expect(widths.dropFirst().allSatisfy { $0 <= 12 })
  }

  @Test func forcedBreaksSplitTheParagraph() {
    var items = words([3, 3])
    items.append(.penalty(.forcedBreak))
    items += words([3, 3])
    let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    #expect(breaks.ends == [3, 7])
  }

  @Test func prefersCheapPenaltiesOverCostlyOnes() {
    // Two places to break a 12-wide run at width 8; the costly one is avoided even though it is further along.
    let items: [FlowItem<Int>] = [
      .box(FlowBox(width: 4)), .penalty(FlowPenalty(cost: 0)), .box(FlowBox(width: 2)),
      .penalty(FlowPenalty(cost: 1000)), .box(FlowBox(width: 6)),
    ]
    let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: measure(8), justified: false)
    #expect(breaks.ends == [1, 5])
  }
}
