// Keystrokes change a document where it is kept (issue 58.5): the lint a
// keystroke schedules reads the document when it starts, so while it waits
// out its delay nothing shares the text, and the next keystroke does not
// copy the whole document to change it.

import Testing

@testable import ReflowLanguageServer

@Suite struct OpenDocumentsTests {
  private let uri = "file:///tmp/reflow-open-documents-test/a.txt"

  /// The address of the document's text, read where it is kept, once its latest edits are written into it.
  private func textAddress(_ server: LanguageServer) -> UnsafeRawPointer? {
    server.documents.update(uri) { document in
      document.settle()
      return document.text.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) }
    } ?? nil
  }

  private func send(_ server: LanguageServer, _ json: String) {
    _ = server.handle(.message(Array(json.utf8)))
  }

  /// A keystroke whose lint still waits changes the text in place: the waiting lint holds no copy of it.
  @Test func aKeystrokeDoesNotCopyTheTextWhileItsLintWaits() {
    let server = LanguageServer(writer: MessageWriter { _ in true }, version: "test", diagnosticDelay: .seconds(60))
    send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    send(server, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    let text = String(repeating: "Some words to type among. ", count: 400)
    send(
      server,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
        + #""languageId":"plaintext","version":1,"text":"\#(text)\n"}}}"#)
    let before = textAddress(server)
    for version in 2...4 {
      // One character replaced by one: the text keeps its length, so only a copy would move it.
      send(
        server,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","#
          + #""version":\#(version)},"contentChanges":[{"range":{"start":{"line":0,"character":\#(version)},"#
          + #""end":{"line":0,"character":\#(version + 1)}},"text":"x"}]}}"#)
      #expect(server.linter.waitingJobs == 1)
      #expect(textAddress(server) == before, "keystroke \(version - 1) copied the text")
    }
    #expect(server.documents[uri]?.version == 4)
  }
}
