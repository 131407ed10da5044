// Phase: splicing. cmark-gfm reports blocks by line and byte column; this
// index turns those into byte offsets once, so each paragraph finds its lines
// in constant time. Lines end where cmark-gfm ends them: at LF, CR LF, or a
// CR alone (old Mac files), or the numbers would not match.

import ReflowText

/// The byte offsets of every line of a source document.
struct SourceLines: Sendable {
  /// The offset at which each line starts; line `n` (1-based) starts at `starts[n - 1]`.
  private(set) var starts: [Int] = [0]
  /// The total number of bytes.
  let count: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    count = bytes.count
    // Grown by appending, not reserved from a count of the lines: the copies appending leaves behind are taken
    // again by the paragraphs read next, where one exact block made early left the heap to grow past it, and the
    // resident peak came out higher though less was live (Benchmarks/HISTORY.md).
    var index = 0
    while let lineEnd = Self.nextLineEnd(bytes, from: index) {
      starts.append(lineEnd.upperBound)
      index = lineEnd.upperBound
    }
  }

  /// The next LF, CR LF or lone CR at or after `start`.
  private static func nextLineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
    guard let index = ByteSearch.firstLineEnd(in: bytes, from: start) else { return nil }
    if bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { return index..<index + 2 }
    return index..<index + 1
  }

  /// The number of lines, counting a last line without a line end.
  var lineCount: Int { starts.last == count ? starts.count - 1 : starts.count }

  /// The bytes of line `line` (1-based) without its line end.
  func content(of line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = starts[line - 1]
    guard line < starts.count else { return start..<count }
    var end = starts[line] - 1
    if bytes[end] == 0x0A, end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return start..<end
  }

  /// The line end (LF, CR LF, CR) of line `line` (1-based); empty for a last line without one.
  func lineEnd(of line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    content(of: line, in: bytes).upperBound..<end(of: line)
  }

  /// The offset where line `line` (1-based) starts.
  func start(of line: Int) -> Int { starts[line - 1] }

  /// The offset just past line `line`'s line end, or the end of the source.
  func end(of line: Int) -> Int { line < starts.count ? starts[line] : count }
}
