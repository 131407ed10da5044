// Phase: source files, block comments read as lines. A `/* ... */` comment
// whose opening and closing marks stand on lines of their own holds lines of
// text, each led by ` * ` or by its indentation alone; those lines become
// comments with that leader, and the line path (or, inside `/** */`, the doc
// path) rewraps them as it does `//` lines.

/// Finds block comments whose inside is lines of text, and gives each such line its leader.
enum BlockComments {
  /// The opening marks of a block comment read as lines; `/**` and `/*!` open documentation (Javadoc, KDoc, JSDoc,
  /// Doxygen).
  static let openings: [(mark: [UInt8], isDoc: Bool)] = [("/*", false), ("/**", true), ("/*!", true)].map {
    (Array($0.0.utf8), $0.1)
  }

  /// Gives a ``LineComment`` to each line inside a block comment that is lines of text.
  ///
  /// A block qualifies when its first line is only `/*`, `/**` or `/*!`
  /// after blanks, its last only `*/`, and no line between holds `/*` or
  /// `*/` (so that a nested or a second comment never moves). Its lines are
  /// then either all led by one indentation and `*` followed by a space or by
  /// nothing (the leader is `*`), or none starts with `*` (there is no leader,
  /// and the indentation its lines share is their margin; not in
  /// documentation). Any other block, and one whose
  /// text starts on its opening line or ends on its closing one, is left as
  /// written: its lines get no comment.
  static func annotate(_ text: UnsafeBufferPointer<UInt8>, lines: inout [SourceLine]) {
    var index = 0
    while index < lines.count {
      guard let opening = opening(text, lines[index]) else {
        index += 1
        continue
      }
      var close = index + 1
      while close < lines.count, lines[close].isCommentOrBlank, lines[close].continues || isBlank(text, lines[close]),
        trimmed(text, lines[close]) != Array("*/".utf8)
      {
        close += 1
      }
      guard close < lines.count, lines[close].isCommentOrBlank, lines[close].continues,
        trimmed(text, lines[close]) == Array("*/".utf8)
      else {
        index = close
        continue
      }
      if let comments = inside(text, lines[(index + 1)..<close], isDoc: opening.isDoc) {
        for (offset, comment) in comments.enumerated() { lines[index + 1 + offset].comment = comment }
      }
      index = close + 1
    }
  }

  /// The opening mark that is all of `line`, once blanks are trimmed, when the line opens a comment.
  private static func opening(
    _ text: UnsafeBufferPointer<UInt8>, _ line: SourceLine
  ) -> (mark: [UInt8], isDoc: Bool)? {
    guard line.isCommentOrBlank, !line.continues else { return nil }
    let bytes = trimmed(text, line)
    return openings.first { $0.mark == bytes }
  }

  /// The comments of the lines inside a block, or nil when they are not lines of text with one leader style.
  private static func inside(
    _ text: UnsafeBufferPointer<UInt8>, _ lines: ArraySlice<SourceLine>, isDoc: Bool
  ) -> [LineComment]? {
    var starred: [LineComment] = []
    var plain: [LineComment] = []
    var starIndent: Range<Int>?
    for line in lines {
      let content = text[line.content]
      if content.firstRange(of: Array("*/".utf8)) != nil || content.firstRange(of: Array("/*".utf8)) != nil {
        return nil
      }
      var first = line.content.lowerBound
      while first < line.content.upperBound && (text[first] == 0x20 || text[first] == 0x09) { first += 1 }
      let indent = line.content.lowerBound..<first
      plain.append(
        LineComment(
          indent: indent, leader: first..<first, text: first..<line.content.upperBound,
          isGlued: false, isDoc: isDoc))
      guard first < line.content.upperBound, text[first] == UInt8(ascii: "*") else { continue }
      if let known = starIndent, !text[known].elementsEqual(text[indent]) { return nil }
      starIndent = indent
      let after = first + 1
      let leader = first..<after
      if after == line.content.upperBound {
        starred.append(LineComment(indent: indent, leader: leader, text: after..<after, isGlued: false, isDoc: isDoc))
      } else if text[after] == 0x20 {
        starred.append(
          LineComment(
            indent: indent, leader: leader, text: (after + 1)..<line.content.upperBound, isGlued: false,
            isDoc: isDoc))
      } else {
        starred.append(
          LineComment(
            indent: indent, leader: leader, text: after..<line.content.upperBound, isGlued: true,
            isDoc: isDoc))
      }
    }
    // Documentation without leaders would need a common indentation to read as Markdown; it stays as written.
    if starIndent == nil { return isDoc ? nil : sharingMargin(text, plain) }
    return starred.count == lines.count ? starred : nil
  }

  /// `comments`, lines of a block without leaders, each indented by the blanks all its lines with text start with,
  /// the rest of a line's blanks its text; nil when those lines do not share their margin's bytes.
  ///
  /// A paragraph whose first line is indented deeper than the rest (zlib's
  /// style) is then one run, and the plain-text formatter keeps the first
  /// line's indentation as fmt does, where indentations of their own would
  /// cut the paragraph after its first line.
  private static func sharingMargin(
    _ text: UnsafeBufferPointer<UInt8>, _ comments: [LineComment]
  ) -> [LineComment]? {
    let withText = comments.filter { !$0.text.isEmpty }
    guard let narrowest = withText.min(by: { $0.indent.count < $1.indent.count }) else { return comments }
    let margin = text[narrowest.indent]
    var shared: [LineComment] = []
    for comment in comments {
      guard !comment.text.isEmpty else {
        shared.append(comment)
        continue
      }
      let lineStart = comment.indent.lowerBound
      let marginEnd = lineStart + margin.count
      guard text[lineStart..<marginEnd].elementsEqual(margin) else { return nil }
      shared.append(
        LineComment(
          indent: lineStart..<marginEnd, leader: marginEnd..<marginEnd, text: marginEnd..<comment.text.upperBound,
          isGlued: false, isDoc: comment.isDoc))
    }
    return shared
  }

  /// The line's bytes without the blanks around them.
  private static func trimmed(_ text: UnsafeBufferPointer<UInt8>, _ line: SourceLine) -> [UInt8] {
    var start = line.content.lowerBound
    var end = line.content.upperBound
    while start < end && (text[start] == 0x20 || text[start] == 0x09) { start += 1 }
    while end > start && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
    return Array(text[start..<end])
  }

  /// Whether the line holds only blanks.
  private static func isBlank(_ text: UnsafeBufferPointer<UInt8>, _ line: SourceLine) -> Bool {
    text[line.content].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }
}
