// Message types: diagnostics, which the server publishes, and code actions,
// which the client asks for on a range and which carry their edits.

/// How much a diagnostic matters: LSP's numbers.
public enum DiagnosticSeverity: Int, Codable, Sendable {
  case error = 1
  case warning = 2
  case information = 3
  case hint = 4
}

/// One diagnostic.
struct Diagnostic: Codable, Equatable {
  var range: TextRange
  var severity: DiagnosticSeverity
  var code: String
  var source: String = "reflow"
  var message: String
}

/// `textDocument/publishDiagnostics`.
struct PublishDiagnosticsParams: Encodable {
  var uri: String
  var version: Int?
  var diagnostics: [Diagnostic]
}

/// `textDocument/codeAction`.
struct CodeActionParams: Decodable {
  struct Context: Decodable {
    var diagnostics: [Diagnostic]?
    var only: [String]?
  }
  var textDocument: TextDocumentIdentifier
  var range: TextRange
  var context: Context?
}

/// A code action with its edit.
struct CodeAction: Encodable, Equatable {
  var title: String
  var kind: String
  var diagnostics: [Diagnostic]?
  var isPreferred: Bool?
  var edit: WorkspaceEdit
}
