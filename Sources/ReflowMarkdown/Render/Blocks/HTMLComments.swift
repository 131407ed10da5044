// Phase: blocks and inlines, before drawing. HTML comments (`<!-- ... -->`)
// are notes for a document's authors, which no browser or Markdown viewer
// shows: a page drawn in a terminal leaves them out too.

/// Recognises HTML that holds nothing but comments.
enum HTMLComments {
  /// Whether `html` is one or more comments, with only white space around and between them.
  ///
  /// Anything else in the block (a tag, text after the comment) keeps the
  /// whole block drawn as written, so nothing a reader would see is lost.
  static func isOnlyComments(_ html: ArraySlice<UInt8>) -> Bool {
    let open = Array("<!--".utf8)
    let close = Array("-->".utf8)
    var index = html.startIndex
    var comments = 0
    while true {
      while index < html.endIndex
        && (html[index] == 0x20 || html[index] == 0x09 || html[index] == 0x0A
          || html[index] == 0x0D)
      {
        index += 1
      }
      guard index < html.endIndex else { return comments > 0 }
      guard html[index...].starts(with: open) else { return false }
      // The comment's text starts after `<!--`; its end is the first `-->` after that.
      var cursor = index + open.count
      while cursor < html.endIndex && !html[cursor...].starts(with: close) { cursor += 1 }
      guard cursor < html.endIndex else { return false }
      index = cursor + close.count
      comments += 1
    }
  }
}
