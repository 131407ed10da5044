// Phase: the string-level API's fill. A text is split into paragraphs at
// blank lines, each paragraph is wrapped on its own and the blank lines are
// kept; with a line limit, as Python's `fill(text, max_lines=n)`, the limit
// counts the lines of the whole result.

extension TextWrapper {
  /// The paragraphs and blank lines of valid UTF-8 `text`, in order: a paragraph's byte range, or nil for a blank
  /// line (spaces, tabs and CR only).
  ///
  /// A paragraph's range holds its line ends, which wrapping reads as spaces.
  static func fillBlocks(of text: UnsafeBufferPointer<UInt8>) -> [Range<Int>?] {
    var blocks: [Range<Int>?] = []
    var paragraphStart: Int?
    var lineStart = 0
    while lineStart < text.count {
      var lineEnd = lineStart
      while lineEnd < text.count && text[lineEnd] != 0x0A { lineEnd += 1 }
      if text[lineStart..<lineEnd].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
        if let start = paragraphStart { blocks.append(start..<lineStart) }
        paragraphStart = nil
        blocks.append(nil)
      } else if paragraphStart == nil {
        paragraphStart = lineStart
      }
      lineStart = lineEnd + 1
    }
    if let start = paragraphStart { blocks.append(start..<text.count) }
    return blocks
  }

  /// Splits valid UTF-8 into paragraphs at blank lines and replaces each with the lines `wrap` gives.
  ///
  /// Blank lines come out empty; a final line end is kept if there was one.
  static func fillParagraphs(
    of text: UnsafeBufferPointer<UInt8>, wrap: (UnsafeBufferPointer<UInt8>) -> [[UInt8]]
  ) -> [UInt8] {
    var lines: [[UInt8]] = []
    for block in fillBlocks(of: text) {
      guard let block else {
        lines.append([])
        continue
      }
      lines += wrap(UnsafeBufferPointer(rebasing: text[block]))
    }
    return joined(lines, endingWithLineEnd: text.last == 0x0A)
  }

  /// Rewraps the paragraphs of valid UTF-8 `text` into at most `limit` lines, the last ending with the placeholder
  /// when text is left out.
  ///
  /// The limit counts the lines of the whole result, the blank lines
  /// between paragraphs too, as ``wrapEachLine(_:)`` counts them. The
  /// paragraph the limit falls in is cut as ``wrapParagraph(_:)`` cuts one;
  /// where it falls on a blank line before more text, that line holds the
  /// placeholder alone. A final line end is kept if there was one.
  func fill(utf8 text: UnsafeBufferPointer<UInt8>, limit: Int) -> [UInt8] {
    let blocks = Self.fillBlocks(of: text)
    // The index of the last paragraph: text follows a block before it.
    let lastParagraph = blocks.lastIndex { $0 != nil } ?? -1
    var lines: [[UInt8]] = []
    for (index, block) in blocks.enumerated() {
      let room = limit - lines.count
      guard room > 0 else { break }
      let moreFollows = index < lastParagraph
      guard let block else {
        lines.append(room == 1 && moreFollows ? indents.rest + Array(options.placeholder.drop { $0 == " " }.utf8) : [])
        continue
      }
      let (body, lineIndents) = keepingLeadingWhitespace(
        of: UnsafeBufferPointer(rebasing: text[block]), after: indents)
      let wrapped = wrap(utf8: body, indents: lineIndents) ?? []
      guard wrapped.count > room || (wrapped.count == room && moreFollows) else {
        lines += wrapped
        continue
      }
      lines += wrap(utf8: body, indents: lineIndents, limit: LineLimit(count: room, moreFollows: moreFollows))
    }
    return Self.joined(lines, endingWithLineEnd: text.last == 0x0A)
  }

  /// `lines` joined by line feeds, with one after the last when `endingWithLineEnd`.
  private static func joined(_ lines: [[UInt8]], endingWithLineEnd: Bool) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(lines.reduce(lines.count) { $0 + $1.count })
    for (index, line) in lines.enumerated() {
      if index > 0 { output.append(0x0A) }
      output += line
    }
    if endingWithLineEnd { output.append(0x0A) }
    return output
  }
}
