// The Knuth-Plass breaker on width-only paragraphs, with no text and no
// placement: tolerance, its fallback, flagged demerits and looseness.

import FlowLayout
import Testing

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
