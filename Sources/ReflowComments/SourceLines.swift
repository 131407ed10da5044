// Phase: source files, cut into lines. Each line is code, or a comment on a
// line of its own; the lexer's comment runs decide which, and the bytes at the
// comment's start say its leader.

import ReflowHighlight

/// A line that holds a line comment and nothing else: its indentation, its leader and its text.
struct LineComment: Equatable {
  /// The blanks before the leader.
  var indent: Range<Int>
  /// The leader: `//`, `///`, `//!`, `#`, `##`, `--`, `---` or `;`...
  var leader: Range<Int>
  /// The text after the leader and the one space that follows it, up to the line's content end; empty for a line
  /// of the leader alone.
  var text: Range<Int>
  /// Whether the leader is followed by text with no space (`#!`, `//go:`, `#pragma`): such a line is a directive or
  /// a rule, never prose.
  var isGlued: Bool
  /// Whether the comment is documentation, Markdown to its readers: a `///` or `//!` line, or a line inside `/** */`.
  var isDoc = false
}

/// One line of a source file.
struct SourceLine {
  /// The line's bytes without its line end.
  var content: Range<Int>
  /// Where the next line starts: after the line end, or at the text's end.
  var end: Int
  /// The comment the line holds alone, when it holds a line comment and nothing else.
  var comment: LineComment?
  /// Whether the line holds only a comment, of any kind (a block comment's inside, a docstring) or only blanks.
  var isCommentOrBlank: Bool
  /// Whether the line starts inside a block comment or docstring an earlier line opened.
  var continues = false
}

/// Cuts source text into lines and reads each one's comment.
enum SourceLines {
  /// The lines of `text`, given its comment and string runs in order (``SourceLexer/spans(of:language:)``).
  static func lines(of text: UnsafeBufferPointer<UInt8>, spans: [SourceLexer.Span]) -> [SourceLine] {
    var lines: [SourceLine] = []
    var start = 0
    var spanIndex = 0
    while start < text.count {
      var lineEnd = start
      while lineEnd < text.count && text[lineEnd] != 0x0A { lineEnd += 1 }
      let end = lineEnd < text.count ? lineEnd + 1 : lineEnd
      var contentEnd = lineEnd
      if lineEnd < text.count && contentEnd > start && text[contentEnd - 1] == 0x0D { contentEnd -= 1 }
      var first = start
      while first < contentEnd && (text[first] == 0x20 || text[first] == 0x09) { first += 1 }
      while spanIndex < spans.count && spans[spanIndex].range.upperBound <= first { spanIndex += 1 }
      var line = SourceLine(content: start..<contentEnd, end: end, comment: nil, isCommentOrBlank: first == contentEnd)
      if first < contentEnd, spanIndex < spans.count {
        let span = spans[spanIndex]
        if span.kind == .comment && span.range.lowerBound <= first && span.range.upperBound >= contentEnd {
          line.isCommentOrBlank = true
          line.continues = span.continues
          // A leader inside a block comment or a docstring an earlier line opened is that element's text.
          if !span.continues { line.comment = leaderComment(text, indent: start..<first, contentEnd: contentEnd) }
        }
      }
      lines.append(line)
      start = end
    }
    return lines
  }

  /// The line comment that starts at the end of `indent`, when a line comment leader is there.
  private static func leaderComment(
    _ text: UnsafeBufferPointer<UInt8>, indent: Range<Int>, contentEnd: Int
  ) -> LineComment? {
    let first = indent.upperBound
    let byte = text[first]
    var index = first
    switch byte {
    case UInt8(ascii: "/"):
      guard first + 1 < contentEnd, text[first + 1] == byte else { return nil }
      index += 2
      if index < contentEnd && (text[index] == UInt8(ascii: "/") || text[index] == UInt8(ascii: "!")) { index += 1 }
    case UInt8(ascii: "-"):
      guard first + 1 < contentEnd, text[first + 1] == byte else { return nil }
      index += 2
      if index < contentEnd && text[index] == byte { index += 1 }
    case UInt8(ascii: "#"), UInt8(ascii: ";"):
      while index < contentEnd && text[index] == byte && index - first < 2 { index += 1 }
    default:
      return nil
    }
    let leader = first..<index
    let isDoc = byte == UInt8(ascii: "/") && leader.count == 3
    if index == contentEnd {
      return LineComment(indent: indent, leader: leader, text: contentEnd..<contentEnd, isGlued: false, isDoc: isDoc)
    }
    guard text[index] == 0x20 else {
      return LineComment(indent: indent, leader: leader, text: index..<contentEnd, isGlued: true, isDoc: isDoc)
    }
    return LineComment(indent: indent, leader: leader, text: (index + 1)..<contentEnd, isGlued: false, isDoc: isDoc)
  }
}
