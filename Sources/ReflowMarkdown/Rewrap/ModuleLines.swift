// Phase: paragraph lines that are code. MDX reads a block that opens at a
// line's first column with `import` or `export` as JavaScript (ESM): an
// import of a component, an exported constant. cmark-gfm reads it as a
// paragraph, so the meaning check cannot see a rewrap join two statements
// into one. Such a paragraph is kept whole. A wrapped line never opens
// such a block, as MDX reads one only after a blank line.

/// MDX's module blocks: the first line of a paragraph that MDX reads as JavaScript.
enum ModuleLines {
  /// Whether the line whose text (past nothing: at the line's first column) is `line` of `source` opens a module
  /// block: `import` or `export`, then a space, a tab, `{` or `*`.
  static func opens(_ line: Range<Int>, in source: UnsafeBufferPointer<UInt8>) -> Bool {
    for keyword in [Array("import".utf8), Array("export".utf8)] where line.count > keyword.count {
      guard source[line.lowerBound..<(line.lowerBound + keyword.count)].elementsEqual(keyword) else { continue }
      switch source[line.lowerBound + keyword.count] {
      case 0x20, 0x09, UInt8(ascii: "{"), UInt8(ascii: "*"): return true
      default: return false
      }
    }
    return false
  }
}
