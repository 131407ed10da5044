// Phase: the formatting requests. Whole documents, ranges, typing and code
// actions all read one map of paragraphs from the formatter: a range takes
// the paragraphs it touches, an action the same with other line wrapping, and
// the edits cover only the lines that change.

import ReflowText

/// The code action kinds the server offers.
enum CodeActionKind {
  static let quickFix = "quickfix"
  static let rewrite = "refactor.rewrite"
  static let fixAll = "source.fixAll.reflow"
  static let offered = [quickFix, rewrite, fixAll]
}

extension LanguageServer {
  func formatDocument(_ params: DocumentFormattingParams) throws(ResponseError) -> [TextEdit] {
    let document = try document(params.textDocument.uri)
    guard !isLeftAlone(document) else { return [] }
    let formatted = try wholeDocument(document, .configured)
    return textEdits(document.text.withUnsafeBufferPointer { formatted.allEdits(document: $0) }, in: document)
  }

  func formatRange(_ params: DocumentRangeFormattingParams) throws(ResponseError) -> [TextEdit] {
    let document = try document(params.textDocument.uri)
    guard !isLeftAlone(document) else { return [] }
    let bytes = try byteRange(of: params.range, in: document)
    return textEdits(try paragraphEdits(document, touching: bytes, .configured), in: document)
  }

  func formatTyping(_ params: DocumentOnTypeFormattingParams) throws(ResponseError) -> [TextEdit] {
    // Read as it is kept: plain text refills from a copy of the lines around the cursor, and only a reader of the
    // whole text has the latest keystrokes written into it.
    guard let unsettled = documents.unsettled(params.textDocument.uri) else {
      throw .invalidParams("\(params.textDocument.uri) is not open: send textDocument/didOpen first")
    }
    guard !isLeftAlone(unsettled), params.ch == " " || params.ch == "\n" else { return [] }
    let cursor = try unsettled.offset(of: params.position, encoding: encoding)
    let formatter = try formatter(for: unsettled, .configured)
    try refuseBinary(unsettled)
    if formatter.formatsStretches, let edits = typingEditsAround(unsettled, cursor, params.ch, formatter) {
      return textEdits(edits, in: unsettled)
    }
    let document = try document(params.textDocument.uri)
    if formatter.formatsWholeDocumentsOnly {
      return textEdits(codeTypingEdits(document, cursor, params.ch, formatter), in: document)
    }
    // The block the typed line is in, read from the document around it as formatting reads it.
    let typedLine = document.lines.line(containing: cursor) - (params.ch == "\n" ? 1 : 0)
    guard typedLine >= 0 else { return [] }
    let typedStart = document.lines.start(of: typedLine)
    let context = try stretch(document, around: typedStart..<cursor, .configured)
    guard let paragraph = TypedLineRefill.paragraph(holding: typedStart, in: context),
      let edit = TypedLineRefill.edit(
        in: document.text, lines: document.lines, cursor: cursor, trigger: params.ch, formatter: formatter,
        within: paragraph,
        stretchStart: { stretchRange(document, around: $0..<$0, formatter: formatter)?.lowerBound ?? 0 }),
      agreesWithFormatting(edit, document, context: context, paragraph: paragraph, formatter: formatter)
    else { return [] }
    return textEdits([edit], in: document)
  }

  /// Whether the refill `edit` of `paragraph` agrees with formatting the stretch around it (``TypedEditCheck``):
  /// `context`'s, or, when that is longer than the check takes, the stretch around the paragraph alone.
  private func agreesWithFormatting(
    _ edit: ByteEdit, _ document: OpenDocument, context: FormattedText, paragraph: Range<Int>,
    formatter: SettingsFormatter
  ) -> Bool {
    document.text.withUnsafeBufferPointer { text in
      let lineEnding = formatter.lineEnding(of: text)
      let region = context.start..<(context.start + context.inputLines.end)
      if region.count <= TypedEditCheck.longestStretch {
        return TypedEditCheck.agrees(
          edit, in: text, stretch: region, formatted: context.output, formatter: formatter, lineEnding: lineEnding)
      }
      guard let stretch = stretchRange(document, around: paragraph, formatter: formatter),
        stretch.count <= TypedEditCheck.longestStretch
      else { return false }
      let formatted = formatter.format(text, range: stretch, lineEnding: lineEnding).output
      return TypedEditCheck.agrees(
        edit, in: text, stretch: stretch, formatted: formatted, formatter: formatter, lineEnding: lineEnding)
    }
  }

