// Phase: Markdown's grammar. The block-quote marker is read in one place:
// the paragraph's quote depth, its continuation prefix, the lines a
// definition or a delimiter row sits behind and the tokens that may not start
// a line all ask this type. It lives beside MarkdownLineStarts, the other
// piece of Markdown's grammar the line breaker needs, and moves with it.

/// Markdown's block-quote marker: `>` in a line's container prefix, among spaces and tabs (CommonMark, 5.1).
package enum MarkdownQuoteMarkers {
  /// The byte a block-quote marker is written with.
  package static var marker: UInt8 { UInt8(ascii: ">") }

  /// Whether `byte` is a block-quote marker.
  @inline(__always)
  package static func isMarker(_ byte: UInt8) -> Bool { byte == marker }

  /// Whether `byte` may stand in the quote part of a line's prefix: a marker, a space or a tab.
  @inline(__always)
  package static func isQuotePrefix(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == marker }

  /// How many block-quote markers `bytes` holds.
  package static func count(in bytes: some Sequence<UInt8>) -> Int {
    bytes.reduce(0) { $0 + (isMarker($1) ? 1 : 0) }
  }
}
