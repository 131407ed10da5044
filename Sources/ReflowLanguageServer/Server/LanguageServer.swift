// Phase: the session. Each message body is checked (UTF-8, JSON, JSON-RPC),
// dispatched by its method, and answered: a result, or an error that names
// what was wrong and where. Nothing a client sends ends the session but
// `exit` and the end of its pipe.

import Dispatch
import FoundationEssentials
import ReflowConfiguration
import ReflowText

/// A language server session: the documents the client has open, its settings, and the answers to its requests.
///
/// Messages are handled one at a time, on the thread that calls
/// ``handle(_:)``; diagnostics are worked out on a queue of their own.
public final class LanguageServer {
  /// Settings the server reads itself, which are no option of `reflow`'s.
  static let severityKey = "diagnostic-severity"

  /// Finds each document's settings as the command finds a file's.
  let settingsResolver = DocumentSettingsResolver()
  let writer: MessageWriter
  let cache = FormatCache()
  /// Where each source buffer can be cut, for on-type fill.
  let codeCuts = CodeCutCache()
  /// The largest source buffer a key formats whole when its cut lines are not known: a larger one's key waits for
  /// nothing, as the lexer reads well under a megabyte a second.
  var wholeCodeBufferLimit = 16 << 10
  /// The requests owed an answer, which the reading thread cancels.
  let ledger = RequestLedger()
  let linter: DiagnosticLinter
  /// The version `initialize` reports: the executable's.
  let version: String

  private(set) var initialized = false
  private(set) var shutdownRequested = false
  var encoding = PositionEncoding.utf16
  var watchesFiles = false
  /// Whether the client can ask for a code action's edit later, so that a costly one need not be worked out
  /// before it is chosen.
  var resolvesCodeActions = false
  /// Whether the client asks for each document's diagnostics (LSP 3.17) rather than taking those the server
  /// publishes: the server then publishes none of a document's own, so that none is shown twice.
  var pullsDiagnostics = false
  /// The open documents, which the linter reads too.
  let documents = OpenDocuments()
  var initializationOptions: [String: JSONValue] = [:]
  var configurationSettings: [String: JSONValue] = [:]
  /// Nil when diagnostics are off.
  var severity: DiagnosticSeverity? = .hint
  /// Bumped whenever settings may have changed.
  var settingsGeneration = 0
  var resolved: [SettingsKey: Result<DocumentSettings, ConfigError>] = [:]
  var formatters: [SettingsKey: SettingsFormatter] = [:]
  /// The configuration files that have diagnostics published on them.
  var publishedProblems: Set<String> = []
  var configurationStamps = ConfigurationStamps()
  /// Problems with settings that are no file, already shown to the user.
  var shownProblems: Set<String> = []

  /// How the process should exit: 0 after `shutdown` then `exit`, 1 when the session ended without `shutdown`.
  public private(set) var exitStatus: Int32 = 1

  /// A session whose documents take their settings from their configuration files and the client, writing to
  /// `writer`, as Reflow `version`; diagnostics wait `diagnosticDelay` after the last change.
  public init(
    writer: MessageWriter, version: String, diagnosticDelay: DispatchTimeInterval = .milliseconds(200)
  ) {
    self.writer = writer
    self.version = version
    let cache = self.cache
    let codeCuts = self.codeCuts
    linter = DiagnosticLinter(delay: diagnosticDelay, cache: cache, codeCuts: codeCuts) { params in
      writer.send(DiagnosticsJSON.notification(params))
    }
  }

  /// Handles one framed input from the client, read and dispatched on the calling thread; returns false when the
  /// session is over (`exit`, or the end of the input or of the output).
  public func handle(_ input: FramedInput) -> Bool {
    dispatch(Self.read(input, writer: writer, ledger: ledger))
  }

  /// What one framed input is, once read: the end of the input, a message for the main loop, or one answered
  /// already (a malformed message's error, a cancellation).
  enum Inbound {
    case end
    case message(IncomingMessage)
    case answered
  }

