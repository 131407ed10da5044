// Phase: emitting, for terminals. Plain text is the rows as they are. ANSI
// adds SGR styles and OSC 8 hyperlinks, and closes both at the end of every
// row, so a row cut out of the output (by less, grep or a pager) never
// leaks its colour into the next one.

extension TerminalPage {
  /// The rows as plain text, one line each, trailing spaces removed.
  ///
  /// `range` emits only those rows, so a caller can emit a large page in
  /// slices on several threads and write the slices in order.
  public func plainText(rows range: Range<Int>? = nil) -> [UInt8] {
    let part = rows(in: range)
    var output: [UInt8] = []
    output.reserveCapacity(part.reduce(0) { $0 + $1.bytes.count + 1 })
    for row in part {
      row.bytes.withUnsafeBufferPointer { bytes in
        var end = bytes.count
        while end > 0 && bytes[end - 1] == 0x20 { end -= 1 }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<end]))
      }
      output.append(0x0A)
    }
    return output
  }

  /// The rows with ANSI styles and OSC 8 hyperlinks; every row closes what it opened.
  ///
  /// `range` emits only those rows; as every row closes its own styles and
  /// links, slices emitted apart join into the same bytes.
  public func ansi(rows range: Range<Int>? = nil) -> [UInt8] {
    let part = rows(in: range)
    var output: [UInt8] = []
    output.reserveCapacity(part.reduce(0) { $0 + $1.bytes.count * 2 + 1 })
    for row in part { appendANSI(row, to: &output) }
    return output
  }

  /// One row with its styles and links, closed at its end, and a line feed.
  private func appendANSI(_ row: TerminalRow, to output: inout [UInt8]) {
    var current = TerminalStyle.plain
    var end = row.bytes.count
    // Trailing plain spaces carry nothing; styled ones (a chip's or a code block's background) stay.
    if row.runs.last?.style == .plain {
      while end > 0 && row.bytes[end - 1] == 0x20 { end -= 1 }
    }
    var start = 0
    for run in row.runs {
      let runEnd = min(Int(run.end), end)
      // A run a caller has edited to end before the last one ends there: the next run starts where the last ended.
      defer { start = max(start, Int(run.end)) }
      guard start < runEnd else { continue }
      if run.style.link != current.link {
        output += Self.hyperlink(destination(ofLink: run.style.link) ?? "")
      }
      if run.style.attributes != current.attributes || run.style.foreground != current.foreground
        || run.style.background != current.background
      {
        output += Self.sgr(run.style)
      }
      current = run.style
      output += row.bytes[start..<runEnd]
    }
    if current.link != nil { output += Self.hyperlink("") }
    if current.attributes != [] || current.foreground != nil || current.background != nil {
      output += Array("\u{1B}[0m".utf8)
    }
    output.append(0x0A)
  }

  /// The SGR sequence that sets exactly `style`: a reset first, so nothing earlier lingers.
  static func sgr(_ style: TerminalStyle) -> [UInt8] {
    var codes = ["0"]
    let attributes: [(TerminalStyle.Attributes, String)] = [
      (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.strikethrough, "9"),
    ]
    for (attribute, code) in attributes where style.attributes.contains(attribute) { codes.append(code) }
    if let colour = style.foreground { codes.append(colourCode(colour, base: 30)) }
    if let colour = style.background { codes.append(colourCode(colour, base: 40)) }
    return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
  }

  private static func colourCode(_ colour: TerminalColor, base: Int) -> String {
    switch colour.index {
    case 0..<8: "\(base + Int(colour.index))"
    case 8..<16: "\(base + 60 + Int(colour.index) - 8)"
    default: "\(base + 8);5;\(colour.index)"
    }
  }

  /// OSC 8: opens a hyperlink to `url`, or closes the open one when `url` is empty.
  static func hyperlink(_ url: String) -> [UInt8] {
    Array("\u{1B}]8;;\(url)\u{1B}\\".utf8)
  }
}
