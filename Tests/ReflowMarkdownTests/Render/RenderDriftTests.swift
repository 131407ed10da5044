// Render reads the same line-break settings plain text does, and applies the
// same rules to them: issue 45 found it hard-coding normal strictness and the
// root locale, dropping the goal, and cutting URLs that plain text keeps
// whole. Each case compares render's lines with plain text's for the same
// settings, and checks that the settings change something, so that a render
// that ignored them could not pass.

import FlowLayout
import Testing

@testable import ReflowMarkdown
@testable import ReflowText

/// Render's lines for a paragraph with `options`, which keep the other settings at their defaults.
private func renderedLines(_ text: String, _ options: MarkdownRenderOptions) throws -> [String] {
  plainLines(try MarkdownRenderer(options: options).render(text).page)
}

/// Plain text's lines for a paragraph as the CLI sets it when it may cut long words: words a reader copies kept
/// whole, and no line ended where a refill would add a space (which render, drawing only, need not avoid).
private func plainLines(_ text: String, _ options: TextWrapOptions) throws -> [String] {
  var options = options
  options.breaksLongWords = true
  options.keepsCopyableWordsWhole = true
  let wrapper = try TextWrapper(options: options)
  wrapper.readsLineEndsBack = false
  return wrapper.wrapParagraph(text)
}

@Suite struct RenderDriftTests {
  @Test func aURLWiderThanTheLineStaysWholeAsInPlainText() throws {
    let text = "see https://example.com/a/very/long/path/that/goes/on/and/on for more words here"
    let rendered = try renderedLines(text, MarkdownRenderOptions(width: 20))
    #expect(rendered.contains("https://example.com/a/very/long/path/that/goes/on/and/on"), "\(rendered)")
    #expect(rendered == (try plainLines(text, TextWrapOptions(width: 20))))
  }

  @Test func aURLInATableCellIsCutToKeepTheFrame() throws {
    let table = "| a | b |\n|---|---|\n| see https://example.com/a/very/long/path/that/goes/on | x |\n"
    let rows = try renderedLines(table, MarkdownRenderOptions(width: 30))
    // Every row of the frame is as wide as the first.
    #expect(rows.allSatisfy { columns($0) == columns(rows[0]) }, "\(rows)")
    #expect(rows.joined().contains("https://"))
  }

  @Test func theLocaleAndStrictnessChooseRenderedBreaksAsTheyChoosePlainText() throws {
    // Japanese rules let a small kana (ゅ, ょ) open a line, the root rules and strict Japanese do not.
    let text = "ちょっとまってください、きょうはいそがしいのでしゅっぱつはあしたにしましょう。"
    let styles = [
      LineBreakStyle(), LineBreakStyle(locale: "ja"), LineBreakStyle(locale: "ja", strictness: .strict),
    ]
    var distinct: Set<[String]> = []
    for width in 10...30 {
      for style in styles {
        let rendered = try renderedLines(text, MarkdownRenderOptions(width: width, lineBreak: style))
        let plain = try plainLines(text, TextWrapOptions(width: width, lineBreak: style))
        #expect(rendered == plain, "\(width), \(style)")
        if width == 12 { distinct.insert(plain) }
      }
    }
    // At 12 columns Japanese rules start a line with ゅ, which the root rules and strict Japanese do not.
    #expect(distinct.count >= 2, "the styles change no line of this text")
  }

  @Test func theGoalAimsRenderedLinesAsItAimsPlainText() throws {
    let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
    for algorithm in [LineBreakingAlgorithm.optimal, .greedy] {
      let (width, goal) = algorithm.widthAndGoal(width: 60, goal: 45)
      let rendered = try renderedLines(text, MarkdownRenderOptions(width: 60, algorithm: algorithm, goal: 45))
      let plain = try plainLines(text, TextWrapOptions(width: width, algorithm: algorithm, goal: goal))
      #expect(rendered == plain, "\(algorithm)")
      #expect(rendered != (try renderedLines(text, MarkdownRenderOptions(width: 60, algorithm: algorithm))))
    }
  }

  @Test func anUnknownLocaleOrAGoalPastTheWidthIsAnError() {
    #expect(throws: MarkdownRenderError.self) {
      try MarkdownRenderer(options: MarkdownRenderOptions(lineBreak: LineBreakStyle(locale: "xx-nowhere")))
    }
    #expect(throws: MarkdownRenderError.invalidGoal(81)) {
      try MarkdownRenderer(options: MarkdownRenderOptions(width: 80, goal: 81))
    }
  }
}
