// Phase: the process. `reflow lsp` reads framed messages from standard input
// and writes to standard output until `exit` or the end of input; a closed
// pipe on either side ends the session quietly.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a language server over a pair of file descriptors.
public enum LanguageServerSession {
  /// Serves the client on `input` and `output` (standard input and output) until it exits or goes away; returns the
  /// process's exit status (0 after `shutdown`, else 1).
  public static func run(
    provider: any DocumentSettingsProvider, version: String, input: Int32 = STDIN_FILENO,
    output: Int32 = STDOUT_FILENO
  ) -> Int32 {
    // A client that closes its end makes writes fail with EPIPE, which ends the loop, rather than kill the process.
    signal(SIGPIPE, SIG_IGN)
    var reader = MessageReader(fileDescriptor: input)
    let server = LanguageServer(provider: provider, writer: MessageWriter(fileDescriptor: output), version: version)
    while server.handle(reader.next()) {}
    return server.exitStatus
  }
}
