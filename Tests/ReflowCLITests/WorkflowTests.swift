// End-to-end: Reflow in a project's workflow. Folders walked (hidden folders
// and git's ignored files skipped), --diff read back by patch, .reflow.toml
// and .editorconfig with their precedence, --stdin-filepath, and real vim
// formatting a paragraph in the middle of a file.

import Foundation
import Testing

/// A scratch folder of files, removed when the test ends.
final class ScratchTree {
  let root: URL

  init(_ files: [String: String], git: Bool = false) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-tree-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files { try write(path, text) }
    if git { try run(["git", "init", "-q", root.path]) }
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func write(_ path: String, _ text: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Runs a program in the tree and returns its standard output.
  @discardableResult
  func run(_ arguments: [String], input: String? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = root
    let output = Pipe()
    let feed = Pipe()
    process.standardOutput = output
    process.standardInput = feed
    process.standardError = FileHandle.nullDevice
    try process.run()
    if let input { try feed.fileHandleForWriting.write(contentsOf: Data(input.utf8)) }
    try feed.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs the built reflow in the tree.
  func reflow(_ arguments: [String], stdin: String? = nil) throws -> ReflowRun {
    try runReflow(arguments, stdin: stdin.map { Data($0.utf8) }, directory: root)
  }
}

/// A paragraph of forty words on one line: every width below 200 rewraps it.
let longLine = Array(repeating: "word", count: 40).joined(separator: " ") + "\n"

/// The widest line of `text`, in characters (the tests' text is ASCII).
func widest(_ text: String) -> Int {
  text.split(separator: "\n").map(\.count).max() ?? 0
}

/// Whether `text`'s lines were filled to `width`: none wider, and the widest within one word ("word ") of it.
func filled(_ text: String, to width: Int) -> Bool {
  widest(text) <= width && widest(text) > width - 5
}

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

@Suite struct EditorTests {
  /// vim's `gqap` through `formatprg`, as the README's recipe sets it, on the middle paragraph of a file.
  @Test func vimFormatsTheParagraphUnderTheCursor() throws {
    let middle = "The middle paragraph is the one the cursor is on, and it is much longer than the width.\n"
    let tree = try ScratchTree([
      "notes.txt": "First paragraph, left as it is even though it is long enough.\n\n" + middle
        + "\nLast paragraph, also left as it is even though it is long enough.\n",
      ".reflow.toml": "width = 30\n",
    ])
    let binary = CLIFixture.binary.path.replacingOccurrences(of: " ", with: "\\ ")
    try tree.run([
      "vim", "-u", "NONE", "-i", "NONE", "-N", "-Es", "-c", "set formatprg=\(binary)\\ --stdin-filepath\\ %",
      "-c", "3", "-c", "normal gqap", "-c", "wq", "notes.txt",
    ])
    let expected = try tree.reflow(["notes.txt"]).out.split(separator: "\n\n")[1]
    let result = try tree.text("notes.txt")
    #expect(
      result == "First paragraph, left as it is even though it is long enough.\n\n" + expected
        + "\n\nLast paragraph, also left as it is even though it is long enough.\n")
    #expect(widest(String(expected)) <= 30)
  }
}
