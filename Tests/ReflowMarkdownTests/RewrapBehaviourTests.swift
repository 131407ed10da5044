// One behaviour of the Markdown rewrapper per test, each on a document small
// enough to read: what may start a line, what stays whole, what is kept as
// written, and how lines are joined.

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

private func format(_ source: String, width: Int, alignment: FlowAlignment = .leading) -> String {
  try! MarkdownFormatter(
    options: MarkdownFormatOptions(width: width, algorithm: .greedy, alignment: alignment, verifiesMeaning: false)
  ).format(source).text
}

/// Expects `source` to become `expected` at `width`, and a second pass to change nothing.
private func expectStable(
  _ source: String, width: Int, becomes expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let once = format(source, width: width)
  #expect(once == expected, sourceLocation: sourceLocation)
  #expect(format(once, width: width) == once, "second pass", sourceLocation: sourceLocation)
}

/// The whole result of formatting `source` at `width`, with the meaning check.
private func formatResult(_ source: String, width: Int) -> MarkdownFormatResult {
  var text = source
  return text.withUTF8 { try! MarkdownFormatter(options: MarkdownFormatOptions(width: width)).format(utf8: $0) }
}

private func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

/// GitHub's footnotes: parsed by the rewrap and its check as GitHub parses them.
@Suite struct FootnoteTests {
  private func formatChecked(_ source: String, width: Int) throws -> MarkdownFormatResult {
    var text = source
    return text.withUTF8 { try! MarkdownFormatter(options: MarkdownFormatOptions(width: width)).format(utf8: $0) }
  }

  @Test func aDefinitionAfterAParagraphStaysADefinition() throws {
    let result = try formatChecked("a[^1]\n[^1]: b\n", width: 80)
    #expect(String(decoding: result.output, as: UTF8.self) == "a[^1]\n[^1]: b\n")
    #expect(result.keptParagraphCount == 0)
  }

  @Test func aDefinitionsTextIsWrappedUnderItself() throws {
    let source = "Text[^note].\n\n[^note]: The footnote text is long enough that it has to wrap at forty.\n"
    let result = try formatChecked(source, width: 40)
    let output = String(decoding: result.output, as: UTF8.self)
    #expect(
      output
        == "Text[^note].\n\n[^note]: The footnote text is long\n         enough that it has to wrap at\n         forty.\n"
    )
    #expect(result.keptParagraphCount == 0)
    #expect(MarkdownGuarantee.sameHTML(source, output))
  }
}

@Suite struct LineStartTests {
  static let hazards = [
    "-", "+", "*", "1.", "2)", "#", "###", ">", ">b", "|", "|-|", "=", "===", "---", ":--", "```", "~~~", "<div>",
    "</p>", "<!--", "<?x", "<!X", "[^x]:",
  ]

  @Test(arguments: hazards)
  func hazardNeverStartsALine(_ hazard: String) {
    let source = "aaaa \(hazard) bbbb cccc \(hazard) dddd\n"
    let output = format(source, width: 6)
    for line in lines(output).dropFirst() { #expect(!line.hasPrefix(hazard), "\(output)") }
    #expect(MarkdownGuarantee.sameHTML(source, output), "\(output)")
  }

  @Test func inlineTagsAndAutolinksMayStartALine() {
    #expect(format("aaaa <span>x</span> <https://e.x>\n", width: 6) == "aaaa\n<span>x</span>\n<https://e.x>\n")
  }

  @Test func aWordEndingInABackslashNeverEndsALine() {
    // A line end after a lone backslash would be a hard break.
    #expect(format("aaa\\ bbb ccc\n", width: 5) == "aaa\\ bbb\nccc\n")
  }

  @Test(arguments: [
    ("- *** the words go on and on\n", "- *** the\n  words\n  go on\n  and on\n"),
    ("** the words go on and on\n", "** the\nwords go\non and\non\n"),
    ("[x] the words go on and on\n", "[x] the\nwords go\non and\non\n"),
  ])
  func aParagraphStartingWithAHazardKeepsTheNextWordOnItsLine(source: String, expected: String) {
    // "***" alone would be a thematic break; only "*** text" is prose. The rest of the paragraph wraps.
    let output = format(source, width: 8)
    #expect(output == expected)
    #expect(MarkdownGuarantee.sameHTML(source, output), "\(output)")
    #expect(format(output, width: 8) == output)
  }

  /// cmark-gfm reports a paragraph from the first of the link reference definitions it took off its start; the
  /// definitions stay as written and the text after them is wrapped.
  @Test(arguments: [
    ("[a]: http://example.com\nwords go on and on here\n", "[a]: http://example.com\nwords go\non and on\nhere\n"),
    (
      "> [a]: /u\n> \"a title\"\n> words go on and on here\n",
      "> [a]: /u\n> \"a title\"\n> words go\n> on and\n> on here\n"
    ),
  ])
  func aParagraphAfterLinkDefinitionsIsWrapped(source: String, expected: String) {
    let output = format(source, width: 10)
    #expect(output == expected)
    #expect(MarkdownGuarantee.sameHTML(source + "\n[a]\n", output + "\n[a]\n"), "\(output)")
  }

  @Test func aHazardAloneOnItsFirstLineKeepsTheParagraph() {
    let source = "** \nthe words go on\n"
    #expect(format(source, width: 4) == source)
  }

  @Test func aHazardAfterAHardBreakKeepsTheParagraphAsWritten() {
    let source = "start the  \n1.\nthe end of it all\n"
    #expect(format(source, width: 8) == source)
  }

  /// A hazard a hard break puts at a line start keeps the next word on its line, as written, and the rest of the
  /// paragraph is wrapped (issue 26, point 3).
  @Test func aHazardAfterAHardBreakKeepsTheNextWordAndTheRestIsWrapped() {
    let source =
      "some words here that run on and on past the width  \n2. and a hazard after a hard break in a long one\n"
    #expect(
      format(source, width: 30)
        == "some words here that run on\nand on past the width  \n2. and a hazard after a hard\nbreak in a long one\n")
  }

