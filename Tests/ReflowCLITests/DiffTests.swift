// End-to-end: --diff read back by patch, hunks as GNU diff writes them, and
// standard input named by --stdin-filepath.

import Foundation
import Testing

@Suite struct DiffTests {
  /// Two long paragraphs with eleven lines between them that formatting keeps.
  static let document =
    "Title\n\nshort\n\n" + longLine + "\n" + (1...5).map { "p\($0)\n" }.joined(separator: "\n") + "\n" + longLine

  @Test func theDiffAppliedByPatchGivesTheFormattedText() throws {
    let tree = try ScratchTree(["notes.txt": Self.document])
    let formatted = try tree.reflow(["-w", "60", "notes.txt"]).out
    let diff = try tree.reflow(["--diff", "-w", "60", "notes.txt"])
    #expect(diff.status == 1)
    #expect(diff.out.hasPrefix("--- ./notes.txt\t"))
    try tree.run(["patch", "-s", "-p0"], input: diff.out)
    #expect(try tree.text("notes.txt") == formatted)
    // Formatted, nothing would change: no diff, exit 0.
    let again = try tree.reflow(["--diff", "-w", "60", "notes.txt"])
    #expect(again.status == 0 && again.out.isEmpty)
  }

  /// The hunks are GNU diff's: changes eleven lines apart make two, each with three lines of context.
  @Test func hunksAreTheOnesGNUDiffWrites() throws {
    let tree = try ScratchTree(["notes.txt": Self.document])
    try tree.write("formatted.txt", try tree.reflow(["-w", "60", "notes.txt"]).out)
    let ours = try tree.reflow(["--diff", "-w", "60", "notes.txt"]).out
    let theirs = try tree.run(["diff", "-u", "notes.txt", "formatted.txt"])
    #expect(ours.split(separator: "\n").dropFirst(2) == theirs.split(separator: "\n").dropFirst(2))
    #expect(ours.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 2)
  }

  @Test func aLastLineWithoutANewlineIsMarked() throws {
    let tree = try ScratchTree(["a.txt": "one two three"])
    let diff = try tree.reflow(["--diff", "-w", "8", "a.txt"]).out
    #expect(
      diff.hasSuffix("-one two three\n\\ No newline at end of file\n+one two\n+three\n\\ No newline at end of file\n"))
  }

  @Test func standardInputIsNamedByStdinFilepath() throws {
    let tree = try ScratchTree([:])
    let run = try tree.reflow(["--diff", "-w", "9", "--stdin-filepath", "docs/x.txt"], stdin: "one two three\n")
    #expect(run.out.hasPrefix("--- ./docs/x.txt\t"))
    #expect(run.out.split(separator: "\n")[1].hasPrefix("+++ ./docs/x.txt\t"))
  }
}
