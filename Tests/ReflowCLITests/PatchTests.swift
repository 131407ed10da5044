// End-to-end: --diff as a patch. The diff of a whole project (nested folders
// and configurations, a symbolic link, names with a space and a quote, CR LF
// and a missing final newline) applied by `git apply` and by `patch -p0` to
// copies of the tree gives what `-i` gives; headers are `diff -u`'s; and the
// hunks come from the formatter's paragraphs, so a large file is no slower to
// diff than to format (Scripts/bench/diff_speed.py measures it).

import Foundation
import RegexBuilder
import Testing

/// A paragraph of forty words on one line, with CR LF line ends.
private let crlfLine = Array(repeating: "word", count: 40).joined(separator: " ") + "\r\n"

@Suite struct PatchTests {
  /// A project in a git work tree: Markdown by the top configuration, a narrower width below, plain text by
  /// --include, and files that must appear once (a link) or not change at all.
  static func project() throws -> ScratchTree {
    let tree = try ScratchTree(
      [
        ".reflow.toml": "markdown = true\nwidth = 50\n", "docs/.reflow.toml": "width = 30\n",
        "README.md": "# Project\n\n" + longLine + "\n```sh\nmake install\nmake check\n```\n",
        "docs/spaces name.md": longLine, "docs/say \"hi\".md": longLine,
        "docs/deep/CHANGELOG.MD": "Title\n\n" + crlfLine + "\r\n" + crlfLine,
        "docs/deep/end.md": "short\n\n" + String(longLine.dropLast()), "docs/kept.md": "Already short.\n",
        "notes/.reflow.toml": "markdown = false\ninclude = [\"*.txt\"]\n",
        "notes/plain.txt": "one\n  \t\n" + longLine + "\n> " + longLine,
      ], git: true)
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("docs/link.md").path, withDestinationPath: "../README.md")
    return tree
  }

  /// Copies the tree to a fresh folder beside it.
  private func copy(_ tree: ScratchTree, _ name: String) throws -> URL {
    let copy = tree.root.deletingLastPathComponent().appendingPathComponent("\(tree.root.lastPathComponent)-\(name)")
    try? FileManager.default.removeItem(at: copy)
    try FileManager.default.copyItem(at: tree.root, to: copy)
    return copy
  }

  /// Every file under `root` but git's, with its bytes (a link as where it points).
  private func contents(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let walker = FileManager.default.enumerator(atPath: root.path)!
    while let path = walker.nextObject() as? String {
      if path == ".git" || path.hasPrefix(".git/") { continue }
      let url = root.appendingPathComponent(path)
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
        files[path] = Data(("-> " + target).utf8)
      } else if !url.hasDirectoryPath, let data = FileManager.default.contents(atPath: url.path) {
        files[path] = data
      }
    }
    return files
  }

  @Test func theFolderDiffAppliedByGitAndByPatchGivesWhatInPlaceGives() throws {
    let tree = try Self.project()
    let diff = try tree.reflow(["--diff", ".", "notes"])
    #expect(diff.status == 1, "\(diff.err)")
    // Lines end at LF: a CR LF is one Character of a String, and would hide the line after it.
    let headers = diff.outBytes.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
      .filter { $0.hasPrefix("--- ") }.map { $0.split(separator: "\t")[0] }
    // A named folder's files get `./` too, so that git apply's -p1 and patch -p0 find the same file.
    #expect(
      headers == [
        "--- ./README.md", "--- ./docs/deep/CHANGELOG.MD", "--- ./docs/deep/end.md", #"--- "./docs/say \"hi\".md""#,
        "--- ./docs/spaces name.md", "--- ./notes/plain.txt",
      ], "\(diff.out)")
    let byGit = try copy(tree, "git")
    let byPatch = try copy(tree, "patch")
    defer {
      try? FileManager.default.removeItem(at: byGit)
      try? FileManager.default.removeItem(at: byPatch)
    }
    // git apply strips one component (-p1) from `./README.md`, patch -p0 none; neither may touch the link.
    for (folder, command) in [(byGit, ["git", "apply"]), (byPatch, ["patch", "-s", "-p0"])] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = command
      process.currentDirectoryURL = folder
      let input = Pipe()
      process.standardInput = input
      try process.run()
      try input.fileHandleForWriting.write(contentsOf: Data(diff.out.utf8))
      try input.fileHandleForWriting.close()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(command)")
    }
    let inPlace = try tree.reflow(["-i", ".", "notes"])
    #expect(inPlace.status == 0, "\(inPlace.err)")
    let expected = try contents(tree.root)
    #expect(try tree.text("docs/kept.md") == "Already short.\n")
    #expect(try contents(byGit) == expected)
    #expect(try contents(byPatch) == expected)
    // Formatted, nothing is left to change.
    let again = try tree.reflow(["--diff", ".", "notes"])
    #expect(again.status == 0 && again.out.isEmpty, "\(again.out)")
  }

  /// `--- name<TAB>2026-11-27 09:51:14.971642778 +0000`, as `diff -u` writes it, the file's time first.
  @Test func headersCarryATabAndATimestamp() throws {
    let tree = try ScratchTree(["a b.txt": longLine])
    let diff = try tree.reflow(["--diff", "a b.txt"]).out.split(separator: "\n")
    let stamp = #/\t[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{9} [+-][0-9]{4}/#
    #expect(
      diff[0].wholeMatch(
        of: Regex {
          "--- ./a b.txt"; stamp
        }) != nil, "\(diff[0])")
    #expect(
      diff[1].wholeMatch(
        of: Regex {
          "+++ ./a b.txt"; stamp
        }) != nil, "\(diff[1])")
    let modified =
      try FileManager.default.attributesOfItem(atPath: tree.root.appendingPathComponent("a b.txt").path)[
        .modificationDate] as! Date
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    #expect(diff[0].contains("\t" + formatter.string(from: modified) + "."), "\(diff[0])")
  }

  /// A file with CR line ends only has no LF lines to map paragraphs onto: one hunk replaces it whole.
  @Test func aCROnlyFileIsOneHunkThatApplies() throws {
    let text = "one two three four\r\rfive six seven\r"
    let tree = try ScratchTree(["mac.txt": text])
    let formatted = try tree.reflow(["-w", "9", "mac.txt"]).out
    let diff = try tree.reflow(["--diff", "-w", "9", "mac.txt"]).out
    #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1 +1 @@"])
    try tree.run(["patch", "-s", "-p0"], input: diff)
    #expect(try tree.text("mac.txt") == formatted)
  }
}
