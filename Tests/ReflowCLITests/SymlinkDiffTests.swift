// End-to-end: `--diff` of a symbolic link named on the command line names the
// file the link leads to, as `-i` rewrites that file and keeps the link, so
// that `git apply` and `patch -p0` both apply the patch. Naming the link made
// patch refuse it ("not a regular file") and git apply find the link's own text.

import Foundation
import Testing

@Suite struct SymlinkDiffTests {
  /// A git work tree with `real.md`, `LINK.md` leading to it, and `docs/up.md` leading to it from below.
  private func tree() throws -> ScratchTree {
    let tree = try ScratchTree(["real.md": longLine, "docs/keep.txt": "x\n"], git: true)
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("LINK.md").path, withDestinationPath: "real.md")
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("docs/up.md").path, withDestinationPath: "../real.md")
    return tree
  }

  /// Runs `command` in `tree` with `patch` on its standard input; its exit status.
  private func apply(_ command: [String], _ patch: String, in tree: ScratchTree) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.currentDirectoryURL = tree.root
    let feed = Pipe()
    process.standardInput = feed
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    try feed.fileHandleForWriting.write(contentsOf: Data(patch.utf8))
    try feed.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test(arguments: [["git", "apply"], ["patch", "-s", "-p0"]], ["LINK.md", "docs/up.md"])
  func theDiffOfANamedLinkApplies(command: [String], link: String) throws {
    let tree = try tree()
    let inPlace = try ScratchTree(["real.md": longLine])
    #expect(try inPlace.reflow(["--markdown", "-i", "real.md"]).status == 0)
    let diff = try tree.reflow(["--markdown", "--diff", link])
    #expect(diff.status == 1, "\(diff.err)")
    #expect(diff.out.hasPrefix("--- ./real.md\t"), "\(diff.out)")
    #expect(try apply(command, diff.out, in: tree) == 0, "\(diff.out)")
    #expect(try tree.text("real.md") == inPlace.text("real.md"))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: tree.root.appendingPathComponent(link).path)
        .hasSuffix("real.md"))
  }
}
