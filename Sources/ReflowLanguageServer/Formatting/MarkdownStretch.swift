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
// `][` holds no space to break at. Front matter at the top closes at the
// next fence however far on, so a stretch starts after its end. Raw HTML
// that opens `<pre>`, `<textarea>`, `<script>` or `<style>` and never closes
// it makes the meaning check compare white space exactly from there to the
// end, which a stretch checked alone would not: a stretch starts before the
// first such tag, and a lint's stretch holds none and keeps no diagnostics
// that came after one. Where no
// such stretch is found, the whole document is formatted. A lint keeps the diagnostics after its stretch,
// which a fence or an HTML block opened (or closed) in the stretch would
// change, however far: its stretch runs on past the first such paragraph
// after the change, and it must find that paragraph in place once formatted.

import ReflowMarkdown
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
    // The last paragraph that starts before the limit, by binary search, then back from it: the byte at the limit
    // may have changed, and whether the paragraph there is indented with it.
    var low = 0
    var high = earlier.paragraphs.count
    while low < high {
      let middle = (low + high) / 2
      if lines.start(of: earlier.paragraphs[middle].input.lowerBound) < limit {
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
    // Nothing holds the document's start: with no paragraph above to try, the stretch starts there.
    if start == nil && low <= paragraphsTried { start = 0 }
    guard let start, frontMatterCloses(before: start, in: text),
      (earlier.firstRawTextOpening ?? start) >= start
    else { return nil }
    var lastLine = max(bytes.lowerBound, bytes.upperBound - 1)
    while lastLine > start && text[lastLine - 1] != lineEnding.terminator { lastLine -= 1 }
    let end =
      lastLine >= text.count
      ? text.count
      : DocumentFormatter.firstIndependentEnd(in: text, from: lastLine, lineEnding: lineEnding) ?? text.count
    return holdsFootnote(start..<end, in: text) ? nil : start..<end
  }

  /// The stretch whose diagnostics a lint redoes around `bytes`, and the paragraph start in it from which on the
  /// document reads as it did (nil when the stretch runs to the document's end); nil when there is none.
  ///
  /// It starts where ``around(_:in:lineEnding:earlier:unchangedBefore:)`` starts, and runs past the first
  /// paragraph that `earlier` found at a line's first column after a blank line among the last `unchangedAfter`
  /// bytes (the text unchanged since `earlier`): the paragraph it returns, whose blank line it then checks in
  /// `text` too. A fence or an HTML block opened above such a paragraph would hold it, so the caller checks that
  /// formatting the stretch finds a paragraph there: then the text from there on reads as it did in `earlier`,
  /// and as it did in the last lint, which checked the same of the first such paragraph after what it changed.
  /// With no such paragraph after the changes, the stretch runs to the end; when the paragraphs tried are all
  /// elsewhere, there is none.
  static func forLint(
    _ bytes: Range<Int>, in text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding, earlier: FormattedText,
    unchangedBefore: Int, unchangedAfter: Int
  ) -> (bytes: Range<Int>, resumesAt: Int?)? {
    guard
      let found = around(
        bytes, in: text, lineEnding: lineEnding, earlier: earlier, unchangedBefore: unchangedBefore),
      unchangedAfter <= earlier.inputLines.end
    else { return nil }
    let lines = earlier.inputLines
    // The unchanged bytes at the end are at the same distance from it in both texts.
    let shift = text.count - lines.end
    let floor = max(found.lowerBound, text.count - unchangedAfter)
    var low = 0
    var high = earlier.paragraphs.count
    while low < high {
      let middle = (low + high) / 2
      if lines.start(of: earlier.paragraphs[middle].input.lowerBound) + shift < floor {
        low = middle + 1
      } else {
        high = middle
      }
    }
    for index in low..<min(earlier.paragraphs.count, low + paragraphsTried) {
      let offset = lines.start(of: earlier.paragraphs[index].input.lowerBound) + shift
      guard offset < text.count, text[offset] != 0x20, text[offset] != 0x09,
        followsBlankLine(offset, in: text, lineEnding: lineEnding)
      else { continue }
      let end = max(
        found.upperBound,
        DocumentFormatter.firstIndependentEnd(in: text, from: offset, lineEnding: lineEnding) ?? text.count)
      return relintable(found.lowerBound..<end, in: text, earlier: earlier, shift: shift)
        ? (found.lowerBound..<end, offset) : nil
    }
    guard low + paragraphsTried >= earlier.paragraphs.count else { return nil }
    return relintable(found.lowerBound..<text.count, in: text, earlier: earlier, shift: shift)
      ? (found.lowerBound..<text.count, nil) : nil
  }

  /// Whether a lint may redo `stretch` alone and keep `earlier`'s diagnostics after it: it holds no footnote, and
  /// no raw HTML that keeps white space opens in it, nor did any in `earlier` before its end (`shift` bytes on in
  /// `text`), which the edit may have taken away.
  private static func relintable(
    _ stretch: Range<Int>, in text: UnsafeBufferPointer<UInt8>, earlier: FormattedText, shift: Int
  ) -> Bool {
    !holdsFootnote(stretch, in: text)
      && (earlier.firstRawTextOpening ?? Int.max) >= stretch.upperBound - shift
      && RawTextElements.firstOpening(in: UnsafeBufferPointer(rebasing: text[stretch])) == nil
  }

  /// Whether the line that starts at `offset` comes after a blank line (spaces and tabs, and the other of CR and
  /// LF, which are white space inside a line).
  private static func followsBlankLine(_ offset: Int, in text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding)
    -> Bool
  {
    let terminator = lineEnding.terminator
    guard offset > 0, text[offset - 1] == terminator else { return false }
    var index = offset - 2
    while index >= 0 && text[index] != terminator {
      guard text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0D || text[index] == 0x0A else {
        return false
      }
      index -= 1
    }
    return true
  }

  /// Whether front matter that opens on the document's first line closes on a line that ends by `offset`; true
  /// when there is none to close.
  ///
  /// Front matter that never closes is none, but a closing fence written
  /// below would make it some: a stretch from its start, or one that such a
  /// fence would put inside it, means something else in place.
  private static func frontMatterCloses(before offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    switch FrontMatter.extent(in: text) {
    case .none: true
    case .unclosed: false
    case .closed(let end): end <= offset
    }
  }

  /// Whether `text[range]` holds a footnote's `[^`.
  private static func holdsFootnote(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    (range.lowerBound..<max(range.lowerBound, range.upperBound - 1)).contains {
      text[$0] == UInt8(ascii: "[") && text[$0 + 1] == UInt8(ascii: "^")
    }
  }
}
