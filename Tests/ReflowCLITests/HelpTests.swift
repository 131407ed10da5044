// End-to-end: help that can be found and that fails loudly. `reflow help`
// and `reflow help render` print help (a file named help is ./help),
// `--help` names `render`, the man page's synopsis shows both commands, and
// help or a version written to a full disk is an error.

import Foundation
import Testing

/// Runs the built reflow with its standard output on `/dev/full`, where every write fails.
private func runToFullDisk(_ arguments: [String]) throws -> (status: Int32, err: String) {
  let process = Process()
  process.executableURL = CLIFixture.binary
  process.arguments = arguments
  let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
  let err = Pipe()
  process.standardOutput = full
  process.standardError = err
  try process.run()
  let message = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: message, as: UTF8.self))
}

@Suite struct HelpTests {
  @Test(arguments: [(["help"], ["--help"]), (["help", "render"], ["render", "--help"])])
  func helpAsAWordPrintsHelp(word: [String], flag: [String]) throws {
    let asWord = try runReflow(word)
    #expect(asWord.status == 0, "\(asWord.err)")
    #expect(asWord.out.hasPrefix("OVERVIEW: "))
    #expect(asWord.out == (try runReflow(flag)).out)
  }

  @Test func aFileNamedHelpIsStillReachable() throws {
    let tree = try ScratchTree(["help": "one two three\n"])
    #expect(try tree.reflow(["-w", "8", "./help"]).out == "one two\nthree\n")
    let unknown = try tree.reflow(["help", "me"])
    #expect(unknown.status == 2)
    #expect(unknown.err.contains("./help"), "\(unknown.err)")
  }

  @Test func helpNamesRender() throws {
    let help = try runReflow(["--help"]).out
    #expect(help.contains("\n       reflow render [<options>] [<files> ...]\n"), "\(help)")
    // The overview says where render's options are, however the parser wraps it.
    let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("reflow render draws Markdown in a terminal"))
    #expect(words.contains("reflow help render lists its options"))
  }

  @Test func manPageSynopsisShowsBothCommands() throws {
    let page = try String(
      contentsOf: CLIFixture.root.appendingPathComponent("Documentation/reflow.1"), encoding: .utf8)
    let synopsis = try #require(
      page.components(separatedBy: ".Sh SYNOPSIS\n").last?.components(separatedBy: ".Sh ").first)
    #expect(!synopsis.contains("subcommand"), "\(synopsis)")
    #expect(synopsis.hasPrefix(".Nm\n.Op Ar OPTIONS\n.Op Ar FILE ...\n"), "\(synopsis)")
    #expect(synopsis.contains(".Nm\n.Cm render\n.Op Ar OPTIONS\n.Op Ar FILE ...\n"), "\(synopsis)")
  }

  @Test(arguments: [["--help"], ["--version"], ["help"], ["render", "--help"], ["render", "--version"]])
  func helpOrVersionToAFullDiskFails(arguments: [String]) throws {
    let run = try runToFullDisk(arguments)
    #expect(run.status == 1)
    #expect(run.err == "reflow: cannot write output: No space left on device\n", "\(run.err)")
  }
}
