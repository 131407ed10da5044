// End-to-end: .reflow.toml and .editorconfig with their precedence, broken
// files named, and standard input configured as the file it stands for.

import Foundation
import Testing

@Suite struct ConfigTests {
  @Test func widthComesFromFlagsThenReflowTomlThenEditorConfig() throws {
    let tree = try ScratchTree([
      ".editorconfig": "root = true\n[*]\nmax_line_length = 40\n[*.md]\nmax_line_length = 30\n",
      "a.txt": longLine, "a.md": longLine, "sub/b.txt": longLine,
    ])
    #expect(filled(try tree.reflow(["a.txt"]).out, to: 40))
    // The section for *.md, matched by libeditorconfig.
    #expect(filled(try tree.reflow(["--markdown", "a.md"]).out, to: 30))
    try tree.write("sub/.reflow.toml", "width = 50\n")
    #expect(filled(try tree.reflow(["sub/b.txt"]).out, to: 50))
    #expect(filled(try tree.reflow(["-w", "20", "sub/b.txt"]).out, to: 20))
    // Without configuration, fmt's default of 75.
    #expect(filled(try tree.reflow(["--no-config", "sub/b.txt"]).out, to: 75))
  }

  @Test func reflowTomlIsFoundUpwardAndItsKeysAreLongOptions() throws {
    let tree = try ScratchTree([
      ".reflow.toml": "markdown = true\nwidth = 44\nexclude = [\"vendor\"]\nbreak-words = false\n",
      "docs/a.md": "# Title\n\n" + longLine, "docs/vendor/b.md": longLine,
    ])
    let run = try tree.reflow(["--check", "docs"])
    // markdown = true made the folder walk for Markdown files; exclude left vendor out.
    #expect(run.out == "docs/a.md\n")
    let formatted = try tree.reflow(["docs/a.md"]).out
    #expect(formatted.hasPrefix("# Title\n\n"))
    #expect(filled(formatted, to: 44))
  }

  @Test(arguments: [
    ("width = [40\n", ".reflow.toml:1: ", "array"),
    ("width = \"wide\"\n", ".reflow.toml:1: 'width': ", "'wide' is invalid"),
    ("# comment\nalign = \"middle\"\n", ".reflow.toml:2: 'align': ", "'middle' is invalid"),
    ("colour = true\n", ".reflow.toml:1: 'colour': ", "Unknown option '--colour'"),
    ("width = 1.5\n", ".reflow.toml:1: 'width': ", "expected true, false, a number"),
  ])
  func aBadConfigurationNamesTheFileLineAndKey(toml: String, place: String, reason: String) throws {
    let tree = try ScratchTree([".reflow.toml": toml, "a.txt": longLine])
    let run = try tree.reflow(["a.txt"])
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(run.err.hasPrefix("reflow: \(place)"), "\(run.err)")
    #expect(run.err.contains(reason), "\(run.err)")
    // --no-config does not read it.
    #expect(try tree.reflow(["--no-config", "a.txt"]).status == 0)
  }

  /// A new buffer has no line end to copy: EditorConfig's `end_of_line` (or `--line-ending`) chooses it; a file with
  /// line ends keeps its own.
  @Test(arguments: [[String](), ["--markdown"]])
  func endOfLineAppliesWhereTheInputHasNone(mode: [String]) throws {
    let tree = try ScratchTree([".editorconfig": "root = true\n[*]\nend_of_line = crlf\n"])
    let new = try tree.reflow(mode + ["-w", "10", "--stdin-filepath", "new.txt"], stdin: "one two three four")
    #expect(new.out == "one two\r\nthree four")
    let lf = try tree.reflow(mode + ["-w", "10", "--stdin-filepath", "old.txt"], stdin: "one two three four\n")
    #expect(lf.out == "one two\nthree four\n")
    let flag = try tree.reflow(mode + ["-w", "10", "--line-ending", "cr"], stdin: "one two three four")
    #expect(flag.out == "one two\rthree four")
  }

  @Test func aBrokenEditorConfigIsNamed() throws {
    let tree = try ScratchTree([".editorconfig": "root = true\n[*\nmax_line_length = 40\n", "a.txt": "a\n"])
    let run = try tree.reflow(["a.txt"])
    #expect(run.status == 2)
    #expect(run.err.contains(".editorconfig:2"), "\(run.err)")
  }

  @Test func standardInputTakesTheConfigurationAndModeOfStdinFilepath() throws {
    let tree = try ScratchTree([".reflow.toml": "width = 30\n"])
    let text = "# Heading\n\n* " + longLine
    let run = try tree.reflow(["--stdin-filepath", "docs/new.md"], stdin: text)
    #expect(run.status == 0, "\(run.err)")
    // Markdown by the extension: the bullet hangs and the heading stays; the width is the file's.
    #expect(run.out.hasPrefix("# Heading\n\n* word"))
    #expect(run.out.split(separator: "\n").dropFirst(3).allSatisfy { $0.hasPrefix("  word") })
    #expect(filled(run.out, to: 30))
    // Without it, standard input reads no configuration.
    #expect(filled(try tree.reflow([], stdin: longLine).out, to: 75))
  }
}
