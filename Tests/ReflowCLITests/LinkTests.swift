// End-to-end: every file once. A symbolic link in a folder walk is no file of
// its own, and a file reached by two names (a link named on the command line,
// another hard link, the same name twice) is formatted once, by the first.

import Foundation
import Testing

@Suite struct LinkTests {
  /// A tree with a symbolic link beside its target, another hard link to it, and a link to a file outside.
  static func linkedTree() throws -> ScratchTree {
    let tree = try ScratchTree(["docs/a.md": longLine, "outside/b.md": longLine])
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("docs/link.md").path, withDestinationPath: "a.md")
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("docs/out.md").path, withDestinationPath: "../outside/b.md")
    try FileManager.default.linkItem(
      at: tree.root.appendingPathComponent("docs/a.md"), to: tree.root.appendingPathComponent("docs/hard.md"))
    return tree
  }

  @Test(arguments: [true, false])
  func aWalkFormatsEachRealFileOnce(git: Bool) throws {
    let tree = try Self.linkedTree()
    if git { try tree.run(["git", "init", "-q", "."]) }
    let check = try tree.reflow(["--markdown", "--check", "docs"])
    #expect(check.out == "docs/a.md\n", "\(check.out)")
    let diff = try tree.reflow(["--markdown", "--diff", "docs"])
    #expect(diff.out.split(separator: "\n").filter { $0.hasPrefix("--- ") }.count == 1, "\(diff.out)")
    // The file outside the folder is not reached through the link.
    _ = try tree.reflow(["--markdown", "-i", "-w", "40", "docs"])
    #expect(try tree.text("outside/b.md") == longLine)
    #expect(widest(try tree.text("docs/a.md")) <= 40)
  }

  @Test func aFileNamedTwiceIsFormattedOnceByItsFirstName() throws {
    let tree = try Self.linkedTree()
    let check = try tree.reflow(["--check", "docs/link.md", "docs/a.md", "docs/hard.md", "docs/link.md"])
    #expect(check.out == "docs/link.md\n", "\(check.out)")
    let printed = try tree.reflow(["-w", "40", "docs/a.md", "docs/a.md"])
    #expect(printed.out == (try tree.reflow(["-w", "40", "docs/a.md"]).out))
  }
}
