// Phase: inline content, flattened. A paragraph's, heading's or cell's
// inlines become one run of UTF-8 with style runs over it, chips standing in
// as U+FFFC OBJECT REPLACEMENT CHARACTER (which UAX #14 lets a line break on
// either side of), and hard breaks as line feeds. Control characters from the
// document are replaced by visible pictures, so a file can never send its own
// escape sequences to the terminal.

/// A leaf block's text, ready for layout.
struct InlineText {
  /// The text; U+FFFC marks a chip, a line feed a hard break.
  var bytes: [UInt8] = []
  /// Style runs over ``bytes``, from the start.
  var runs: [StyledRun] = []
  /// The chips, by the byte offset of their U+FFFC.
  var chips: [Int: Chip] = [:]
  /// Code spans, in order: a line breaks inside one only when it is wider than the line.
  var protectedSpans: [Range<Int>] = []

  /// The bytes of U+FFFC.
  static let chipMark: [UInt8] = [0xEF, 0xBF, 0xBC]

  /// The offset of the next chip's mark at or after `start`, or `end` when there is none before it.
  ///
  /// A chip's mark is U+FFFC, whose first byte 0xEF also starts other
  /// characters, so a candidate is confirmed against ``chips``.
  func nextChipMark(from start: Int, before end: Int) -> Int {
    guard !chips.isEmpty else { return end }
    var index = start
    while index < end {
      if bytes[index] == 0xEF && chips[index] != nil { return index }
      index += 1
    }
    return end
  }

  /// Whether the text holds nothing but chips and spaces: a tag cloud.
  var isOnlyChips: Bool {
    !chips.isEmpty && bytes.count == chips.count * 3 + bytes.count(where: { $0 == 0x20 })
  }

  /// The style of the byte at `offset`, and where its run ends.
  func run(at offset: Int) -> (style: TerminalStyle, end: Int) {
    var low = 0
    var high = runs.count - 1
    while low < high {
      let middle = (low + high) / 2
      if Int(runs[middle].end) <= offset { low = middle + 1 } else { high = middle }
    }
    return runs.isEmpty ? (.plain, bytes.count) : (runs[low].style, Int(runs[low].end))
  }

  /// Appends text in `style`: control characters become pictures, tabs spaces.
  mutating func append(_ text: some Collection<UInt8>, style: TerminalStyle) {
    let start = bytes.count
    // Most text has nothing to replace: it is copied whole. A C2 lead byte may start a C1 control, so it is
    // left to the loop below, as is any control character.
    let copied =
      text.withContiguousStorageIfAvailable { buffer in
        guard !buffer.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return false }
        bytes.append(contentsOf: buffer)
        return true
      } ?? false
    guard !copied else { return closeRun(from: start, style: style) }
    var iterator = text.makeIterator()
    var previous: UInt8 = 0
    while let byte = iterator.next() {
      switch byte {
      case 0x09, 0x0A, 0x0D: bytes.append(0x20)
      case 0x00..<0x20:
        // U+2400 + byte: SYMBOL FOR NULL and the rest of the control pictures.
        bytes += [0xE2, 0x90, 0x80 + byte]
      case 0x7F: bytes += [0xE2, 0x90, 0xA1]
      case 0x80..<0xA0 where previous == 0xC2:
        // A C1 control (U+0080–U+009F): replace the two bytes with U+FFFD.
        bytes.removeLast()
        bytes += [0xEF, 0xBF, 0xBD]
      default: bytes.append(byte)
      }
      previous = byte
    }
    closeRun(from: start, style: style)
  }

  /// Appends one plain space: a soft break between words.
  mutating func appendSpace() {
    bytes.append(0x20)
    closeRun(from: bytes.count - 1, style: .plain)
  }

  /// Appends text in `style` that a line may break inside only when it is wider than the line: a code span.
  mutating func appendProtected(_ text: some Collection<UInt8>, style: TerminalStyle) {
    let start = bytes.count
    append(text, style: style)
    if bytes.count > start { protectedSpans.append(start..<bytes.count) }
  }

  /// Appends a chip in `style`.
  mutating func append(_ chip: Chip, style: TerminalStyle) {
    chips[bytes.count] = chip
    let start = bytes.count
    bytes += Self.chipMark
    closeRun(from: start, style: style)
  }

  /// Appends another text, its chips and styles kept.
  mutating func append(_ other: InlineText) {
    let shift = bytes.count
    var start = 0
    for run in other.runs {
      let end = Int(run.end)
      let before = bytes.count
      bytes += other.bytes[start..<end]
      closeRun(from: before, style: run.style)
      start = end
    }
    for (offset, chip) in other.chips { chips[offset + shift] = chip }
    for span in other.protectedSpans { protectedSpans.append((span.lowerBound + shift)..<(span.upperBound + shift)) }
  }

  /// Appends a hard line break.
  mutating func appendLineBreak() {
    while bytes.last == 0x20 { bytes.removeLast() }
    trimRuns()
    let start = bytes.count
    bytes.append(0x0A)
    closeRun(from: start, style: .plain)
  }

  /// Removes spaces at the end, as a paragraph's last line has none.
  mutating func trimTrailingSpaces() {
    while bytes.last == 0x20 { bytes.removeLast() }
    trimRuns()
  }

  private mutating func trimRuns() {
    while let last = runs.last, Int(last.end) > bytes.count {
      if runs.count >= 2 && Int(runs[runs.count - 2].end) >= bytes.count {
        runs.removeLast()
      } else {
        runs[runs.count - 1].end = Int32(bytes.count)
        break
      }
    }
    if let last = runs.last, Int(last.end) == 0 { runs.removeLast() }
  }

  private mutating func closeRun(from start: Int, style: TerminalStyle) {
    guard bytes.count > start else { return }
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].end = Int32(bytes.count)
    } else {
      runs.append(StyledRun(end: Int32(bytes.count), style: style))
    }
  }
}
