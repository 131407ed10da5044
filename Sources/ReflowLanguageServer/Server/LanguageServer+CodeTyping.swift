// Phase: filling a comment as the user types in a source buffer. The typed
// line is measured first, so a keystroke within the width costs nothing; past
// it, the buffer up to the cursor is formatted as source code, so the lexer
// reads every string and comment that opens before the cursor, and only the
// changed lines around the typed one become the edit.

import ReflowText

extension LanguageServer {
  /// The edit that refills the comment run the typed line is in, or none when the line is within the width, is
  /// code, or its run is already filled as Reflow would fill it.
  func codeTypingEdits(_ document: OpenDocument, _ cursor: Int, _ trigger: String, _ formatter: SettingsFormatter)
    -> [ByteEdit]
  {
    let edit = TypedLineRefill.edit(
      in: document.text, lines: document.lines, cursor: cursor, trigger: trigger, formatter: formatter,
      stretchStart: { _ in 0 })
    return edit.map { [$0] } ?? []
  }
}
