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
  /// rather than building an array per line and copying it. With
  /// `lineCount`, only that many lines are written: the lines of a window
  /// before those laid out again with the next (``ParagraphWindows``).
  func write(
    _ layout: FlowLayoutResult<Int>, to output: inout [UInt8], lineEnd: [UInt8], afterLine: Bool,
    lineCount: Int? = nil
  ) -> Int {
    var count = 0
    forEachLine(layout, lineCount: lineCount) { write in
      if afterLine || count > 0 { output.append(bytesOf: lineEnd) }
      write(&output)
      count += 1
    }
    return count
  }

  /// Calls `body` once per line, in order, with a function that appends that line's bytes to a buffer.
  ///
  /// With `lineCount`, only the first that many lines; the last of them is still no paragraph's last line.
  private func forEachLine(
    _ layout: FlowLayoutResult<Int>, lineCount: Int? = nil, _ body: ((inout [UInt8]) -> Void) -> Void
  ) {
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
      for (lineNumber, line) in layout.lines.prefix(lineCount ?? layout.lines.count).enumerated() {
        body { bytes in
          if lineNumber == 0 { bytes.append(bytesOf: indents.first) } else { bytes.append(bytesOf: indents.rest) }
          var column = lineNumber == 0 ? indents.firstWidth : indents.restWidth
          if owners.isEmpty,
            writesFromContent(
              line.boxes, in: layout, from: column, lastLine: lineNumber == lastLine, of: contentBytes, to: &bytes)
          {
            return
          }
          // The styles in effect where the line's last character ends, which its end closes.
          var stateAtEnd: TerminalStyleState?
          for ordinal in line.boxes {
            let segment = paragraph.segments[ordinal]
            let x = layout.boxPositions[ordinal].x
            for _ in column..<Swift.max(x, column) { bytes.append(0x20) }
            var escapes = owners.isEmpty ? 0..<0 : owners[ordinal]
            if ordinal == line.boxes.lowerBound {
              if lineNumber > 0 { escapes = fold(escapes, before: segment, into: &state) }
              if !state.isEmpty { bytes += state.reopening }
            }
            let endsLine = ordinal == line.boxes.upperBound - 1 && lineNumber < lastLine
            var trailing = escapes.upperBound..<escapes.upperBound
            if endsLine { (escapes, trailing) = splitTrailing(escapes, after: segment) }
            // A soft hyphen that ends a line stays as written: the terminal draws it in its own column, and the
            // next refill joins the word at it. Only a dictionary's hyphen is drawn, in a column of its own.
            let hyphenated = endsLine && segment.next == .hyphenationPoint
            append(segment, of: contentBytes, escapes: escapes, to: &bytes, state: &state)
            if hyphenated { bytes.append(UInt8(ascii: "-")) }
            if endsLine {
              stateAtEnd = state
              for index in trailing { state.apply(sequence(of: index)) }
            }
            // A drawn soft hyphen takes the soft hyphen's own column; a dictionary hyphen adds one.
            column = x + Int(segment.width) + (hyphenated ? 1 : 0)
          }
          if let stateAtEnd, !stateAtEnd.isEmpty { bytes += stateAtEnd.closing }
        }
      }
    }
  }

  /// Writes a line whose boxes sit where the content puts them, from the content's bytes: the common case, with
  /// one copy; false, with nothing written, for any other line.
  ///
  /// That is when the first box is at `column`, and each next one as
  /// many columns after the one before as the content has bytes between
  /// them (one space, or none between ideographs), or more after a space (a
  /// run of spaces kept, two after a sentence); and the line does not end
  /// at a hyphen to be drawn. Such wider spaces are written as their
  /// columns, the content copied in runs between them: lines of columns (a
  /// table's, a list of options) keep their runs, and box by box they cost a
  /// space at a time. Any other line (justified or aligned, with hyphens or
  /// escapes) is written box by box.
  private func writesFromContent(
    _ boxes: Range<Int>, in layout: FlowLayoutResult<Int>, from column: Int, lastLine: Bool,
    of content: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]
  ) -> Bool {
    guard let first = boxes.first, layout.boxPositions[first].x == column else { return false }
    let segments = paragraph.segments
    let end = Int(segments[boxes.upperBound - 1].end)
    if !lastLine && segments[boxes.upperBound - 1].next == .hyphenationPoint { return false }
    var widens = false
    var previous = segments[first]
    for ordinal in (first + 1)..<boxes.upperBound {
      let segment = segments[ordinal]
      let gap = Int(segment.start - previous.end)
      let columns = layout.boxPositions[ordinal].x - layout.boxPositions[ordinal - 1].x - Int(previous.width)
      guard gap == 0 ? columns == 0 : gap == 1 && columns >= 1 else { return false }
      if columns > 1 { widens = true }
      previous = segment
    }
    var runStart = Int(segments[first].start)
    if widens {
      for ordinal in (first + 1)..<boxes.upperBound {
        let before = segments[ordinal - 1]
        let columns = layout.boxPositions[ordinal].x - layout.boxPositions[ordinal - 1].x - Int(before.width)
        guard columns > 1 else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: content[runStart..<Int(before.end)]))
        Self.appendSpaces(columns, to: &bytes)
        runStart = Int(segments[ordinal].start)
      }
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: content[runStart..<end]))
    return true
  }

  /// Spaces to copy a run from: one copy of a slice costs less than a space at a time, or a repeated element.
  private static let spaces = [UInt8](repeating: 0x20, count: 128)

  /// Appends `count` spaces to `bytes`.
  private static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
    var left = count
    spaces.withUnsafeBufferPointer { spaces in
      while left > 0 {
        let run = Swift.min(left, spaces.count)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<run]))
        left -= run
      }
    }
  }

  /// The bytes of escape sequence `index` of the content.
  private func sequence(of index: Int) -> ArraySlice<UInt8> {
    let escape = paragraph.content.escapes[index]
    return paragraph.content.escapeBytes[Int(escape.bytes.lowerBound)..<Int(escape.bytes.upperBound)]
  }

  /// Whether every escape sequence in `escapes` only sets styles or the hyperlink.
  private func onlyStyles(_ escapes: Range<Int>) -> Bool {
    escapes.allSatisfy { TerminalStyleState.isStyle(sequence(of: $0)) }
  }

  /// Applies the style sequences that stand before `segment`'s first character, at the start of a line after the
  /// first, to `state`, and returns the sequences still to be written with the segment.
  ///
  /// A line after the first opens the styles in effect with
  /// ``TerminalStyleState/reopening``. Sequences between the line's start
  /// and its first character change nothing visible before them, so their
  /// effect is folded into that opening rather than written after it: text
  /// that reflow has wrapped before (each line closing its styles and the
  /// next opening them) would otherwise gain one more pair at every line
  /// start each time it is refilled. Only when all of them are style
  /// sequences: any other kind is written where it stood, with them.
  private func fold(_ escapes: Range<Int>, before segment: TextSegment, into state: inout TerminalStyleState)
    -> Range<Int>
  {
    var leading = escapes.lowerBound
    while leading < escapes.upperBound && paragraph.content.escapes[leading].offset <= segment.start { leading += 1 }
    guard leading > escapes.lowerBound, onlyStyles(escapes.lowerBound..<leading) else { return escapes }
    for index in escapes.lowerBound..<leading { state.apply(sequence(of: index)) }
    return leading..<escapes.upperBound
  }

  /// `escapes` split into those written with a line's last segment and the style sequences after its last
  /// character, which the line's end stands for.
  ///
  /// As with ``fold(_:before:into:)`` at a line's start: the line end
  /// closes the styles in effect after the last character, and the next
  /// line opens those in effect after the sequences, so writing them too
  /// would add bytes and nothing visible (and add them again on every
  /// refill). Sequences of any other kind keep them all in place.
  private func splitTrailing(_ escapes: Range<Int>, after segment: TextSegment) -> (Range<Int>, Range<Int>) {
    var trailing = escapes.upperBound
    while trailing > escapes.lowerBound && paragraph.content.escapes[trailing - 1].offset >= segment.end {
      trailing -= 1
    }
    guard onlyStyles(trailing..<escapes.upperBound) else {
      return (escapes, escapes.upperBound..<escapes.upperBound)
    }
    return (escapes.lowerBound..<trailing, trailing..<escapes.upperBound)
  }

  /// Writes a segment's bytes, from the paragraph's content, with its escape sequences in place.
  private func append(
    _ segment: TextSegment, of contentBytes: UnsafeBufferPointer<UInt8>, escapes: Range<Int>,
    to bytes: inout [UInt8], state: inout TerminalStyleState
  ) {
    let content = paragraph.content
    var position = Int(segment.start)
    let end = Int(segment.end)
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
