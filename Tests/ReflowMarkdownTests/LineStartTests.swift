// The Markdown rewrapper: what may start a line (a break never lets a word be
// read as a marker, a tag or a definition), and link reference definitions at a
// paragraph's start.

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

@Suite struct LineStartTests {
  static let hazards = [
    "-", "+", "*", "1.", "2)", "#", "###", ">", ">b", "|", "|-|", "=", "===", "---", ":--", "```", "~~~", "<div>",
    "</p>", "<!--", "<?x", "<!X", "[^x]:",
  ]

  @Test(arguments: hazards)
  func hazardNeverStartsALine(_ hazard: String) {
    let source = "aaaa \(hazard) bbbb cccc \(hazard) dddd\n"
    let output = rewrapText(source, width: 6)
    for line in splitLines(output).dropFirst() { #expect(!line.hasPrefix(hazard), "\(output)") }
    #expect(MarkdownGuarantee.sameHTML(source, output), "\(output)")
  }

  @Test func inlineTagsAndAutolinksMayStartALine() {
    #expect(rewrapText("aaaa <span>x</span> <https://e.x>\n", width: 6) == "aaaa\n<span>x</span>\n<https://e.x>\n")
  }

  @Test func aWordEndingInABackslashNeverEndsALine() {
    // A line end after a lone backslash would be a hard break.
    #expect(rewrapText("aaa\\ bbb ccc\n", width: 5) == "aaa\\ bbb\nccc\n")
  }

  @Test(arguments: [
    ("- *** the words go on and on\n", "- *** the\n  words\n  go on\n  and on\n"),
    ("** the words go on and on\n", "** the\nwords go\non and\non\n"),
    ("[x] the words go on and on\n", "[x] the\nwords go\non and\non\n"),
  ])
  func aParagraphStartingWithAHazardKeepsTheNextWordOnItsLine(source: String, expected: String) {
    // "***" alone would be a thematic break; only "*** text" is prose. The rest of the paragraph wraps.
    let output = rewrapText(source, width: 8)
    #expect(output == expected)
    #expect(MarkdownGuarantee.sameHTML(source, output), "\(output)")
    #expect(rewrapText(output, width: 8) == output)
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
    let output = rewrapText(source, width: 10)
    #expect(output == expected)
    #expect(MarkdownGuarantee.sameHTML(source + "\n[a]\n", output + "\n[a]\n"), "\(output)")
  }

  @Test func aHazardAloneOnItsFirstLineKeepsTheParagraph() {
    let source = "** \nthe words go on\n"
    #expect(rewrapText(source, width: 4) == source)
  }

  @Test func aHazardAfterAHardBreakKeepsTheParagraphAsWritten() {
    let source = "start the  \n1.\nthe end of it all\n"
    #expect(rewrapText(source, width: 8) == source)
  }

  /// A hazard a hard break puts at a line start keeps the next word on its line, as written, and the rest of the
  /// paragraph is wrapped (issue 26, point 3).
  @Test func aHazardAfterAHardBreakKeepsTheNextWordAndTheRestIsWrapped() {
    let source =
      "some words here that run on and on past the width  \n2. and a hazard after a hard break in a long one\n"
    #expect(
      rewrapText(source, width: 30)
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
    let result = rewrapResult(source, width: 20)
    #expect(String(decoding: result.output, as: UTF8.self) == expected)
    #expect(result.keptAsWritten.isEmpty)
  }

  /// A paragraph left as written with a line past the width is reported with its line and why (issue 26, point 4);
  /// one that fits is not.
  @Test func aParagraphLeftPastTheWidthIsReportedWithItsLine() {
    let hazard = rewrapResult("Intro.\n\nstart the  \n1.\nthe end of it all\n", width: 8)
    #expect(hazard.keptAsWritten == [KeptParagraph(lineNumber: 3, reason: .lineStartHazard)])
    let noRoom = rewrapResult("> > > > > - > > 1. words words words words\n", width: 12)
    #expect(noRoom.keptAsWritten == [KeptParagraph(lineNumber: 1, reason: .noRoomForText)])
    let fits = rewrapResult("start  \n1.\nend\n", width: 40)
    #expect(fits.keptAsWritten.isEmpty)
    // An anchor before a paragraph's first word is no lone tag: the paragraph is wrapped.
    let anchor = rewrapResult("<a id=\"x\"></a>\nA long paragraph of words that must wrap at twenty.\n", width: 20)
    #expect(anchor.keptAsWritten.isEmpty)
    #expect(String(decoding: anchor.output, as: UTF8.self).split(separator: "\n").count == 4)
  }

  @Test func aTaskMarkerWithoutTextKeepsItsParagraph() {
    let source = "+ [ ]\nthe task text\n"
    #expect(rewrapText(source, width: 40) == source)
  }
}
