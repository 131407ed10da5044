// Phase: source files, documentation rewrapped. A doc comment's text, its
// leaders taken off, is Markdown (DocC, rustdoc, Doxygen and KDoc read it so),
// so ReflowMarkdown formats it, with its meaning check: the comment renders
// the same after, or it is kept as written.

import ReflowMarkdown
import ReflowText

/// Rewraps the Markdown of doc comments, each tag (`@param`, `@return`...) on a line of its own, code after a tag kept.
///
/// In Markdown a `@param` line goes on the paragraph above it, so the
/// formatter alone would join a Javadoc or Doxygen comment's tags into one
/// paragraph. The comment is therefore cut before each tag line outside a
/// fenced code block, each piece is formatted alone, and the pieces joined
/// again are held to the meaning check as a whole. DocC's `- Parameter x:`
/// and `- Returns:` are list items already, each on its own line. The code
/// after `@example`, and between `\code` and `\endcode`, is a paragraph to
/// Markdown, where joining its lines renders the same; it is kept as written.
final class DocCommentFormatter {
  /// The options each comment is formatted with, less its width.
  let options: DocumentOptions
  private var formatters: [Int: MarkdownFormatter] = [:]

  /// A formatter for doc comments under `options` (width, goal, breaker and column widths).
  init(options: DocumentOptions) {
    self.options = options
  }

  /// `markdown`, a doc comment's text with line ends, rewrapped to `width` columns; nil to keep it as written.
  func format(_ markdown: [UInt8], width: Int) -> [UInt8]? {
    guard let formatter = formatter(width: width) else { return nil }
    let pieces = Self.pieces(markdown)
    var output: [UInt8] = []
    output.reserveCapacity(markdown.count)
    markdown.withUnsafeBufferPointer { whole in
      for piece in pieces {
        guard !piece.isCode else {
          output.append(contentsOf: whole[piece.bytes])
          continue
        }
        // The blank lines that end a piece stay: the formatter ends a document at its last line of text.
        var text = piece.bytes.upperBound
        while text > piece.bytes.lowerBound + 1 && whole[text - 1] == 0x0A && whole[text - 2] == 0x0A { text -= 1 }
        let body = piece.bytes.lowerBound..<text
        output.append(contentsOf: formatter.format(utf8: UnsafeBufferPointer(rebasing: whole[body])).output)
        output.append(contentsOf: whole[text..<piece.bytes.upperBound])
      }
    }
    guard pieces.count > 1 else { return output }
    let same = markdown.withUnsafeBufferPointer { before in
      output.withUnsafeBufferPointer { after in MarkdownMeaning.same(before, after) }
    }
    return same ? output : nil
  }

  /// Tags whose lines after them are code to the documentation tool, though Markdown reads them as a paragraph:
  /// JSDoc's `@example` (up to the next tag), and Doxygen's `\code` and `\verbatim` (up to their end tags).
  static let codeTags: [(start: [UInt8], end: [UInt8]?)] = [
    ("@example", nil), ("\\code", "\\endcode"), ("@code", "@endcode"), ("\\verbatim", "\\endverbatim"),
    ("@verbatim", "@endverbatim"),
  ].map { (Array($0.0.utf8), $0.1.map { Array($0.utf8) }) }

  /// A stretch of a doc comment formatted on its own: its bytes, and whether they are code kept as written.
  struct Piece: Equatable {
    var bytes: Range<Int>
    var isCode: Bool
  }

  /// `markdown` cut before each line that starts with a tag (``CommentRuns/tagStarts``) after at most three spaces
  /// (a leader written `*` and two spaces leaves one on every line), outside a fenced code block, and around the
  /// code that a tag of ``codeTags`` opens.
  static func pieces(_ markdown: [UInt8]) -> [Piece] {
    var pieces: [Piece] = []
    var start = 0
    var isCode = false
    var codeEnd: [UInt8]?
    var lineStart = 0
    var fence: UInt8?
    func cut(at index: Int, code: Bool) {
      if index > start { pieces.append(Piece(bytes: start..<index, isCode: isCode)) }
      start = index
      isCode = code
    }
    while lineStart < markdown.count {
      var lineEnd = lineStart
      while lineEnd < markdown.count && markdown[lineEnd] != 0x0A { lineEnd += 1 }
      let next = min(markdown.count, lineEnd + 1)
      let line = markdown[lineStart..<lineEnd]
      let body = line.drop { $0 == 0x20 }
      if let end = codeEnd {
        if body.starts(with: end) {
          codeEnd = nil
          cut(at: next, code: false)
        }
      } else if line.count - body.count <= 3, let first = body.first,
        first == UInt8(ascii: "`") || first == UInt8(ascii: "~"), body.count >= 3,
        body.prefix(3).allSatisfy({ $0 == first })
      {
        fence = fence == nil ? first : (fence == first ? nil : fence)
      } else if fence == nil, let tag = codeTags.first(where: { body.starts(with: $0.start) }) {
        cut(at: lineStart, code: true)
        codeEnd = tag.end
      } else if fence == nil, line.count - body.count <= 3,
        CommentRuns.tagStarts.contains(where: { body.starts(with: $0) })
      {
        cut(at: lineStart, code: false)
      }
      lineStart = next
    }
    cut(at: markdown.count, code: false)
    return pieces
  }

  /// The Markdown formatter for `width` columns, made on first use; nil when the options make none.
  private func formatter(width: Int) -> MarkdownFormatter? {
    if let made = formatters[width] { return made }
    let wrap = options.wrap
    let goal = wrap.goal.map { max(1, min(width, $0 - (wrap.width - width))) }
    let markdownOptions = MarkdownFormatOptions(
      width: width, algorithm: wrap.algorithm, widths: wrap.widths, lineBreakStyle: wrap.lineBreak, goal: goal)
    guard let made = try? MarkdownFormatter(options: markdownOptions) else { return nil }
    formatters[width] = made
    return made
  }
}
