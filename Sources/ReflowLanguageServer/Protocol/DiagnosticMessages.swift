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
struct Diagnostic: Codable, Equatable, Sendable {
  var range: TextRange
  var severity: DiagnosticSeverity
  var code: String
  var source: String = "reflow"
  var message: String
  /// The line past the width that `message` names, as lines after the range's first, where it names one.
  ///
  /// The message is written again when the paragraph moves. Never sent.
  var namedLine: Int? = nil

  private enum CodingKeys: String, CodingKey {
    case range, severity, code, source, message
  }
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

/// A code action with its edit, or with what the server needs to work the edit out when the client asks
/// (`codeAction/resolve`).
struct CodeAction: Codable, Equatable {
  var title: String
  var kind: String
  var diagnostics: [Diagnostic]? = nil
  var isPreferred: Bool? = nil
  var edit: WorkspaceEdit? = nil
  var data: CodeActionData? = nil
}

/// What an action left to resolve remembers: the document and revision it was offered for, its range, and how
/// lines are to end.
struct CodeActionData: Codable, Equatable {
  var uri: String
  /// The document's revision (``OpenDocument/revision``).
  var revision: Int
  var range: TextRange
  /// `configured`, `one-line` or `sentence`.
  var wrapping: String
  /// Whether the action is *Reflow all*: the whole document, not the paragraphs `range` touches.
  var wholeDocument: Bool?

  init(uri: String, revision: Int, range: TextRange, wrapping: LineWrapping, wholeDocument: Bool = false) {
    self.uri = uri
    self.revision = revision
    self.range = range
    switch wrapping {
    case .configured: self.wrapping = "configured"
    case .oneLinePerParagraph: self.wrapping = "one-line"
    case .sentencePerLine: self.wrapping = "sentence"
    }
    self.wholeDocument = wholeDocument ? true : nil
  }

  /// The wrapping named, or nil for a name the server never gives.
  var lineWrapping: LineWrapping? {
    switch wrapping {
    case "configured": .configured
    case "one-line": .oneLinePerParagraph
    case "sentence": .sentencePerLine
    default: nil
    }
  }
}

/// `textDocument/diagnostic`'s answer: every diagnostic of the document, in full.
struct FullDocumentDiagnosticReport: Encodable, Equatable {
  var kind = "full"
  var items: [Diagnostic]
}
