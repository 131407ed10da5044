// Phase: source files, block comments whose text starts on the opening line.
// GNU's style, `/* Text ...` with the next lines under the text and `*/`
// after the last word (or on a line of its own), is the common block comment
// of C headers; its lines have no leader, so the line path cannot read them.

/// A `/* ... */` comment whose text starts on its opening line: its lines of text, and what stands around them.
struct OpenBlockComment {
  /// The lines whose text is rewrapped: from the opening line to the last line of text.
  var lines: Range<Int>
  /// Each line's text, blanks at the end left off; empty for a blank line.
  var texts: [Range<Int>]
  /// The opening line's bytes before its text: blanks, `/*` and the blanks after it.
  var opening: Range<Int>
  /// What follows the last line's text: the blanks and `*/`, or nothing when `*/` stands on a line of its own.
  var closing: Range<Int>
}

/// Finds block comments in GNU's style.
enum OpenBlockComments {
  /// The comments of `lines` that open with text on the `/*` line, go on under that text (each further line indented
  /// by blanks to the text's column, or blank), and close after the last word or on a line of their own; `kept`
  /// lines, `/**` documentation, and any other shape are left out.
  static func comments(_ text: UnsafeBufferPointer<UInt8>, lines: [SourceLine], kept: [Bool]) -> [OpenBlockComment] {
    var found: [OpenBlockComment] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      guard line.isCommentOrBlank, !line.continues, line.comment == nil, !kept[index - 1],
        let opening = openingText(text, line)
      else { continue }
      var texts = [trimmedEnd(text, opening.text)]
      var close = index
      var closing: Range<Int>?
      // One line, `/* x */`, stays.
      if closingMark(text, opening.text) != nil { continue }
      let margin = opening.prefix.count
      while close < lines.count, lines[close].isCommentOrBlank, !kept[close],
        lines[close].continues || isBlank(text, lines[close].content)
      {
        let content = lines[close].content
        if let end = closingMark(text, content) {
          let body = trimmedEnd(text, content.lowerBound..<end)
          if body.isEmpty {
            closing = end..<end
          } else {
            guard let inner = underMargin(text, body, margin: margin) else { break }
            texts.append(trimmedEnd(text, inner))
            closing = trimmedEnd(text, inner).upperBound..<content.upperBound
            close += 1
          }
          break
        }
        if isBlank(text, content) {
          texts.append(content.upperBound..<content.upperBound)
        } else {
          guard let inner = underMargin(text, content, margin: margin) else { break }
          texts.append(trimmedEnd(text, inner))
        }
        close += 1
      }
      guard let closing, let last = texts.last, !last.isEmpty, !holdsMarks(text, texts)
      else {
        index = max(index, close)
        continue
      }
      found.append(
        OpenBlockComment(
          lines: (index - 1)..<(index - 1 + texts.count), texts: texts, opening: opening.prefix, closing: closing))
      index = index - 1 + texts.count
    }
    return found
  }

  /// The opening line's prefix (blanks, `/*`, blanks) and text, when the line opens a comment with text after `/*`.
  private static func openingText(
    _ text: UnsafeBufferPointer<UInt8>, _ line: SourceLine
  ) -> (prefix: Range<Int>, text: Range<Int>)? {
    var index = line.content.lowerBound
    while index < line.content.upperBound && text[index] == 0x20 { index += 1 }
    guard index + 2 < line.content.upperBound, text[index] == UInt8(ascii: "/"), text[index + 1] == UInt8(ascii: "*"),
      text[index + 2] == 0x20
    else { return nil }
    index += 2
    while index < line.content.upperBound && text[index] == 0x20 { index += 1 }
    guard index < line.content.upperBound else { return nil }
    return (line.content.lowerBound..<index, index..<line.content.upperBound)
  }

  /// Where `*/` starts in `range`, when the range ends with it (blanks after it allowed).
  private static func closingMark(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    let end = trimmedEnd(text, range).upperBound
    guard end - range.lowerBound >= 2, text[end - 2] == UInt8(ascii: "*"), text[end - 1] == UInt8(ascii: "/") else {
      return nil
    }
    return end - 2
  }

  /// `range` after exactly `margin` spaces, when it starts with them and then with text.
  private static func underMargin(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, margin: Int) -> Range<Int>? {
    guard range.count > margin, text[range.lowerBound..<(range.lowerBound + margin)].allSatisfy({ $0 == 0x20 }),
      text[range.lowerBound + margin] != 0x20, text[range.lowerBound + margin] != 0x09
    else { return nil }
    return (range.lowerBound + margin)..<range.upperBound
  }

  /// Whether any text holds a comment mark (`/*` or `*/`), which must never move, or starts with `*` or a tag, or
  /// the first with a tool's directive.
  private static func holdsMarks(_ text: UnsafeBufferPointer<UInt8>, _ texts: [Range<Int>]) -> Bool {
    if let first = texts.first, KeptComments.directivePrefixes.contains(where: { text[first].starts(with: $0) }) {
      return true
    }
    return texts.contains { range in
      let bytes = text[range]
      if bytes.first == UInt8(ascii: "*") { return true }
      if CommentRuns.tagStarts.contains(where: { bytes.starts(with: $0) }) { return true }
      return bytes.firstRange(of: Array("/*".utf8)) != nil || bytes.firstRange(of: Array("*/".utf8)) != nil
    }
  }

  /// `range` without the blanks at its end.
  private static func trimmedEnd(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
    return range.lowerBound..<end
  }

  /// Whether `range` holds only blanks.
  private static func isBlank(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    text[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }
}