  /// The refill of plain text's typed line, worked out on a copy of the lines around it (``TypedStretch``); nil when
  /// its stretch reaches past them, and the whole text is to be read.
  private func typingEditsAround(
    _ document: OpenDocument, _ cursor: Int, _ trigger: String, _ formatter: SettingsFormatter
  )
    -> [ByteEdit]?
  {
    let typedLine = document.lines.line(containing: cursor) - (trigger == "\n" ? 1 : 0)
    guard typedLine >= 0 else { return [] }
    guard let copy = TypedStretch(document, typed: typedLine, formatter: formatter) else { return nil }
    let typedStart = document.lines.start(of: typedLine) - copy.start
    let localCursor = cursor - copy.start
    let count = document.storage.count
    guard let range = copy.stretch(around: typedStart..<localCursor, documentCount: count) else { return nil }
    let context = copy.text.withUnsafeBufferPointer {
      formatter.format(
        $0, range: range, lineEnding: copy.lineEnding,
        startsIgnoring: document.directives.ignoring(at: copy.start + range.lowerBound))
    }
    guard let paragraph = TypedLineRefill.paragraph(holding: typedStart, in: context),
      var edit = TypedLineRefill.edit(
        in: copy.text, lines: copy.lines, cursor: localCursor, trigger: trigger, formatter: formatter,
        within: paragraph, lineEnding: copy.lineEnding,
        stretchStart: { copy.stretch(around: $0..<$0, documentCount: count)?.lowerBound ?? 0 })
    else { return [] }
    edit.range = (edit.range.lowerBound + copy.start)..<(edit.range.upperBound + copy.start)
    return [edit]
  }

