// The greedy breaker on width-only paragraphs, with no text and no placement:
// first fit, forced and forbidden breaks, shapes and penalties.

import FlowLayout
import Testing

@Suite struct GreedyLineBreakerTests {
  /// Only the optimal breaker takes a goal; the others are what the algorithm gives without one.
  @Test func aGoalReachesTheOptimalBreakerOnly() throws {
    let optimal = try #require(LineBreakingAlgorithm.optimal.breaker(width: 72, goal: 60) as? OptimalLineBreaker)
    #expect(optimal.goalShortfall == 12)
    let none = try #require(LineBreakingAlgorithm.optimal.breaker(width: 72, goal: nil) as? OptimalLineBreaker)
    #expect(none.goalShortfall == 0)
    #expect(LineBreakingAlgorithm.greedy.breaker(width: 72, goal: 60) is GreedyLineBreaker)
    #expect(LineBreakingAlgorithm.balance.breaker(width: 72, goal: 60) is BalancedLineBreaker)
  }

  @Test func fillsEachLineAsFarAsItGoes() {
    let items = words(hamlet)
    let breaks = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    #expect(lineWidths(items, breaks) == [[2, 3, 2], [3, 2, 3], [4, 2], [3], [8]])
  }

  /// Inside a word (breaks with no glue after them), a break that costs more gives way to the latest cheaper one
  /// before it on the line; a break before glue, or one past the word's start, is never traded.
  @Test func aCostlyBreakInsideAWordGivesWayToTheLatestCheaperOne() {
    // "ab" glue, then a word: 2, cheap, 1, cheaper, 2, costly, 2, costly, 3. Width 9 reaches the last costly break.
    let word: [FlowItem<Int>] = [
      .box(FlowBox(width: 2)), .glue(FlowGlue(width: 1)),
      .box(FlowBox(width: 2)), .penalty(FlowPenalty(cost: 50)), .box(FlowBox(width: 1)),
      .penalty(FlowPenalty(cost: 50)), .box(FlowBox(width: 2)), .penalty(FlowPenalty(cost: 100)),
      .box(FlowBox(width: 2)), .penalty(FlowPenalty(cost: 100)), .box(FlowBox(width: 3)),
    ]
    let breaks = GreedyLineBreaker().breakLines(paragraph(word), measures: measure(9), justified: false)
    // The line ends at the second cost-50 break (after "ab 2 1"), the latest cheaper than the cost-100 break.
    #expect(breaks.ends.first == 5)
    // Equal costs: the last that fits, as before.
    let even: [FlowItem<Int>] = [
      .box(FlowBox(width: 3)), .penalty(FlowPenalty(cost: 50)), .box(FlowBox(width: 3)),
      .penalty(FlowPenalty(cost: 50)), .box(FlowBox(width: 3)),
    ]
    #expect(GreedyLineBreaker().breakLines(paragraph(even), measures: measure(7), justified: false).ends == [3, 5])
    // A costly break before glue (a space the line-start rules discourage) is not traded for one in the word.
    let spaced: [FlowItem<Int>] = [
      .box(FlowBox(width: 2)), .penalty(FlowPenalty(cost: 0)), .box(FlowBox(width: 2)),
      .penalty(FlowPenalty(cost: 5000)), .glue(FlowGlue(width: 1)), .box(FlowBox(width: 4)),
    ]
    #expect(GreedyLineBreaker().breakLines(paragraph(spaced), measures: measure(6), justified: false).ends == [3, 6])
  }

  @Test func exactFitStaysOnTheLine() {
    let items = words([4, 5])
    let breaks = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    #expect(breaks.lineCount == 1)
  }

  @Test func forcedBreakEndsTheLine_trailingForcedBreakAddsNoLine() {
    let items: [FlowItem<Int>] =
      [.box(FlowBox(width: 2)), .penalty(.forcedBreak), .box(FlowBox(width: 2)), .penalty(.forcedBreak)]
    let breaks = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    #expect(breaks.ends == [1, 4])
  }

  @Test func twoForcedBreaksMakeAnEmptyLine() {
    let items: [FlowItem<Int>] =
      [.box(FlowBox(width: 2)), .penalty(.forcedBreak), .penalty(.forcedBreak), .box(FlowBox(width: 2))]
    let breaks = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    #expect(breaks.ends == [1, 2, 4])
  }

  @Test func forbiddenPenaltyKeepsWordsTogether() {
    // A no-break penalty before the glue makes the glue after a non-box: not a break.
    let items: [FlowItem<Int>] = [
      .box(FlowBox(width: 4)), .penalty(.noBreak), .glue(FlowGlue(width: 1)), .box(FlowBox(width: 4)),
      .glue(FlowGlue(width: 1)), .box(FlowBox(width: 4)),
    ]
    let breaks = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(9), justified: false)
    #expect(lineWidths(items, breaks) == [[4, 4], [4]])
  }

  @Test func hangingIndentShapesTheLines() throws {
    let measures = try LineMeasures<Int>([LineMeasure(width: 10), LineMeasure(indent: 4, width: 6)])
    let items = words([3, 3, 3, 3, 3, 3])
    let breaks = GreedyLineBreaker().breakLines(paragraph(items), measures: measures, justified: false)
    #expect(lineWidths(items, breaks) == [[3, 3], [3], [3], [3], [3]])
  }

  @Test func justifiedTextMayShrinkIntoTheLine() {
    // Natural width 11 with two cells of shrink fits 10 only when the objective knows it will justify.
    let items = words([3, 3, 3], space: 1, shrink: 1)
    let ragged = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    let justified = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: true)
    #expect(ragged.lineCount == 2)
    #expect(justified.lineCount == 1)
  }

  @Test func hyphenPenaltyAddsItsWidthOnlyWhenTaken() {
    // "hyph-enation": the penalty's width is the hyphen.
    let items: [FlowItem<Int>] = [
      .box(FlowBox(width: 4)), .penalty(FlowPenalty(width: 1, cost: 50, isFlagged: true)), .box(FlowBox(width: 6)),
    ]
    let split = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(5), justified: false)
    #expect(split.ends == [1, 3])
    #expect(naturalWidths(items, split) == [5, 6])
    let whole = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    #expect(naturalWidths(items, whole) == [10])
  }

  @Test func paragraphWithoutBoxesHasNoLines() {
    let items: [FlowItem<Int>] = [.glue(FlowGlue(width: 1)), .penalty(.forcedBreak)]
    #expect(GreedyLineBreaker().breakLines(paragraph(items), measures: measure(5), justified: false).lineCount == 0)
  }
}
