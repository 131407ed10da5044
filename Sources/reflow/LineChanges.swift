// `--diff`'s first phase: which lines changed, found from the formatter's
// own map of paragraphs (each one's input lines and the output lines it
// became) in one pass over both texts, where a general line diff would take
// O(N·D) time, far too long on a large file with every paragraph changed.

import ReflowText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines of a text, as `diff` and `patch` count them: each ends after an LF, and a last line may have none.
struct TextLines {
  let bytes: [UInt8]
  /// Where each line starts, and then where the text ends.
  private var bounds: [Int] = [0]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var start = 0
      while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
        start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        bounds.append(start)
      }
    }
    if bounds.last! < bytes.count { bounds.append(bytes.count) }
  }

  var count: Int { bounds.count - 1 }

  /// Line `index` (from 0) with its line end.
  subscript(index: Int) -> ArraySlice<UInt8> { bytes[bounds[index]..<bounds[index + 1]] }
}

/// A run of old lines `old..<oldEnd` replaced by new lines `new..<newEnd`.
struct LineChange: Equatable {
  var old: Int, oldEnd: Int, new: Int, newEnd: Int
}

/// The changed lines between a text and its formatted version.
enum LineChanges {
  /// The changes, in order, from the formatter's `paragraphs`: nil when they do not fit the two texts' lines.
  ///
  /// Outside the paragraphs the lines correspond one to one, and each pair is
  /// compared; inside one, the lines it kept at its start and end are context
  /// and the rest a change. Comparing lines byte by byte in both places makes
  /// the result right whatever the map says, provided the map tiles both texts
  /// in order; it fails to (and the caller falls back to one change of the
  /// whole text) only where the formatter's lines are not LF lines: a CR-only
  /// file, lone CRs in Markdown, or a blank last line with no line end.
  static func from(
    _ paragraphs: [FormattedParagraph], old: TextLines, new: TextLines
  ) -> [LineChange]? {
    var changes: [LineChange] = []
    func record(_ change: LineChange) {
      if let last = changes.last, last.oldEnd == change.old, last.newEnd == change.new {
        changes[changes.count - 1].oldEnd = change.oldEnd
        changes[changes.count - 1].newEnd = change.newEnd
      } else {
        changes.append(change)
      }
    }
    var oldLine = 0
    var newLine = 0
    // Lines outside the paragraphs, one for one, up to old line `end`.
    func pair(upTo end: Int) {
      while oldLine < end {
        if old[oldLine] != new[newLine] {
          record(LineChange(old: oldLine, oldEnd: oldLine + 1, new: newLine, newEnd: newLine + 1))
        }
        oldLine += 1
        newLine += 1
      }
    }
    for paragraph in paragraphs {
      let skipped = paragraph.input.lowerBound - oldLine
      guard skipped >= 0, paragraph.output.lowerBound - newLine == skipped,
        paragraph.input.upperBound <= old.count, paragraph.output.upperBound <= new.count
      else { return nil }
      pair(upTo: paragraph.input.lowerBound)
      var change = LineChange(
        old: paragraph.input.lowerBound, oldEnd: paragraph.input.upperBound,
        new: paragraph.output.lowerBound, newEnd: paragraph.output.upperBound)
      while change.old < change.oldEnd, change.new < change.newEnd, old[change.old] == new[change.new] {
        change.old += 1
        change.new += 1
      }
      while change.oldEnd > change.old, change.newEnd > change.new, old[change.oldEnd - 1] == new[change.newEnd - 1] {
        change.oldEnd -= 1
        change.newEnd -= 1
      }
      if change.old < change.oldEnd || change.new < change.newEnd { record(change) }
      oldLine = paragraph.input.upperBound
      newLine = paragraph.output.upperBound
    }
    guard old.count - oldLine == new.count - newLine else { return nil }
    pair(upTo: old.count)
    return changes
  }

  /// One change of every line, or none when the texts are the same: for a file whose formatter lists no
  /// paragraphs that fit its lines.
  static func whole(old: TextLines, new: TextLines) -> [LineChange] {
    old.bytes == new.bytes ? [] : [LineChange(old: 0, oldEnd: old.count, new: 0, newEnd: new.count)]
  }
}
