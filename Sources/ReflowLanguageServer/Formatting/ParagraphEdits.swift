// Phase: edits. Each paragraph whose output differs from its input becomes
// one edit, from its first changed line to its last: lines the formatter
// left alone at either end are not touched, and neither is anything outside
// the paragraphs asked about. Offsets are bytes here; the server turns them
// into positions in the session's encoding.

import ReflowText

/// Bytes of the document replaced by bytes of the output.
struct ByteEdit: Equatable {
  /// What is replaced, in document offsets.
  var range: Range<Int>
  /// What replaces it.
  var replacement: ArraySlice<UInt8>
}

extension FormattedText {
  /// The edit that turns input lines `input` into output lines `output`, without the whole lines at either end that
  /// are the same; nil when every line is.
  func edit(
    input: Range<Int>, output: Range<Int>, document: UnsafeBufferPointer<UInt8>
  ) -> ByteEdit? {
    self.output.withUnsafeBufferPointer { written in
      func inputLine(_ line: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        document[(start + inputLines.start(of: line))..<(start + inputLines.start(of: line + 1))]
      }
      func outputLine(_ line: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        written[outputLines.start(of: line)..<outputLines.start(of: line + 1)]
      }
      var first = (input: input.lowerBound, output: output.lowerBound)
      var end = (input: input.upperBound, output: output.upperBound)
      while first.input < end.input && first.output < end.output
        && inputLine(first.input).elementsEqual(outputLine(first.output))
      {
        first.input += 1
        first.output += 1
      }
      while end.input > first.input && end.output > first.output
        && inputLine(end.input - 1).elementsEqual(outputLine(end.output - 1))
      {
        end.input -= 1
        end.output -= 1
      }
      guard first.input < end.input || first.output < end.output else { return nil }
      return ByteEdit(
        range: (start + inputLines.start(of: first.input))..<(start + inputLines.start(of: end.input)),
        replacement: self.output[outputLines.start(of: first.output)..<outputLines.start(of: end.output)])
    }
  }

  /// The edit for one paragraph, or nil when it is unchanged.
  func edit(for paragraph: FormattedParagraph, document: UnsafeBufferPointer<UInt8>) -> ByteEdit? {
    edit(input: paragraph.input, output: paragraph.output, document: document)
  }

  /// Every edit of the stretch: one for each paragraph that changed, and one for each run of other lines that did
  /// (plain text writes a blank line of spaces as an empty one).
  func allEdits(document: UnsafeBufferPointer<UInt8>) -> [ByteEdit] {
    var edits: [ByteEdit] = []
    var next = (input: 0, output: 0)
    func gap(upTo input: Int, _ output: Int) {
      // Lines outside paragraphs map one to one: each that differs is an edit of its own.
      for offset in 0..<max(0, min(input - next.input, output - next.output)) {
        let line = (next.input + offset, next.output + offset)
        if let edit = edit(input: line.0..<(line.0 + 1), output: line.1..<(line.1 + 1), document: document) {
          edits.append(edit)
        }
      }
    }
    for paragraph in paragraphs {
      gap(upTo: paragraph.input.lowerBound, paragraph.output.lowerBound)
      if let edit = edit(for: paragraph, document: document) { edits.append(edit) }
      next = (paragraph.input.upperBound, paragraph.output.upperBound)
    }
    gap(upTo: inputLines.count, outputLines.count)
    return edits
  }

  /// The paragraphs with a line in the stretch's lines `lines` (an empty paragraph counts at its place).
  func paragraphs(touching lines: ClosedRange<Int>) -> [FormattedParagraph] {
    paragraphs.filter { paragraph in
      let upper = max(paragraph.input.upperBound, paragraph.input.lowerBound + 1)
      return paragraph.input.lowerBound <= lines.upperBound && upper > lines.lowerBound
    }
  }

  /// The stretch's lines that the document's bytes `range` touch: a range that ends at a line's start does not
  /// touch that line, unless the range is empty.
  func lines(touching range: Range<Int>) -> ClosedRange<Int> {
    let first = inputLines.line(containing: max(0, range.lowerBound - start))
    var last = inputLines.line(containing: max(0, range.upperBound - start))
    if range.upperBound > range.lowerBound && last > first && inputLines.start(of: last) == range.upperBound - start {
      last -= 1
    }
    return first...last
  }
}
