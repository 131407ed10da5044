// Markdown's block-quote marker, read in one place (MarkdownQuoteMarkers).

import ReflowText
import Testing

@testable import ReflowMarkdown

@Suite struct MarkdownQuoteMarkersTests {
  /// The marker is `>`; a quote prefix holds markers, spaces and tabs.
  @Test func theMarkerAndItsPrefix() {
    #expect(MarkdownQuoteMarkers.isMarker(UInt8(ascii: ">")))
    #expect(MarkdownQuoteMarkers.count(in: Array(" > >\t".utf8)) == 2)
    #expect(Array(" >\t>".utf8).allSatisfy(MarkdownQuoteMarkers.isQuotePrefix))
    #expect(!MarkdownQuoteMarkers.isQuotePrefix(UInt8(ascii: "-")))
  }

  /// A nested quote's lines all keep both markers; a lazy line (fewer markers) joins the paragraph's text.
  @Test func quotedParagraphsKeepTheirDepth() throws {
    let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 16))
    #expect(formatter.format("> > one two three four five\n").text == "> > one two\n> > three four\n> > five\n")
    #expect(formatter.format("> one two\nthree four five six\n").text == "> one two three\n> four five six\n")
  }

  /// A `>` that would start a wrapped line is kept off the line start: it would open a quote.
  @Test func aMarkerNeverStartsAWrappedLine() throws {
    let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 8))
    let output = formatter.format("aaaa bbbb > cc\n").text
    #expect(!output.split(separator: "\n").contains { $0.hasPrefix(">") })
  }
}