  /// A paragraph directly above a table is wrapped, at the top level, in a quote and in a list item (issue 26,
  /// point 3): cmark-gfm reports no position for it, or one that runs over the table.
  @Test(arguments: [
    (
      "This paragraph sits directly above a table.\n| a | b |\n|---|---|\n",
      "This paragraph sits\ndirectly above a\ntable.\n| a | b |\n|---|---|\n"
    ),
    (
      "> A quoted paragraph right above\n> a table.\n> | a | b |\n> |---|---|\n",
      "> A quoted paragraph\n> right above a\n> table.\n> | a | b |\n> |---|---|\n"
    ),
    (
      "- para line one and more words to wrap here\n  | a | b |\n  |---|---|\n",
      "- para line one and\n  more words to wrap\n  here\n  | a | b |\n  |---|---|\n"
    ),
  ])
  func aParagraphAboveATableIsWrapped(source: String, expected: String) {
    let result = formatResult(source, width: 20)
    #expect(String(decoding: result.output, as: UTF8.self) == expected)
    #expect(result.keptAsWritten.isEmpty)
  }

  /// A paragraph left as written with a line past the width is reported with its line and why (issue 26, point 4);
  /// one that fits is not.
  @Test func aParagraphLeftPastTheWidthIsReportedWithItsLine() {
    let hazard = formatResult("Intro.\n\nstart the  \n1.\nthe end of it all\n", width: 8)
    #expect(hazard.keptAsWritten == [KeptParagraph(lineNumber: 3, reason: .lineStartHazard)])
    let noRoom = formatResult("> > > > > - > > 1. words words words words\n", width: 12)
    #expect(noRoom.keptAsWritten == [KeptParagraph(lineNumber: 1, reason: .noRoomForText)])
    let fits = formatResult("start  \n1.\nend\n", width: 40)
    #expect(fits.keptAsWritten.isEmpty)
    // An anchor before a paragraph's first word is no lone tag: the paragraph is wrapped.
    let anchor = formatResult("<a id=\"x\"></a>\nA long paragraph of words that must wrap at twenty.\n", width: 20)
    #expect(anchor.keptAsWritten.isEmpty)
    #expect(String(decoding: anchor.output, as: UTF8.self).split(separator: "\n").count == 4)
  }

  @Test func aTaskMarkerWithoutTextKeepsItsParagraph() {
    let source = "+ [ ]\nthe task text\n"
    #expect(format(source, width: 40) == source)
  }
}

