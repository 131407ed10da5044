// Render and plain text build their items through one builder (TextParagraph)
// and one set of rules: a word that fits is never cut, a run wider than the
// line is cut by the run rule with each piece filling its line. A paragraph of
// plain words must therefore come out on the same lines from both. The cases
// below the property are the ones where render used to go its own way.

import PropertyBased
import Testing

@testable import ReflowMarkdown
@testable import ReflowText

/// A plain-text wrapper that, like render, may end a line without a space where a refill would put one back: the
/// one rule plain text adds, since its output is read again (``plainTextNeverEndsALineWhereARefillAddsASpace()``).
private func drawingWrapper(width: Int) -> TextWrapper {
  let wrapper = try! TextWrapper(options: TextWrapOptions(width: width, breaksLongWords: true))
  wrapper.readsLineEndsBack = false
  return wrapper
}

/// Words with no Markdown syntax: hyphens and slashes inside words, dashes, Korean (spaced), Chinese and Japanese
/// (unspaced), quotes, and words wider than narrow lines.
private let plainWords = [
  "the", "text", "wraps,", "again.", "pyenv-installer", "read/write", "modules—in", "e.g.", "(see", "this)",
  "공백을", "사용하므로", "한국어", "日本語の文章は長くなります", "中文句子没有空格，", "「引用の文」。",
  "supercalifragilisticexpialidocious", "node_version.h", "x-y-z-w-v-u-t-s-r-q", "don't", "“quoted”",
  "abcdefghij/klmnopqrst/uvwxyz", "1,234.56", "naïve", "Ελληνικά", "кто-то", "须用祈使句描述，如“在命令字符串后”键入",
]

