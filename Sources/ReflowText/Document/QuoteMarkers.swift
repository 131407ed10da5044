// Phase: lines to paragraphs. Plain text's quote marker is read in one
// place: a line's lead, the depth of a quote, the line a `>` may not start
// and the markers alignment keeps all ask this type. A second marker is
// added here, and met in two places that write or must tell it apart:
// IndentDetection writes the one marker as the prefix a quote repeats, and a
// marker that also frames tables (`|`) must leave TableLines' rows alone.

/// Plain text's quote marker: `>`, as mail quotes, with or without a blank after it (`>>text` is two).
package enum QuoteMarkers {
  /// The byte a quote marker is written with.
  package static var marker: UInt8 { UInt8(ascii: ">") }

  /// Whether `byte` is a quote marker.
  @inline(__always)
  package static func isMarker(_ byte: UInt8) -> Bool { byte == marker }

  /// Whether `line` has a quote marker at `index`: the marker, unless `=` follows it.
  ///
  /// `>=` is a comparison (a version bound in a changelog, `>= 1.14.6`),
  /// never a quote: read as one, each wrapped line repeated a `>` before
  /// a word of its own.
  @inline(__always)
  package static func isMarker(in line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    isMarker(line[index]) && (index + 1 == line.count || line[index + 1] != UInt8(ascii: "="))
  }

  /// How many quote markers `bytes` holds.
  package static func count(in bytes: some Sequence<UInt8>) -> Int {
    bytes.reduce(0) { $0 + (isMarker($1) ? 1 : 0) }
  }

  /// How many quote markers `line` starts with (blanks around them allowed), and where the rest starts: after the
  /// markers and the blanks that follow them, or at the line's start when it is not quoted.
  @inline(__always)
  package static func depth(
    of line: UnsafeBufferPointer<UInt8>, isBlank: (UInt8) -> Bool
  ) -> (depth: Int, rest: Int) {
    var depth = 0
    var index = 0
    while index < line.count && (isBlank(line[index]) || isMarker(in: line, at: index)) {
      if isMarker(line[index]) { depth += 1 }
      index += 1
    }
    return (depth, depth == 0 ? 0 : index)
  }
}
