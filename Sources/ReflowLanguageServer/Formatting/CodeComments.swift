// Phase: formatting a source buffer. The comment formatter rewraps the
// comments of the whole buffer (it is lexed whole, as strings and here-documents
// are read from where they open); the lines it changed, found by the line
// difference `--diff` reads, are the paragraphs every request reads edits and
// diagnostics from, so no code line is ever part of one.

import ReflowComments
import ReflowConfiguration
import ReflowText

/// Formats a source buffer's comments, and says which lines changed.
struct CodeComments {
  /// The comment formatter, with the document's options.
  let formatter: CommentFormatter
  /// The buffer's language.
  let language: CommentLanguage

  /// The buffer formatted: its output, each block of changed lines as a paragraph, and why it was kept as written
  /// when it was (its output is then the buffer, with no paragraphs).
  func format(_ text: UnsafeBufferPointer<UInt8>) -> (
    output: [UInt8], paragraphs: [FormattedParagraph], kept: CommentFormatter.KeptReason?
  ) {
    let result = formatter.format(utf8: text, language: language)
    if result.kept != nil { return (Array(text), [], result.kept) }
    guard !result.output.elementsEqual(text) else { return (result.output, [], nil) }
    return (result.output, ChangedLineBlocks.blocks(from: Array(text), to: result.output), nil)
  }

  /// Where the buffer can be cut, as byte offsets of line starts (``ReflowComments/CommentFormatter/cutPoints(utf8:language:)``);
  /// nil when it cannot be read.
  func cutPoints(_ text: UnsafeBufferPointer<UInt8>) -> [Int]? {
    formatter.cutPoints(utf8: text, language: language)
  }

  /// Whether the lexer is outside every comment and string at `offset` of `text`, a line's start.
  func isOutsideCommentsAndStrings(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    formatter.isOutsideCommentsAndStrings(utf8: text, language: language, at: offset)
  }
}
