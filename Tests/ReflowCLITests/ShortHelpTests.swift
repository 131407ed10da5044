// End-to-end: `reflow --help` fits a screen before its options, as fmt's
// does, and the rules it once explained at length are in the man page,
// which Scripts/ci/generate-manual.sh builds from the parser and
// Documentation/reflow-rules.mdoc.

import Foundation
import Testing

@Suite struct ShortHelpTests {
  @Test func theHelpBeforeTheOptionsFitsAScreen() throws {
    let help = try runReflow(["--help"], environment: ["COLUMNS": "80"])
    #expect(help.status == 0)
    let lines = help.out.split(separator: "\n", omittingEmptySubsequences: false)
    let options = try #require(lines.firstIndex(of: "OPTIONS:"))
    #expect(options <= 40, "\(lines[..<options].joined(separator: "\n"))")
    #expect(help.out.contains("man reflow"))
    // No option's help runs past four lines.
    var run = 0
    for line in lines[options...] {
      run = line.hasPrefix("   ") && !line.hasPrefix("  -") ? run + 1 : 0
      #expect(run < 4, "\(line)")
    }
  }

  @Test func theManPageHoldsTheRules() throws {
    let page = try CLIFixture.text(of: "Documentation/reflow.1")
    let rules = try CLIFixture.text(of: "Documentation/reflow-rules.mdoc")
    #expect(rules.hasPrefix(".Sh \"HOW TEXT IS REWRAPPED\"\n"))
    // After the options, before the language server's section.
    #expect(page.contains(".El\n" + rules + ".Sh \"LANGUAGE SERVER\""))
    for phrase in [
      "A mail signature", "Hidden folders are skipped", "root = true",
      "(in-place, check, diff, version, help, stdin-filepath)",
    ] {
      #expect(rules.contains(phrase), "\(phrase)")
    }
    // The pointer to the man page is left out of the man page itself.
    #expect(!page.contains("man reflow."))
  }
}
