// Memory after a document closes (issue 58, point 5): what the server kept
// for an open document, under its URI or its path (the document, its
// formatted text, its last lint, its settings and formatter), is dropped when
// it closes, including what a lint running at that moment stores as it ends.

import Dispatch
import Synchronization
import Testing

@testable import ReflowLanguageServer

@Suite struct DocumentCloseTests {
  private static let paragraph = String(repeating: "words that run on past the width ", count: 8)

  /// A formatted, linted document leaves nothing of itself behind once closed; one still open keeps its own.
  @Test(arguments: [("a.md", "markdown"), ("a.txt", "plaintext")])
  func aClosedDocumentLeavesNoStateBehind(name: String, languageId: String) async throws {
    let sent = Sent()
    let server = LanguageServer(
      writer: MessageWriter { sent.add($0) }, version: "test", diagnosticDelay: .milliseconds(1))
    let closed = "file:///tmp/reflow-close-test/\(name)"
    let kept = "file:///tmp/reflow-close-test/kept.txt"
    send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    send(server, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    for (uri, language) in [(closed, languageId), (kept, "plaintext")] {
      send(
        server,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
          + #""languageId":"\#(language)","version":1,"text":"\#(Self.paragraph)\n"}}}"#)
      send(
        server,
        #"{"jsonrpc":"2.0","id":2,"method":"textDocument/formatting","params":{"textDocument":{"uri":"\#(uri)"},"#
          + #""options":{"tabSize":4,"insertSpaces":true}}}"#)
    }
    for _ in 0..<1000 where !sent.published([closed, kept]) { try await Task.sleep(for: .milliseconds(10)) }
    server.linter.finishRunning()
    let generation = server.settingsGeneration
    #expect(server.linter.memory.value(uri: closed) != nil, "the lint is kept while the document is open")
    #expect(server.cache.newest(uri: closed, settingsGeneration: generation) != nil)
    #expect(server.formatters.keys.contains { $0.path == "/tmp/reflow-close-test/\(name)" })

    send(
      server,
      #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(closed)"}}}"#)
    server.linter.finishRunning()
    #expect(server.documents[closed] == nil)
    #expect(server.linter.memory.value(uri: closed) == nil)
    #expect(server.cache.newest(uri: closed, settingsGeneration: generation) == nil)
    #expect(server.resolved.keys.allSatisfy { $0.path == "/tmp/reflow-close-test/kept.txt" })
    #expect(server.formatters.keys.allSatisfy { $0.path == "/tmp/reflow-close-test/kept.txt" })
    #expect(server.linter.waitingJobs == 0)
    // The other document's state stays.
    #expect(server.linter.memory.value(uri: kept) != nil)
    #expect(server.cache.newest(uri: kept, settingsGeneration: generation) != nil)
    #expect(!server.formatters.isEmpty)
  }

  /// A lint running when its document closes stores its result as it ends, after the close; that is dropped too.
  @Test func aLintRunningAtCloseLeavesNothingBehind() {
    let cache = FormatCache()
    let linter = DiagnosticLinter(delay: .seconds(60), cache: cache) { _ in }
    let uri = "file:///a.txt"
    let key = FormatCache.Key(uri: uri, revision: 1, settingsGeneration: 0, wrapping: .configured)
    let lines = LineStarts([], breaks: .protocolLines)
    let formatted = FormattedText(
      start: 0, inputLines: lines, output: [], outputLines: lines, paragraphs: [], kept: [])
    let closing = DispatchSemaphore(value: 0)
    // A lint on the linter's queue that ends only once the document has closed, and then stores what it found.
    linter.queue.async { [memory = linter.memory] in
      closing.wait()
      memory.store(
        .init(
          revision: 1, lineCount: 1, byteCount: 0, directives: DirectiveLines([UInt8]()), settingsGeneration: 0,
          paragraphs: []), uri: uri)
      cache.store(formatted, for: key)
    }
    linter.cancel(uri: uri)
    closing.signal()
    linter.finishRunning()
    #expect(linter.memory.value(uri: uri) == nil)
    #expect(cache.value(for: key) == nil)
  }

  private func send(_ server: LanguageServer, _ json: String) {
    _ = server.handle(.message(Array(json.utf8)))
  }
}

/// What the server wrote, as text.
private final class Sent: Sendable {
  private let messages = Mutex<[String]>([])

  func add(_ bytes: [UInt8]) -> Bool {
    messages.withLock { $0.append(String(decoding: bytes, as: UTF8.self)) }
    return true
  }

  /// Whether diagnostics were published for each of `uris`.
  func published(_ uris: [String]) -> Bool {
    messages.withLock { messages in
      uris.allSatisfy { uri in
        messages.contains { $0.contains("publishDiagnostics") && $0.contains(#""uri":"\#(uri)""#) }
      }
    }
  }
}
