// The README's table from Python's and Rust's textwrap to Reflow, row by
// row: each test runs the Reflow side of one row and checks it against what
// the other library gives for the same call. Python's answers were computed
// with CPython 3.11's `textwrap` (the call is named in each test); Rust's
// come from the examples in `textwrap` 0.16's documentation. Python and
// Rust's first fit wrap greedily, so the Reflow side of a Python call uses
// `algorithm: .greedy` unless the row is about the algorithm.

import FlowLayout
import Testing

@testable import ReflowText

/// Options for the Reflow side of a Python call: greedy, as Python wraps, at `width`.
private func python(_ width: Int, _ configure: (inout TextWrapOptions) -> Void = { _ in }) -> TextWrapOptions {
  var options = TextWrapOptions(width: width, algorithm: .greedy)
  configure(&options)
  return options
}

private let fox = "The quick brown fox jumps over the lazy dog"

@Suite struct TextWrapMappingTests {
  /// Row `wrap`, `fill`: `textwrap.wrap(fox, 15)` and `textwrap.fill(fox, 15)`; Python's `wrap("a b\nc", 80)`
  /// joins the lines (`["a b c"]`), as `wrapParagraph` does, and Rust's `wrap("a b\nc", 80)` keeps them
  /// (`["a b", "c"]`), as `TextWrap.wrap` does.
  @Test func wrapAndFill() throws {
    #expect(try TextWrap.wrap(fox, options: python(15)) == ["The quick brown", "fox jumps over", "the lazy dog"])
    #expect(try TextWrap.fill(fox, options: python(15)) == "The quick brown\nfox jumps over\nthe lazy dog")
    #expect(try TextWrapper(options: python(80)).wrapParagraph("a b\nc") == ["a b c"])
    #expect(try TextWrap.wrap("a b\nc", options: python(80)) == ["a b", "c"])
  }

