// Plain text's quote marker, read in one place (QuoteMarkers).

import Testing

@testable import ReflowText

@Suite struct QuoteMarkersTests {
  /// Only `>` is a quote marker.
  @Test func theMarkerIsTheGreaterThanSign() {
    #expect(QuoteMarkers.isMarker(UInt8(ascii: ">")))
    #expect(!QuoteMarkers.isMarker(UInt8(ascii: "|")))
    #expect(QuoteMarkers.count(in: Array("> > a > b".utf8)) == 3)
  }

  /// A quote's depth counts the markers a line starts with, blanks between them or not; the rest starts after them.
  @Test func depthCountsLeadingMarkers() {
    #expect(depth(">> text") == (2, 3))
    #expect(depth(" > > text") == (2, 5))
    #expect(depth("text > not") == (0, 0))
    #expect(depth("") == (0, 0))
  }

  /// A document's quoted lines keep their markers on every rewrapped line, mail's `>>text` included.
  @Test func quotedLinesKeepTheirMarkers() {
    let formatter = try! DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 12)))
    #expect(formatter.format("> one two three four\n") == "> one two\n> three four\n")
    #expect(formatter.format(">>one two three four\n") == ">>one two\n>>three four\n")
  }

  /// `>=` starts no quote: a changelog's version bound on a line of its own, read as a quote, put a `>` before a word
  /// on every line wrapped after it (found in dpkg's changelog by a new user's review).
  @Test func greaterThanOrEqualStartsNoQuote() {
    #expect(depth(">= 1.14.6") == (0, 0))
    #expect(depth("> >= 2") == (1, 2))
    #expect(depth(">") == (1, 1))
    let formatter = try! DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 40)))
    let entry = "  * bump on dpkg\n    >= 1.14.6, as the compression variables are now in a module in dpkg-dev.\n"
    let formatted = formatter.format(entry)
    let expected =
      "  * bump on dpkg >= 1.14.6, as the\n" + "    compression variables are now in a\n" + "    module in dpkg-dev.\n"
    #expect(formatted == expected)
    #expect(formatter.format(formatted) == formatted)
  }

  private func depth(_ line: String) -> (Int, Int) {
    Array(line.utf8).withUnsafeBufferPointer { QuoteMarkers.depth(of: $0, isBlank: { $0 == 0x20 || $0 == 0x09 }) }
  }
}
