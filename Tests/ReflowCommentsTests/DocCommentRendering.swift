// An oracle not written here for doc comments: cmark-gfm's own command renders
// each comment's Markdown before and after, and the two must be the same up
// to the whitespace a browser does not show.

import Foundation

/// The Markdown of each doc comment in `source`: every run of `///` (or `//!`) lines, leader and one space off, and
/// every `/** */` block whose lines are all led by `*`, its marks and leaders off.
///
/// This reads comments by their look alone, apart from the formatter's own
/// reading, so that the two do not share a mistake.
func docCommentMarkdown(_ source: String) -> [String] {
  docComments(source).map(\.markdown)
}

/// A doc comment as ``docCommentMarkdown(_:)`` reads it: its Markdown, the columns its leader and the space after it
/// end at (a tab reaching the next multiple of 8), and the widest line it takes in the file, in characters.
struct DocComment {
  var markdown: String
  var margin: Int
  var widest: Int
  /// The comment's first line in the file, from 1.
  var line = 0
}

/// The doc comments of `source`, as ``docCommentMarkdown(_:)`` reads them.
func docComments(_ source: String) -> [DocComment] {
  let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var comments: [DocComment] = []
  func margin(_ line: String, _ leader: String) -> Int {
    let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $1 == "\t" ? ($0 / 8 + 1) * 8 : $0 + 1 }
    return indent + leader.count + 1
  }
  func widest(_ range: Range<Int>) -> Int { lines[range].map(\.count).max() ?? 0 }
  var index = 0
  func stripped(_ line: String, _ leader: String) -> String {
    var rest = line.drop { $0 == " " || $0 == "\t" }.dropFirst(leader.count)
    if rest.first == " " { rest = rest.dropFirst() }
    return String(rest)
  }
  while index < lines.count {
    let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
    if let leader = ["///", "//!"].first(where: { trimmed.hasPrefix($0) }) {
      var body: [String] = []
      let start = index
      while index < lines.count, lines[index].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(leader) {
        body.append(stripped(lines[index], leader))
        index += 1
      }
      comments.append(
        DocComment(
          markdown: body.joined(separator: "\n") + "\n", margin: margin(lines[start], leader),
          widest: widest(start..<index), line: start + 1))
      continue
    }
    if trimmed == "/**" {
      var body: [String] = []
      var end = index + 1
      while end < lines.count, lines[end].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("*"),
        !lines[end].contains("*/")
      {
        body.append(stripped(lines[end], "*"))
        end += 1
      }
      if end < lines.count, end > index + 1, lines[end].trimmingCharacters(in: .whitespaces) == "*/" {
        comments.append(
          DocComment(
            markdown: body.joined(separator: "\n") + "\n", margin: margin(lines[index + 1], "*"),
            widest: widest((index + 1)..<end), line: index + 1))
      }
      index = end + 1
      continue
    }
    index += 1
  }
  return comments
}

/// cmark-gfm's HTML of `markdown` with GitHub's extensions, whitespace outside `<pre>` folded to one space.
func renderedByCmark(_ markdown: String) throws -> String {
  let path = try scratchFile("doc.md", markdown)
  let html = try run([
    "cmark-gfm", "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist", path,
  ]).output
  var folded = ""
  var rest = Substring(html)
  while let open = rest.range(of: "<pre") {
    folded += foldedSpaces(rest[..<open.lowerBound])
    let close = rest.range(of: "</pre>", range: open.upperBound..<rest.endIndex)?.upperBound ?? rest.endIndex
    folded += rest[open.lowerBound..<close]
    rest = rest[close...]
  }
  return folded + foldedSpaces(rest)
}

/// `text` with each run of whitespace one space, none at the ends, and none where a line end falls between two wide
/// characters (CSS Text's segment-break rule: a browser shows nothing there).
private func foldedSpaces(_ text: Substring) -> String {
  var result = ""
  var pending: Substring?
  for piece in text.split(omittingEmptySubsequences: true, whereSeparator: \.isWhitespace) {
    if let space = pending, !result.isEmpty {
      let joins = space.contains("\n") && isWide(result.unicodeScalars.last) && isWide(piece.unicodeScalars.first)
      if !joins { result += " " }
    }
    result += piece
    let after = text[piece.endIndex...].prefix { $0.isWhitespace }
    pending = after
  }
  return result
}

/// Whether `scalar` is a wide character of a script written without spaces (Han, kana, fullwidth forms).
private func isWide(_ scalar: Unicode.Scalar?) -> Bool {
  guard let value = scalar?.value else { return false }
  return (0x2E80...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value)
    || (0x20000...0x3FFFF).contains(value)
}
