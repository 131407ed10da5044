// Phase: filling as the user types, in plain text, without the whole text.
// A document's latest keystrokes wait in a window (``DocumentText``), and
// reading the text as one array writes them back, moving every byte after
// them. Plain text's refill needs only the stretch between blank lines around
// the typed line, so it is read from a copy of the lines around the cursor;
// when the stretch reaches the copy's edge, the whole text is read instead.

import ReflowText

/// The lines around a typed line of plain text, copied out of the document, where its refill is worked out.
struct TypedStretch {
  /// How many lines on either side of the typed line are copied.
  static let linesAround = 256
  /// How far into the document its line ending is looked for before the whole text is read instead.
  static let lineEndingSearch = 1 << 16

  /// Where the copy starts in the document.
  let start: Int
  /// The copied bytes, from a line's start to a line's start (or the document's end).
  let text: [UInt8]
  /// Their lines, as LSP counts them.
  let lines: LineStarts
  /// The document's line ending.
  let lineEnding: LineEnding

  /// The lines around line `typed` of `document`; nil when its line ending is not found near its start.
  init?(_ document: OpenDocument, typed: Int, formatter: SettingsFormatter) {
    guard let lineEnding = Self.lineEnding(of: document.storage, formatter: formatter) else { return nil }
    let first = max(0, typed - Self.linesAround)
    let last = min(document.lines.count, typed + Self.linesAround + 1)
    start = document.lines.start(of: first)
    let end = document.lines.start(of: last)
    text = (start..<end).map { document.storage[$0] }
    lines = LineStarts(text, breaks: .protocolLines)
    self.lineEnding = lineEnding
  }

  /// The line ending the formatter reads off the whole text (``SettingsFormatter/lineEnding(of:)``), from its
  /// first line end; nil when none comes within ``lineEndingSearch`` bytes.
  private static func lineEnding(of text: DocumentText, formatter: SettingsFormatter) -> LineEnding? {
    var sawReturn = false
    for index in 0..<min(text.count, lineEndingSearch) {
      let byte = text[index]
      if byte == 0x0A { return index > 0 && text[index - 1] == 0x0D ? .crlf : .lf }
      sawReturn = sawReturn || byte == 0x0D
    }
    guard text.count <= lineEndingSearch else { return nil }
    return sawReturn ? .cr : formatter.settings.lineEndingWhereNone
  }

  /// The stretch around `bytes` (offsets in the copy) that formats on its own, when it lies inside the copy: not
  /// cut off at either edge, unless that edge is the document's.
  func stretch(around bytes: Range<Int>, documentCount: Int) -> Range<Int>? {
    let found = text.withUnsafeBufferPointer { Neighbourhood.around(bytes, in: $0, lineEnding: lineEnding) }
    if found.lowerBound == 0 && start > 0 { return nil }
    if found.upperBound == text.count && start + text.count < documentCount { return nil }
    return found
  }
}
