// Test support for the rewrapper's behaviour tests: a document rewrapped
// greedily without the meaning check, or whole with it, and a text's lines.

import FlowLayout

@testable import ReflowMarkdown

/// `source` rewrapped at `width`, greedily and without the meaning check.
func rewrapText(_ source: String, width: Int, alignment: FlowAlignment = .leading) -> String {
  try! MarkdownFormatter(
    options: MarkdownFormatOptions(width: width, algorithm: .greedy, alignment: alignment, verifiesMeaning: false)
  ).format(source).text
}

/// The whole result of formatting `source` at `width`, with the meaning check.
func rewrapResult(_ source: String, width: Int) -> MarkdownFormatResult {
  var text = source
  return text.withUTF8 { try! MarkdownFormatter(options: MarkdownFormatOptions(width: width)).format(utf8: $0) }
}

/// The lines of `text`, the empty one after a final line end included.
func splitLines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
