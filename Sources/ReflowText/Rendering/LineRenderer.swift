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
    var output: [[UInt8]] = []
    output.reserveCapacity(layout.lines.count)
    forEachLine(layout) { write in
      var bytes: [UInt8] = []
      write(&bytes)
      output.append(bytes)
    }
    return output
  }

  /// Appends the lines of `layout` to `output`, each after `lineEnd` if a line came before it; the number of lines.
  ///
  /// The whole-document path writes this way, straight into its output,
  /// rather than building an array per line and copying it.
  func write(_ layout: FlowLayoutResult<Int>, to output: inout [UInt8], lineEnd: [UInt8], afterLine: Bool) -> Int {
    var count = 0
    forEachLine(layout) { write in
      if afterLine || count > 0 { output += lineEnd }
      write(&output)
      count += 1
    }
    return count
  }

  /// Calls `body` once per line, in order, with a function that appends that line's bytes to a buffer.
  private func forEachLine(_ layout: FlowLayoutResult<Int>, _ body: ((inout [UInt8]) -> Void) -> Void) {
    let content = paragraph.content
    guard !paragraph.segments.isEmpty else {
      // Nothing visible: keep any escape sequences on a line of their own.
      if !content.escapeBytes.isEmpty { body { $0 += content.escapeBytes } }
      return
    }
    let owners = escapeOwners()
    var state = TerminalStyleState()
    let lastLine = layout.lines.count - 1
    content.bytes.withUnsafeBufferPointer { contentBytes in
      for (lineNumber, line) in layout.lines.enumerated() {
        body { bytes in
          bytes += lineNumber == 0 ? indents.first : indents.rest
          var column = lineNumber == 0 ? indents.firstWidth : indents.restWidth
          if owners.isEmpty,
            let text = unchangedText(of: line.boxes, in: layout, from: column, lastLine: lineNumber == lastLine)
          {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: contentBytes[text]))
            return
          }
          for ordinal in line.boxes {
            let segment = paragraph.segments[ordinal]
            let x = layout.boxPositions[ordinal].x
            for _ in column..<Swift.max(x, column) { bytes.append(0x20) }
            if ordinal == line.boxes.lowerBound && !state.isEmpty { bytes += state.reopening }
            let hyphenated =
              ordinal == line.boxes.upperBound - 1 && lineNumber < lastLine
              && (segment.next == .softHyphen || segment.next == .hyphenationPoint)
            let softHyphen = hyphenated && segment.next == .softHyphen
            append(
              segment, of: contentBytes, escapes: owners.isEmpty ? 0..<0 : owners[ordinal], dropSoftHyphen: softHyphen,
              to: &bytes, state: &state)
            if hyphenated { bytes.append(UInt8(ascii: "-")) }
            // A drawn soft hyphen takes the soft hyphen's own column; a dictionary hyphen adds one.
            column = x + Int(segment.width) + (hyphenated && !softHyphen ? 1 : 0)
          }
          if lineNumber < lastLine && !state.isEmpty { bytes += state.closing }
        }
      }
    }
  }

  /// The content a line shows as it stands, when it does: the common case, written with one copy.
  ///
  /// That is when each box sits where the content puts it: the first at
  /// `column`, and each next one as many columns after the one before as
  /// the content has bytes of space between them (one space, or none between
  /// ideographs); and the line does not end at a hyphen to be drawn. Nil
  /// otherwise (justified or aligned lines, wide spaces, hyphens), and the
  /// boxes are written one by one.
  private func unchangedText(
    of boxes: Range<Int>, in layout: FlowLayoutResult<Int>, from column: Int, lastLine: Bool
  ) -> Range<Int>? {
    guard let first = boxes.first, layout.boxPositions[first].x == column else { return nil }
    let segments = paragraph.segments
    let last = segments[boxes.upperBound - 1]
    if !lastLine && (last.next == .softHyphen || last.next == .hyphenationPoint) { return nil }
    var previous = segments[first]
    var x = column
    for ordinal in (first + 1)..<boxes.upperBound {
      let segment = segments[ordinal]
      let gap = Int(segment.start - previous.end)
      // Between two segments the content holds one space or nothing. A space of more than one column
      // (`WordSpacing.preserve`, `.sentences`) puts the next box further than its one byte, and fails the test.
      guard gap <= 1, layout.boxPositions[ordinal].x == x + Int(previous.width) + gap else { return nil }
      x += Int(previous.width) + gap
      previous = segment
    }
    return Int(segments[first].start)..<Int(last.end)
  }

  /// Writes a segment's bytes, from the paragraph's content, with its escape sequences in place.
  private func append(
    _ segment: TextSegment, of contentBytes: UnsafeBufferPointer<UInt8>, escapes: Range<Int>, dropSoftHyphen: Bool,
    to bytes: inout [UInt8], state: inout TerminalStyleState
  ) {
    let content = paragraph.content
    var position = Int(segment.start)
    var end = Int(segment.end)
    if dropSoftHyphen { end -= 2 }  // U+00AD is two bytes; the drawn hyphen replaces it.
    for index in escapes {
      let escape = content.escapes[index]
      let offset = min(max(Int(escape.offset), position), end)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: contentBytes[position..<offset]))
      position = offset
      let sequence = content.escapeBytes[Int(escape.bytes.lowerBound)..<Int(escape.bytes.upperBound)]
      state.apply(sequence)
      bytes += sequence
    }
    if position < end { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: contentBytes[position..<end])) }
  }

  /// For each segment, the escape sequences written with it: those up to and including its end.
  ///
  /// Empty when the paragraph has no escape sequences.
  private func escapeOwners() -> [Range<Int>] {
    let escapes = paragraph.content.escapes
    guard !escapes.isEmpty else { return [] }
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
