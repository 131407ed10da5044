// Phase: diagnostics, debounced. Each change to a document schedules one
// lint a short while later on a queue of its own; a lint whose document has
// changed again since is dropped before it starts and its result before it
// is sent, so typing costs one lint per pause, and requests are answered
// meanwhile on the main thread. A lint redoes only the stretch around what
// changed since the last one (``LintMemory``): the diagnostics before it
// stay, those after it move by the lines added or taken away, so long as
// the text after it reads as it did; a fence, an HTML block or a
// `reflow: off` that the change opened or closed sends the lint to the
// whole document.

import Dispatch
import ReflowMarkdown
import ReflowText
import Synchronization

/// What one lint needs: a snapshot of the document and its settings, taken on the main thread.
struct LintJob: @unchecked Sendable {
  var uri: String
  var version: Int
  var text: [UInt8]
  var lines: LineStarts
  /// Its directive lines, which say whether a stretch starts where formatting is off.
  var directives: DirectiveLines
  /// Nil when the document is not to be linted (its configuration is broken, or it holds a NUL byte): its
  /// diagnostics are cleared, but for `problem`.
  var settings: DocumentSettings?
  var severity: DiagnosticSeverity?
  var encoding: PositionEncoding
  var cacheKey: FormatCache.Key
  /// What changed in the document, revision by revision.
  var changes: ChangeLog
  /// Why its configuration cannot be used, shown on the document itself as well as on the configuration file:
  /// some clients show no diagnostic of a file that is not open, and a user who sees formatting stop looks at
  /// the document first.
  var problem: Diagnostic? = nil
}

/// Runs lints one at a time, each after a delay, and publishes what they find.
final class DiagnosticLinter: Sendable {
  /// Where lints run, one at a time.
  let queue = DispatchQueue(label: "reflow.lsp.diagnostics")
  /// Each document's latest change: a lint for an older one is stale.
  private let generations = Mutex<[String: Int]>([:])
  /// Each document's latest job not yet run, as the function that reads it when it starts (``schedule(uri:job:)``):
  /// at most one a document, whatever the number of keystrokes waiting out their delay.
  private let waiting = Mutex<[String: (generation: Int, job: @Sendable () -> LintJob?)]>([:])
  private let delay: DispatchTimeInterval
  private let cache: FormatCache
  /// Where source buffers can be cut, which a lint finds for a buffer that has none yet, so that the first key
  /// typed past the width formats a window and not the whole buffer (``CodeCutCache``).
  private let codeCuts: CodeCutCache?
  /// Each document's last lint.
  let memory = LintMemory()
  private let publish: @Sendable (PublishDiagnosticsParams) -> Void

  init(
    delay: DispatchTimeInterval, cache: FormatCache, codeCuts: CodeCutCache? = nil,
    publish: @escaping @Sendable (PublishDiagnosticsParams) -> Void
  ) {
    self.delay = delay
    self.cache = cache
    self.codeCuts = codeCuts
    self.publish = publish
  }

  /// Lints `job` after the delay, unless its document changes again first.
  func schedule(_ job: LintJob) { schedule(uri: job.uri) { job } }

  /// Lints document `uri` after the delay, unless it changes again first, with what `job` reads when the lint starts
  /// (nil when the document is gone).
  ///
  /// The document is read then, not when it changed: a snapshot held through the delay would share its text, and
  /// the next keystroke would copy the whole text to change it.
  func schedule(uri: String, job: @escaping @Sendable () -> LintJob?) {
    let generation = bump(uri)
    waiting.withLock { $0[uri] = (generation, job) }
    queue.asyncAfter(deadline: .now() + delay) { [self] in
      // Only this keystroke's own job: a newer one is its own delay's to run.
      let taken = waiting.withLock { waiting -> (@Sendable () -> LintJob?)? in
        guard let entry = waiting[uri], entry.generation == generation else { return nil }
        waiting[uri] = nil
        return entry.job
      }
      guard isCurrent(uri, generation), let job = taken?() else { return }
      let diagnostics = Self.diagnostics(for: job, cache: cache, memory: memory)
      guard isCurrent(job.uri, generation) else { return }
      publish(PublishDiagnosticsParams(uri: job.uri, version: job.version, diagnostics: diagnostics))
      if let codeCuts, codeCuts.claimSearch(uri: job.uri) {
        defer { codeCuts.endSearch(uri: job.uri) }
        Self.findCutLines(of: job, into: codeCuts) { isCurrent(job.uri, generation) }
      }
    }
  }

  /// Drops any lint of `uri` not yet published, and what its last lint found; then hands the memory freed back to
  /// the system (``FreedMemory``).
  ///
  /// A lint already running when the document closes stores its result as it
  /// ends, after this call; forgetting again on the queue, behind it, keeps
  /// that result from outliving the document.
  func cancel(uri: String) {
    _ = bump(uri)
    _ = waiting.withLock { $0.removeValue(forKey: uri) }
    memory.forget(uri: uri)
    queue.async { [memory, cache, codeCuts] in
      memory.forget(uri: uri)
      cache.forget(uri: uri)
      codeCuts?.forget(uri: uri)
      ParseMemory.releaseKept()
      FreedMemory.release()
    }
  }