  /// Reads one framed input: checks its body (UTF-8, JSON, JSON-RPC), answers what is malformed and each
  /// `$/cancelRequest`, and notes each request as owed an answer.
  ///
  /// It touches only the writer and the ledger, so the session runs it on a thread of its own, where a
  /// cancellation is answered while the main loop is still busy with the request it cancels.
  static func read(_ input: FramedInput, writer: MessageWriter, ledger: RequestLedger) -> Inbound {
    func fail(_ error: ResponseError) -> Inbound {
      writer.send(encoded(OutgoingResponse<AnyResult>(id: nil, outcome: .failure(error))))
      return .answered
    }
    let body: [UInt8]
    switch input {
    case .end: return .end
    case .badHeader(let reason): return fail(.parseError("bad message header: \(reason)"))
    case .message(let framed): body = framed
    }
    if let invalid = body.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) {
      return fail(.parseError("the message is not valid UTF-8: byte \(invalid) of its body"))
    }
    let message: IncomingMessage
    do {
      message = try JSONDecoder().decode(IncomingMessage.self, from: Data(body))
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
      return fail(.invalidRequest("the message is not a JSON object"))
    } catch {
      return fail(.parseError("the message is not JSON: \(reason(error))"))
    }
    if case .cancelRequest(let params) = message.params, message.id == nil {
      if ledger.cancel(params.id) {
        writer.send(encoded(OutgoingResponse<AnyResult>(id: params.id, outcome: .failure(.requestCancelled))))
      }
      return .answered
    }
    if let id = message.id, message.method != nil, message.envelopeProblem == nil { ledger.received(id) }
    return .message(message)
  }

  /// Handles what ``read(_:writer:ledger:)`` made of an input, on the main loop; returns false when the session is
  /// over.
  func dispatch(_ inbound: Inbound) -> Bool {
    switch inbound {
    case .end:
      exitStatus = shutdownRequested ? 0 : 1
      return false
    case .answered: break
    case .message(let message):
      guard handle(message: message) else { return false }
    }
    if !writer.isOpen { exitStatus = shutdownRequested ? 0 : 1 }
    return writer.isOpen
  }

  private func handle(message: IncomingMessage) -> Bool {
    if let problem = message.envelopeProblem {
      reply(to: message.id, .failure(.invalidRequest(problem)))
      return true
    }
    guard let method = message.method else {
      // A response to a request of the server's own (registering file watchers): nothing waits for it.
      if message.id == nil { reply(to: nil, .failure(.invalidRequest("the message has neither a method nor an id"))) }
      return true
    }
    if initialized { noticeConfigurationChangesOnDisk() }
    guard let id = message.id else {
      if let problem = message.paramsProblem {
        log(.warning, "ignored \(method): \(problem)")
        return true
      }
      return notify(method, message.params)
    }
    // Cancelled while it waited: its answer was sent, and it is not worked out.
    guard !ledger.isCancelled(id) else {
      _ = ledger.answers(id)
      return true
    }
    if let problem = message.paramsProblem {
      reply(to: id, .failure(.invalidParams(problem)))
    } else {
      reply(to: id, request(method, message.params))
    }
    return true
  }

  private func request(_ method: String, _ params: ClientParams) -> Result<AnyResult, ResponseError> {
    if case .initialize(let params) = params {
      guard !initialized else { return .failure(.invalidRequest("initialize was sent twice")) }
      initialized = true
      return .success(AnyResult(initialize(params)))
    }
    guard initialized else { return .failure(.serverNotInitialized) }
    guard !shutdownRequested else {
      return .failure(.invalidRequest("the server is shutting down: only exit is taken now"))
    }
    func answer(_ body: () throws(ResponseError) -> some Encodable) -> Result<AnyResult, ResponseError> {
      do { return .success(AnyResult(try body())) } catch { return .failure(error) }
    }
    switch params {
    case .formatting(let params): return answer { () throws(ResponseError) in try formatDocument(params) }
    case .rangeFormatting(let params): return answer { () throws(ResponseError) in try formatRange(params) }
    case .onTypeFormatting(let params): return answer { () throws(ResponseError) in try formatTyping(params) }
    case .codeAction(let params): return answer { () throws(ResponseError) in try codeActions(params) }
    case .pullDiagnostics(let params): return answer { () throws(ResponseError) in try pulledDiagnostics(params) }
    case .resolveCodeAction(let action): return answer { () throws(ResponseError) in try resolve(action) }
    default:
      guard method == "shutdown" else { return .failure(.methodNotFound(method)) }
      shutdownRequested = true
      return .success(AnyResult(nil as Int?))
    }
  }

  /// Handles a notification; false for `exit`.
  private func notify(_ method: String, _ params: ClientParams) -> Bool {
    if method == "exit" {
      exitStatus = shutdownRequested ? 0 : 1
      return false
    }
    // Before `initialize` notifications are dropped, as LSP says.
    guard initialized else { return true }
    switch params {
    case .didOpen(let params): open(params)
    case .didChange(let params): change(params)
    case .didClose(let params): close(params)
    case .didSave(let params): saved(params)
    case .didChangeConfiguration(let params): configurationSettingsChanged(params)
    case .didChangeWatchedFiles(let params): watchedFilesChanged(params)
    default:
      if method == "initialized" { registerWatchers() }
    }
    return true
  }

  /// The initialize result: UTF-8 positions when offered, incremental sync, and the methods the server has.
  private func initialize(_ params: InitializeParams) -> InitializeResult {
    encoding = .negotiated(offered: params.capabilities?.general?.positionEncodings)
    watchesFiles = params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
    pullsDiagnostics = params.capabilities?.textDocument?.diagnostic != nil
    resolvesCodeActions =
      params.capabilities?.textDocument?.codeAction?.resolveSupport?.properties.contains("edit") == true
    initializationOptions = Self.ownSettings(params.initializationOptions) ?? [:]
    readServerSettings()
    return InitializeResult(
      capabilities: ServerCapabilities(
        positionEncoding: encoding.rawValue,
        textDocumentSync: .init(openClose: true, change: 2, save: .init(includeText: false)),
        documentFormattingProvider: true, documentRangeFormattingProvider: true,
        documentOnTypeFormattingProvider: .init(firstTriggerCharacter: " ", moreTriggerCharacter: ["\n"]),
        codeActionProvider: .init(codeActionKinds: CodeActionKind.offered, resolveProvider: true)),
      serverInfo: .init(name: "reflow", version: version))
  }

  // MARK: Sending

  /// Sends the answer to request `id`, unless a cancellation answered it while it was worked out.
  func reply(to id: RequestID?, _ outcome: Result<AnyResult, ResponseError>) {
    if let id, !ledger.answers(id) { return }
    writer.send(Self.encoded(OutgoingResponse(id: id, outcome: outcome)))
  }

  /// Sends a notification.
  func send(_ method: String, _ params: some Encodable) {
    writer.send(Self.encoded(OutgoingMessage(id: nil, method: method, params: params)))
  }

  /// Kinds of `window/logMessage` and `window/showMessage`.
  enum MessageType: Int {
    case error = 1, warning, info, log
  }

  /// A line in the client's log.
  func log(_ type: MessageType, _ message: String) {
    send("window/logMessage", MessageParams(type: type.rawValue, message: message))
  }

  /// A message the user sees.
  func show(_ type: MessageType, _ message: String) {
    send("window/showMessage", MessageParams(type: type.rawValue, message: message))
  }

  /// A message's JSON: keys sorted, slashes as they are (URIs read as written).
  static func encoded(_ message: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every type sent is made of strings, numbers and arrays, which always encode.
    return Array(try! encoder.encode(message))
  }

  /// What the JSON decoder found wrong, as a sentence.
  private static func reason(_ error: any Error) -> String {
    guard case DecodingError.dataCorrupted(let context) = error else { return "\(error)" }
    if let underlying = context.underlyingError { return "\(underlying)" }
    return context.debugDescription
  }
}
