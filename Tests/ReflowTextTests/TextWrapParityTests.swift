// Python's and Rust's textwrap, feature by feature: each expectation is what
// the other library gives for the same call (Python 3.11's `textwrap`, Rust's
// `textwrap` 0.16 documentation), so a user switching finds the same answer.

import Testing

@testable import ReflowText

private func greedy(_ width: Int, _ configure: (inout TextWrapOptions) -> Void = { _ in }) -> TextWrapOptions {
  var options = TextWrapOptions(width: width, algorithm: .greedy)
  configure(&options)
  return options
}

@Suite struct TextWrapParityTests {
  @Test func wrapKeepsTheTextsLineBreaks_asRustDoes() throws {
    #expect(try TextWrap.wrap("a\n\nb", options: greedy(80)) == ["a", "", "b"])
    #expect(try TextWrap.wrap("one two\r\nthree", options: greedy(80)) == ["one two", "three"])
    #expect(try TextWrap.wrap("one two three\nfour", options: greedy(8)) == ["one two", "three", "four"])
    #expect(try TextWrap.wrap("", options: greedy(8)) == [""])
  }

  @Test func theInitialIndentStartsOnlyTheFirstLine() throws {
    let options = greedy(10) {
      $0.initialIndent = "* "
      $0.subsequentIndent = "  "
    }
    #expect(try TextWrap.wrap("one two three\nfour", options: options) == ["* one two", "  three", "  four"])
  }

  @Test func fillStillJoinsTheLinesOfAParagraph() throws {
    #expect(try TextWrap.fill("one\ntwo\n\nthree", options: greedy(80)) == "one two\n\nthree")
  }