  /// Waits until every lint started before the call, and every forgetting ``cancel(uri:)`` queued, has run.
  func finishRunning() { queue.sync {} }

  /// How many jobs wait to run, for all documents: at most one each.
  var waitingJobs: Int { waiting.withLock { $0.count } }

  private func bump(_ uri: String) -> Int {
    generations.withLock { generations in
      generations[uri, default: 0] += 1
      return generations[uri]!
    }
  }

  private func isCurrent(_ uri: String, _ generation: Int) -> Bool {
    generations.withLock { $0[uri] == generation }
  }

  /// Finds the cut lines of the source buffer in `job` on the lint's queue, for a key that found none it could use;
  /// does nothing while a search for the same document waits or runs, nor when a lint stores some first.
  func findCutLinesSoon(_ job: LintJob) {
    guard let codeCuts, codeCuts.claimSearch(uri: job.uri) else { return }
    let known = codeCuts.entry(for: job.uri)?.revision
    queue.async {
      defer { codeCuts.endSearch(uri: job.uri) }
      guard codeCuts.entry(for: job.uri)?.revision == known else { return }
      Self.findCutLines(of: job, into: codeCuts, replacing: true)
    }
  }

  /// Finds the cut lines of the source buffer in `job` when none are kept for it (or, `replacing`, even then), after
  /// its diagnostics are sent.
  ///
  /// A keystroke finds them too, but only by lexing the whole buffer
  /// itself: found here, in the pause after opening, the first key past
  /// the width already formats a window. Kept cut lines are left alone; a
  /// keystroke that cannot use them finds them again.
  static func findCutLines(
    of job: LintJob, into codeCuts: CodeCutCache, replacing: Bool = false, while isCurrent: () -> Bool = { true }
  ) {
    guard replacing || codeCuts.entry(for: job.uri) == nil, let settings = job.settings,
      let formatter = try? SettingsFormatter(settings: settings), let comments = formatter.codeComments
    else { return }
    let lines = job.lines
    let offsets = job.text.withUnsafeBufferPointer { comments.cutPoints($0) }
    guard let offsets else { return }
    let cutLines = offsets.compactMap { offset -> Int? in
      let line = lines.line(containing: offset)
      return lines.start(of: line) == offset ? line : nil
    }
    // A document closed or changed meanwhile keeps nothing: a reopened one counts its revisions afresh.
    guard isCurrent() else { return }
    codeCuts.store(
      CodeCutCache.Entry(
        revision: job.cacheKey.revision, language: comments.language, lineCount: lines.count, lines: cutLines),
      for: job.uri)
  }

  /// The diagnostics of the document in `job`: the stretch around what changed since the last lint in `memory`,
  /// else the whole document formatted (or the result of a request that formatted it).
  static func diagnostics(for job: LintJob, cache: FormatCache, memory: LintMemory? = nil) -> [Diagnostic] {
    if let problem = job.problem { return [problem] }
    guard let settings = job.settings, let severity = job.severity,
      let formatter = try? SettingsFormatter(settings: settings)
    else { return [] }
    let start = Position(line: 0, character: 0)
    let warnings = settings.warnings.map {
      Diagnostic(
        range: TextRange(start: start, end: start), severity: .warning, code: "configuration", message: "\($0)")
    }
    let linter = ParagraphDiagnostics(severity: severity, settings: settings, encoding: job.encoding)
    let paragraphs = job.text.withUnsafeBufferPointer { text in
      if let memory,
        let relinted = relintedAroundChanges(
          job, text: text, formatter: formatter, linter: linter, memory: memory, cache: cache)
      {
        return relinted
      }
      let formatted =
        cache.value(for: job.cacheKey)
        ?? formatter.format(text, range: 0..<text.count, lineEnding: formatter.lineEnding(of: text))
      cache.store(formatted, for: job.cacheKey)
      return linter.diagnostics(for: formatted, document: text, lines: job.lines)
    }
    memory?.store(
      LintMemory.Linted(
        revision: job.cacheKey.revision, lineCount: job.lines.count, byteCount: job.text.count,
        directives: job.directives, settingsGeneration: job.cacheKey.settingsGeneration, paragraphs: paragraphs),
      uri: job.uri)
    return warnings + paragraphs
  }

