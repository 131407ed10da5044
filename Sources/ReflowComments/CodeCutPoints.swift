// Phase: source files, where one can be cut. A caller that formats the
// comments of a few lines around an edit, rather than the whole file, reads
// them from a line where nothing the formatter carries from line to line is
// open: no comment or string the lexer is inside, no comment run going on, no
// off region, no fence, and two code lines, so that the rules that read a
// file's first lines (an encoding line, a license header) find nothing there.

import ReflowHighlight
import ReflowText

/// The lines of a source file from whose start its comments format as they do in the whole file.
enum CodeCutPoints {
  /// The byte offsets of the line starts where `text` can be cut, in order.
  ///
  /// A line qualifies when the lexer starts it in its initial state (no comment or string covers its start), it and
  /// the next line are code, the line before it holds no comment (so no run of comments crosses into it), and no
  /// off region or off directive pair is open at it. The text from such a line on formats its comments as the whole
  /// file does; the text before such a line, cut there, formats its comments as the whole file does too.
  static func offsets(_ text: UnsafeBufferPointer<UInt8>, spans: [SourceLexer.Span]) -> [Int] {
    let lines = SourceLines.lines(of: text, spans: spans)
    guard lines.count > 2 else { return [] }
    let pairOpen = KeptComments.keptLinesAndOpenPairs(text, lines: lines).pairOpen
    let regions = IgnoreDirectives.offRegions(in: text)
    var covered = [Bool](repeating: false, count: lines.count)
    var holdsComment = [Bool](repeating: false, count: lines.count)
    var spanIndex = 0
    for (index, line) in lines.enumerated() {
      let start = line.content.lowerBound
      while spanIndex < spans.count && spans[spanIndex].range.upperBound <= start { spanIndex += 1 }
      guard spanIndex < spans.count else { continue }
      let first = spans[spanIndex]
      covered[index] = first.range.lowerBound < start || (first.range.lowerBound == start && first.continues)
      var touching = spanIndex
      while touching < spans.count && spans[touching].range.lowerBound < max(line.end, start + 1) {
        if spans[touching].kind == .comment {
          holdsComment[index] = true
          break
        }
        touching += 1
      }
    }
    func isCode(_ index: Int) -> Bool {
      !lines[index].isCommentOrBlank && !covered[index] && !holdsComment[index]
    }
    var offsets: [Int] = []
    var regionIndex = 0
    for index in 1..<(lines.count - 1) {
      let start = lines[index].content.lowerBound
      while regionIndex < regions.count && regions[regionIndex].upperBound <= start { regionIndex += 1 }
      let inRegion = regionIndex < regions.count && regions[regionIndex].lowerBound <= start
      guard isCode(index), isCode(index + 1), !holdsComment[index - 1], !inRegion,
        !pairOpen[index]
      else { continue }
      offsets.append(start)
    }
    return offsets
  }

  /// Whether the lexer is in its initial state at `offset` of `text`: no comment or string covers it.
  static func startsOutside(_ offset: Int, spans: [SourceLexer.Span]) -> Bool {
    !spans.contains { span in
      (span.range.lowerBound < offset && span.range.upperBound > offset)
        || (span.range.lowerBound == offset && span.continues)
    }
  }
}
