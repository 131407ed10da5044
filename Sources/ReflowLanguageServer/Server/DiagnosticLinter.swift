// Phase: diagnostics, debounced. Each change to a document schedules one
// lint a short while later on a queue of its own; a lint whose document has
// changed again since is dropped before it starts and its result before it
// is sent, so typing costs one lint per pause, and requests are answered
// meanwhile on the main thread.

import Dispatch
import ReflowText
import Synchronization

/// What one lint needs: a snapshot of the document and its settings, taken on the main thread.
struct LintJob: @unchecked Sendable {
  var uri: String
  var version: Int
  var text: [UInt8]
  var lines: LineStarts
  /// Nil when the document is not to be linted (its configuration is broken, or it holds a NUL byte): its
  /// diagnostics are cleared, but for `problem`.
  var settings: DocumentSettings?
  var severity: DiagnosticSeverity?
  var encoding: PositionEncoding
  var cacheKey: FormatCache.Key
  /// Why its configuration cannot be used, shown on the document itself as well as on the configuration file:
  /// some clients show no diagnostic of a file that is not open, and a user who sees formatting stop looks at
  /// the document first.
  var problem: Diagnostic? = nil
}

/// Runs lints one at a time, each after a delay, and publishes what they find.
final class DiagnosticLinter: Sendable {
  private let queue = DispatchQueue(label: "reflow.lsp.diagnostics")
  /// Each document's latest change: a lint for an older one is stale.
  private let generations = Mutex<[String: Int]>([:])
  private let delay: DispatchTimeInterval
  private let cache: FormatCache
  private let publish: @Sendable (PublishDiagnosticsParams) -> Void

  init(delay: DispatchTimeInterval, cache: FormatCache, publish: @escaping @Sendable (PublishDiagnosticsParams) -> Void)
  {
    self.delay = delay
    self.cache = cache
    self.publish = publish
  }

  /// Lints `job` after the delay, unless its document changes again first.
  func schedule(_ job: LintJob) {
    let generation = bump(job.uri)
    queue.asyncAfter(deadline: .now() + delay) { [self] in
      guard isCurrent(job.uri, generation) else { return }
      let diagnostics = Self.diagnostics(for: job, cache: cache)
      guard isCurrent(job.uri, generation) else { return }
      publish(PublishDiagnosticsParams(uri: job.uri, version: job.version, diagnostics: diagnostics))
    }
  }

  /// Drops any lint of `uri` not yet published.
  func cancel(uri: String) { _ = bump(uri) }

  private func bump(_ uri: String) -> Int {
    generations.withLock { generations in
      generations[uri, default: 0] += 1
      return generations[uri]!
    }
  }

  private func isCurrent(_ uri: String, _ generation: Int) -> Bool {
    generations.withLock { $0[uri] == generation }
  }

  /// The diagnostics of the document in `job`, formatting it whole (or reading the result of a request that did).
  static func diagnostics(for job: LintJob, cache: FormatCache) -> [Diagnostic] {
    if let problem = job.problem { return [problem] }
    guard let settings = job.settings, let severity = job.severity,
      let formatter = try? SettingsFormatter(settings: settings)
    else { return [] }
    let start = Position(line: 0, character: 0)
    let warnings = settings.warnings.map {
      Diagnostic(
        range: TextRange(start: start, end: start), severity: .warning, code: "configuration", message: "\($0)")
    }
    return warnings
      + job.text.withUnsafeBufferPointer { text in
        let formatted =
          cache.value(for: job.cacheKey)
          ?? formatter.format(text, range: 0..<text.count, lineEnding: formatter.lineEnding(of: text))
        cache.store(formatted, for: job.cacheKey)
        return ParagraphDiagnostics(severity: severity, settings: settings, encoding: job.encoding).diagnostics(
          for: formatted, document: text, lines: job.lines)
      }
  }
}
