// Target: `reflow render`, plain and ANSI.

import FlowLayout
import ReflowMarkdown
import ReflowText

extension FuzzTarget {
  /// Rows fit the width unless verbatim, say their true width, and the ANSI page is the plain page plus
  /// escapes that every row closes.
  static let markdownRender = FuzzTarget(
    name: "markdown-render", summary: "reflow render fits rows, measures them, and balances ANSI per row"
  ) { input in
    let width = input.number(in: MarkdownRenderer.minimumWidth...100)
    let styled = input.byte() & 1 == 1
    let chipStyle = input.choice(ChipStyle.allCases)
    let alignment = input.choice([FlowAlignment.leading, .center, .trailing, .justified])
    let codeChips = input.byte() & 1 == 1
    let text = input.restAsText
    let renderer = try! MarkdownRenderer(
      options: MarkdownRenderOptions(
        width: width, styled: styled, chipStyle: chipStyle, chipAlignment: alignment, codeChips: codeChips))
    let page = text.withUnsafeBufferPointer { renderer.render(utf8: $0).page }
    let context = "width \(width) styled \(styled) \(chipStyle) \(alignment) code chips \(codeChips): \(shown(text))"
    var measurer = DisplayWidthMeasurer()
    for (index, row) in page.rows.enumerated() {
      let measured = row.bytes.withUnsafeBufferPointer { measurer.width(of: $0, in: 0..<$0.count) }
      require(measured == row.width, "row \(index) says \(row.width) columns, has \(measured), \(context)")
      require(
        row.isVerbatim || row.width <= width || runsPastOnlyForACopyableWord(row, width: width),
        "row \(index) of \(row.width) columns, \(context)")
      require(!row.bytes.contains(0x1B) && !row.bytes.contains(0x0A), "row \(index) holds a control byte, \(context)")
    }
    let plain = lines(of: page.plainText())
    let ansi = lines(of: page.ansi())
    require(plain.count == ansi.count, "plain has \(plain.count) lines, ANSI \(ansi.count), \(context)")
    for (plainLine, ansiLine) in zip(plain, ansi) {
      let (visible, escapes) = splitEscapes(Array(ansiLine))
      var trimmed = visible[...]
      while trimmed.last == 0x20 { trimmed.removeLast() }
      require(Array(trimmed) == Array(plainLine), "ANSI text \(shown(visible)) is not \(shown(plainLine)), \(context)")
      require(escapes.allSatisfy { $0[1] == UInt8(ascii: "]") || $0.last == UInt8(ascii: "m") }, "not SGR or OSC")
      let styles = escapes.filter { $0[1] == UInt8(ascii: "[") }
      require(styles.last.map(isReset) ?? true, "row ends styled: \(shown(ansiLine)), \(context)")
      let links = escapes.compactMap(opensLink)
      require(links.last != true, "row ends inside a link: \(shown(ansiLine)), \(context)")
    }
    _ = page.svg()
    _ = page.html()
  }
}

/// Whether a row wider than `width` is so only for a word a reader copies as it is (a URL, say), kept whole as plain
/// text keeps it: without that word, the row fits.
func runsPastOnlyForACopyableWord(_ row: TerminalRow, width: Int) -> Bool {
  String(decoding: row.bytes, as: UTF8.self).split(separator: " ").contains { word in
    TextWrap.isCopyableWord(word) && row.width - TextWrap.displayWidth(word) <= width
  }
}