  func codeActions(_ params: CodeActionParams) throws(ResponseError) -> [CodeAction] {
    let document = try document(params.textDocument.uri)
    guard !isLeftAlone(document) else { return [] }
    let bytes = try byteRange(of: params.range, in: document)
    let ours = (params.context?.diagnostics ?? []).filter {
      $0.source == "reflow" && $0.code == ParagraphDiagnostics.rewrapCode
    }
    func wanted(_ kind: String) -> Bool {
      guard let only = params.context?.only else { return true }
      return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
    let choices: [(LineWrapping, String, String)] = [
      (.configured, "Reflow paragraph", ours.isEmpty ? CodeActionKind.rewrite : CodeActionKind.quickFix),
      (.oneLinePerParagraph, "Join paragraph into one line", CodeActionKind.rewrite),
      (.sentencePerLine, "One sentence per line", CodeActionKind.rewrite),
    ]
    var actions: [CodeAction] = []
    for (wrapping, title, kind) in choices where wanted(kind) {
      // Settings that cannot take this wrapping (`--wrap no` with `--align right`) offer no such action.
      guard let formatter = try? formatter(for: document, wrapping) else { continue }
      let quickFix = kind == CodeActionKind.quickFix
      var action = CodeAction(
        title: title, kind: kind, diagnostics: quickFix ? ours : nil, isPreferred: quickFix ? true : nil)
      // Another wrapping of a Markdown document is the whole document formatted again: where the client can ask
      // for the edit once the action is chosen, it is worked out then.
      let costly =
        cache.value(for: cacheKey(document, wrapping)) == nil
        && stretchRange(document, around: bytes, formatter: formatter) == nil
      if wrapping != .configured, costly, resolvesCodeActions {
        action.data = CodeActionData(
          uri: document.uri, revision: document.revision, range: params.range, wrapping: wrapping)
        actions.append(action)
        continue
      }
      guard let edits = try? paragraphEdits(document, touching: bytes, wrapping), !edits.isEmpty else { continue }
      let changes = [document.uri: textEdits(edits, in: document)]
      guard !actions.contains(where: { $0.edit?.changes == changes }) else { continue }
      action.edit = WorkspaceEdit(changes: changes)
      actions.append(action)
    }
    guard wanted(CodeActionKind.fixAll) else { return actions }
    // The whole document's edit can be megabytes: where the client can ask for it once the action is chosen, it
    // is worked out then, and offered now unless an earlier format already says nothing would change.
    if resolvesCodeActions {
      if let known = cache.value(for: cacheKey(document, .configured)),
        document.text.withUnsafeBufferPointer({ known.allEdits(document: $0) }).isEmpty
      {
        return actions
      }
      var action = CodeAction(title: "Reflow all", kind: CodeActionKind.fixAll)
      action.data = CodeActionData(
        uri: document.uri, revision: document.revision, range: params.range, wrapping: .configured,
        wholeDocument: true)
      actions.append(action)
      return actions
    }
    let whole = try wholeDocument(document, .configured)
    let all = textEdits(document.text.withUnsafeBufferPointer { whole.allEdits(document: $0) }, in: document)
    if !all.isEmpty {
      actions.append(
        CodeAction(title: "Reflow all", kind: CodeActionKind.fixAll, edit: WorkspaceEdit(changes: [document.uri: all])))
    }
    return actions
  }

  /// The edit of an action offered without one.
  func resolve(_ action: CodeAction) throws(ResponseError) -> CodeAction {
    guard action.edit == nil, let data = action.data else { return action }
    let document = try document(data.uri)
    guard document.revision == data.revision, let wrapping = data.lineWrapping else {
      throw ResponseError(
        code: ResponseError.contentModified,
        message: "\(data.uri) changed since the action was offered: ask for the document's actions again")
    }
    var resolved = action
    if data.wholeDocument == true {
      let whole = try wholeDocument(document, wrapping)
      let edits = textEdits(document.text.withUnsafeBufferPointer { whole.allEdits(document: $0) }, in: document)
      resolved.edit = WorkspaceEdit(changes: [document.uri: edits])
      return resolved
    }
    let bytes = try byteRange(of: data.range, in: document)
    resolved.edit = WorkspaceEdit(
      changes: [document.uri: textEdits(try paragraphEdits(document, touching: bytes, wrapping), in: document)])
    return resolved
  }

  // MARK: Formatting

  /// The edits of the paragraphs that the document's bytes `bytes` touch, with lines ending as `wrapping` says.
  func paragraphEdits(_ document: OpenDocument, touching bytes: Range<Int>, _ wrapping: LineWrapping)
    throws(ResponseError) -> [ByteEdit]
  {
    let formatted = try stretch(document, around: bytes, wrapping)
    return document.text.withUnsafeBufferPointer { text in
      formatted.paragraphs(touching: formatted.lines(touching: bytes)).compactMap {
        formatted.edit(for: $0, document: text)
      }
    }
  }

  /// The whole document formatted, from the cache when the diagnostics or an earlier request formatted it.
  func wholeDocument(_ document: OpenDocument, _ wrapping: LineWrapping) throws(ResponseError) -> FormattedText {
    let formatter = try formatter(for: document, wrapping)
    try refuseBinary(document)
    let key = cacheKey(document, wrapping)
    if let known = cache.value(for: key) { return known }
    let formatted = document.text.withUnsafeBufferPointer {
      formatter.format($0, range: 0..<$0.count, lineEnding: formatter.lineEnding(of: $0))
    }
    cache.store(formatted, for: key)
    return formatted
  }

  /// The stretch around `bytes` that formats on its own, formatted: the paragraphs' neighbourhood in plain text;
  /// in Markdown, the stretch an earlier whole-document result vouches for, else the whole document.
  func stretch(_ document: OpenDocument, around bytes: Range<Int>, _ wrapping: LineWrapping)
    throws(ResponseError) -> FormattedText
  {
    let formatter = try formatter(for: document, wrapping)
    try refuseBinary(document)
    if let known = cache.value(for: cacheKey(document, wrapping)) { return known }
    guard let range = stretchRange(document, around: bytes, formatter: formatter) else {
      return try wholeDocument(document, wrapping)
    }
    return document.text.withUnsafeBufferPointer { text in
      formatter.format(
        text, range: range, lineEnding: formatter.lineEnding(of: text),
        startsIgnoring: document.directives.ignoring(at: range.lowerBound))
    }
  }

  /// The bytes around `bytes` that format as they do in the whole document, or nil when only the whole document
  /// will do (Markdown with no earlier result to read its paragraphs from).
  func stretchRange(_ document: OpenDocument, around bytes: Range<Int>, formatter: SettingsFormatter) -> Range<Int>? {
    document.text.withUnsafeBufferPointer { text in
      let lineEnding = formatter.lineEnding(of: text)
      if formatter.formatsStretches { return Neighbourhood.around(bytes, in: text, lineEnding: lineEnding) }
      guard !formatter.formatsWholeDocumentsOnly,
        let earlier = cache.newest(uri: document.uri, settingsGeneration: settingsGeneration)
      else { return nil }
      return MarkdownStretch.around(
        bytes, in: text, lineEnding: lineEnding, earlier: earlier.value,
        unchangedBefore: document.unchanged(since: earlier.key.revision))
    }
  }

  /// The formatter for `document`; an error saying which configuration is broken when it is.
  func formatter(for document: OpenDocument, _ wrapping: LineWrapping) throws(ResponseError) -> SettingsFormatter {
    let key = SettingsKey(document, wrapping)
    if let made = formatters[key] { return made }
    switch settings(for: document, wrapping) {
    case .failure(let problem):
      throw .requestFailed("formatting is off until this configuration is fixed: \(problem)")
    case .success(let settings):
      let made = try SettingsFormatter(settings: settings)
      formatters[key] = made
      return made
    }
  }

  /// Refuses a document holding a NUL byte: it is binary, which Reflow does not format.
  func refuseBinary(_ document: OpenDocument) throws(ResponseError) {
    guard let nul = document.firstNul else { return }
    let position = document.position(of: nul, encoding: encoding)
    throw .requestFailed(
      "\(document.uri): line \(position.line + 1), character \(position.character) is a NUL byte: the document is "
        + "binary, and reflow leaves it alone")
  }

  /// The document's bytes from `range`'s start to its end.
  func byteRange(of range: TextRange, in document: OpenDocument) throws(ResponseError) -> Range<Int> {
    let lower = try document.offset(of: range.start, encoding: encoding)
    // A range that takes in the last line with its line end ends at the start of the line after it, as LSP writes
    // it (Neovim's `gq` over the whole buffer does): a document with no last line end has no such line, and the
    // range ends at the document's end.
    let upper =
      range.end.line == document.lines.count && range.end.character == 0
      ? document.storage.count : try document.offset(of: range.end, encoding: encoding)
    guard lower <= upper else {
      throw .invalidParams(
        "\(document.uri): the range ends (line \(range.end.line + 1)) before it starts (line \(range.start.line + 1))")
    }
    return lower..<upper
  }

  /// `edits` as LSP edits, in the session's position encoding.
  func textEdits(_ edits: [ByteEdit], in document: OpenDocument) -> [TextEdit] {
    edits.map { edit in
      TextEdit(
        range: TextRange(
          start: document.position(of: edit.range.lowerBound, encoding: encoding),
          end: document.position(of: edit.range.upperBound, encoding: encoding)),
        newText: String(decoding: edit.replacement, as: UTF8.self))
    }
  }
}
