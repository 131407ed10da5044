// Phase: splicing. Front matter is not Markdown: cmark-gfm reads YAML's `---`
// as a thematic break and the keys as a paragraph or a setext heading. Its
// lines are found here so that the rewrapper never touches them.

import ReflowText

/// Finds YAML (`---`) or TOML (`+++`) front matter at the top of a document.
package enum FrontMatter {
  /// How far front matter runs from a document's first line.
  package enum Extent: Equatable {
    /// The first line is no fence: there is none.
    case none
    /// The first line opens it and no line closes it: there is none, until a closing fence is written.
    case unclosed
    /// It ends just before byte `end`: the start of the line after its closing fence, or the document's end.
    case closed(end: Int)
  }

  /// Where the front matter of `source` ends, if it has any.
  ///
  /// Front matter opens on the first line with `---` or `+++` alone and
  /// closes at the next line holding the same fence (YAML may also close with
  /// `...`). An opening fence that never closes is no front matter. Lines
  /// end as cmark-gfm ends them (LF, CR LF, a lone CR), read only as far as
  /// the closing fence.
  package static func extent(in source: UnsafeBufferPointer<UInt8>) -> Extent {
    var start = 0
    func nextLine() -> (content: Range<Int>, end: Int)? {
      guard start < source.count else { return nil }
      let contentEnd = ByteSearch.firstLineEnd(in: source, from: start) ?? source.count
      var end = contentEnd
      if end < source.count {
        end += source[end] == 0x0D && end + 1 < source.count && source[end + 1] == 0x0A ? 2 : 1
      }
      defer { start = end }
      return (start..<contentEnd, end)
    }
    guard let first = nextLine() else { return .none }
    // A byte-order mark before the first line's fence is no text.
    let firstContent =
      (first.content.lowerBound + ByteOrderMark.length(atStartOf: source[first.content]))..<first.content.upperBound
    guard let opening = fence(firstContent, in: source), opening != "..." else { return .none }
    while let line = nextLine() {
      if let closing = fence(line.content, in: source), closing == opening || (opening == "---" && closing == "...") {
        return .closed(end: line.end)
      }
    }
    return .unclosed
  }

  /// The last line (1-based) of the front matter, or nil when the document has none (``extent(in:)``).
  static func lastLine(in source: UnsafeBufferPointer<UInt8>, lines: SourceLines) -> Int? {
    guard case .closed(let end) = extent(in: source) else { return nil }
    // The closing line is the last that starts before the end.
    var low = 0
    var high = lines.starts.count
    while low < high {
      let middle = (low + high) / 2
      if lines.starts[middle] < end { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The fence `content` (a line without its line end) holds, trailing spaces allowed, or nil.
  private static func fence(_ content: Range<Int>, in source: UnsafeBufferPointer<UInt8>) -> String? {
    var range = content
    while range.count > 3, source[range.upperBound - 1] == 0x20 || source[range.upperBound - 1] == 0x09 {
      range = range.lowerBound..<(range.upperBound - 1)
    }
    guard range.count == 3 else { return nil }
    let text = String(decoding: source[range], as: UTF8.self)
    return ["---", "+++", "..."].contains(text) ? text : nil
  }
}
