// Phase: choosing what to format. A request about a few paragraphs of plain
// text formats only the stretch around them that formats on its own: from
// after the last blank line before them to after the first blank line after
// them (`DocumentFormatter.firstIndependentEnd` says what such a line is), so
// a range format in a large document costs what its paragraph costs.

import ReflowText

/// The stretch of a document around some bytes that formats as it does in the whole document.
enum Neighbourhood {
  /// From after the last blank line that ends before `bytes` to after the first one that ends at or after their
  /// last line: the document's start and end where there is none.
  static func around(_ bytes: Range<Int>, in text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding) -> Range<Int> {
    let terminator = lineEnding.terminator
    func lineStart(before offset: Int) -> Int {
      var index = offset
      while index > 0 && text[index - 1] != terminator { index -= 1 }
      return index
    }
    var start = lineStart(before: min(bytes.lowerBound, text.count))
    while start > 0 {
      let previous = lineStart(before: start - 1)
      let line = UnsafeBufferPointer(rebasing: text[previous..<start])
      if DocumentFormatter.firstIndependentEnd(in: line, lineEnding: lineEnding) != nil { break }
      start = previous
    }
    let last = max(bytes.lowerBound, bytes.upperBound - 1)
    let lastLineStart = lineStart(before: min(last, text.count))
    let end =
      lastLineStart >= text.count
      ? text.count
      : DocumentFormatter.firstIndependentEnd(in: text, from: lastLineStart, lineEnding: lineEnding) ?? text.count
    return start..<end
  }
}
