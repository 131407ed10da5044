// Diagnostics are debounced: while keystrokes wait out their delay, the linter
// holds one snapshot of each document, the latest, not one per keystroke
// (typing in a large document held a copy of it for every key pressed in the
// last 200 ms).

import Synchronization
import Testing

@testable import ReflowLanguageServer

@Suite struct DiagnosticLinterTests {
  private func job(_ uri: String, version: Int, text: [UInt8]) -> LintJob {
    LintJob(
      uri: uri, version: version, text: text, lines: LineStarts(text, breaks: .protocolLines),
      directives: DirectiveLines(text), settings: nil,
      severity: .hint, encoding: .utf16,
      cacheKey: FormatCache.Key(uri: uri, revision: version, settingsGeneration: 0, wrapping: .configured),
      changes: ChangeLog())
  }

  @Test func onlyEachDocumentsLatestJobWaits() {
    let linter = DiagnosticLinter(delay: .seconds(60), cache: FormatCache()) { _ in }
    var text = Array("Some words here.\n".utf8)
    for version in 1...50 {
      text.append(UInt8(ascii: "x"))
      linter.schedule(job("file:///a.txt", version: version, text: text))
    }
    linter.schedule(job("file:///b.txt", version: 1, text: text))
    #expect(linter.waitingJobs == 2)
    linter.cancel(uri: "file:///a.txt")
    #expect(linter.waitingJobs == 1)
  }

  @Test func theLatestJobIsLintedAndPublished() async throws {
    let published = Published()
    let linter = DiagnosticLinter(delay: .milliseconds(200), cache: FormatCache()) { params in
      published.add(params.version ?? -1)
    }
    for version in 1...5 { linter.schedule(job("file:///a.txt", version: version, text: Array("a\n".utf8))) }
    for _ in 0..<500 where published.versions.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    #expect(published.versions == [5])
    #expect(linter.waitingJobs == 0)
  }
}

/// The versions a linter published, from its queue.
private final class Published: Sendable {
  private let seen = Mutex<[Int]>([])
  func add(_ version: Int) { seen.withLock { $0.append(version) } }
  var versions: [Int] { seen.withLock { $0 } }
}
