// Phase: the process. `reflow lsp` reads framed messages from standard input
// and writes to standard output until `exit` or the end of input; a closed
// pipe on either side ends the session quietly.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a language server over a pair of file descriptors.
public enum LanguageServerSession {
  /// Serves the client on `input` and `output` (standard input and output) until it exits or goes away; returns the
  /// process's exit status (0 after `shutdown`, else 1).
  ///
  /// Messages are read and decoded on a thread of their own and handled in order on the calling one, so that a
  /// `$/cancelRequest` is answered at once even while the request it cancels is being worked out.
  public static func run(
    version: String, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
  ) -> Int32 {
    // A client that closes its end makes writes fail with EPIPE, which ends the loop, rather than kill the process.
    signal(SIGPIPE, SIG_IGN)
    FreedMemory.fixThresholds()
    let writer = MessageWriter(fileDescriptor: output)
    let server = LanguageServer(writer: writer, version: version)
    let ledger = server.ledger
    let inbox = Inbox()
    Thread.detachNewThread {
      var reader = MessageReader(fileDescriptor: input)
      while true {
        let inbound = LanguageServer.read(reader.next(), writer: writer, ledger: ledger)
        inbox.put(inbound)
        if case .end = inbound { return }
      }
    }
    while server.dispatch(inbox.take()) {}
    return server.exitStatus
  }
}
