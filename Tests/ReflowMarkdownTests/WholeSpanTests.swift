// The Markdown rewrapper: what stays whole (code spans, math, link destinations
// and titles), code spans across lines joined, and the line ends HTML keeps left in place.

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

@Suite struct WholeSpanTests {
  /// Code spans come first, as on GitHub: a dollar inside one does not close math opened before it, so the words
  /// between are free to wrap (issue 26, point 5).
  @Test func aDollarInsideACodeSpanClosesNoMath() {
    #expect(
      rewrapText("Set $x to the value of `a$` and then wrap.\n", width: 16)
        == "Set $x to the\nvalue of `a$`\nand then wrap.\n")
    // Math that closes before the code span still stays whole.
    #expect(rewrapText("Math $a + b$ then `c$`\n", width: 8) == "Math\n$a + b$\nthen\n`c$`\n")
  }

  @Test func codeSpansStayWhole() {
    #expect(rewrapText("a `b c d` e\n", width: 4) == "a\n`b c d`\ne\n")
  }

  @Test func codeSpansAcrossLinesAreJoined() {
    #expect(rewrapText("a `b\nc` d\n", width: 80) == "a `b c` d\n")
  }

  @Test func linkDestinationsAndTitlesStayWhole() {
    let output = rewrapText("see [the text](http://x.y/a \"a b c\") now\n", width: 10)
    // The text fits the ten columns, so it stays whole too (KeptUnitTests).
    #expect(output == "see\n[the text](http://x.y/a \"a b c\")\nnow\n")
  }

  @Test func inlineHTMLWithAttributesStaysWhole() {
    #expect(rewrapText("x <a href=\"b\" title=\"c d\">y</a>\n", width: 4) == "x\n<a href=\"b\" title=\"c d\">y</a>\n")
  }

  /// A line end inside an attribute value or a link's title reaches the HTML as a line end (a title's tooltip breaks
  /// there), so it stays where the source has it while the words around it wrap.
  @Test func aLineEndInsideAnAttributeValueOrATitleStays() {
    let tag = "Some text with <a href=\"x\" title=\"one\ntwo\">link</a> and more words\n"
    let wrappedTag = rewrapText(tag, width: 30)
    #expect(wrappedTag == "Some text with\n<a href=\"x\" title=\"one\ntwo\">link</a> and more words\n")
    #expect(String(decoding: MarkdownGuarantee.html(wrappedTag), as: UTF8.self).contains("title=\"one\ntwo\""))
    // A title in quotes or in parentheses, in a list item: the continuation line keeps the item's indent.
    let titles = "- A [link](http://x \"title one\n  two\") and [l](u (paren\n  title)) here\n"
    let wrappedTitles = rewrapText(titles, width: 80)
    #expect(wrappedTitles == titles)
    #expect(MarkdownGuarantee.html(titles) == MarkdownGuarantee.html(wrappedTitles))
    // Between attributes a line end is a space to a browser, so there the tag is joined as before.
    #expect(rewrapText("x <a\nhref=\"b\">y</a>\n", width: 80) == "x <a href=\"b\">y</a>\n")
  }

  @Test func mathStaysWholeButMoneyDoesNot() {
    #expect(rewrapText("so $a + b$ ok\n", width: 4) == "so\n$a + b$\nok\n")
    #expect(rewrapText("$5 and $10\n", width: 4) == "$5\nand\n$10\n")
  }

  @Test func aSpanHoldingAHardBreakIsNotJoined() {
    // Not a link to cmark-gfm (a destination has no spaces), so the hard break inside must survive.
    let source = "a [b](c  \nd) e\n"
    let output = rewrapText(source, width: 80)
    #expect(MarkdownGuarantee.sameHTML(source, output), "\(output)")
    #expect(output.contains("  \n"))
  }
}
