// CR LF line ends in the string functions: `"\r\n"` is one Character in
// Swift, so `indent`, `dedent` and `unfill` must find it as a line end.

import PropertyBased
import Testing

@testable import ReflowText

@Suite struct LineEndTests {
  @Test func indentPrefixesEveryCRLFLine() {
    #expect(TextWrap.indent("a\r\nb\r\n", prefix: "> ") == "> a\r\n> b\r\n")
    #expect(TextWrap.indent("a\r\n\r\nb", prefix: "> ") == "> a\r\n\r\n> b")
  }

  @Test func dedentRemovesTheIndentOfEveryCRLFLine() {
    #expect(TextWrap.dedent("  a\r\n  b\r\n") == "a\r\nb\r\n")
    #expect(TextWrap.dedent("    a\r\n  \r\n      b") == "a\r\n\r\n  b")
  }

  @Test func unfillJoinsCRLFLines_andKeepsTheEnding() {
    let (text, options) = TextWrap.unfill("- first line\r\n  second line\r\n")
    #expect(text == "first line second line\r\n")
    #expect(options.initialIndent == "- ")
    #expect(options.subsequentIndent == "  ")
    #expect(TextWrap.unfill("one\ntwo\n").text == "one two\n")
    #expect(TextWrap.unfill("one\ntwo").text == "one two")
  }

  /// As Python's `textwrap.indent` with a predicate: it decides each line, blank ones included.
  @Test func indentWithAPredicate() {
    #expect(TextWrap.indent("a\n\nb\n", prefix: "+ ") { _ in true } == "+ a\n+ \n+ b\n")
    #expect(TextWrap.indent("keep\nskip\r\n", prefix: "# ") { $0.hasPrefix("k") } == "# keep\nskip\r\n")
    #expect(TextWrap.indent("", prefix: "> ") { _ in true } == "")
  }

  /// A text with CR LF endings gives the same result as with LF endings, with CR LF endings.
  @Test func crlfTextGivesTheLFResultWithCRLFEndings() async {
    let pieces = ["a", "bc", " ", "  d", "\t", ""]
    await propertyCheck(
      count: 500, input: Gen.int(in: 0..<pieces.count).array(of: 0...8), Gen.bool
    ) { picks, trailing in
      let lines = picks.map { pieces[$0] }
      let lf = lines.joined(separator: "\n") + (trailing ? "\n" : "")
      let crlf = lines.joined(separator: "\r\n") + (trailing ? "\r\n" : "")
      func toCRLF(_ text: String) -> String { text.replacing("\n", with: "\r\n") }
      #expect(TextWrap.indent(crlf, prefix: "> ") == toCRLF(TextWrap.indent(lf, prefix: "> ")))
      #expect(TextWrap.dedent(crlf) == toCRLF(TextWrap.dedent(lf)))
      #expect(TextWrap.unfill(crlf).text == toCRLF(TextWrap.unfill(lf).text))
    }
  }
}