@Suite struct SharedRulesTests {
  @Test func renderSetsAParagraphOnTheLinesPlainTextDoes() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...99_999).array(of: 1...30), Gen.int(in: 12...50)) {
      choices, width in
      let paragraph = choices.map { plainWords[$0 % plainWords.count] }.joined(separator: " ")
      let wrapper = drawingWrapper(width: width)
      let rendered = plainLines(renderPage(paragraph, width: width))
      let plain = wrapper.wrapParagraph(paragraph)
      // Neither runs past the page: words ICU holds together across a space (UAX #14 15.0's LB15, `” (`) are
      // broken at that space when no line holds them, in both.
      #expect(rendered.allSatisfy { columns($0) <= width }, "width \(width): \(paragraph)")
      #expect(plain.allSatisfy { columns($0) <= width }, "width \(width): \(paragraph)")
      #expect(rendered == plain, "width \(width): \(paragraph)")
    }
  }

  /// Unicode 15.1 dropped 15.0's LB15 (`QU SP* × OP`), which ICU 72 applies: `“quoted” (see` breaks at the space
  /// after the closing quote in both, wherever the line ends, as it does where no line holds the words.
  @Test func aQuoteNoLongerHoldsAParenthesisAfterASpace() {
    for (text, width, lines) in [
      ("“quoted” (see", 12, ["“quoted”", "(see"]), ("a “quoted” (see", 14, ["a “quoted”", "(see"]),
    ] {
      #expect(drawingWrapper(width: width).wrapParagraph(text) == lines)
      #expect(plainLines(renderPage(text, width: width)) == lines)
    }
    let kept = try! TextWrapper(options: TextWrapOptions(width: 12, breaksLongWords: false))
    #expect(kept.wrapParagraph("“quoted” (see") == ["“quoted”", "(see"])
  }

  /// Korean separates words with spaces: a word that fits is not cut between its syllables.
  @Test func aKoreanWordThatFitsStaysWhole() {
    let lines = plainLines(renderPage("한국어는 단어 사이에 공백을 사용하므로 줄을 바꿀 때 공백에서 끊을 수 있습니다.", width: 20))
    #expect(lines == ["한국어는 단어 사이에", "공백을 사용하므로", "줄을 바꿀 때", "공백에서 끊을 수", "있습니다."])
  }

  /// A code span that fits, with punctuation glued to it, is still never wider than the line: the run is cut.
  @Test func aCodeSpanWithGluedPunctuationStaysInsideTheWidth() {
    let lines = plainLines(renderPage("Built as it says (located in `src/node_version.h`).", width: 20))
    #expect(lines.allSatisfy { columns($0) <= 20 }, "\(lines)")
    #expect(lines.joined().filter { $0 != " " } == "Builtasitsays(locatedin`src/node_version.h`).")
  }

  /// A word wider than the line keeps its breaks after hyphens, measured over the whole word, and a break after a
  /// hyphen costs what it costs in plain text.
  @Test func aWordWiderThanTheLineKeepsItsHyphenBreaks() {
    let lines = plainLines(renderPage("when executed with `node --disable-experimental-warnings-now`:", width: 20))
    #expect(lines == ["when executed with", "`node --disable-", "experimental-", "warnings-now`:"])
  }

  /// An option name is a word a reader copies as it is: wider than the line, it stays whole, as in plain text.
  @Test func anOptionNameWiderThanTheLineStaysWhole() {
    let lines = plainLines(renderPage("when executed with `node --disable-warning=ExperimentalWarning`:", width: 20))
    #expect(lines == ["when executed", "with `node", "--disable-warning=ExperimentalWarning`:"])
  }

  /// Chinese quotation marks break as Unicode 15.1 allows (中“中, 中”中) in render as in plain text.
  ///
  /// Both in text that goes through the segmenter whole and in text after
  /// a hard break, which render cuts at ICU's breaks itself. Render once
  /// kept ICU 72's rule, which holds a quotation mark to both neighbours, so
  /// its lines ended short before each quote.
  @Test func chineseQuotationMarksBreakAsInPlainText() {
    let sentence = "要求系统管理员执行的操作，须用祈使句描述，如“在 shell 中输入命令字符串后，键入 Enter 键。”"
    let plain = drawingWrapper(width: 24).wrapParagraph(sentence)
    #expect(plain == ["要求系统管理员执行的操", "作，须用祈使句描述，如", "“在 shell 中输入命令字符", "串后，键入 Enter 键。”"])
    #expect(plainLines(renderPage(sentence, width: 24)) == plain)
    #expect(plainLines(renderPage("前言\\\n" + sentence, width: 24)) == ["前言"] + plain)
  }

  /// The one difference of medium: plain text never ends a line between an ideograph and a narrow character (here
  /// the ambiguous-width `“`), since its refill joins the two with a space (CSS Text's rule), which the text did not
  /// hold; render, which only draws, ends the line there as UAX #14 15.1 allows.
  @Test func aFileNameThatFitsIsNotCutInsideAChineseRun() {
    // Issue 45: at 30 columns render cut the run after "sysfs.", where plain text kept the name whole.
    let sentence = "参考\"proc.txt(.gz)\"，\"sysfs.txt(.gz)\"，以及其他相关的Linux内核文档"
    for width in [20, 26, 30] {
      let lines = plainLines(renderPage(sentence, width: width))
      #expect(lines == drawingWrapper(width: width).wrapParagraph(sentence), "\(width)")
      #expect(lines.contains { $0.hasPrefix("\"sysfs.txt(.gz)\"") }, "\(width): \(lines)")
    }
  }

  @Test func plainTextNeverEndsALineWhereARefillAddsASpace() throws {
    let sentence = "要求系统管理员执行的操作，须用祈使句描述，如“在 shell 中输入命令字符串后，键入 Enter 键。”"
    let plain = try TextWrap.wrap(sentence, options: TextWrapOptions(width: 24, breaksLongWords: true))
    #expect(!plain.contains { $0.hasSuffix("如") }, "\(plain)")
    #expect(plainLines(renderPage(sentence, width: 24)).contains { $0.hasSuffix("如") })
  }

  /// Two hard breaks in a row leave an empty line, as cmark-gfm's `<br /><br />` does.
  @Test func twoHardBreaksInARowLeaveAnEmptyLine() {
    #expect(plainLines(renderPage("a\\\n\\\nb", width: 30)) == ["a", "", "b"])
  }
}
