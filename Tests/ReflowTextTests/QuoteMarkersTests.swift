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

  private func depth(_ line: String) -> (Int, Int) {
    Array(line.utf8).withUnsafeBufferPointer { QuoteMarkers.depth(of: $0, isBlank: { $0 == 0x20 || $0 == 0x09 }) }
  }
}