  /// Row `width`, `initial_indent`, `subsequent_indent`:
  /// `textwrap.wrap(fox, 15, initial_indent="* ", subsequent_indent="  ")`.
  @Test func widthAndIndents() throws {
    let options = python(15) {
      $0.initialIndent = "* "
      $0.subsequentIndent = "  "
    }
    #expect(
      try TextWrap.wrap(fox, options: options) == ["* The quick", "  brown fox", "  jumps over", "  the lazy dog"])
  }

  /// Row `break_long_words`: `textwrap.wrap("a supercalifragilistic word", 10)` and the same with
  /// `break_long_words=False`.
  @Test func breakLongWords() throws {
    let text = "a supercalifragilistic word"
    #expect(try TextWrap.wrap(text, options: python(10)) == ["a supercal", "ifragilist", "ic word"])
    #expect(
      try TextWrap.wrap(text, options: python(10) { $0.breaksLongWords = false }) == [
        "a", "supercalifragilistic", "word",
      ])
  }

  /// Row "leading whitespace kept": `textwrap.wrap("   indented start of a line that wraps", 20)`.
  @Test func leadingWhitespaceIsKept() throws {
    #expect(
      try TextWrap.wrap("   indented start of a line that wraps", options: python(20)) == [
        "   indented start of", "a line that wraps",
      ])
  }

  /// Row `break_on_hyphens`: breaks after hyphens in words that fit, under every algorithm.
  ///
  /// `textwrap.wrap("a well-known and long-winded phrase", 12)` gives
  /// `["a well-known", "and long-", "winded", "phrase"]`, and with
  /// `break_on_hyphens=False` `["a well-known", "and", "long-winded", "phrase"]`.
  /// The optimal breaker is offered the same breaks: at 14 columns it takes
  /// one (Python's `wrap(…, 14)` gives the same lines), and at 12 it does not,
  /// since the lines would then be more uneven.
  @Test func breakOnHyphens() throws {
    let text = "a well-known and long-winded phrase"
    #expect(
      try TextWrap.wrap(text, options: python(12) { $0.wordInteriorBreaks = .always }) == [
        "a well-known", "and long-", "winded", "phrase",
      ])
    #expect(try TextWrap.wrap(text, options: python(12)) == ["a well-known", "and", "long-winded", "phrase"])
    #expect(
      try TextWrap.wrap(text, options: TextWrapOptions(width: 14, wordInteriorBreaks: .always)) == [
        "a well-known", "and long-", "winded phrase",
      ])
    #expect(
      try TextWrap.wrap(text, options: TextWrapOptions(width: 14)) == ["a well-known", "and", "long-winded", "phrase"])
  }

  /// Row `WordSplitter::Hyphenation`, from Rust's README: "textwrap: a small library for wrapping text." at 18
  /// columns with the en-US dictionary gives `["textwrap: a small", "library for wrap-", "ping text."]`, and
  /// without it `["textwrap: a small", "library for", "wrapping text."]`.
  @Test func dictionaryHyphenation() throws {
    let text = "textwrap: a small library for wrapping text."
    #expect(
      try TextWrap.wrap(text, options: python(18) { $0.hyphenation = .auto }) == [
        "textwrap: a small", "library for wrap-", "ping text.",
      ])
    #expect(try TextWrap.wrap(text, options: python(18)) == ["textwrap: a small", "library for", "wrapping text."])
  }

  /// Row `max_lines`, `placeholder`: `textwrap.wrap(text, 15, max_lines=2)`, `textwrap.fill(text, 15,
  /// max_lines=2)` and `textwrap.fill(text, 15, max_lines=3, placeholder=" ...")`.
  @Test func maximumLineCountAndPlaceholder() throws {
    let text = "Hello there, how are you this fine day? I am glad to hear it!"
    let two = python(15) { $0.maximumLineCount = 2 }
    #expect(try TextWrap.wrap(text, options: two) == ["Hello there,", "how are [...]"])
    #expect(try TextWrap.fill(text, options: two) == "Hello there,\nhow are [...]")
    #expect(try TextWrapper(options: two).fill(text) == "Hello there,\nhow are [...]")
    let three = python(15) {
      $0.maximumLineCount = 3
      $0.placeholder = " ..."
    }
    #expect(try TextWrap.fill(text, options: three) == "Hello there,\nhow are you\nthis fine ...")
  }

  /// `fill` counts the limit over the whole text, blank lines between paragraphs too, as `wrap` counts it over
  /// the text's lines (Python has no paragraphs: its `fill` reads a blank line as spaces).
  @Test func fillCountsTheLimitOverEveryParagraph() throws {
    let options = python(20) { $0.maximumLineCount = 3 }
    #expect(
      try TextWrap.fill("first paragraph\n\nsecond paragraph\n", options: options)
        == "first paragraph\n\nsecond paragraph\n")
    #expect(try TextWrap.fill("one\n\ntwo\n\nthree\n", options: options) == "one\n\ntwo [...]\n")
    #expect(try TextWrap.fill("one\n\n\ntwo\n", options: options) == "one\n\n[...]\n")
    #expect(
      try TextWrap.fill("one two three four five six", options: python(9) { $0.maximumLineCount = 1 }) == "one [...]")
  }

  /// Row `shorten`: `textwrap.shorten("Hello  world!", width=11)` and `width=12`.
  @Test func shorten() throws {
    #expect(try TextWrap.shorten("Hello  world!", toWidth: 11) == "Hello [...]")
    #expect(try TextWrap.shorten("Hello  world!", toWidth: 12) == "Hello world!")
  }

  /// Row `expand_tabs`, `tabsize`: tabs become spaces to the next tab stop when asked.
  ///
  /// `textwrap.wrap("a\tb c", 20, tabsize=4)` and `"a\tb".expandtabs(4)`.
  /// Python expands by default; Reflow keeps an indent's tab unless asked.
  @Test func expandTabs() throws {
    let options = python(20) {
      $0.expandsTabs = true
      $0.widths.tabWidth = 4
    }
    #expect(try TextWrap.wrap("a\tb c", options: options) == ["a   b c"])
    #expect(TextWrap.expandTabs("a\tb", options: WidthOptions(tabWidth: 4)) == "a   b")
    // Unexpanded, the tab of an indent stays a tab.
    #expect(try TextWrap.wrap("\tb c", options: python(20)) == ["\tb c"])
  }

  /// Row `replace_whitespace`, `drop_whitespace`: a line end is one space, and spaces at a break are dropped.
  ///
  /// `textwrap.wrap("a  b\nc", 80)` gives `["a  b c"]` (a run inside a line
  /// is kept) and `textwrap.wrap("one two  three", 7)` gives
  /// `["one two", "three"]`.
  @Test func whitespaceAtBreaksAndLineEnds() throws {
    #expect(try TextWrap.fill("a  b\nc", options: python(80)) == "a  b c")
    #expect(try TextWrap.wrap("one two  three", options: python(7)) == ["one two", "three"])
  }

  /// Row `fix_sentence_endings`: `textwrap.fill("Hello there.\nHow are you?  Fine.", 80,
  /// fix_sentence_endings=True)` gives `"Hello there.  How are you?  Fine."`, as `spacing: .sentences` does; but
  /// `textwrap.fill("Mr. Smith left. He said hi.", 80, fix_sentence_endings=True)` gives
  /// `"Mr.  Smith left.  He said hi."`, where `.sentences`, GNU fmt's rule, leaves a single space as it is.
  @Test func sentenceSpacing() throws {
    let options = python(80) { $0.spacing = .sentences }
    #expect(
      try TextWrap.fill("Hello there.\nHow are you?  Fine.", options: options) == "Hello there.  How are you?  Fine.")
    #expect(try TextWrap.fill("Mr. Smith left. He said hi.", options: options) == "Mr. Smith left. He said hi.")
  }

  /// Row `indent`, `dedent`: `textwrap.indent("a\n\nb\n", "> ")`, the same with `lambda line: True`, and
  /// `textwrap.dedent("  a\n    b\n")`.
  @Test func indentAndDedent() {
    #expect(TextWrap.indent("a\n\nb\n", prefix: "> ") == "> a\n\n> b\n")
    #expect(TextWrap.indent("a\n\nb\n", prefix: "> ") { _ in true } == "> a\n> \n> b\n")
    #expect(TextWrap.dedent("  a\n    b\n") == "a\n  b\n")
  }

  /// Row `unfill`, `refill`, from Rust's documentation: `unfill("* This is an\n  example of\n  a list item.\n")`
  /// and `refill("> Memory safety without\n> garbage collection.\n", 15)`.
  @Test func unfillAndRefill() throws {
    let (text, options) = TextWrap.unfill("* This is an\n  example of\n  a list item.\n")
    #expect(text == "This is an example of a list item.\n")
    #expect(options.initialIndent == "* ")
    #expect(options.subsequentIndent == "  ")
    #expect(
      try TextWrap.refill("> Memory safety without\n> garbage collection.\n", toWidth: 15)
        == "> Memory safety\n> without\n> garbage\n> collection.\n")
  }

  /// Row `core::display_width`, from Rust's documentation: `display_width("Café Plain")` and
  /// `display_width("\u{1b}[31mCafé Rouge\u{1b}[0m")` are 10, and ten emoji take 20 columns.
  @Test func displayWidth() {
    #expect(TextWrap.displayWidth("Café Plain") == 10)
    #expect(TextWrap.displayWidth("\u{1B}[31mCafé Rouge\u{1B}[0m") == 10)
    #expect(TextWrap.displayWidth("😂😭🥺🤣✨😍🙏🥰😊🔥") == 20)
  }

  /// Row `WrapAlgorithm`: first fit is Python's `textwrap.wrap("To be, or not to be: that is the question", 10)`;
  /// the optimal fit gives lines of less raggedness (the sum of each line's squared slack but the last's).
  @Test func algorithms() throws {
    let text = "To be, or not to be: that is the question"
    let firstFit = try TextWrap.wrap(text, options: python(10))
    #expect(firstFit == ["To be, or", "not to be:", "that is", "the", "question"])
    let optimal = try TextWrap.wrap(text, options: TextWrapOptions(width: 10, algorithm: .optimal))
    let raggedness = { (lines: [String]) in lines.dropLast().reduce(0) { $0 + (10 - $1.count) * (10 - $1.count) } }
    #expect(raggedness(optimal) < raggedness(firstFit), "\(optimal)")
    #expect(optimal.joined(separator: " ") == text)
  }

  /// Row `LineEnding`: a document's CR LF line ends stay CR LF.
  @Test func lineEndings() throws {
    let formatter = try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 10)))
    #expect(formatter.format("one two three\r\n", lineEnding: .crlf) == "one two\r\nthree\r\n")
  }
}