@Suite struct WholeSpanTests {
  /// Code spans come first, as on GitHub: a dollar inside one does not close math opened before it, so the words
  /// between are free to wrap (issue 26, point 5).
  @Test func aDollarInsideACodeSpanClosesNoMath() {
    #expect(
      format("Set $x to the value of `a$` and then wrap.\n", width: 16)
        == "Set $x to the\nvalue of `a$`\nand then wrap.\n")
    // Math that closes before the code span still stays whole.
    #expect(format("Math $a + b$ then `c$`\n", width: 8) == "Math\n$a + b$\nthen\n`c$`\n")
  }

  @Test func codeSpansStayWhole() {
    #expect(format("a `b c d` e\n", width: 4) == "a\n`b c d`\ne\n")
  }

  @Test func codeSpansAcrossLinesAreJoined() {
    #expect(format("a `b\nc` d\n", width: 80) == "a `b c` d\n")
  }

  @Test func linkDestinationsAndTitlesStayWhole() {
    let output = format("see [the text](http://x.y/a \"a b c\") now\n", width: 10)
    // The text fits the ten columns, so it stays whole too (KeptUnitTests).
    #expect(output == "see\n[the text](http://x.y/a \"a b c\")\nnow\n")
  }

  @Test func inlineHTMLWithAttributesStaysWhole() {
    #expect(format("x <a href=\"b\" title=\"c d\">y</a>\n", width: 4) == "x\n<a href=\"b\" title=\"c d\">y</a>\n")
  }

  @Test func mathStaysWholeButMoneyDoesNot() {
    #expect(format("so $a + b$ ok\n", width: 4) == "so\n$a + b$\nok\n")
    #expect(format("$5 and $10\n", width: 4) == "$5\nand\n$10\n")
  }

  @Test func aSpanHoldingAHardBreakIsNotJoined() {
    // Not a link to cmark-gfm (a destination has no spaces), so the hard break inside must survive.
    let source = "a [b](c  \nd) e\n"
    let output = format(source, width: 80)
    #expect(MarkdownGuarantee.sameHTML(source, output), "\(output)")
    #expect(output.contains("  \n"))
  }
}

@Suite struct JoinTests {
  @Test func hardBreaksStayInBothStyles() {
    let source = "one two  \nthree\\\nfour five\n"
    #expect(format(source, width: 80) == source)
  }

  @Test func aLineEndBetweenWideCharactersDisappears() {
    #expect(format("日本語\n文章\n", width: 80) == "日本語文章\n")
  }

  @Test func noNewBreakInsideAnUnspacedCJKRun() {
    #expect(format("日本語の文章です\n", width: 4) == "日本語の文章です\n")
  }

  @Test func anOldLineEndBetweenWideCharactersIsStillAPlaceToBreak() {
    #expect(format("日本語\n文章\n", width: 6) == "日本語\n文章\n")
  }

  @Test func aSpaceBetweenWideCharactersStaysASpace() {
    // A line end there would read as no space at all.
    #expect(format("日本 語\n", width: 4) == "日本 語\n")
  }

  /// Balance narrows the lines by every place a line may end, and a join it leaves unbroken is no such place in the
  /// output (found by fuzzing markdown-rewrap): it is dropped and the paragraph balanced again, so a second pass
  /// gives the same lines.
  @Test func balanceDoesNotCountAJoinItLeavesUnbroken() {
    let source = "を入れないので、\n行を phraserewrapped, h lon\n"
    #expect(MarkdownGuarantee(width: 21, algorithm: .balance).problems(source).isEmpty)
    let output = try! MarkdownFormatter(options: MarkdownFormatOptions(width: 21, algorithm: .balance)).format(source)
      .text
    #expect(output == "を入れないので、行を\nphraserewrapped,\nh lon\n")
  }

