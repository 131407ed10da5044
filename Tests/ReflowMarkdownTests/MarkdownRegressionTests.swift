// Issue 56, point 8: the Markdown regressions since d850d45. An image may
// start a line, so a run of badges breaks between its images; a line after
// link reference definitions is never joined to the last one, however many
// there are; and a document shaped like a changelog with its links at the end
// keeps no paragraph as written.

import Foundation
import PropertyBased
import ReflowText
import Testing

@testable import ReflowMarkdown

private func formatResult(_ source: String, width: Int, verifying: Bool = true) -> MarkdownFormatResult {
  try! MarkdownFormatter(options: MarkdownFormatOptions(width: width, verifiesMeaning: verifying)).format(source)
}

private func format(_ source: String, width: Int, verifying: Bool = true) -> String {
  formatResult(source, width: width, verifying: verifying).text
}

/// `count` link reference definitions, one a line.
private func definitions(_ count: Int) -> String {
  (1...count).map { "[d\($0)]: https://example.com/\($0)\n" }.joined()
}

@Suite struct MarkdownRegressionTests {
  /// A README's row of three badges: UAX #14 holds a space before `!`, which had kept every image glued to the one
  /// before it on a 175-column line.
  @Test func imagesBreakBetweenOneAnother() {
    let badges = [
      "![CI](https://github.com/example/project/actions/workflows/ci.yml/badge.svg?branch=main)",
      "![PyPI](https://img.shields.io/pypi/v/example-project.svg)",
      "![License](https://img.shields.io/badge/license-MIT-blue.svg)",
    ]
    let source = badges.joined(separator: " ") + "\n"
    #expect(format(source, width: 80) == badges.joined(separator: "\n") + "\n")
    #expect(format(badges.joined(separator: "\n") + "\n", width: 80) == badges.joined(separator: "\n") + "\n")
  }

