// Links and images as units (issue 46, points 1 and 2): a link's or image's
// text that fits a line is never broken inside, a badge (a linked image) is
// never split in its alt text, a run of badges breaks between badges, and a
// text wider than the line is cut in the fewest places.

import Testing

@testable import ReflowMarkdown

private func format(_ source: String, width: Int, keepingLines: Bool = false) -> String {
  let options = MarkdownFormatOptions(width: width, keepsLineBreaks: keepingLines)
  return try! MarkdownFormatter(options: options).format(source).text
}

private func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

@Suite struct KeptUnitTests {
  static let badge =
    "[![Build Status](https://travis-ci.org/PJK/libcbor.svg?branch=master)](https://travis-ci.org/PJK/libcbor)"

  /// libcbor's README, at 80 columns and with `--wrap keep`: `[![Build` / `Status](...)` made no line fit.
  @Test(arguments: [false, true])
  func aBadgeIsNeverSplitInItsAltText(keepingLines: Bool) {
    let source = "\(Self.badge)\n"
    #expect(format(source, width: 80, keepingLines: keepingLines) == source)
    #expect(format("Read this first: \(Self.badge)\n", width: 40) == "Read this first:\n\(Self.badge)\n")
  }

  /// A table of contents entry at 72 columns: the text fits, so the whole link stays on its line.
  @Test func aLinkWhoseTextFitsStaysWhole() {
    let item =
      "* [Build with full ICU support (all locales supported by ICU)](#build-with-full-icu-support-all-locales-supported-by-icu)\n"
    #expect(format(item, width: 72) == item)
    #expect(
      format("See [the CommonMark spec](https://spec.commonmark.org/) for the rules.\n", width: 24)
        == "See\n[the CommonMark spec](https://spec.commonmark.org/)\nfor the rules.\n")
  }

  @Test func aRunOfBadgesBreaksBetweenBadges() {
    let run = (1...4).map { "[![Badge number \($0)](https://img.example/\($0).svg)](https://example.com/\($0))" }
    let output = format(run.joined(separator: " ") + "\n", width: 80)
    #expect(lines(output) == run.map { Substring($0) })
  }

  /// A reference-style badge, as many READMEs write them, is a unit too.
  @Test func aReferenceBadgeStaysWhole() {
    let source =
      "Some words [![Coverage Status][coverage-image]][coverage-url] more words.\n\n[coverage-image]: /i.svg\n[coverage-url]: /c\n"
    let output = format(source, width: 30)
    #expect(output.contains("[![Coverage Status][coverage-image]][coverage-url]"), "\(output)")
  }

  /// Text wider than the line is cut once where once will do: starting it on the next line saves a cut.
  @Test func textWiderThanTheLineIsCutInTheFewestPlaces() {
    let source = "Some words go before [alpha beta gamma delta epsilon zeta eta theta](u) end.\n"
    let output = format(source, width: 30)
    #expect(output == "Some words go before\n[alpha beta gamma delta\nepsilon zeta eta theta](u)\nend.\n")
    #expect(MarkdownGuarantee.sameHTML(source, output))
  }

  /// A shortcut reference is a link when the document defines its label (OpenSSL's README split `([RFC` / `8446])`
  /// at 80 columns), and so is a full reference's label.
  @Test func shortcutReferencesAndLabelsStayWhole() {
    let shortcut = "Up to TLSv1.3 words words ([RFC 8446]).\n\n[rfc  8446]: https://tools.ietf.org/html/rfc8446\n"
    #expect(format(shortcut, width: 30).hasPrefix("Up to TLSv1.3 words words\n([RFC 8446]).\n"))
    let label = "Some words [![appveyor badge]][appveyor jobs] and more\n\n[appveyor jobs]: /x\n[appveyor badge]: /y\n"
    #expect(format(label, width: 40).hasPrefix("Some words\n[![appveyor badge]][appveyor jobs] and\nmore\n"))
  }

  /// Brackets that make no link (no destination, no label after them) are words like any other.
  @Test func bracketsWithoutALinkMayBreak() {
    #expect(format("aaa [bbb ccc] ddd\n", width: 8) == "aaa [bbb\nccc] ddd\n")
  }
}
