// Phase: filling a comment as the user types in a source buffer. The typed
// line is measured first, so a keystroke within the width costs nothing. Past
// it, the buffer is formatted whole as source code with the typed line cut at
// the cursor and a line of its leader alone after it: the lexer still reads
// every string, here-document and block comment from where it opens to where
// it closes, the leader's line ends the comment run there (a paragraph break,
// in a doc comment's Markdown), and the text from the cursor on stays as
// typed, so the editor keeps the cursor after the typed text.

import ReflowText

extension LanguageServer {
  /// The edit that refills the comment run the typed line ends, up to the cursor; none when the line is within the
  /// width, is code, or its run is already filled as Reflow would fill it.
  func codeTypingEdits(_ document: OpenDocument, _ cursor: Int, _ trigger: String, _ formatter: SettingsFormatter)
    -> [ByteEdit]
  {
    let lines = document.lines
    return document.text.withUnsafeBufferPointer { text -> [ByteEdit] in
      let typed = lines.line(containing: cursor) - (trigger == "\n" ? 1 : 0)
      guard typed >= 0 else { return [] }
      let lineStart = lines.start(of: typed)
      let contentEnd = lines.contentEnd(of: typed, in: text)
      func trimmed(_ end: Int) -> Int {
        var end = end
        while end > lineStart && (text[end - 1] == 0x20 || text[end - 1] == 0x09 || text[end - 1] == 0x0D) {
          end -= 1
        }
        return end
      }
      var measurer = DisplayWidthMeasurer(options: formatter.settings.widths)
      guard measurer.width(of: text, in: lineStart..<trimmed(contentEnd)) > formatter.settings.width else {
        return []
      }
      let cut = trimmed(trigger == "\n" ? contentEnd : min(cursor, contentEnd))
      let lineEnding = formatter.lineEnding(of: text)
      let rest = typed + 1 < lines.count ? lines.start(of: typed + 1) : text.count
      let cutText =
        Array(text[..<cut]) + lineEnding.bytes + Self.leader(of: text[lineStart..<cut]) + lineEnding.bytes
        + Array(text[rest...])
      return cutText.withUnsafeBufferPointer { cutText -> [ByteEdit] in
        let formatted = formatter.format(cutText, range: 0..<cutText.count, lineEnding: lineEnding)
        guard let paragraph = formatted.paragraphs.first(where: { $0.input.contains(typed) }),
          paragraph.input.upperBound == typed + 1,
          var edit = formatted.edit(for: paragraph, document: cutText)
        else { return [] }
        // The line end put after the cut is no part of the document: it comes off both the range and the text.
        if edit.range.upperBound == cut + lineEnding.bytes.count {
          guard edit.replacement.count >= lineEnding.bytes.count,
            edit.replacement.suffix(lineEnding.bytes.count).elementsEqual(lineEnding.bytes)
          else { return [] }
          edit.range = edit.range.lowerBound..<cut
          edit.replacement = edit.replacement.dropLast(lineEnding.bytes.count)
        }
        guard edit.range.upperBound <= cut else { return [] }
        return [edit]
      }
    }
  }

  /// The blanks and the marks a line starts with (`  //`, `#`, ` *`): a comment's indentation and leader, which
  /// alone on a line break its run without closing anything the lexer reads.
  static func leader(of line: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
    var end = line.startIndex
    while end < line.endIndex && (line[end] == 0x20 || line[end] == 0x09) { end += 1 }
    while end < line.endIndex, let mark = Optional(line[end]), mark < 0x80, mark > 0x20,
      !(mark >= 0x30 && mark <= 0x39), !((mark | 0x20) >= 0x61 && (mark | 0x20) <= 0x7A)
    {
      end += 1
    }
    return Array(line[line.startIndex..<end])
  }
}
