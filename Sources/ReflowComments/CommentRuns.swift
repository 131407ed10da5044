// Phase: source files, comments grouped. Consecutive comment lines with the
// same indentation and leader are one run of text, handed to the plain-text
// formatter as a document of its own.

/// Consecutive line comments, one indentation and one leader, none kept as written: lines `lines` of the file.
struct CommentRun {
  /// The run's lines, as indices into the file's lines.
  var lines: Range<Int>
}

/// Groups comment lines into runs.
enum CommentRuns {
  /// Javadoc, JSDoc and Doxygen tags, each of which starts a paragraph of its own.
  static let tagStarts: [[UInt8]] = [
    "@param", "@return", "@throws", "@exception", "@see", "@since", "@deprecated", "@author", "@version", "@brief",
    "@note", "@todo", "@example", "@type", "@typedef", "@property", "@arg", "@tparam", "@retval", "@pre", "@post",
    "\\param", "\\return", "\\brief", "\\throws",
  ].map { Array($0.utf8) }

  /// The runs of `lines`: a run ends at a line that is no line comment, one that `kept` marks, a comment of the
  /// leader alone (a blank line between paragraphs), documentation (``DocComments`` reads it), or a change of
  /// indentation or leader; a tag (``tagStarts``) starts a new one.
  static func runs(_ text: UnsafeBufferPointer<UInt8>, lines: [SourceLine], kept: [Bool]) -> [CommentRun] {
    var runs: [CommentRun] = []
    var start: Int?
    for index in lines.indices {
      let joins: Bool
      if let comment = lines[index].comment, !kept[index], !comment.text.isEmpty, !comment.isDoc {
        if let first = start, let head = lines[first].comment,
          text[head.indent].elementsEqual(text[comment.indent]), text[head.leader].elementsEqual(text[comment.leader]),
          !startsWithTag(text, comment)
        {
          joins = true
        } else {
          if let first = start { runs.append(CommentRun(lines: first..<index)) }
          start = index
          continue
        }
      } else {
        joins = false
      }
      if !joins, let first = start {
        runs.append(CommentRun(lines: first..<index))
        start = nil
      }
    }
    if let first = start { runs.append(CommentRun(lines: first..<lines.count)) }
    return runs
  }

  /// Whether the comment's text starts with a documentation tag.
  private static func startsWithTag(_ text: UnsafeBufferPointer<UInt8>, _ comment: LineComment) -> Bool {
    let words = KeptComments.trimmedStart(text, comment.text)
    return tagStarts.contains { KeptComments.starts(text, words, with: $0) }
  }
}
