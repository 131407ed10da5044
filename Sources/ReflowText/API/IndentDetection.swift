// Phase: unfilling. Finds the indent and marker a wrapped paragraph starts
// with, and the indent its later lines share, so a paragraph can be rewrapped
// with the same shape.

/// Detects the prefixes of wrapped lines.
enum IndentDetection {
  /// Markers that may follow the first line's leading whitespace.
  private static let markers = ["- ", "* ", "+ ", quote, "# ", "// ", "-- ", "; "]

  /// A quote marker and its space, which repeat on every line.
  private static let quote = String(UnicodeScalar(QuoteMarkers.marker)) + " "

  /// The first line's prefix, and the indent a continuation line would have under it.
  static func firstLinePrefix(_ line: Substring) -> (prefix: Substring, continuation: Substring) {
    var end = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.endIndex
    var continuation = String(line[line.startIndex..<end])
    while let marker = markers.first(where: { line[end...].hasPrefix($0) }) {
      end = line.index(end, offsetBy: marker.count)
      let spaces = line[end...].prefix { $0 == " " }
      end = spaces.endIndex
      // A quote marker repeats on every line; a list marker becomes spaces.
      continuation +=
        marker == quote ? marker + String(spaces) : String(repeating: " ", count: marker.count + spaces.count)
    }
    return (line[line.startIndex..<end], Substring(continuation))
  }

  /// The whitespace and quote markers that every line starts with.
  static func commonPrefix(_ lines: ArraySlice<Substring>) -> Substring {
    var common: Substring?
    for line in lines {
      let leading = line.prefix { $0 == " " || $0 == "\t" || $0.asciiValue.map(QuoteMarkers.isMarker) == true }
      common = common.map { $0.commonPrefix(with: leading) } ?? leading
    }
    return common ?? ""
  }
}
