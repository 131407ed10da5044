// `reflow lsp` as a command: its help, a usage error, and its section of the
// manual page, which Scripts/ci/generate-manual.sh places from
// Documentation/language-server.mdoc.

import Foundation
import Testing

@Suite struct LanguageServerCommandTests {
  @Test func helpSaysHowSettingsReachTheServer() throws {
    let help = try runReflow(["lsp", "--help"])
    #expect(help.status == 0)
    #expect(help.out.contains("USAGE: reflow lsp"))
    #expect(help.out.contains("initializationOptions"))
    #expect(help.out.contains("diagnostic-severity"))
  }

  @Test func theFormattersHelpNamesTheServerAndHelpLspShowsIts() throws {
    let help = try runReflow(["--help"]).out
    #expect(help.contains("reflow lsp\n"))
    #expect(
      help.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("reflow lsp is a language server"))
    let lsp = try runReflow(["help", "lsp"])
    #expect(lsp.status == 0)
    #expect(lsp.out == (try runReflow(["lsp", "--help"])).out)
  }

  @Test func anUnknownOptionIsAUsageError() throws {
    let run = try runReflow(["lsp", "--width", "3"])
    #expect(run.status == 2)
    #expect(run.err.contains("see 'reflow lsp --help'"))
  }

  @Test func aFileNamedLspIsStillReachableAsAPath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "a file named lsp\n".write(to: folder.appendingPathComponent("lsp"), atomically: false, encoding: .utf8)
    let run = try runReflow(["./lsp"], directory: folder)
    #expect(run.status == 0)
    #expect(run.out == "a file named lsp\n")
  }

  @Test func theManualPageHasTheLanguageServersSectionAndSynopsis() throws {
    let page = try CLIFixture.text(of: "Documentation/reflow.1")
    let section = try CLIFixture.text(of: "Documentation/language-server.mdoc")
    #expect(section.hasPrefix(".Sh \"LANGUAGE SERVER\"\n"))
    #expect(page.contains(section + ".Sh \"EXIT STATUS\""))
    #expect(page.contains(".Nm\n.Cm lsp\n.Nm\n.Cm help\n.Op Cm render | lsp\n.Sh DESCRIPTION"))
  }
}
