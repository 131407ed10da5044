// Phase: source files, documentation grouped. A doc comment is one Markdown
// document: every `///` or `//!` line of one indentation and leader in a row,
// blank ones included, or the inside of one `/** */` block.

/// Groups documentation lines into doc comments.
enum DocComments {
  /// The doc comments of `lines` (the lines ``LineComment/isDoc`` marks), each whole; one that holds a line `kept`
  /// marks (a directive, a region turned off, a license) is left out, so that it stays as written.
  static func runs(lines: [SourceLine], kept: [Bool], text: UnsafeBufferPointer<UInt8>) -> [CommentRun] {
    var runs: [CommentRun] = []
    var index = 0
    while index < lines.count {
      guard let head = lines[index].comment, head.isDoc else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, let comment = lines[end].comment, comment.isDoc,
        text[comment.indent].elementsEqual(text[head.indent]), text[comment.leader].elementsEqual(text[head.leader])
      {
        end += 1
      }
      if !kept[index..<end].contains(true) { runs.append(CommentRun(lines: index..<end)) }
      index = end
    }
    return runs
  }
}
