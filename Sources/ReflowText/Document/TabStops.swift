// Phase: lines to paragraphs. A tab inside a line that is rewrapped becomes
// the spaces that reach its tab stop where it stood, as Python's textwrap
// expands tabs, so a table of `name<TAB>value` lines keeps its gaps in
// columns rather than losing them to one space. Lines left as written keep
// their tabs.

/// Expands tabs to tab stops.
enum TabStops {
  /// Appends `text` to `output` with each tab replaced by spaces up to the next multiple of `widths.tabWidth`,
  /// counting from `column`, the column `text` starts at.
  static func append(
    _ text: UnsafeBufferPointer<UInt8>, at column: Int, widths: WidthOptions, to output: inout [UInt8]
  ) {
    var column = column
    var chunkStart = 0
    while chunkStart <= text.count {
      let tab = ByteSearch.firstIndex(of: 0x09, in: text, from: chunkStart) ?? text.count
      let chunk = UnsafeBufferPointer(rebasing: text[chunkStart..<tab])
      output += chunk
      guard tab < text.count else { return }
      column +=
        chunk.contains(where: { $0 >= 0x80 || $0 < 0x20 })
        ? TextWrap.displayWidth(String(decoding: chunk, as: UTF8.self), options: widths) : chunk.count
      let spaces = widths.nextTabStop(after: column) - column
      output += repeatElement(0x20, count: spaces)
      column += spaces
      chunkStart = tab + 1
    }
  }
}
