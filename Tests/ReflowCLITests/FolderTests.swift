// End-to-end: folders walked as a project's workflow walks them (hidden folders
// and git's ignored files skipped, configurations that exclude files), and
// every file found rewritten in place.

import Foundation
import Testing

@Suite struct FolderTests {
  /// Nested folders, a hidden one, a folder git ignores, and files that are not Markdown.
  static func project(git: Bool) throws -> ScratchTree {
    try ScratchTree(
      [
        "README.md": longLine, "docs/guide.md": longLine, "docs/deep/notes.markdown": longLine,
        "docs/notes.txt": longLine, ".github/template.md": longLine, "build/generated.md": longLine,
        ".gitignore": "build/\n",
      ], git: git)
  }

  @Test func markdownModeWalksAFolderForMarkdownFilesInAStableOrder() throws {
    let tree = try Self.project(git: true)
    let run = try tree.reflow(["--markdown", "--check", "."])
    #expect(run.status == 1)
    // Hidden .github and git-ignored build/ are skipped; notes.txt is no Markdown; the order is by bytes.
    #expect(run.out == "./README.md\n./docs/deep/notes.markdown\n./docs/guide.md\n")
  }

  @Test func outsideAWorkTreeOnlyHiddenFoldersAreSkipped() throws {
    let tree = try Self.project(git: false)
    let run = try tree.reflow(["--markdown", "--check", "."])
    #expect(run.out.split(separator: "\n").contains("./build/generated.md"))
    #expect(!run.out.contains(".github"))
  }

  @Test func plainTextNeedsIncludeToWalkAFolder() throws {
    let tree = try Self.project(git: true)
    let refused = try tree.reflow(["--check", "docs", "README.md"])
    #expect(refused.status == 1)
    // With what to pass, so that it is walked.
    #expect(refused.err.hasPrefix("reflow: cannot open 'docs': Is a directory; a folder is walked "), "\(refused.err)")
    #expect(refused.err.contains("--markdown") && refused.err.contains("--include"))
    // The run went on with the next file.
    #expect(refused.out == "README.md\n")
    let run = try tree.reflow(["--check", "--include", "*.txt", "docs"])
    #expect(run.out == "docs/notes.txt\n")
  }

  /// `--include` adds to a Markdown run's files: with only the globs, the README's sample configuration (its
  /// `include` for source code) dropped every document from the walk, and `--check` passed.
  @Test func includeAddsToTheMarkdownFilesAMarkdownWalkTakes() throws {
    let tree = try Self.project(git: true)
    let run = try tree.reflow(["--markdown", "--include", "*.txt", "--check", "."])
    #expect(run.out == "./README.md\n./docs/deep/notes.markdown\n./docs/guide.md\n./docs/notes.txt\n", "\(run.err)")
    try tree.write(".reflow.toml", "markdown = true\ninclude = [\"*.txt\"]\n")
    #expect(try tree.reflow(["--check", "."]).out == run.out)
  }

  @Test(arguments: [
    (["--exclude", "deep"], "./README.md\n./docs/guide.md\n"),
    (["--exclude", "docs/*"], "./README.md\n"),
    (["--exclude", "*.markdown", "--exclude", "README.md"], "./docs/guide.md\n"),
  ])
  func excludeLeavesOutNamesAndPaths(exclude: [String], listed: String) throws {
    let tree = try Self.project(git: true)
    let run = try tree.reflow(["--markdown", "--check"] + exclude + ["."])
    #expect(run.out == listed)
  }

  @Test func inPlaceRewritesEveryFileFoundAndCheckThenPasses() throws {
    let tree = try Self.project(git: true)
    let rewrite = try tree.reflow(["--markdown", "-i", "-w", "50", "."])
    #expect(rewrite.status == 0, "\(rewrite.err)")
    #expect(widest(try tree.text("docs/deep/notes.markdown")) <= 50)
    #expect(try tree.text("build/generated.md") == longLine)
    let check = try tree.reflow(["--markdown", "--check", "-w", "50", "."])
    #expect(check.status == 0 && check.out.isEmpty)
  }

  /// A `.reflow.toml` below the folder walked leaves out files of its own folder.
  @Test func aNestedConfigurationExcludesItsOwnFiles() throws {
    let tree = try Self.project(git: true)
    try tree.write("docs/.reflow.toml", "exclude = [\"deep\"]\n")
    let run = try tree.reflow(["--markdown", "--check", "."])
    #expect(run.out == "./README.md\n./docs/guide.md\n")
  }

  @Test(arguments: [
    (["--diff", "-i", "a.txt"], "--diff and --in-place"),
    (["--stdin-filepath", "x.md", "a.txt"], "--stdin-filepath formats standard input"),
    (["--wrap", "keep", "-c"], "--wrap keep"),
  ])
  func optionsThatContradictEachOtherAreRefused(arguments: [String], message: String) throws {
    let tree = try ScratchTree(["a.txt": "a\n"])
    let run = try tree.reflow(arguments, stdin: "a\n")
    #expect(run.status == 2)
    #expect(run.err.contains(message), "\(run.err)")
  }

  @Test func aFolderWithNothingToFormatIsNoError() throws {
    let tree = try ScratchTree(["docs/a.txt": "text\n"])
    let run = try tree.reflow(["--markdown", "docs"])
    #expect(run.status == 0)
    #expect(run.out.isEmpty)
    #expect(run.err.contains("no files to format"))
  }

  /// A file named on the command line that `exclude` leaves out (as a pre-commit hook names every staged file) is
  /// not formatted, and when nothing is left the message says why.
  @Test func aNamedFileThatExcludeLeavesOutIsSaidToBe() throws {
    let tree = try ScratchTree([".reflow.toml": "exclude = [\"vendor\"]\n", "vendor/a.txt": "text\n", "b.txt": "b\n"])
    let run = try tree.reflow(["vendor/a.txt"])
    #expect(run.status == 0)
    #expect(run.out.isEmpty)
    #expect(run.err == "reflow: no files to format: 'vendor/a.txt' left out by exclude\n", "\(run.err)")
    #expect(try tree.reflow(["vendor/a.txt", "b.txt"]).out == "b\n")
  }
}