  /// The paragraphs' diagnostics from the last lint of the document, with the stretch around what changed since
  /// linted again; nil when there is no such lint, or no stretch that formats on its own.
  private static func relintedAroundChanges(
    _ job: LintJob, text: UnsafeBufferPointer<UInt8>, formatter: SettingsFormatter, linter: ParagraphDiagnostics,
    memory: LintMemory, cache: FormatCache
  ) -> [Diagnostic]? {
    guard let earlier = memory.value(uri: job.uri), earlier.settingsGeneration == job.cacheKey.settingsGeneration,
      earlier.revision <= job.cacheKey.revision,
      let unchanged = job.changes.unchangedLines(since: earlier.revision)
    else { return nil }
    if earlier.revision == job.cacheKey.revision { return earlier.paragraphs }
    let count = job.lines.count
    let first = min(unchanged.before, count - 1)
    // The changed lines and the first line after them: that line may have been the end of a paragraph that the
    // change split or joined, so the stretch runs on to the blank line after it, where old and new paragraphs
    // both end.
    let end = min(count, max(first + 1, count - min(unchanged.after, count)) + 1)
    let region = job.lines.start(of: first)..<job.lines.start(of: end)
    let lineEnding = formatter.lineEnding(of: text)
    let stretch: Range<Int>
    // In Markdown, where the text after the stretch reads again as it did, checked once the stretch is formatted.
    var resumesAt: Int?
    if formatter.formatsStretches {
      stretch = Neighbourhood.around(region, in: text, lineEnding: lineEnding)
      // A `reflow: off` or `reflow: on` line that the change wrote or took away turns formatting off or on past
      // the stretch too, where the last lint's diagnostics are kept: those then go, and the whole is linted.
      let end = stretch.upperBound
      guard
        end >= text.count
          || earlier.directives.ignoring(at: end - text.count + earlier.byteCount) == job.directives.ignoring(at: end)
      else { return nil }
    } else {
      // The last lint kept what came after its stretch on the word of the reference, the newest whole-document
      // result, as it was then: one newer vouches for nothing about it.
      guard !formatter.formatsWholeDocumentsOnly,
        let whole = cache.newest(uri: job.uri, settingsGeneration: job.cacheKey.settingsGeneration),
        whole.key.revision <= earlier.revision,
        let sinceWhole = job.changes.unchangedLines(since: whole.key.revision),
        let found = MarkdownStretch.forLint(
          region, in: text, lineEnding: lineEnding, earlier: whole.value,
          unchangedBefore: job.changes.unchangedBytes(since: whole.key.revision, end: text.count),
          unchangedAfter: text.count - job.lines.start(of: count - min(sinceWhole.after, count))),
        // Past half the document, the whole of it is formatted afresh, and becomes the next stretches' reference.
        found.bytes.count * 2 < text.count
      else { return nil }
      stretch = found.bytes
      resumesAt = found.resumesAt
    }
    let formatted = formatter.format(
      text, range: stretch, lineEnding: lineEnding, startsIgnoring: job.directives.ignoring(at: stretch.lowerBound))
    // A fence or an HTML block the change opened or closed reads the paragraph there otherwise: the whole document
    // is formatted, and becomes the reference.
    if let resumesAt,
      !formatted.paragraphs.contains(where: {
        formatted.start + formatted.inputLines.start(of: $0.input.lowerBound) == resumesAt
      })
    {
      return nil
    }
    let fresh = linter.diagnostics(for: formatted, document: text, lines: job.lines)
    let startLine = job.lines.line(containing: stretch.lowerBound)
    let endLine = stretch.upperBound >= text.count ? count : job.lines.line(containing: stretch.upperBound)
    let shift = count - earlier.lineCount
    let before = earlier.paragraphs.filter { $0.range.end.line < startLine }
    let after = earlier.paragraphs.filter { $0.range.start.line >= endLine - shift }.map {
      ParagraphDiagnostics.moved($0, by: shift)
    }
    return before + fresh + after
  }
}

/// What the last lint of each document found, so that the next one redoes only the stretch that changed.
final class LintMemory: Sendable {
  /// One document's last lint.
  struct Linted: Sendable {
    var revision: Int
    /// The document's lines then, as LSP counts them.
    var lineCount: Int
    /// Its length then, in bytes.
    var byteCount: Int
    /// Its directive lines then, which say whether formatting was off after the stretch an edit changes.
    var directives: DirectiveLines
    var settingsGeneration: Int
    /// The diagnostics of its paragraphs, in order.
    var paragraphs: [Diagnostic]
  }

  private let entries = Mutex<[String: Linted]>([:])

  /// The last lint of `uri`, if one is kept.
  func value(uri: String) -> Linted? { entries.withLock { $0[uri] } }

  /// Keeps `linted` for `uri`, unless a lint of a newer revision is kept already.
  func store(_ linted: Linted, uri: String) {
    entries.withLock { entries in
      if let kept = entries[uri], kept.revision > linted.revision { return }
      entries[uri] = linted
    }
  }

  /// Drops what was kept for `uri`.
  func forget(uri: String) { _ = entries.withLock { $0.removeValue(forKey: uri) } }
}