  @Test func koreanKeepsItsSpacesAtAJoin() {
    #expect(format("한국어\n문장\n", width: 80) == "한국어 문장\n")
  }
}

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
    #expect(lines(output).dropLast().allSatisfy { $0.count <= 5 }, "five wide characters fill ten columns")
    #expect(lines(output).count > 2)
    #expect(String(output.filter { $0 != "\n" }) + "\n" == source)
    #expect(breakingCJK(output, width: 10) == output, "idempotent")
  }

  @Test func noLineStartsWithClosingPunctuation() {
    // Kinsoku: 。 and 、 never open a line; the greedy breaker would put them there at width 6.
    let output = breakingCJK("あいう。えおか、きくけ\n", width: 6)
    for line in lines(output) { #expect(!line.hasPrefix("。") && !line.hasPrefix("、"), "\(output)") }
    #expect(lines(output).count > 2)
  }

  @Test func strictnessComesFromTheStyle() {
    // Small kana may open a line under loose rules (ICU's ja loose), never under strict ones.
    let source = "あいうぁえおかきくけ\n"
    let strict = breakingCJK(source, width: 6, style: LineBreakStyle(locale: "ja", strictness: .strict))
    let loose = breakingCJK(source, width: 6, style: LineBreakStyle(locale: "ja", strictness: .loose))
    #expect(!lines(strict).contains { $0.hasPrefix("ぁ") }, "\(strict)")
    #expect(lines(loose).contains { $0.hasPrefix("ぁ") }, "\(loose)")
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

@Suite struct ContainerTests {
  @Test func quotesAndListsKeepTheirMarkers() {
    #expect(format("> - aaa bbb ccc\n", width: 9) == "> - aaa\n>   bbb\n>   ccc\n")
    #expect(format("10. aaa bbb\n", width: 7) == "10. aaa\n    bbb\n")
  }

  @Test func lazyLinesGetTheirMarkers() {
    #expect(format("> aaa\nbbb ccc\n", width: 80) == "> aaa bbb ccc\n")
  }

  @Test func tabsInMarkersKeepTheirColumns() {
    #expect(format("-\taaa bbb\n", width: 15) == "-\taaa bbb\n")
    #expect(format("-\taaa bbb\n", width: 14) == "-\taaa\n \tbbb\n")
  }

  @Test func aPrefixWiderThanTheWidthLeavesTheParagraph() {
    let source = ">>>>>>>> a b c\n"
    #expect(format(source, width: 6) == source)
  }

  @Test func deepNestingDoesNotOverflowTheStack() {
    let quotes = String(repeating: ">", count: 100_000) + " deep text\n"
    #expect(format(quotes, width: 40) == quotes)
    let lists = String(repeating: "- ", count: 100_000) + "deep\n"
    #expect(format(lists, width: 40) == lists)
  }
}

@Suite struct KeptAsWrittenTests {
  @Test func frontMatterIsNotMarkdown() {
    let source = "---\ntitle: a b c d e f g h\n\nmore: x y z w v u\n---\n\nbody text here\n"
    #expect(format(source, width: 8) == "---\ntitle: a b c d e f g h\n\nmore: x y z w v u\n---\n\nbody\ntext\nhere\n")
  }

  @Test func aDefinitionBeforeAParagraphIsKeptAsWritten() {
    // The definition line stays; the paragraph after it is wrapped (see aParagraphAfterLinkDefinitionsIsWrapped).
    let source = "[a]: /url\nthe text after it goes on\n"
    #expect(format(source, width: 8) == "[a]: /url\nthe text\nafter it\ngoes on\n")
  }

  @Test func everythingButParagraphsIsCopied() throws {
    let source = """
      # a b c d e f

      ```
      a b c d e f
      ```

      | a b c d | e |
      |---|---|

      <div>a b c d e f</div>

      """
    #expect(format(source, width: 4) == source)
  }

  @Test func lineEndsAndAMissingFinalLineEndAreKept() {
    #expect(format("aaa bbb\r\n\r\nccc ddd", width: 4) == "aaa\r\nbbb\r\n\r\nccc\r\nddd")
  }

  /// Found by the markdown-rewrap fuzz target: lines were counted at LF only, cmark-gfm counts a CR alone
  /// too, so a CR file's paragraphs were looked for on the wrong lines.
  @Test func loneCRLinesAreLines_andNewLinesEndWithCR() {
    expectStable("aaa bbb\r\r> ccc ddd\r\r- eee fff\r", width: 6, becomes: "aaa\rbbb\r\r> ccc\r> ddd\r\r- eee\r  fff\r")
  }

  /// Found by the guarantee property: a raw HTML comment running across a line end between an emoji and
  /// a wide character.
  @Test func aCommentAcrossALineEndBetweenWideCharactersKeepsItsMeaning() {
    let source = "> start <!-- 👩‍👩‍👧\n> 日本語の <!-- c d --> \n"
    #expect(MarkdownGuarantee(width: 6).problems(source).isEmpty)
  }

  /// Found by the markdown-rewrap fuzz target: a CR line end put before a blank line's LF made one CR LF.
  @Test func aParagraphKeepsItsOwnLastLineEnd_inAFileOfMixedLineEnds() {
    expectStable("\re\rf\n\n\n", width: 65, becomes: "\re f\n\n\n")
  }

  /// Found by the markdown-rewrap fuzz target: joining a first paragraph whose lines end in LF, then CR,
  /// made CR the file's first line end, and a second pass wrapped the next paragraph with CR instead of LF.
  @Test func aRewrappedParagraphEndsItsLinesAsItsOwnFirstLineEnds() {
    // The last paragraph has no line end of its own: it takes the blank line's CR before it.
    expectStable("a\nb\r\rddd eee fff ggg", width: 7, becomes: "a b\r\rddd eee\rfff ggg")
  }
}

@Suite struct AlignmentTests {
  @Test func laterLinesAreAlignedAndTheFirstIsNot() {
    // Spaces before a first line would make it code; after a line end they are only indentation.
    #expect(format("aa bbbb cc\n", width: 6, alignment: .trailing) == "aa\n  bbbb\n    cc\n")
    #expect(format("aa bbbb cc\n", width: 6, alignment: .center) == "aa\n bbbb\n  cc\n")
  }

  @Test func justificationAndEmptyWidthsAreRefused() {
    #expect(throws: MarkdownFormatError.justifiedAlignment) {
      try MarkdownFormatter(options: MarkdownFormatOptions(alignment: .justified))
    }
    #expect(throws: MarkdownFormatError.invalidWidth(0)) {
      try MarkdownFormatter(options: MarkdownFormatOptions(width: 0))
    }
  }
}

