// Message types: the text document notifications, by which the client keeps
// the server's copy of each open document the same as its own.

/// `textDocument/didOpen`.
struct DidOpenTextDocumentParams: Decodable {
  var textDocument: TextDocumentItem
}

/// One change: a range replaced, or the whole text when there is no range.
struct TextDocumentContentChangeEvent: Decodable {
  var range: TextRange?
  var text: String
}

/// `textDocument/didChange`.
struct DidChangeTextDocumentParams: Decodable {
  var textDocument: VersionedTextDocumentIdentifier
  var contentChanges: [TextDocumentContentChangeEvent]
}

/// `textDocument/didClose` and `textDocument/didSave`.
struct TextDocumentParams: Decodable {
  var textDocument: TextDocumentIdentifier
}
