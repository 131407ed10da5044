// Message types: which params each method takes. The one table from method
// names to types, read once when a message is decoded.

/// The params of a message from the client, decoded by its method.
enum ClientParams {
  case none
  case initialize(InitializeParams)
  case didOpen(DidOpenTextDocumentParams)
  case didChange(DidChangeTextDocumentParams)
  case didClose(TextDocumentParams)
  case didSave(TextDocumentParams)
  case formatting(DocumentFormattingParams)
  case rangeFormatting(DocumentRangeFormattingParams)
  case onTypeFormatting(DocumentOnTypeFormattingParams)
  case codeAction(CodeActionParams)
  case pullDiagnostics(TextDocumentParams)
  case resolveCodeAction(CodeAction)
  case didChangeConfiguration(DidChangeConfigurationParams)
  case didChangeWatchedFiles(DidChangeWatchedFilesParams)
  case cancelRequest(CancelParams)

  /// The params of `method`, decoded from `key` of `container`; `.none` for a method with none the server reads.
  init<Keys: CodingKey>(method: String, from container: KeyedDecodingContainer<Keys>, key: Keys) throws {
    func params<Params: Decodable>(_ type: Params.Type) throws -> Params { try container.decode(type, forKey: key) }
    switch method {
    case "initialize": self = .initialize(try params(InitializeParams.self))
    case "textDocument/didOpen": self = .didOpen(try params(DidOpenTextDocumentParams.self))
    case "textDocument/didChange": self = .didChange(try params(DidChangeTextDocumentParams.self))
    case "textDocument/didClose": self = .didClose(try params(TextDocumentParams.self))
    case "textDocument/didSave": self = .didSave(try params(TextDocumentParams.self))
    case "textDocument/formatting": self = .formatting(try params(DocumentFormattingParams.self))
    case "textDocument/rangeFormatting": self = .rangeFormatting(try params(DocumentRangeFormattingParams.self))
    case "textDocument/onTypeFormatting": self = .onTypeFormatting(try params(DocumentOnTypeFormattingParams.self))
    case "textDocument/codeAction": self = .codeAction(try params(CodeActionParams.self))
    case "textDocument/diagnostic": self = .pullDiagnostics(try params(TextDocumentParams.self))
    case "codeAction/resolve": self = .resolveCodeAction(try params(CodeAction.self))
    case "workspace/didChangeConfiguration":
      self = .didChangeConfiguration(try params(DidChangeConfigurationParams.self))
    case "workspace/didChangeWatchedFiles":
      self = .didChangeWatchedFiles(try params(DidChangeWatchedFilesParams.self))
    case "$/cancelRequest": self = .cancelRequest(try params(CancelParams.self))
    default: self = .none
    }
  }
}

/// `$/cancelRequest`'s params: the request the client no longer waits for.
struct CancelParams: Decodable {
  var id: RequestID
}
