// Phase: splicing. cmark-gfm reports blocks by line and byte column; this
// index turns those into byte offsets once, so each paragraph finds its lines
// in constant time.

/// The byte offsets of every line of a source document.
struct SourceLines: Sendable {
  /// The offset at which each line starts; line `n` (1-based) starts at `starts[n - 1]`.
  private(set) var starts: [Int] = [0]
  /// The total number of bytes.
  let count: Int
  /// Whether the first line end is CRLF; new line ends follow it.
  private(set) var usesCRLF = false

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    count = bytes.count
    var index = 0
    while let newline = Self.nextNewline(bytes, from: index) {
      if starts.count == 1 { usesCRLF = newline > 0 && bytes[newline - 1] == 0x0D }
      starts.append(newline + 1)
      index = newline + 1
    }
  }

  private static func nextNewline(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index] == 0x0A { return index }
      index += 1
    }
    return nil
  }

  /// The number of lines, counting a last line without a line end.
  var lineCount: Int { starts.last == count ? starts.count - 1 : starts.count }

  /// The bytes of line `line` (1-based) without its line end (LF or CRLF).
  func content(of line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = starts[line - 1]
    var end = line < starts.count ? starts[line] - 1 : count
    // A CR counts as part of the line end only before an LF.
    if line < starts.count, end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return start..<Swift.max(start, end)
  }

  /// The offset where line `line` (1-based) starts.
  func start(of line: Int) -> Int { starts[line - 1] }

  /// The offset just past line `line`'s line end, or the end of the source.
  func end(of line: Int) -> Int { line < starts.count ? starts[line] : count }
}