  /// Node's security-release-process.md: the image went on the end of the line before it, 132 columns wide.
  @Test func anImageMayStartALine() {
    let source = "Take a screenshot of the page. ![screenshot of the release page](https://example.com/release.png)\n"
    #expect(
      format(source, width: 80)
        == "Take a screenshot of the page.\n![screenshot of the release page](https://example.com/release.png)\n")
  }

  /// An exclamation mark standing alone still holds to the word before it, as UAX #14 says.
  @Test func aLoneExclamationMarkStillHolds() {
    #expect(format("aaaa bbbb cccc ! dddd\n", width: 14) == "aaaa bbbb\ncccc ! dddd\n")
  }

  /// Seventy definitions then a line of text: the rewrap joined the line to the 64th one and on, unchecked.
  @Test func aLineAfterManyDefinitionsIsNeverJoinedToOne() {
    let source = definitions(70) + "Next file\n"
    #expect(format(source, width: 80, verifying: false) == source)
    let result = formatResult(source, width: 80)
    #expect(result.text == source)
    #expect(result.keptParagraphCount == 0)
  }

  /// Runs of definitions of every shape (a title on its own line or over two, a destination under its label, a
  /// title that never closes, a line that only looks like one), then text: the rewrap alone keeps the HTML and
  /// settles.
  @Test func definitionsOfEveryShapeThenTextKeepTheirMeaning() async {
    let shapes = [
      "[a%]: /u%", "[b%]: /u% \"title\"", "[c%]: /u%\n\"title\"", "[d%]:\n/u%", "[e%]:\n/u%\n'title'",
      "[f%]: /u% (title\nover two)", "[g%]: /u% \"never closed", "[h%]: not a definition, words", "text line %",
      "[i%]: <x y>",
    ]
    await propertyCheck(count: 300, input: Gen.int(in: 0...99_999).array(of: 1...90), Gen.int(in: 8...60)) {
      choices, width in
      let lines = choices.enumerated().map { index, choice in
        shapes[choice % shapes.count].replacingOccurrences(of: "%", with: "\(index)")
      }
      let source = lines.joined(separator: "\n") + "\nSome text after the definitions, long enough to wrap.\n"
      let output = format(source, width: width, verifying: false)
      #expect(MarkdownGuarantee.sameHTML(source, output), "width \(width):\n\(source)\n---\n\(output)")
      #expect(format(output, width: width, verifying: false) == output, "width \(width):\n\(source)")
    }
  }

  /// Found by the property test: a title that never closes ends the definitions (every line after it is text),
  /// though the lines after it look like definitions and the title's quote seems to close on a later one.
  @Test func aTitleThatNeverClosesEndsTheDefinitions() {
    let source = """
      [a0]: /u0
      [g1]: /u1 "never closed
      [g2]: /u2 "never closed
      [a3]: /u3
      [c4]: /u4
      "title"
      [c5]: /u5
      "title"
      [c6]: /u6
      "title"
      [a7]: /u7
      [c8]: /u8
      "title"
      [c9]: /u9
      "title"
      [c10]: /u10
      "title"
      Some text after the definitions, long enough to wrap.

      """
    for width in [8, 15, 20, 40] {
      let output = format(source, width: width, verifying: false)
      #expect(output.hasPrefix("[a0]: /u0\n[g1]: /u1 \"never"), "\(width): \(output)")
      #expect(MarkdownGuarantee.sameHTML(source, output), "\(width): \(output)")
      #expect(format(output, width: width, verifying: false) == output, "\(width)")
    }
  }

  /// A definition whose title goes on over two lines, then text: the text is the paragraph.
  @Test func aTitleOverTwoLinesEndsTheDefinitions() {
    let source = "[a]: /u\n\"title\ngoes on\"\ntext one\ntwo\n"
    #expect(format(source, width: 80, verifying: false) == "[a]: /u\n\"title\ngoes on\"\ntext one two\n")
    #expect(format("[a]:\n/u\n'title'\ntext one\ntwo\n", width: 80) == "[a]:\n/u\n'title'\ntext one two\n")
  }

  /// A paragraph the meaning check puts back is cut from the output and the source as they are, the others
  /// taken from the output: the repaired document is the one a second rewrap of every other paragraph gave.
  @Test func aParagraphPutBackIsCutFromTheOutput() {
    let source = "<div><pre>\n\nline one\nline two\n</pre></div>\n\nA paragraph after it\nthat is joined.\n"
    let checked = formatResult(source, width: 80)
    #expect(checked.keptAsWritten == [KeptParagraph(lineNumber: 3, reason: .rendersDifferently)])
    let unchecked = formatResult(source, width: 80, verifying: false)
    var text = source
    let repaired = text.withUTF8 { bytes in
      let lines = SourceLines(bytes)
      let paragraphs = MarkdownFormatter.paragraphs(of: MarkdownDocument(utf8: bytes), in: bytes, lines: lines)
      return MarkdownFormatter.puttingBack(
        [paragraphs[0].ordinal], in: unchecked.output, source: bytes, paragraphs: paragraphs, lines: lines,
        lineCounts: unchecked.paragraphs.map { $0.output.count })
    }
    #expect(repaired.map { String(decoding: $0.output, as: UTF8.self) } == checked.text)
    #expect(repaired?.lineCounts == [nil, 1])
    // Line counts that do not describe the output give no repair: the caller rewraps again.
    text = source
    let refused = text.withUTF8 { bytes in
      let lines = SourceLines(bytes)
      let paragraphs = MarkdownFormatter.paragraphs(of: MarkdownDocument(utf8: bytes), in: bytes, lines: lines)
      return MarkdownFormatter.puttingBack(
        [paragraphs[0].ordinal], in: unchecked.output, source: bytes, paragraphs: paragraphs, lines: lines,
        lineCounts: [nil, nil])
    }
    #expect(refused == nil)
  }

  /// A second splice reads the paragraphs afresh, and gives the same document.
  ///
  /// Line counts that cannot place the paragraphs make the check rewrap all but the one put back, and `format` has
  /// let the paragraphs' text go by then.
  @Test func aSecondSpliceReadsTheParagraphsAfresh() {
    let source = "<div><pre>\n\nline one\nline two\n</pre></div>\n\nA paragraph after it\nthat is joined.\n"
    let checked = formatResult(source, width: 80)
    let unchecked = formatResult(source, width: 80, verifying: false)
    let formatter = try! MarkdownFormatter(options: MarkdownFormatOptions(width: 80))
    var text = source
    let repaired = text.withUTF8 { bytes in
      let lines = SourceLines(bytes)
      var paragraphs = MarkdownFormatter.paragraphs(of: MarkdownDocument(utf8: bytes), in: bytes, lines: lines)
      for index in paragraphs.indices { paragraphs[index].source.releaseText() }
      return CmarkTree(bytes, footnotes: true).htmlBuffer().withBytes { html in
        formatter.checked(
          unchecked.output, renderingAs: html, source: bytes, paragraphs: paragraphs, lines: lines,
          lineCounts: [nil, nil])
      }
    }
    #expect(repaired.text == checked.text)
    #expect(repaired.text.hasSuffix("A paragraph after it that is joined.\n"))
    #expect(repaired.keptAsWritten == checked.keptAsWritten)
  }

  /// OpenSSL's NEWS.md followed by one line of text, as in a joined changelog: its paragraphs use the labels
  /// defined at its end, and the meaning check kept and named every one of them.
  @Test func aChangelogWithItsLinksAtTheEndKeepsNoParagraph() {
    let entries = (1...120).map {
      "- Fixed a bug that the report [d\($0 % 70 + 1)] describes, in words long enough to wrap\n"
    }
    let source = "# NEWS\n\n" + entries.joined() + "\n" + definitions(70) + "The next file starts here.\n"
    let result = formatResult(source, width: 40)
    #expect(result.keptParagraphCount == 0)
    #expect(result.text.hasSuffix(definitions(70) + "The next file starts here.\n"))
  }
}
