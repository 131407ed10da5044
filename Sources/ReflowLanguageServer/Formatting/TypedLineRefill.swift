// Phase: filling as the user types. When the line being typed passes the
// width, the paragraph is refilled from its start up to the cursor, and the
// text from the cursor on is left as typed: the edit ends where the typed
// text before the cursor ends, so the editor keeps the cursor after it.
// Which block the cursor is in is read from the document formatted around
// it, never from the text before the cursor alone: cut at the cursor, a
// table's header row, a setext heading's text or a line of YAML front matter
// reads as a paragraph, which formatting itself keeps.

import ReflowText

/// The refill that typing a space or a line end past the width asks for.
enum TypedLineRefill {
  /// The edit that refills the paragraph up to `cursor` (a byte offset, just after the typed `trigger`), or nil when
  /// the typed line is within the width or its paragraph is already as Reflow would fill it.
  ///
  /// `stretchStart` says where the stretch that formats on its own around a byte offset starts (the document's
  /// start when none does). `bounds`, the bytes of the lines of the paragraph that formatting rewraps around
  /// the cursor (``paragraph(holding:in:)``), limits the edit: one that would reach outside it is not made.
  /// `lineEnding` is the document's, when `text` is only a part of it; nil reads it off `text`.
  static func edit(
    in text: [UInt8], lines: LineStarts, cursor: Int, trigger: String, formatter: SettingsFormatter,
    within bounds: Range<Int>? = nil, lineEnding documentLineEnding: LineEnding? = nil, stretchStart: (Int) -> Int
  ) -> ByteEdit? {
    text.withUnsafeBufferPointer { text -> ByteEdit? in
      let cursorLine = lines.line(containing: cursor)
      // A line end ends the typed line: it is the one above the cursor.
      let typed = trigger == "\n" ? cursorLine - 1 : cursorLine
      guard typed >= 0 else { return nil }
      let lineStart = lines.start(of: typed)
      var cut = trigger == "\n" ? lines.contentEnd(of: typed, in: text) : cursor
      while cut > lineStart && (text[cut - 1] == 0x20 || text[cut - 1] == 0x09) { cut -= 1 }
      var measurer = DisplayWidthMeasurer(options: formatter.settings.widths)
      let contentEnd = lines.contentEnd(of: typed, in: text)
      var end = contentEnd
      while end > lineStart && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
      guard measurer.width(of: text, in: lineStart..<end) > formatter.settings.width else { return nil }
      // The text up to the cut, as a document of its own that ends there, from where the stretch around the cut
      // starts.
      let lineEnding = documentLineEnding ?? formatter.lineEnding(of: text)
      let start = min(stretchStart(cut), lineStart)
      let prefix = Array(text[start..<cut]) + lineEnding.bytes
      return prefix.withUnsafeBufferPointer { prefixText -> ByteEdit? in
        let formatted = formatter.format(prefixText, range: 0..<prefixText.count, lineEnding: lineEnding)
        // The typed line is the prefix's last; after the line end added above comes an empty line.
        let last = formatted.inputLines.count - 2
        guard let paragraph = formatted.paragraphs.first(where: { $0.input.contains(last) }),
          var edit = formatted.edit(for: paragraph, document: prefixText)
        else { return nil }
        // The added line end is no part of the document: it comes off both the range and the replacement.
        if edit.range.upperBound == prefixText.count {
          guard edit.replacement.count >= lineEnding.bytes.count,
            edit.replacement.suffix(lineEnding.bytes.count).elementsEqual(lineEnding.bytes)
          else { return nil }
          edit.range = edit.range.lowerBound..<(edit.range.upperBound - lineEnding.bytes.count)
          edit.replacement = edit.replacement.dropLast(lineEnding.bytes.count)
        }
        edit.range = (edit.range.lowerBound + start)..<(edit.range.upperBound + start)
        if let bounds, edit.range.lowerBound < bounds.lowerBound || edit.range.upperBound > bounds.upperBound {
          return nil
        }
        return edit
      }
    }
  }

  /// The bytes of the lines of the paragraph that `context` (the document formatted around `offset`) rewraps and
  /// that holds the line at `offset`; nil when that line lies in no such paragraph: in a block formatting keeps
  /// (front matter, a table, a heading, code, HTML) or in a paragraph kept as written.
  static func paragraph(holding offset: Int, in context: FormattedText) -> Range<Int>? {
    guard offset >= context.start else { return nil }
    let line = context.inputLines.line(containing: offset - context.start)
    guard let found = context.paragraphs.first(where: { $0.input.contains(line) }),
      !context.kept.contains(where: { found.input.contains($0.lineNumber - 1) })
    else { return nil }
    return
      (context.start + context.inputLines.start(of: found.input.lowerBound))..<(context.start
      + context.inputLines.start(of: found.input.upperBound))
  }
}
