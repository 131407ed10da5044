// Phase: settings. A document's settings come from the configuration
// library (the command line's own search), with the client's settings winning over files.
// A broken configuration file is reported on itself, at the bad key, and
// formatting stays off until it reads; any change to settings or to a
// configuration file takes effect at once, on every open document.

import ReflowConfiguration

extension LanguageServer {
  /// The client's settings: `initializationOptions`, then the last `didChangeConfiguration`, without the
  /// server's own keys.
  var clientSettings: [String: JSONValue] {
    initializationOptions.merging(configurationSettings) { $1 }.filter { $0.key != Self.severityKey }
  }

  /// The settings of `document`, read once until something changes: its file's, and Markdown or plain text as
  /// its client says where it says.
  func settings(for document: OpenDocument, _ wrapping: LineWrapping) -> Result<
    DocumentSettings, ConfigError
  > {
    let key = SettingsKey(document, wrapping)
    if let known = resolved[key] { return known }
    var settings = clientSettings
    if let isMarkdown = document.isMarkdown { settings["markdown"] = .bool(isMarkdown) }
    let found = Result { () throws(ConfigError) in
      try settingsResolver.settings(
        forFileAt: document.path, clientSettings: settings, wrapping: wrapping, codeLanguage: document.codeLanguage)
    }
    resolved[key] = found
    return found
  }

  /// Reads `diagnostic-severity` (hint, information, warning or off) from the client's settings.
  func readServerSettings() {
    let value = configurationSettings[Self.severityKey] ?? initializationOptions[Self.severityKey]
    switch value {
    case nil, .string("hint"): severity = .hint
    case .string("information"): severity = .information
    case .string("warning"): severity = .warning
    case .string("off"): severity = nil
    default:
      show(.error, "reflow: \(Self.severityKey) takes hint, information, warning or off; diagnostics stay as hints")
      severity = .hint
    }
  }

  /// Reflow's own settings in a client's object: the object under its `reflow` key where it has one (clients
  /// that serve several servers nest each server's settings so), else the object itself; nil for no object.
  static func ownSettings(_ value: JSONValue?) -> [String: JSONValue]? {
    guard let settings = value?.object else { return nil }
    return settings["reflow"]?.object ?? settings
  }

  func configurationSettingsChanged(_ params: DidChangeConfigurationParams) {
    guard let settings = Self.ownSettings(params.settings) else { return }
    configurationSettings = settings
    readServerSettings()
    configurationChanged()
  }

  /// Reads the settings again when a configuration file that could apply to an open document was saved, created
  /// or removed since the last message, for a client that does not watch files for the server.
  func noticeConfigurationChangesOnDisk() {
    guard !watchesFiles else { return }
    let now = ConfigurationStamps(
      above: documents.values.compactMap(\.path), names: settingsResolver.configurationFileNames)
    defer { configurationStamps = now }
    if now.changed(since: configurationStamps) { configurationChanged() }
  }

  func watchedFilesChanged(_ params: DidChangeWatchedFilesParams) {
    let names = settingsResolver.configurationFileNames
    guard params.changes.contains(where: { names.contains(DocumentURI.name(of: $0.uri)) }) else { return }
    configurationChanged()
  }

  /// Asks the client to report changes to configuration files, when it can be asked.
  func registerWatchers() {
    guard watchesFiles else { return }
    let watchers = settingsResolver.configurationFileNames.map {
      RegistrationParams.WatchOptions.Watcher(globPattern: "**/\($0)")
    }
    writer.send(
      Self.encoded(
        OutgoingMessage(
          id: .string("reflow-watch-configuration"), method: "client/registerCapability",
          params: RegistrationParams(registrations: [
            .init(
              id: "reflow-configuration-files", method: "workspace/didChangeWatchedFiles",
              registerOptions: .init(watchers: watchers))
          ]))))
  }

  /// Forgets every setting read, reports the configuration's problems again and lints every document again.
  func configurationChanged() {
    resolved.removeAll()
    formatters.removeAll()
    settingsGeneration += 1
    cache.forgetAll()
    refreshConfigurationProblems()
    for document in documents.values where !isConfigurationFile(document) { lint(document) }
  }

  /// Publishes a diagnostic on each configuration file that an open document's settings cannot be read from, and
  /// clears those of files that read again; a problem in the client's own settings is shown once.
  func refreshConfigurationProblems() {
    var problems: [String: ConfigError] = [:]
    for document in documents.values where !isConfigurationFile(document) {
      if case .failure(let problem) = settings(for: document, .configured) { problems[problem.file] = problem }
    }
    var published: Set<String> = []
    for (file, problem) in problems.sorted(by: { $0.key < $1.key }) {
      guard file.hasPrefix("/") else {
        if shownProblems.insert(problem.description).inserted {
          show(.error, "reflow: formatting is off until this is fixed: \(problem)")
        }
        continue
      }
      let uri = DocumentURI.uri(ofPath: file)
      published.insert(uri)
      send(
        "textDocument/publishDiagnostics",
        PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [diagnostic(for: problem)]))
    }
    for uri in publishedProblems.subtracting(published).sorted() {
      send("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
    }
    publishedProblems = published
  }

  /// The diagnostic of a configuration problem: on the key where the file names one, else on the line, else at
  /// the file's start.
  func diagnostic(for problem: ConfigError) -> Diagnostic {
    let message =
      "\(problem.key.map { "'\($0)': " } ?? "")\(problem.reason); reflow formats nothing until this is fixed"
    var range = TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
    if let line = problem.line, let text = FileContents.read(problem.file) {
      text.withUnsafeBufferPointer { text in
        let lines = LineStarts(text, breaks: .protocolLines)
        guard line >= 1, line <= lines.count else { return }
        let start = lines.start(of: line - 1)
        let end = lines.contentEnd(of: line - 1, in: text)
        var span = start..<end
        if let key = problem.key, let found = Self.find(Array(key.utf8), in: text, within: span) { span = found }
        range = TextRange(
          start: lines.position(of: span.lowerBound, in: text, encoding: encoding),
          end: lines.position(of: span.upperBound, in: text, encoding: encoding))
      }
    }
    return Diagnostic(range: range, severity: .error, code: "configuration", message: message)
  }

  private static func find(_ needle: [UInt8], in text: UnsafeBufferPointer<UInt8>, within span: Range<Int>)
    -> Range<Int>?
  {
    guard !needle.isEmpty, span.count >= needle.count else { return nil }
    for start in span.lowerBound...(span.upperBound - needle.count)
    where text[start..<(start + needle.count)].elementsEqual(needle) {
      return start..<(start + needle.count)
    }
    return nil
  }
}
