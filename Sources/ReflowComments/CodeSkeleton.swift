// Phase: source files, the guarantee. The code of a file is what is left
// when its comments are taken out; formatting must leave it byte for byte.

import ReflowHighlight

/// A file's code without its comments: what formatting comments must never change.
enum CodeSkeleton {
  /// The bytes of `text` outside its comments: a line that holds only a comment (or only the inside of one) is left
  /// out whole, line end included, and every other line loses its comments' bytes and keeps the rest.
  ///
  /// Joining or splitting comment lines changes how many there are, so
  /// those lines go whole; a blank line and the code before a trailing
  /// comment stay, so any change to them shows.
  static func skeleton(of text: UnsafeBufferPointer<UInt8>, lines: [SourceLine], spans: [SourceLexer.Span]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var spanIndex = 0
    for line in lines {
      let blank = text[line.content].allSatisfy { $0 == 0x20 || $0 == 0x09 }
      if line.isCommentOrBlank && !blank { continue }
      var index = line.content.lowerBound
      while index < line.end {
        while spanIndex < spans.count && spans[spanIndex].range.upperBound <= index { spanIndex += 1 }
        if spanIndex < spans.count, spans[spanIndex].kind == .comment, spans[spanIndex].range.contains(index) {
          index = spans[spanIndex].range.upperBound
          continue
        }
        result.append(text[index])
        index += 1
      }
    }
    return result
  }
}
