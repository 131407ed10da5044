// The inbox between the reading thread and the main loop lets go of each
// message as it is taken (issue 58.5, memory after a document closes): a
// whole document sent on opening it is not kept until the queue compacts.

import Testing

@testable import ReflowLanguageServer

@Suite struct InboxTests {
  @Test func aMessageTakenIsNoLongerHeld() {
    let inbox = Inbox()
    let text = String(repeating: "A whole document. ", count: 1000)
    let open =
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.txt","#
      + #""languageId":"plaintext","version":1,"text":"\#(text)"}}}"#
    for _ in 0..<2 {
      inbox.put(
        LanguageServer.read(.message(Array(open.utf8)), writer: MessageWriter { _ in true }, ledger: RequestLedger()))
    }
    #expect(inbox.heldMessages == 2)
    _ = inbox.take()
    #expect(inbox.heldMessages == 1)
    _ = inbox.take()
    #expect(inbox.heldMessages == 0)
  }
}
