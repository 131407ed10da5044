// The settings every front end sets text with live in one value,
// TextLayoutOptions, which each front end's options embed: a width, a goal,
// a breaker, line-break rules and column widths read the same through all.

import FlowLayout
import Testing

@testable import ReflowMarkdown
@testable import ReflowText

@Suite struct LayoutOptionsTests {
  @Test func everyFrontEndReadsTheSameLayoutSettings() {
    let layout = TextLayoutOptions(
      width: 60, goal: 50, algorithm: .optimal, lineBreak: LineBreakStyle(locale: "ja", strictness: .strict),
      widths: WidthOptions(ambiguousWidth: 2, tabWidth: 4))
    var wrap = TextWrapOptions()
    wrap.layout = layout
    var markdown = MarkdownFormatOptions()
    markdown.layout = layout
    var render = MarkdownRenderOptions()
    render.layout = layout
    #expect([wrap.width, markdown.width, render.width] == [60, 60, 60])
    #expect([wrap.goal, markdown.goal, render.goal] == [50, 50, 50])
    #expect(
      [wrap.lineBreak, markdown.lineBreakStyle, render.lineBreak] == Array(repeating: layout.lineBreak, count: 3))
    #expect([wrap.widths, markdown.widths, render.widths] == Array(repeating: layout.widths, count: 3))
    // A setter on a front end's options writes through to its layout.
    wrap.width = 40
    #expect(wrap.layout.width == 40)
  }

  @Test func theBreakerAimsAtTheGoal() {
    let aimed = TextLayoutOptions(width: 60, goal: 50).breaker as? OptimalLineBreaker
    #expect(aimed?.goalShortfall == 10)
    #expect(TextLayoutOptions(width: 60, goal: 50, algorithm: .greedy).breaker is GreedyLineBreaker)
  }
}
