// Phase: filling a comment as the user types in a source buffer. The typed
// line is measured first, so a keystroke within the width costs nothing. Past
// it, the buffer is formatted whole as source code with the typed line cut at
// the cursor and a line of its leader alone after it: the lexer still reads
// every string, here-document and block comment from where it opens to where
// it closes, the leader's line ends the comment run there (a paragraph break,
// in a doc comment's Markdown), and the text from the cursor on stays as
// typed, so the editor keeps the cursor after the typed text. Once a
// whole-buffer keystroke has found where the buffer can be cut, later ones
// format only the window between two such lines (``CodeTypingWindow``), as
// long as the lines that make them cut lines are unchanged. In a buffer past
// ``LanguageServer/wholeCodeBufferLimit`` a key never lexes it whole: with
// no window known, the key gets no edit, and the cut lines are found on the
// lint's queue for the keys after it (the next space past the width refills
// the whole run up to the cursor, so nothing typed is left unfilled).

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
      let leader = Self.leader(of: text[lineStart..<cut])
      func cutText(_ window: CodeTypingWindow) -> (text: [UInt8], start: Int) {
        let start = lines.start(of: window.startLine)
        let end = window.endLine < lines.count ? lines.start(of: window.endLine) : text.count
        return (
          Array(text[start..<cut]) + lineEnding.bytes + leader + lineEnding.bytes + Array(text[rest..<end]), start
        )
      }
      let whole = CodeTypingWindow(startLine: 0, endLine: lines.count)
      var window = whole
      if let comments = formatter.codeComments {
        if let entry = codeCuts.entry(for: document.uri), entry.language == comments.language,
          var bounded = CodeTypingWindow.around(
            typed: typed, lineCount: lines.count, entry: entry, changes: document.changes,
            revision: document.revision)
        {
          // The end holds when the lexer, reading the window, starts the line before it outside every comment
          // and string: that line and those after it are as they were, so it ends outside them too.
          if bounded.endLine < lines.count {
            let (windowText, start) = cutText(bounded)
            let lastLine =
              lines.start(of: bounded.endLine - 1) - rest + (cut - start) + 2 * lineEnding.bytes.count
              + leader.count
            let holds = windowText.withUnsafeBufferPointer {
              comments.isOutsideCommentsAndStrings($0, at: lastLine)
            }
            if !holds { bounded.endLine = lines.count }
          }
          if bounded != whole { window = bounded }
        }
        if window == whole && text.count > wholeCodeBufferLimit {
          linter.findCutLinesSoon(lintJob(document))
          return []
        }
        if window == whole, let offsets = comments.cutPoints(text) {
          let cutLines = offsets.compactMap { offset -> Int? in
            let line = lines.line(containing: offset)
            return lines.start(of: line) == offset ? line : nil
          }
          codeCuts.store(
            CodeCutCache.Entry(
              revision: document.revision, language: comments.language, lineCount: lines.count, lines: cutLines),
            for: document.uri)
        }
      }
      let (windowText, start) = cutText(window)
      codeCuts.noteRead(windowText.count)
      let typedInWindow = typed - window.startLine
      let cutInWindow = cut - start
      return windowText.withUnsafeBufferPointer { cutText -> [ByteEdit] in
        let formatted = formatter.format(cutText, range: 0..<cutText.count, lineEnding: lineEnding)
        guard let paragraph = formatted.paragraphs.first(where: { $0.input.contains(typedInWindow) }),
          paragraph.input.upperBound == typedInWindow + 1,
          var edit = formatted.edit(for: paragraph, document: cutText)
        else { return [] }
        // The line end put after the cut is no part of the document: it comes off both the range and the text.
        if edit.range.upperBound == cutInWindow + lineEnding.bytes.count {
          guard edit.replacement.count >= lineEnding.bytes.count,
            edit.replacement.suffix(lineEnding.bytes.count).elementsEqual(lineEnding.bytes)
          else { return [] }
          edit.range = edit.range.lowerBound..<cutInWindow
          edit.replacement = edit.replacement.dropLast(lineEnding.bytes.count)
        }
        guard edit.range.upperBound <= cutInWindow else { return [] }
        edit.range = (edit.range.lowerBound + start)..<(edit.range.upperBound + start)
        // A doc comment's code span or link that closes after the cursor read as prose in the cut window: the edit
        // stands only if the window, uncut, formats as it did before it.
        let windowEnd = window.endLine < lines.count ? lines.start(of: window.endLine) : text.count
        let uncut = Array(text[start..<windowEnd])
        let unedited = uncut.withUnsafeBufferPointer {
          formatter.format($0, range: 0..<$0.count, lineEnding: lineEnding).output
        }
        guard
          TypedEditCheck.agrees(
            edit, in: text, stretch: start..<windowEnd, formatted: unedited, formatter: formatter,
            lineEnding: lineEnding)
        else { return [] }
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
