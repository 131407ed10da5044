// The balanced breaker on width-only paragraphs, with no text and no placement:
// the fewest lines, as even as they can be.

import FlowLayout
import Testing

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