  @Test func maximumLineCountEndsWithThePlaceholder_asPythonsMaxLines() throws {
    let text = "Hello there, how are you this fine day? I am glad to hear it!"
    #expect(
      try TextWrap.wrap(text, options: greedy(15) { $0.maximumLineCount = 2 }) == ["Hello there,", "how are [...]"])
    #expect(
      try TextWrap.wrap(
        text,
        options: greedy(15) {
          $0.maximumLineCount = 3
          $0.placeholder = " ..."
        }) == ["Hello there,", "how are you", "this fine ..."])
    #expect(try TextWrap.wrap("one two three four", options: greedy(9) { $0.maximumLineCount = 1 }) == ["one [...]"])
    #expect(try TextWrap.wrap("a b", options: greedy(5) { $0.maximumLineCount = 1 }) == ["a b"])
  }

  @Test func theLimitCountsTheLinesOfTheWholeText() throws {
    let options = greedy(20) { $0.maximumLineCount = 2 }
    #expect(
      try TextWrap.wrap("first line\nsecond line\nthird line", options: options) == ["first line", "second line [...]"])
    #expect(try TextWrap.wrap("first line\n\nthird line", options: options) == ["first line", "[...]"])
    #expect(try TextWrap.wrap("first line\nsecond line", options: options) == ["first line", "second line"])
  }

  @Test func aPlaceholderThatCannotFitIsAnError() {
    #expect(throws: TextError.placeholderTooWide(placeholder: " [...]", width: 4)) {
      try TextWrap.wrap("Hello world", options: greedy(4) { $0.maximumLineCount = 1 })
    }
    #expect(throws: TextError.invalidLineLimit(0)) {
      try TextWrap.wrap("Hello world", options: greedy(40) { $0.maximumLineCount = 0 })
    }
  }

  @Test func shortenCollapsesWhitespaceAndCutsBetweenWords_asPython() throws {
    #expect(try TextWrap.shorten("Hello  world!", toWidth: 12) == "Hello world!")
    #expect(try TextWrap.shorten("Hello  world!", toWidth: 11) == "Hello [...]")
    #expect(try TextWrap.shorten("Hello world", toWidth: 10, placeholder: "...") == "Hello...")
    #expect(throws: TextError.placeholderTooWide(placeholder: " [...]", width: 4)) {
      try TextWrap.shorten("Hello world", toWidth: 4)
    }
  }

  @Test func truncateNeverGivesBackNothingInSilence() throws {
    #expect(throws: TextError.placeholderTooWide(placeholder: "...", width: 2)) {
      try TextWrap.truncate("abcdef", toWidth: 2, placeholder: "...")
    }
    #expect(try TextWrap.truncate("ab", toWidth: 2, placeholder: "...") == "ab")
    #expect(
      TextError.placeholderTooWide(placeholder: "...", width: 2).description
        == "the placeholder '...' does not fit in 2 columns")
  }

  @Test func tabsExpandToTheNextStop_countingDisplayColumns() throws {
    #expect(TextWrap.expandTabs("a\tb") == "a       b")
    #expect(TextWrap.expandTabs("ab\tc\td", options: WidthOptions(tabWidth: 4)) == "ab  c   d")
    #expect(TextWrap.expandTabs("日本\tx\ny\tz", options: WidthOptions(tabWidth: 8)) == "日本    x\ny       z")
    #expect(try TextWrap.wrap("a\tb c", options: greedy(20) { $0.expandsTabs = true }) == ["a       b c"])
  }

  /// Python: `textwrap.wrap("   indented start of a line that wraps", 20)` keeps the three spaces.
  @Test func aParagraphsLeadingWhitespaceStaysOnItsFirstLine_asPython() throws {
    #expect(
      try TextWrap.wrap("   indented start of a line that wraps", options: greedy(20)) == [
        "   indented start of", "a line that wraps",
      ])
    let wrapper = try TextWrapper(options: greedy(20))
    #expect(
      wrapper.wrapParagraph("   indented start of a line that wraps") == ["   indented start of", "a line that wraps"])
    // Python's `fill("  first paragraph that wraps around", 12)`, paragraph by paragraph.
    #expect(
      try TextWrap.fill("  first paragraph that wraps around\n\n  second", options: greedy(12))
        == "  first\nparagraph\nthat wraps\naround\n\n  second")
    // After an initial indent, and counted against the width.
    #expect(try TextWrap.wrap("  a b", options: greedy(5) { $0.initialIndent = "> " }) == [">   a", "b"])
  }

  /// Rust: `wrap("intro\n    indented line", 80)` is `["intro", "    indented line"]`.
  @Test func eachLinesIndentStays_asRustsWrapKeepsIt() throws {
    #expect(try TextWrap.wrap("intro\n    indented line", options: greedy(80)) == ["intro", "    indented line"])
    #expect(
      try TextWrap.wrap("intro\n    indented line", options: greedy(12)) == ["intro", "    indented", "line"])
  }

  /// An indent's tab is kept as a tab, as ``TextWrapOptions/expandsTabs`` says; expanded, it keeps its columns,
  /// as Python's `wrap("\tx y z", 10)` gives `["        x", "y z"]`.
  @Test func anIndentsTabIsKept_orExpandedToItsColumns() throws {
    #expect(try TextWrap.wrap("\tx", options: greedy(80)) == ["\tx"])
    #expect(try TextWrap.wrap("\tx y z", options: greedy(10)) == ["\tx", "y z"])
    #expect(try TextWrap.wrap("\tx", options: greedy(80) { $0.expandsTabs = true }) == ["        x"])
    #expect(try TextWrap.wrap("\tx y z", options: greedy(10) { $0.expandsTabs = true }) == ["        x", "y z"])
  }

  /// Whitespace that would leave no room on the first line is dropped rather than given the line to itself.
  @Test func leadingWhitespaceWiderThanTheLineIsDropped() throws {
    #expect(try TextWrap.wrap("          ab", options: greedy(6)) == ["ab"])
    #expect(try TextWrap.wrap("   ", options: greedy(6)) == [""])
  }

  /// `breaksLongWords` cuts every word to the width, URLs and option names too, as Python's `break_long_words` does
  /// (`wrap("see https://example.com/a/very/long/path/that/goes/on/and/on", 20)` has no line past 20).
  @Test(arguments: [
    "see https://example.com/a/very/long/path/that/goes/on/and/on",
    "use --a-very-long-option-name-here now", "mail ann.example@a-long-mail-domain.example.org today",
  ])
  func longURLsAndOptionsAreCutToo_asPythonCutsThem(text: String) throws {
    for options in [greedy(20), TextWrapOptions(width: 20)] {
      let lines = try TextWrap.wrap(text, options: options)
      #expect(lines.allSatisfy { TextWrap.displayWidth($0) <= 20 }, "\(lines)")
      #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
    }
  }

  /// `keepsCopyableWordsWhole` keeps them whole on a line of their own, past the width, as the command does.
  @Test func copyableWordsStayWholeWhenAsked() throws {
    let url = "https://example.com/a/very/long/path/that/goes/on/and/on"
    #expect(try TextWrap.wrap("see \(url)", options: greedy(20) { $0.keepsCopyableWordsWhole = true }) == ["see", url])
    #expect(
      try TextWrap.wrap(
        "use --a-very-long-option-name-here now", options: greedy(20) { $0.keepsCopyableWordsWhole = true })
        == ["use", "--a-very-long-option-name-here", "now"])
    #expect(!TextWrapOptions().keepsCopyableWordsWhole)
  }

  @Test func longWordsAreCutByDefault_asThePythonAndRustDefaults() throws {
    #expect(TextWrapOptions().breaksLongWords)
    #expect(try TextWrap.wrap("abcdefghij", options: greedy(4)) == ["abcd", "efgh", "ij"])
  }

  /// CPython's `LongWordWithHyphensTestCase.test_break_long_words_on_hyphen`: a word too wide for any line is cut
  /// after the last hyphen that fits (`2-` / `succinyl-`), not between two letters past it (`2-s` / `uccinyl-`).
  @Test func aLongWordIsCutAfterItsHyphen_asPythonsBreakOnHyphens() throws {
    let text = "We used enyzme 2-succinyl-6-hydroxy-2,4-cyclohexadiene-1-carboxylate synthase."
    let onHyphens = { (width: Int) in greedy(width) { $0.wordInteriorBreaks = .always } }
    #expect(
      try TextWrap.wrap(text, options: onHyphens(50)) == [
        "We used enyzme 2-succinyl-6-hydroxy-2,4-", "cyclohexadiene-1-carboxylate synthase.",
      ])
    #expect(
      try TextWrap.wrap(text, options: onHyphens(10)) == [
        "We used", "enyzme 2-", "succinyl-", "6-hydroxy-", "2,4-", "cyclohexad", "iene-1-", "carboxylat", "e",
        "synthase.",
      ])
  }
}
