// The Markdown rewrapper's opt-in for new breaks inside unspaced Chinese and
// Japanese runs: within the width, no line opening with closing punctuation,
// spans and markup whole.

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

/// The opt-in for new breaks inside unspaced Chinese and Japanese runs.
@Suite struct CJKBreakTests {
  private func breakingCJK(_ source: String, width: Int, style: LineBreakStyle = LineBreakStyle()) -> String {
    try! MarkdownFormatter(
      options: MarkdownFormatOptions(
        width: width, algorithm: .greedy, verifiesMeaning: false, breaksInsideCJKRuns: true, lineBreakStyle: style)
    ).format(source).text
  }

  @Test func aLongRunBreaksWithinTheWidthAndJoinsBack() {
    let source = "日本語の文章は単語の間に空白を入れずに書きます\n"
    let output = breakingCJK(source, width: 10)
    #expect(splitLines(output).dropLast().allSatisfy { $0.count <= 5 }, "five wide characters fill ten columns")
    #expect(splitLines(output).count > 2)
    #expect(String(output.filter { $0 != "\n" }) + "\n" == source)
    #expect(breakingCJK(output, width: 10) == output, "idempotent")
  }

  @Test func noLineStartsWithClosingPunctuation() {
    // Kinsoku: 。 and 、 never open a line; the greedy breaker would put them there at width 6.
    let output = breakingCJK("あいう。えおか、きくけ\n", width: 6)
    for line in splitLines(output) { #expect(!line.hasPrefix("。") && !line.hasPrefix("、"), "\(output)") }
    #expect(splitLines(output).count > 2)
  }

  @Test func strictnessComesFromTheStyle() {
    // Small kana may open a line under loose rules (ICU's ja loose), never under strict ones.
    let source = "あいうぁえおかきくけ\n"
    let strict = breakingCJK(source, width: 6, style: LineBreakStyle(locale: "ja", strictness: .strict))
    let loose = breakingCJK(source, width: 6, style: LineBreakStyle(locale: "ja", strictness: .loose))
    #expect(!splitLines(strict).contains { $0.hasPrefix("ぁ") }, "\(strict)")
    #expect(splitLines(loose).contains { $0.hasPrefix("ぁ") }, "\(loose)")
  }

  @Test func spansStayWholeAndMarkupIsNotSplit() {
    let output = breakingCJK("前後の`コード の中`と*強調文字*と[リンク](http://例え.jp)です\n", width: 4)
    #expect(output.contains("`コード の中`"))
    #expect(output.contains("(http://例え.jp)"))
    // The emphasis delimiters stay against their letters, so they still open and close.
    #expect(output.contains("*強") && output.contains("字*"))
    #expect(MarkdownGuarantee.sameHTML("前後の`コード の中`と*強調文字*と[リンク](http://例え.jp)です\n", output))
  }

  @Test func noBreakGoesInsideACodeSpanThatHoldsAHardBreakPattern() {
    // The span is not kept whole (it holds "  \n"), but cmark-gfm reads it as code: a line end
    // there would become a space in the code. Found by the random-document property.
    let source = "- start ```\n  日本語の文章は長くなります\n  the  \n  `code span` ```\n"
    let output = breakingCJK(source, width: 6)
    #expect(output.contains("日本語の文章は長くなります"))
    #expect(MarkdownGuarantee.sameHTML(source, output))
  }

  @Test func hangulAndLatinAreUntouched() {
    let source = "한국어는공백없이길게쓴문장 and averyveryverylongword\n"
    #expect(breakingCJK(source, width: 8) == "한국어는공백없이길게쓴문장\nand\naveryveryverylongword\n")
  }
}
