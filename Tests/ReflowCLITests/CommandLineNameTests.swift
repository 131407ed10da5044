// End-to-end: an argument that starts with a dash is an option or an error.
// `-dash.md` once read as the short options `-d -a -s -h …`, printed the help
// and exited 0, so a hook given that file passed without formatting it. fmt's
// own forms (`-72`, `-w72`, `-uw40`, `-p -x`) still read as they did.

import Foundation
import Testing

@Suite struct CommandLineNameTests {
  @Test(arguments: [["--markdown", "-i", "-dash.md"], ["-dash.md"], ["--check", "-dash.md", "b.md"]])
  func aNameThatStartsWithADashIsAnUnknownOption(arguments: [String]) throws {
    let tree = try ScratchTree(["-dash.md": longLine, "b.md": longLine])
    let run = try tree.reflow(arguments)
    #expect(run.status == 2, "\(run.out)")
    #expect(run.out.isEmpty)
    #expect(run.err.hasPrefix("reflow: Unknown option '-dash.md'"), "\(run.err)")
    #expect(run.err.contains("see 'reflow --help'"), "\(run.err)")
    #expect(try tree.text("-dash.md") == longLine)
  }

  @Test func renderRefusesItToo() throws {
    let tree = try ScratchTree(["-dash.md": "# Title\n"])
    let run = try tree.reflow(["render", "-dash.md"])
    #expect(run.status == 2, "\(run.out)")
    #expect(run.err.hasPrefix("reflow: Unknown option '-dash.md'"), "\(run.err)")
    #expect(run.err.contains("see 'reflow render --help'"), "\(run.err)")
  }

  @Test func afterTwoDashesOrWithADotItIsAFile() throws {
    let tree = try ScratchTree(["-dash.md": longLine])
    let after = try tree.reflow(["--markdown", "-w", "30", "-i", "--", "-dash.md"])
    #expect(after.status == 0, "\(after.err)")
    #expect(filled(try tree.text("-dash.md"), to: 30))
    let dotted = try tree.reflow(["-w", "50", "./-dash.md"])
    #expect(dotted.status == 0, "\(dotted.err)")
    #expect(filled(dotted.out, to: 50))
  }

  /// fmt's width forms, clusters, and values that start with a dash still read as fmt reads them.
  @Test(arguments: [
    (["-30"], 30), (["-w30"], 30), (["-uw30"], 30), (["-w", "30"], 30), (["-g", "25"], 35),
  ])
  func fmtsShortFormsStillRead(arguments: [String], width: Int) throws {
    let run = try runReflow(arguments, stdin: Data(longLine.utf8))
    #expect(run.status == 0, "\(run.err)")
    #expect(widest(run.out) <= width && widest(run.out) > width - 12, "\(run.out)")
  }

  @Test func aPrefixMayStartWithADash() throws {
    let run = try runReflow(["-w", "20", "-p", "-dash", "--"], stdin: Data("-dash one two three four five six\n".utf8))
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out == "-dash one two three\n-dash four five six\n", "\(run.out)")
  }
}
