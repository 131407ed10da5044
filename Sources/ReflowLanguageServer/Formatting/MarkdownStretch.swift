// Phase: choosing what to format, in Markdown. A stretch of a Markdown
// document means on its own what it means in place when it starts at a
// paragraph that the last whole-document format found at a line's first
// column after a blank line: nothing above such a line holds it (a list or a
// quote ends at it, and it was no fence's or HTML block's, or it would have
// been no paragraph), so long as nothing above it has changed since. The
// stretch runs to the first blank line after the range, and holds no
// footnote (`[^`): cmark-gfm moves footnote definitions to the document's
// end, so the meaning check of a stretch with one pairs its paragraphs
// otherwise than the whole document's does. A link definition elsewhere
// decides only whether a bracketed span is a link, which no rewrap changes:
// a label is matched with its whitespace collapsed, and a reference link's
// `][` holds no space to break at. Where no such stretch is found, the whole
// document is formatted.

import ReflowText

/// The stretch of a Markdown document around some bytes that means on its own what it means in place.
enum MarkdownStretch {
  /// How many paragraphs before the range are tried as the stretch's start before the whole document is taken.
  static let paragraphsTried = 64

  /// The stretch around `bytes` of `text`, read off `earlier` (the whole document formatted at an earlier
  /// revision, whose text is the same as `text` up to `unchangedBefore`); nil when there is none.
  static func around(
    _ bytes: Range<Int>, in text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding, earlier: FormattedText,
    unchangedBefore: Int
  ) -> Range<Int>? {
    guard earlier.start == 0, !earlier.paragraphs.isEmpty else { return nil }
    let limit = min(bytes.lowerBound, unchangedBefore)
    let lines = earlier.inputLines
    func isBlank(_ line: Int) -> Bool {
      text[lines.start(of: line)..<min(lines.start(of: line + 1), text.count)].allSatisfy {
        $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A
      }
    }
    // The last paragraph that starts at or before the limit, by binary search, then back from it.
    var low = 0
    var high = earlier.paragraphs.count
    while low < high {
      let middle = (low + high) / 2
      if lines.start(of: earlier.paragraphs[middle].input.lowerBound) <= limit {
        low = middle + 1
      } else {
        high = middle
      }
    }
    var start: Int?
    for index in stride(from: low - 1, through: max(0, low - paragraphsTried), by: -1) {
      let line = earlier.paragraphs[index].input.lowerBound
      let offset = lines.start(of: line)
      guard offset < text.count, text[offset] != 0x20, text[offset] != 0x09 else { continue }
      if line == 0 || isBlank(line - 1) {
        start = offset
        break
      }
    }
    guard let start else { return nil }
    var lastLine = max(bytes.lowerBound, bytes.upperBound - 1)
    while lastLine > start && text[lastLine - 1] != lineEnding.terminator { lastLine -= 1 }
    let end =
      lastLine >= text.count
      ? text.count
      : DocumentFormatter.firstIndependentEnd(in: text, from: lastLine, lineEnding: lineEnding) ?? text.count
    let holdsFootnote = (start..<max(start, end - 1)).contains {
      text[$0] == UInt8(ascii: "[") && text[$0 + 1] == UInt8(ascii: "^")
    }
    return holdsFootnote ? nil : start..<end
  }
}
