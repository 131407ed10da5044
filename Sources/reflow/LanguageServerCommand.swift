// The `reflow lsp` arguments: none but help. The server talks over standard
// input and output and takes its settings from each document's configuration
// files and from the editor, so there is nothing to set here.

import ArgumentParser
import ReflowConfiguration
import ReflowLanguageServer

struct LanguageServerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reflow lsp",
    abstract: "A language server: reflow a selection, fill as you type, and see paragraphs to rewrap, in any editor.",
    // As in `reflow --help`: prose one line a paragraph, for the parser to wrap.
    discussion: """
      Speaks the Language Server Protocol (3.17) over standard input and output; an editor starts it and talks \
      to it. It formats documents and selections, refills a paragraph when a typed line passes the width, \
      reports paragraphs that reflow would change, and offers code actions (reflow, join into one line, one \
      sentence per line, reflow all). Markdown is rewrapped only where its rendering stays the same.

      Each document takes its settings as `reflow --stdin-filepath PATH` would: *.md and *.markdown are \
      Markdown, and .reflow.toml and .editorconfig apply. The editor's initializationOptions (and settings) use \
      the same keys as .reflow.toml (width = 72 is {"width": 72}) and win over the files; diagnostic-severity \
      (hint, information, warning or off) sets how paragraphs to rewrap are reported.

      Exit status: 0 after the editor's shutdown and exit, 1 when the session ended without shutdown.
      """,
    version: ReflowVersion.number)

  @Flag(help: "Talk over standard input and output, the only way there is (taken for editors that pass it).")
  var stdio = false

  func run() throws {
    let status = LanguageServerSession.run(version: ReflowVersion.number)
    if status != 0 { throw ExitCode(status) }
  }
}
