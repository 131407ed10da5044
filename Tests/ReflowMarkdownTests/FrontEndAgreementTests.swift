// The three front ends set one paragraph on the same lines: plain text (as the
// CLI sets it), `--markdown` (with breaks inside CJK runs, for text without
// Markdown syntax), and `render --format plain` with no chips. Where a medium
// differs (render draws and reads nothing back, so it may cut a long word and
// end a line where a refill would put a space), render is compared with plain
// text set by the same medium rule, and each such difference has its own test.

import PropertyBased
import Testing

@testable import ReflowMarkdown
@testable import ReflowText

/// Words with no Markdown syntax: URLs and addresses, option names, paths, hyphenated words, CJK with quotation
/// marks, rule words, quotation marks that hold across a space, and words wider than narrow lines.
private let frontEndWords = [
  "the", "text", "wraps,", "again.", "pyenv-installer", "read/write", "modules—in", "e.g.", "(see", "this)",
  "https://example.com/a/long/path/to/a/page", "user@example.com", "--option-name=value", "/usr/share/doc/reflow",
  "中文句子没有空格，", "「引用の文」。", "参考“资料”。", "日本語の文章は長くなります", "如“在命令字符串后”键入",
  "=====", "« mot »", "“quoted” (see", "said “ word", "supercalifragilisticexpialidocious",
  "x-y-z-w-v-u-t-s-r-q", "don't", "1,234.56", "naïve", "한국어", "Ελληνικά",
]

/// Whether a word of `paragraph` ends in CJK punctuation and another follows: plain text holds that space, or ends a
/// line there and drops it (a line end after CJK punctuation reads back as nothing), where `--markdown`, whose line
/// ends read back as spaces, keeps it (``FrontEndAgreementTests/aSpaceAfterCJKPunctuationHoldsInPlainTextOnly()``).
private func spaceFollowsCJKPunctuation(_ paragraph: String) -> Bool {
  let words = paragraph.split(separator: " ")
  return words.dropLast().contains { first in
    guard let last = first.unicodeScalars.last else { return false }
    let isWide = { (scalar: Unicode.Scalar) in
      scalar.value >= 0x3000 && scalar.value <= 0xFFEF && !(0xAC00...0xD7AF).contains(scalar.value)
    }
    let punctuation: [Unicode.GeneralCategory] = [
      .openPunctuation, .closePunctuation, .otherPunctuation, .dashPunctuation, .connectorPunctuation,
      .initialPunctuation, .finalPunctuation,
    ]
    return isWide(last) && punctuation.contains(last.properties.generalCategory)
  }
}

/// A paragraph's lines from plain text as the CLI sets it: long words and copyable words whole.
private func plainTextLines(_ text: String, width: Int) throws -> [String] {
  try TextWrapper(options: TextWrapOptions(width: width, breaksLongWords: false, keepsCopyableWordsWhole: true))
    .wrapParagraph(text)
}

/// A paragraph's lines from `--markdown`, breaking inside CJK runs as plain text does.
private func markdownLines(_ text: String, width: Int) -> [String] {
  let formatter = try! MarkdownFormatter(options: MarkdownFormatOptions(width: width, breaksInsideCJKRuns: true))
  return formatter.format(text + "\n").text.split(separator: "\n").map(String.init)
}

/// Plain text set by render's medium rules: long words cut, and lines ended where a refill would add a space.
private func drawnLines(_ text: String, width: Int) throws -> [String] {
  let wrapper = try TextWrapper(
    options: TextWrapOptions(width: width, breaksLongWords: true, keepsCopyableWordsWhole: true))
  wrapper.readsLineEndsBack = false
  return wrapper.wrapParagraph(text)
}

@Suite struct FrontEndAgreementTests {
  @Test func theThreeFrontEndsBreakAParagraphAlike() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0...99_999).array(of: 1...24), Gen.int(in: 12...60)) {
      choices, width in
      let paragraph = choices.map { frontEndWords[$0 % frontEndWords.count] }.joined(separator: " ")
      let plain = try! plainTextLines(paragraph, width: width)
      // A rule word is Markdown syntax alone on a line (``aRuleWordNeverStandsAloneInMarkdown()``), and a space
      // after CJK punctuation is a medium difference (``aSpaceAfterCJKPunctuationHoldsInPlainTextOnly()``).
      if !paragraph.contains("=====") && !spaceFollowsCJKPunctuation(paragraph) {
        #expect(markdownLines(paragraph, width: width) == plain, "--markdown at \(width): \(paragraph)")
      }
      let rendered = plainLines(renderPage(paragraph, width: width))
      #expect(rendered == (try! drawnLines(paragraph, width: width)), "render at \(width): \(paragraph)")
    }
  }

  /// The medium difference for Markdown: a line of `=` after text is a heading's underline, so `--markdown` never
  /// sets a rule word alone on a line, where plain text, which has no such syntax, may.
  @Test func aRuleWordNeverStandsAloneInMarkdown() throws {
    let paragraph = "pyenv-installer ====="
    #expect(try plainTextLines(paragraph, width: 12) == ["pyenv-installer", "====="])
    #expect(markdownLines(paragraph, width: 12) == ["pyenv-installer ====="])
  }

  /// The medium differences for render, which draws and reads nothing back: a word wider than the line is cut
  /// (plain text and `--markdown` keep it whole), a URL is not.
  @Test func renderCutsALongWordButNotAURL() throws {
    let paragraph = "see supercalifragilisticexpialidocious and https://example.com/a/long/path/to/a/page"
    #expect(
      try plainTextLines(paragraph, width: 20) == [
        "see", "supercalifragilisticexpialidocious", "and", "https://example.com/a/long/path/to/a/page",
      ])
    let rendered = plainLines(renderPage(paragraph, width: 20))
    #expect(rendered.contains("https://example.com/a/long/path/to/a/page"), "\(rendered)")
    #expect(!rendered.contains { $0.contains("supercalifragilisticexpialidocious") }, "\(rendered)")
  }

  /// The medium difference for CJK punctuation: plain text is read back by the next refill, which reads a line end
  /// after CJK punctuation as nothing, so a space there is no break; Markdown is read by browsers, which read it as
  /// a space (CSS Text), so `--markdown` may end a line there.
  @Test func aSpaceAfterCJKPunctuationHoldsInPlainTextOnly() throws {
    let paragraph = "中文句子没有空格， « mot »"
    #expect(try plainTextLines(paragraph, width: 12) == ["中文句子", "没有空", "格， « mot »"])
    #expect(markdownLines(paragraph, width: 12) == ["中文句子没", "有空格，", "« mot »"])
  }

  /// `--markdown` holds the spaces UAX #14 holds, as plain text does: no line opens with `!` or `)`, none ends
  /// with `(`.
  @Test func markdownHoldsTheSpacesUnicodeHolds() throws {
    let paragraph = "aaaa bbbb cccc ! dddd ( eeee ) ffff"
    for width in 10...20 {
      let lines = markdownLines(paragraph, width: width)
      #expect(lines == (try plainTextLines(paragraph, width: width)), "\(width)")
      #expect(!lines.contains { $0.hasPrefix("!") || $0.hasPrefix(")") || $0.hasSuffix("(") }, "\(width): \(lines)")
    }
  }
}
