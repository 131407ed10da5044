// Phase: placed lines to text. Boxes go back to their bytes at the columns
// the engine chose; escape sequences go back where they came from; a line
// closes the styles and hyperlink it leaves open and the next line reopens
// them; a hyphen is drawn where a line ends at a hyphenation point.

import FlowLayout

/// What starts each line before its text: the first line's indent, then everyone else's.
struct LineIndents {
  var first: [UInt8] = []
  var firstWidth = 0
  var rest: [UInt8] = []
  var restWidth = 0
}

/// Writes a laid-out paragraph as lines of UTF-8.
struct LineRenderer {
  let paragraph: TextParagraph
  /// Written at the start of each line; the layout's measures reserve their width.
  var indents = LineIndents()

  /// The lines of `layout`, without line ends.
  func lines(_ layout: FlowLayoutResult<Int>) -> [[UInt8]] {
    let content = paragraph.content
    guard !paragraph.segments.isEmpty else {
      // Nothing visible: keep any escape sequences on a line of their own.
      return content.escapeBytes.isEmpty ? [] : [content.escapeBytes]
    }
    let owners = escapeOwners()
    var state = TerminalStyleState()
    var output: [[UInt8]] = []
    output.reserveCapacity(layout.lines.count)
    for (lineNumber, line) in layout.lines.enumerated() {
      var bytes = lineNumber == 0 ? indents.first : indents.rest
      var column = lineNumber == 0 ? indents.firstWidth : indents.restWidth
      for ordinal in line.boxes {
        let segment = paragraph.segments[ordinal]
        let x = layout.boxPositions[ordinal].x
        if x > column { bytes.append(contentsOf: repeatElement(0x20, count: x - column)) }
        if ordinal == line.boxes.lowerBound { bytes += state.reopening }
        let hyphenated =
          ordinal == line.boxes.upperBound - 1 && lineNumber < layout.lines.count - 1
          && (segment.next == .softHyphen || segment.next == .hyphenationPoint)
        let softHyphen = hyphenated && segment.next == .softHyphen
        append(segment, escapes: owners[ordinal], dropSoftHyphen: softHyphen, to: &bytes, state: &state)
        if hyphenated { bytes.append(UInt8(ascii: "-")) }
        // A drawn soft hyphen takes the soft hyphen's own column; a dictionary hyphen adds one.
        column = x + Int(segment.width) + (hyphenated && !softHyphen ? 1 : 0)
      }
      if lineNumber < layout.lines.count - 1 { bytes += state.closing }
      output.append(bytes)
    }
    return output
  }

  /// Writes a segment's bytes with its escape sequences in place.
  private func append(
    _ segment: TextSegment, escapes: Range<Int>, dropSoftHyphen: Bool, to bytes: inout [UInt8],
    state: inout TerminalStyleState
  ) {
    let content = paragraph.content
    var position = Int(segment.start)
    var end = Int(segment.end)
    if dropSoftHyphen { end -= 2 }  // U+00AD is two bytes; the drawn hyphen replaces it.
    for index in escapes {
      let escape = content.escapes[index]
      let offset = min(max(Int(escape.offset), position), end)
      bytes += content.bytes[position..<offset]
      position = offset
      let sequence = content.escapeBytes[Int(escape.bytes.lowerBound)..<Int(escape.bytes.upperBound)]
      state.apply(sequence)
      bytes += sequence
    }
    if position < end { bytes += content.bytes[position..<end] }
  }

  /// For each segment, the escape sequences written with it: those up to and including its end.
  private func escapeOwners() -> [Range<Int>] {
    let escapes = paragraph.content.escapes
    let segments = paragraph.segments
    var owners: [Range<Int>] = []
    owners.reserveCapacity(segments.count)
    var next = 0
    for (index, segment) in segments.enumerated() {
      let first = next
      if index == segments.count - 1 {
        next = escapes.count
      } else {
        while next < escapes.count && escapes[next].offset <= segment.end { next += 1 }
      }
      owners.append(first..<next)
    }
    return owners
  }
}
