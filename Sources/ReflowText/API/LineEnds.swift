// Phase: the string-level API's line splitting. In Swift, `"\r\n"` is one
// Character, so splitting a String at the Character `"\n"` misses every CR LF
// line end; the string functions split here instead.

/// Splits a string into lines, each with the line ending that closed it.
enum LineEnds {
  /// The lines of `text`, each with its ending: `"\n"`, `"\r\n"`, or empty for a last line with none.
  ///
  /// A text that ends with a line ending has no empty line after it, as
  /// Python's `str.splitlines(keepends=True)`; an empty text has no lines.
  static func lines(of text: some StringProtocol) -> [(line: Substring, ending: Substring)] {
    let string = Substring(text)
    var pieces: [(line: Substring, ending: Substring)] = []
    var start = string.startIndex
    var index = start
    while index < string.endIndex {
      let next = string.index(after: index)
      if string[index] == "\n" || string[index] == "\r\n" {
        pieces.append((string[start..<index], string[index..<next]))
        start = next
      }
      index = next
    }
    if start < string.endIndex { pieces.append((string[start...], "")) }
    return pieces
  }
}
