// Message types: `initialize` and its answer. The client says which position
// encodings it can take and may pass settings; the server says what it offers.

/// `initialize`'s params: only the parts the server reads.
struct InitializeParams: Decodable {
  var capabilities: ClientCapabilities?
  /// Settings, with the same keys as `.reflow.toml` (and the server's own, such as `diagnostic-severity`).
  var initializationOptions: JSONValue?
}

/// What the client can do, in the parts the server asks about.
struct ClientCapabilities: Decodable {
  struct General: Decodable {
    var positionEncodings: [String]?
  }
  struct Workspace: Decodable {
    struct DynamicRegistration: Decodable {
      var dynamicRegistration: Bool?
    }
    var didChangeWatchedFiles: DynamicRegistration?
  }
  struct TextDocument: Decodable {
    struct CodeAction: Decodable {
      struct ResolveSupport: Decodable {
        var properties: [String]
      }
      var resolveSupport: ResolveSupport?
    }
    /// Present when the client pulls diagnostics (`textDocument/diagnostic`, LSP 3.17).
    struct Diagnostic: Decodable {
      var dynamicRegistration: Bool?
    }
    var codeAction: CodeAction?
    var diagnostic: Diagnostic?
  }
  var general: General?
  var workspace: Workspace?
  var textDocument: TextDocument?
}

/// `initialize`'s answer.
struct InitializeResult: Encodable {
  struct ServerInfo: Encodable {
    var name: String
    var version: String
  }
  var capabilities: ServerCapabilities
  var serverInfo: ServerInfo
}

/// What the server offers.
struct ServerCapabilities: Encodable {
  struct TextDocumentSync: Encodable {
    struct Save: Encodable {
      var includeText: Bool
    }
    var openClose: Bool
    /// 2: incremental changes (full ones are taken too).
    var change: Int
    var save: Save
  }
  struct OnTypeFormatting: Encodable {
    var firstTriggerCharacter: String
    var moreTriggerCharacter: [String]
  }
  struct CodeActionOptions: Encodable {
    var codeActionKinds: [String]
    var resolveProvider: Bool
  }
  /// Pull diagnostics: each document's stand alone.
  struct DiagnosticOptions: Encodable {
    var interFileDependencies = false
    var workspaceDiagnostics = false
  }
  var positionEncoding: String
  var textDocumentSync: TextDocumentSync
  var documentFormattingProvider: Bool
  var documentRangeFormattingProvider: Bool
  var documentOnTypeFormattingProvider: OnTypeFormatting
  var codeActionProvider: CodeActionOptions
  var diagnosticProvider = DiagnosticOptions()
}
