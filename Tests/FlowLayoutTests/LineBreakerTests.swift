// Unit tests of the pure breakers on width-only paragraphs: no text, no placement.

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

@Suite struct KnuthPlassLineBreakerTests {
  @Test func justifiedLinesStayWithinTolerance() {
    let items = words([4, 3, 5, 2, 6, 3, 4, 5, 2, 7, 3, 4], space: 1, stretch: 3, shrink: 0)
    let breaks = KnuthPlassLineBreaker().breakLines(paragraph(items), measures: measure(14), justified: true)
    let spans = Array(LineSpans(paragraph(items), breaks: breaks))
    for span in spans.dropLast() {
      let ratio = Double(14 - span.naturalWidth) / Double(span.stretch)
      #expect(100 * ratio * ratio * ratio <= 200, "line \(span.number) too loose")
    }
  }

  @Test func fallsBackWhenNothingMeetsTheTolerance() {
    // Glue with no stretch cannot be justified at all: the second pass still breaks the paragraph.
    let items = words([5, 5, 5, 5], space: 1, stretch: 0)
    let breaks = KnuthPlassLineBreaker().breakLines(paragraph(items), measures: measure(12), justified: true)
    #expect(naturalWidths(items, breaks).allSatisfy { $0 <= 12 })
    #expect(breaks.lineCount == 2)
  }

  @Test func oversizeBoxIsSetOverfullRatherThanFailing() {
    let items = words([3, 30, 3])
    let breaks = KnuthPlassLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: true)
    #expect(lineWidths(items, breaks) == [[3], [30], [3]])
  }

  @Test func flaggedDemeritsAvoidTwoHyphensInARow() {
    // Three hyphenatable words; with huge flagged demerits, consecutive hyphenated lines are avoided.
    func hyphenated(_ left: Int, _ right: Int) -> [FlowItem<Int>] {
      [
        .box(FlowBox(width: left)), .penalty(FlowPenalty(width: 1, cost: 0, isFlagged: true)),
        .box(FlowBox(width: right)),
      ]
    }
    var items: [FlowItem<Int>] = []
    for index in 0..<6 {
      if index > 0 { items.append(.glue(FlowGlue(width: 1, stretch: 2, shrink: 0))) }
      items += hyphenated(3, 3)
    }
    let strict = KnuthPlassOptions(tolerance: .infinity, flaggedDemerits: 1e9)
    let breaks = KnuthPlassLineBreaker(options: strict).breakLines(
      paragraph(items), measures: measure(9), justified: true)
    let flags = Array(LineSpans(paragraph(items), breaks: breaks)).map(\.endsFlagged)
    #expect(!zip(flags, flags.dropFirst()).contains { $0 && $1 })
  }

  @Test func loosenessAddsALineWhenPossible() {
    let items = words(Array(repeating: 3, count: 12), space: 1, stretch: 3)
    let normal = KnuthPlassLineBreaker().breakLines(paragraph(items), measures: measure(16), justified: true)
    let loose = KnuthPlassLineBreaker(options: KnuthPlassOptions(looseness: 1))
      .breakLines(paragraph(items), measures: measure(16), justified: true)
    #expect(loose.lineCount == normal.lineCount + 1)
  }

  @Test func raggedSettingJudgesSlackNotSpaceStretch() {
    // With rigid spaces, justified KP must fall back to its second pass; ragged KP breaks normally.
    let items = words([4, 4, 4, 4, 4], space: 1, stretch: 0)
    let ragged = KnuthPlassLineBreaker().breakLines(paragraph(items), measures: measure(10), justified: false)
    #expect(naturalWidths(items, ragged).allSatisfy { $0 <= 10 })
    #expect(ragged.lineCount == 3)
  }
}

@Suite struct BalancedLineBreakerTests {
  @Test func keepsTheFewestLines_andEvensThemOut() {
    // First fit: 4 4 4 4 (19) then 4 (4). Balanced: 3 words and 2 words.
    let items = words([4, 4, 4, 4, 4])
    let greedy = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(20), justified: false)
    let balanced = BalancedLineBreaker().breakLines(paragraph(items), measures: measure(20), justified: false)
    #expect(greedy.lineCount == balanced.lineCount)
    #expect(lineWidths(items, balanced).map(\.count) == [3, 2])
  }

  @Test func balancesManyLinesWithoutACap() {
    let items = words(Array(repeating: 2, count: 41))
    let balanced = BalancedLineBreaker().breakLines(paragraph(items), measures: measure(20), justified: false)
    let counts = lineWidths(items, balanced).map(\.count)
    // 41 words of 2 with single spaces: 7 fit in 20, so first fit needs 6 lines.
    #expect(counts.count == 6)
    #expect(counts.max()! - counts.min()! <= 1)
  }

  @Test func worksInPoints() throws {
    let items: [FlowItem<Double>] = [2.5, 3.25, 1.5, 4.0, 2.0].enumerated().flatMap {
      index, width -> [FlowItem<Double>] in
      (index > 0 ? [.glue(FlowGlue(width: 0.5))] : []) + [.box(FlowBox(width: width))]
    }
    let balanced = BalancedLineBreaker().breakLines(
      try FlowParagraph(items), measures: try LineMeasures(width: 10), justified: false)
    #expect(balanced.lineCount == 2)
  }
}
