// Message types: the three formatting requests. Their `options` (tab size,
// spaces) are the editor's indentation settings, which Reflow does not take:
// the width and the rest come from the project's configuration.

/// `textDocument/formatting`.
struct DocumentFormattingParams: Decodable {
  var textDocument: TextDocumentIdentifier
}

/// `textDocument/rangeFormatting`.
struct DocumentRangeFormattingParams: Decodable {
  var textDocument: TextDocumentIdentifier
  var range: TextRange
}

/// `textDocument/onTypeFormatting`: the character just typed, and where the cursor is after it.
struct DocumentOnTypeFormattingParams: Decodable {
  var textDocument: TextDocumentIdentifier
  var position: Position
  var ch: String
}