@Suite struct MeaningCheckTests {
  /// Runs the formatter's own check on an output made wrong by hand.
  private func check(_ source: String, against output: String) -> MarkdownFormatResult {
    var text = source
    return text.withUTF8 { bytes in
      let formatter = try! MarkdownFormatter(options: MarkdownFormatOptions(width: 80))
      let lines = SourceLines(bytes)
      let paragraphs = MarkdownFormatter.paragraphs(of: MarkdownDocument(utf8: bytes), in: bytes, lines: lines)
      let html = CmarkBridge.parse(bytes, wants: .html).html
      return html.withUnsafeBufferPointer { html in
        formatter.checked(
          Array(output.utf8), renderingAs: html, source: bytes, paragraphs: paragraphs, lines: lines,
          lineCounts: paragraphs.map { _ in nil })
      }
    }
  }

  @Test func aParagraphWhoseMeaningChangedIsPutBackAndCounted() {
    let source = "first para\ngoes on\n\nsecond para\ngoes on\n"
    let result = check(source, against: "first para goes on\n\nsecond *para\ngoes* on\n")
    #expect(String(decoding: result.output, as: UTF8.self) == "first para goes on\n\nsecond para\ngoes on\n")
    #expect(result.keptParagraphCount == 1)
    #expect(result.keptAsWritten == [KeptParagraph(lineNumber: 4, reason: .rendersDifferently)])
    // The paragraph put back keeps its two lines; the one rewrapped became one.
    #expect(
      result.paragraphs == [
        FormattedParagraph(input: 0..<2, output: 0..<1), FormattedParagraph(input: 3..<5, output: 2..<4),
      ])
  }

  @Test func aChangeOutsideTheParagraphsKeepsTheWholeDocument() {
    let source = "para one\ngoes on\n\n    code\n"
    let result = check(source, against: "para one goes on\n\n    code changed\n")
    #expect(String(decoding: result.output, as: UTF8.self) == source)
    #expect(result.keptParagraphCount == 1)
  }

  @Test func aCorrectOutputIsKept() {
    let result = check("a\nb\n", against: "a b\n")
    #expect(String(decoding: result.output, as: UTF8.self) == "a b\n")
    #expect(result.keptParagraphCount == 0)
  }

  @Test func whitespaceIsNormalisedAndWideJoinsVanish() {
    func same(_ first: String, _ second: String) -> Bool {
      var comparison = HTMLComparison()
      return comparison.same(Array(first.utf8), Array(second.utf8))
    }
    #expect(same("<p>a\nb</p>\n", "<p>a  b</p>"))
    #expect(same("<p>日\n本</p>", "<p>日本</p>"))
    #expect(!same("<p>日 本</p>", "<p>日本</p>"))
    #expect(!same("<p>ab</p>", "<p>a b</p>"))
    // After the first whitespace that differs, long equal stretches are skipped whole: a difference
    // inside one, or in the whitespace after it, is still found.
    let text = String(repeating: "words and more words ", count: 50)
    #expect(same("<p>a\n\(text)\nend</p>\n<p>日\n本 \(text)</p>", "<p>a \(text) end</p>\n<p>日本 \(text)</p>"))
    #expect(!same("<p>a\n\(text)end</p>", "<p>a \(text.dropLast(3))X\(text.suffix(2))end</p>"))
    #expect(!same("<p>a\n\(text)end</p>", "<p>a \(text.dropLast())end</p>"))
  }

  @Test func aParagraphThatChangedIsFound() {
    var source = "first para\ngoes on\n\nsecond para\ngoes on\n"
    let broken = Array("first para goes on\n\nsecond para\n- goes on\n".utf8)
    var comparison = HTMLComparison()
    let changed = source.withUTF8 { MarkdownFormatter.changedParagraphs($0, broken, [0, 1], &comparison) }
    #expect(changed == [0, 1], "the list moved the structure: every paragraph is suspect")
    let wrong = Array("first para goes on\n\nsecond *para\ngoes* on\n".utf8)
    let found = source.withUTF8 { MarkdownFormatter.changedParagraphs($0, wrong, [0, 1], &comparison) }
    #expect(found == [1])
  }
}
