// Phase: splicing. Front matter is not Markdown: cmark-gfm reads YAML's `---`
// as a thematic break and the keys as a paragraph or a setext heading. Its
// lines are found here so that the rewrapper never touches them.

/// Finds YAML (`---`) or TOML (`+++`) front matter at the top of a document.
enum FrontMatter {
  /// The last line (1-based) of the front matter, or nil when the document has none.
  ///
  /// Front matter opens on the first line with `---` or `+++` alone and
  /// closes at the next line holding the same fence (YAML may also close with
  /// `...`). An opening fence that never closes is no front matter.
  static func lastLine(in source: UnsafeBufferPointer<UInt8>, lines: SourceLines) -> Int? {
    guard let fence = fence(of: 1, in: source, lines: lines), fence != "..." else { return nil }
    var line = 2
    while line <= lines.lineCount {
      if let closing = self.fence(of: line, in: source, lines: lines),
        closing == fence || (fence == "---" && closing == "...")
      {
        return line
      }
      line += 1
    }
    return nil
  }

  /// The fence a line holds, trailing spaces allowed, or nil; a byte-order mark before the first line's is no text.
  private static func fence(of line: Int, in source: UnsafeBufferPointer<UInt8>, lines: SourceLines) -> String? {
    guard line <= lines.lineCount else { return nil }
    var range = lines.content(of: line, in: source)
    if line == 1 { range = (range.lowerBound + ByteOrderMark.length(atStartOf: source[range]))..<range.upperBound }
    while range.count > 3, source[range.upperBound - 1] == 0x20 || source[range.upperBound - 1] == 0x09 {
      range = range.lowerBound..<(range.upperBound - 1)
    }
    guard range.count == 3 else { return nil }
    let text = String(decoding: source[range], as: UTF8.self)
    return ["---", "+++", "..."].contains(text) ? text : nil
  }
}
