// Test support: a document formatted greedily with the given shape, prefixes,
// spacing and line ending, as the document tests need it.

@testable import ReflowText

func formatDocument(
  _ text: String, width: Int, shape: ParagraphShape = .sameIndent, prefix: String? = nil,
  prefixes: PrefixKinds = .default, spacing: WordSpacing = .preserve, lineEnding: LineEnding = .lf
) -> String {
  let options = DocumentOptions(
    wrap: TextWrapOptions(width: width, algorithm: .greedy, spacing: spacing), shape: shape, prefix: prefix,
    prefixes: prefixes)
  return try! DocumentFormatter(options: options).format(text, lineEnding: lineEnding)
}
