// End-to-end: source files through the built binary, one golden file for each
// way a user runs it: a project's configuration and a folder with -i,
// --stdin-filepath as an editor's filter, --check's names and exit status,
// --diff's patch. The inputs are the real-looking files of Comments/; every
// run also keeps each file's code lines as they were. `REFLOW_RECORD=1`
// rewrites the golden files.

import Foundation
import Testing

/// The fixtures, by the path each has in a scratch project.
private let project: [String: String] = [
  "Sources/Cache.swift": "Cache.swift", "tools/module.py": "module.py", "src/buffer.c": "buffer.c",
  "scripts/rotate.sh": "shell.sh",
]

/// The scratch project: the fixtures at their paths, and the files given.
private func projectTree(_ more: [String: String] = [:]) throws -> ScratchTree {
  var files = more
  for (path, name) in project { files[path] = try fixture(name) }
  return try ScratchTree(files)
}

/// The text of fixture `name` in Comments/.
private func fixture(_ name: String) throws -> String {
  try CLIFixture.text(of: "Tests/ReflowCLITests/Comments/\(name)")
}

/// The lines of `text` that hold no comment leader, in order: code lines, which no run may change.
private func linesWithoutComments(_ text: String) -> [Substring] {
  text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
    !["#", "//", "/*", "*"].contains { line.drop { $0 == " " }.hasPrefix($0) }
  }
}

@Suite struct SourceCodeGoldenTests {
  /// A project's `.reflow.toml` and `reflow -i .`: the folder walked, each file's comments rewritten.
  ///
  /// The configuration sets the width, a comment width apart from it, and the code to take. The golden file is
  /// every file after the run, in path order.
  @Test func configurationFolderAndInPlace() throws {
    let configuration = "width = 100\ncomment-width = 60\ninclude = [\"*.swift\", \"*.py\", \"*.c\", \"*.sh\"]\n"
    let tree = try projectTree([".reflow.toml": configuration])
    let run = try tree.reflow(["-i", "."])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.isEmpty)
    var after = ""
    for path in project.keys.sorted() {
      let text = try tree.text(path)
      #expect(linesWithoutComments(text) == linesWithoutComments(try fixture(project[path]!)), "\(path)")
      after += "==> \(path) <==\n" + text
    }
    try CLIFixture.expectGolden("code-config-folder-in-place.txt", Array(after.utf8))
    // A second run changes nothing.
    #expect(try tree.reflow(["--check", "."]).status == 0)
  }

  /// An editor's filter: standard input formatted as the file it names, which makes it Python.
  @Test func standardInputWithItsPath() throws {
    let input = try fixture("module.py")
    let run = try runReflow(["-w", "50", "--stdin-filepath", "tools/module.py"], stdin: Data(input.utf8))
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.isEmpty)
    #expect(linesWithoutComments(run.out) == linesWithoutComments(input))
    try CLIFixture.expectGolden("code-stdin-filepath-w50.txt", run.outBytes)
  }

  /// `--check` over the folder names each file that would change and exits 1; the golden file is the exit status
  /// and the names.
  @Test func checkNamesTheFilesAndExitsOne() throws {
    let tree = try projectTree()
    let run = try tree.reflow(["--check", "-w", "50", "--include", "*.swift", "--include", "*.py", "."])
    #expect(run.status == 1)
    #expect(run.err.isEmpty)
    try CLIFixture.expectGolden("code-check-w50.txt", Array("exit \(run.status)\n\(run.out)".utf8))
  }

  /// `--diff` writes a patch of the comment lines alone, which `patch -p0` applies to give what `-i` gives; the
  /// golden file is the patch without its headers' times.
  @Test func diffIsAPatchOfTheComments() throws {
    let tree = try projectTree()
    let files = ["src/buffer.c", "scripts/rotate.sh"]
    let run = try tree.reflow(["--diff", "-w", "50"] + files)
    #expect(run.status == 1)
    #expect(run.err.isEmpty)
    let timeless = run.out.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("--- ") || line.hasPrefix("+++ ") ? line.prefix { $0 != "\t" } : line
    }
    try CLIFixture.expectGolden("code-diff-w50.txt", Array(timeless.joined(separator: "\n").utf8))
    let formatted = try files.map { try tree.reflow(["-w", "50", $0]).out }
    try tree.run(["patch", "-s", "-p0"], input: run.out)
    #expect(try files.map { try tree.text($0) } == formatted)
  }
}
