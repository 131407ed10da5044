// Phase: document sync. The client opens, changes, saves and closes
// documents; each change schedules the document's diagnostics, and a saved
// configuration file is read again.

extension LanguageServer {
  func open(_ params: DidOpenTextDocumentParams) {
    let item = params.textDocument
    let document = OpenDocument(uri: item.uri, version: item.version, text: item.text, languageId: item.languageId)
    documents.open(document)
    // A document opened again counts its revisions from 0: cut lines found in the old one name no revision of it.
    codeCuts.forget(uri: item.uri)
    guard !isConfigurationFile(document) else { return }
    // A document may be the first below a configuration file that is broken.
    refreshConfigurationProblems()
    lint(document)
  }

  func change(_ params: DidChangeTextDocumentParams) {
    let uri = params.textDocument.uri
    // Changed where it is kept, so that a large document is not copied for every keystroke; and not read back
    // through the subscript, which would write each keystroke into its text (``DocumentText``).
    guard
      let (warnings, document) = documents.update(
        uri,
        { document -> ([String], OpenDocument) in
          (document.apply(params.contentChanges, version: params.textDocument.version, encoding: encoding), document)
        })
    else {
      log(.warning, "\(uri): a change to a document that is not open was ignored")
      return
    }
    for warning in warnings { log(.warning, warning) }
    if !isConfigurationFile(document) { lint(document) }
  }

  func close(_ params: TextDocumentParams) {
    let uri = params.textDocument.uri
    // Only whether it was a configuration file is kept: the document itself goes now, before the linter hands
    // freed memory back.
    guard let wasConfiguration = documents.close(uri).map(isConfigurationFile) else { return }
    cache.forget(uri: uri)
    codeCuts.forget(uri: uri)
    forgetSettingsOfClosedFiles()
    guard !wasConfiguration else { return }
    linter.cancel(uri: uri)
    send("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
  }

  /// Drops the settings and formatters kept for files no open document is.
  ///
  /// They are kept by path, not by document, so nothing else would drop them: a server that opens many files in
  /// turn would hold a formatter, with its caches, for each of them.
  func forgetSettingsOfClosedFiles() {
    let open = Set(documents.values.map(\.path))
    resolved = resolved.filter { open.contains($0.key.path) }
    formatters = formatters.filter { open.contains($0.key.path) }
  }

  func saved(_ params: TextDocumentParams) {
    guard let document = documents[params.textDocument.uri], isConfigurationFile(document) else { return }
    configurationChanged()
  }

  /// Whether `document` is a configuration file, which is read for settings and never formatted.
  func isConfigurationFile(_ document: OpenDocument) -> Bool {
    settingsResolver.configurationFileNames.contains(DocumentURI.name(of: document.uri))
  }

  /// Whether `document` is one the server never formats: a configuration file, or one the configuration's
  /// `exclude` names.
  func isLeftAlone(_ document: OpenDocument) -> Bool {
    isConfigurationFile(document) || (try? settings(for: document, .configured).get())?.isExcluded == true
  }

  /// Schedules the diagnostics of `document`, for a client that takes them as the server publishes them.
  ///
  /// Its settings are read now, on the main loop; its text when the lint starts (``DiagnosticLinter``).
  func lint(_ document: OpenDocument) {
    guard !pullsDiagnostics else { return }
    let (settings, problem) = lintSettings(document)
    let (uri, severity, encoding, generation) = (document.uri, severity, encoding, settingsGeneration)
    let documents = documents
    linter.schedule(uri: uri) {
      documents[uri].map {
        LintJob(
          $0, settings: settings, problem: problem, severity: severity, encoding: encoding,
          settingsGeneration: generation)
      }
    }
  }

  /// `textDocument/diagnostic`: the document's diagnostics, worked out now (or read from a format that did).
  func pulledDiagnostics(_ params: TextDocumentParams) throws(ResponseError) -> FullDocumentDiagnosticReport {
    let document = try document(params.textDocument.uri)
    guard !isConfigurationFile(document) else { return FullDocumentDiagnosticReport(items: []) }
    return FullDocumentDiagnosticReport(
      items: DiagnosticLinter.diagnostics(for: lintJob(document), cache: cache, memory: linter.memory))
  }

  /// What linting `document` needs: none when its settings are broken (but the problem), it is excluded or it is
  /// binary.
  func lintJob(_ document: OpenDocument) -> LintJob {
    let (settings, problem) = lintSettings(document)
    return LintJob(
      document, settings: settings, problem: problem, severity: severity, encoding: encoding,
      settingsGeneration: settingsGeneration)
  }

  /// The settings `document` is linted with (nil when it is not to be linted) and the problem with them, if any.
  func lintSettings(_ document: OpenDocument) -> (DocumentSettings?, Diagnostic?) {
    let found = settings(for: document, .configured)
    let binary = document.firstNul != nil
    var problem: Diagnostic?
    if case .failure(let broken) = found {
      let start = Position(line: 0, character: 0)
      problem = Diagnostic(
        range: TextRange(start: start, end: start), severity: .error, code: "configuration",
        message: "reflow formats nothing in this document until its configuration is fixed: \(broken)")
    }
    return (binary ? nil : (try? found.get()).flatMap { $0.isExcluded ? nil : $0 }, problem)
  }

  func cacheKey(_ document: OpenDocument, _ wrapping: LineWrapping) -> FormatCache.Key {
    FormatCache.Key(
      uri: document.uri, revision: document.revision, settingsGeneration: settingsGeneration, wrapping: wrapping)
  }

  /// The open document at `uri`.
  func document(_ uri: String) throws(ResponseError) -> OpenDocument {
    guard let document = documents[uri] else {
      throw .invalidParams("\(uri) is not open: send textDocument/didOpen first")
    }
    return document
  }
}

extension LintJob {
  /// The lint of `document` as it is now, with the settings read for it.
  init(
    _ document: OpenDocument, settings: DocumentSettings?, problem: Diagnostic?, severity: DiagnosticSeverity?,
    encoding: PositionEncoding, settingsGeneration: Int
  ) {
    self.init(
      uri: document.uri, version: document.version, text: document.text, lines: document.lines,
      directives: document.directives,
      settings: settings,
      severity: severity, encoding: encoding,
      cacheKey: FormatCache.Key(
        uri: document.uri, revision: document.revision, settingsGeneration: settingsGeneration, wrapping: .configured),
      changes: document.changes, problem: problem)
  }
}
