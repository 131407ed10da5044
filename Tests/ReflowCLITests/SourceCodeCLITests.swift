// End-to-end: a source file is code by its extension, however it reaches
// reflow (named, walked with --include, --stdin-filepath), and only its
// comments change; -i, --check and --diff behave as for text; options of
// another kind of file are refused with the file named; `comment-width` sets
// the comments' width apart from the rest.

import Foundation
import Testing

/// A Swift file whose code plain text would join, with a comment to rewrap and a trailing comment to keep.
private let swiftSource = """
  // A comment written on one long line, far wider than the forty columns these tests give it to fill.
  // Its second line.
  func f() -> Int {
    let x = 1  // a trailing comment, which belongs to its line and is left as written
    return x
  }

  """

/// Whether `output` is ``swiftSource`` with its comment filled to `width` and every other line as written.
private func isSwiftSourceFilled(_ output: String, to width: Int = 40) -> Bool {
  let comments = output.split(separator: "\n").filter { $0.hasPrefix("//") }
  return codeLines(output) == codeLines(swiftSource) && commentWords(output) == commentWords(swiftSource)
    && comments.count > 2 && comments.allSatisfy { $0.count <= width }
    && comments.dropLast().allSatisfy {
      $0.count > width - 12
    }
}

/// The lines of `text` that are not `//` comment lines, in order.
private func codeLines(_ text: String) -> [Substring] {
  text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("//") }
}

/// The words of the `//` comment lines, leaders left out.
private func commentWords(_ text: String) -> [Substring] {
  text.split(separator: "\n").filter { $0.hasPrefix("//") }.flatMap { $0.dropFirst(2).split(separator: " ") }
}

@Suite struct SourceCodeCLITests {
  /// Named, piped with `--stdin-filepath`, or walked with `--include`, a `.swift` file is code: its comment is
  /// filled and its code kept line for line (plain text would join `func f() -> Int {` into the comment).
  @Test func aSourceFileIsCodeHoweverItArrives() throws {
    let tree = try ScratchTree(["src/a.swift": swiftSource])
    let named = try tree.reflow(["-w", "40", "src/a.swift"])
    #expect(named.status == 0, "\(named.err)")
    #expect(named.err.isEmpty)
    #expect(isSwiftSourceFilled(named.out), "\(named.out)")
    let piped = try tree.reflow(["-w", "40", "--stdin-filepath", "src/a.swift"], stdin: swiftSource)
    #expect(piped.out == named.out)
    #expect(try tree.reflow(["-w", "40", "--include", "*.swift", "-i", "."]).status == 0)
    #expect(try tree.text("src/a.swift") == named.out)
    // The same file with no name to go by is plain text, whose paragraph holds the code.
    let nameless = try tree.reflow(["-w", "40"], stdin: swiftSource)
    #expect(codeLines(nameless.out) != codeLines(swiftSource))
  }

  /// The extension decides in any case, or the whole name where no extension tells (`Makefile`).
  @Test(arguments: ["tool.py", "TOOL.PY", "run.sh", "main.c", "lib.rs", "Makefile"])
  func everyKnownExtensionIsCode(name: String) throws {
    let hash = name.lowercased().hasSuffix(".py") || name.hasSuffix(".sh") || name == "Makefile"
    let leader = hash ? "#" : "//"
    let code = hash ? "x = 1\ny = 2\n" : "int x = 1;\nint y = 2;\n"
    let source = "\(leader) one two three four five six seven eight nine ten eleven twelve\n" + code
    let run = try runReflow(["-w", "30", "--stdin-filepath", name], stdin: Data(source.utf8))
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.hasSuffix("\n" + code), "\(run.out)")
    #expect(run.out.split(separator: "\n").filter { $0.hasPrefix(leader) }.count > 1, "\(run.out)")
  }

  /// `-i` rewrites only the comments, and a second run, `--check` or `-i`, finds nothing to change.
  @Test func inPlaceSettlesInOneRun() throws {
    let tree = try ScratchTree(["a.swift": swiftSource])
    #expect(try tree.reflow(["-w", "40", "-i", "a.swift"]).status == 0)
    let once = try tree.text("a.swift")
    let check = try tree.reflow(["-w", "40", "--check", "a.swift"])
    #expect(check.status == 0, "\(check.out)")
    #expect(try tree.reflow(["-w", "40", "-i", "a.swift"]).status == 0)
    #expect(try tree.text("a.swift") == once)
  }

  /// `--check` names the file and exits 1; `--diff`'s hunk holds the comment's lines and none of the code as
  /// changed, and `patch` makes the file what `-i` makes it.
  @Test func checkAndDiffBehaveAsForText() throws {
    let tree = try ScratchTree(["a.swift": swiftSource])
    let check = try tree.reflow(["-w", "40", "--check", "a.swift"])
    #expect(check.status == 1)
    #expect(check.out == "a.swift\n")
    #expect(try tree.text("a.swift") == swiftSource)
    let diff = try tree.reflow(["-w", "40", "--diff", "a.swift"])
    #expect(diff.status == 1)
    let changed = diff.out.split(separator: "\n").filter {
      ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
    }
    #expect(changed.allSatisfy { $0.dropFirst().hasPrefix("//") }, "\(diff.out)")
    #expect(changed.count == 2 + 4, "\(diff.out)")
    try tree.run(["patch", "-s", "-p0"], input: diff.out)
    #expect(isSwiftSourceFilled(try tree.text("a.swift")))
  }

  /// `--markdown` on the command line is refused for a source file, before any file is touched.
  ///
  /// Read as Markdown, code would be joined into its comments, so the file is named and nothing is rewritten. A
  /// project's `markdown = true` is for its documents, and leaves source code to its comments.
  @Test func markdownIsRefusedOnTheCommandLine_andLeftToDocumentsInAConfiguration() throws {
    let tree = try ScratchTree(["a.swift": swiftSource, "n.md": "# Notes\n"])
    let refused = try tree.reflow(["--markdown", "-w", "40", "-i", "n.md", "a.swift"])
    #expect(refused.status == 2)
    #expect(refused.err.contains("'a.swift' is source code"), "\(refused.err)")
    #expect(refused.err.contains("--markdown"), "\(refused.err)")
    #expect(try tree.text("a.swift") == swiftSource)
    try tree.write(".reflow.toml", "markdown = true\n")
    let configured = try tree.reflow(["-w", "40", "a.swift"])
    #expect(configured.status == 0, "\(configured.err)")
    #expect(isSwiftSourceFilled(configured.out), "\(configured.out)")
    // --no-markdown reads documents as plain text, and code stays code.
    #expect(try tree.reflow(["--no-markdown", "-w", "40", "a.swift"]).out == configured.out)
  }

  /// `-p` would replace the comments' own leaders, and `--no-verify` has no Markdown to skip: both are refused for
  /// a source file, naming it.
  @Test(arguments: [["-p", "# "], ["--no-verify"], ["--break-cjk"]])
  func optionsOfAnotherKindAreRefused(options: [String]) throws {
    let run = try runReflow(options + ["--stdin-filepath", "a.py"], stdin: Data("# a b\nx = 1\n".utf8))
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(run.err.hasPrefix("reflow: standard input is source code"), "\(run.err)")
  }

  /// `reflow render` draws Markdown: a source file would come out as headings and paragraphs, so it is refused.
  @Test func renderRefusesSourceCode() throws {
    let tree = try ScratchTree(["a.py": "# Title\nx = 1\n"])
    let run = try tree.reflow(["render", "--format", "plain", "a.py"])
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(run.err.contains("'a.py' is source code"), "\(run.err)")
  }

  /// `-q` on a source file is this mode, with the same output; on a plain-text file it is plain text's comment
  /// mode, as before: comment lines joined under their leader, other lines as written.
  @Test func commentsFlagIsThisModeForCode_andPlainTextsModeForText() throws {
    let tree = try ScratchTree(["a.swift": swiftSource, "notes.txt": "# one two\n# three four five\nplain words\n"])
    let quiet = try tree.reflow(["-q", "-w", "40", "a.swift"]).out
    #expect(isSwiftSourceFilled(quiet), "\(quiet)")
    #expect(quiet == (try tree.reflow(["-w", "40", "a.swift"])).out)
    #expect(try tree.reflow(["-q", "-w", "40", "notes.txt"]).out == "# one two three four five\nplain words\n")
  }

  /// A folder walk takes source files only when asked (`--include`, on the command line or in `.reflow.toml`):
  /// neither a plain `reflow -i .` nor a Markdown walk starts rewriting code it left alone before.
  @Test func aFolderWalkTakesCodeOnlyWhenAsked() throws {
    let paragraph = "A paragraph on one line that is much wider than the forty columns of these tests.\n"
    let tree = try ScratchTree(["a.swift": swiftSource, "n.md": paragraph])
    let plain = try tree.reflow(["-w", "40", "-i", "."])
    #expect(plain.status == 1)
    #expect(plain.err.contains("--include '*.swift'"), "\(plain.err)")
    #expect(try tree.reflow(["--markdown", "-w", "40", "-i", "."]).status == 0)
    #expect(try tree.text("n.md") != paragraph)
    #expect(try tree.text("a.swift") == swiftSource)
    try tree.write(".reflow.toml", "include = [\"*.swift\"]\n")
    #expect(try tree.reflow(["-w", "40", "-i", "."]).status == 0)
    #expect(isSwiftSourceFilled(try tree.text("a.swift")))
  }

  /// `comment-width` sets the comments' width, counted from column 0 as `-w` is, and leaves every other file at
  /// `width`; the flag wins over the file.
  @Test func commentWidthSetsTheCommentsApart() throws {
    let indented = "func g() {\n    // " + Array(repeating: "word", count: 30).joined(separator: " ") + "\n}\n"
    let paragraph = Array(repeating: "word", count: 30).joined(separator: " ") + "\n"
    let tree = try ScratchTree([
      ".reflow.toml": "width = 60\ncomment-width = 30\n", "a.swift": indented, "n.txt": paragraph,
    ])
    let code = try tree.reflow(["a.swift"])
    #expect(code.status == 0, "\(code.err)")
    let comments = code.out.split(separator: "\n").filter { $0.contains("//") }
    #expect(comments.count > 1)
    #expect(comments.allSatisfy { $0.count <= 30 } && comments.first!.count > 24, "\(code.out)")
    let text = try tree.reflow(["n.txt"]).out.split(separator: "\n")
    #expect(text.allSatisfy { $0.count <= 60 } && text.first!.count > 50)
    let flag = try tree.reflow(["--comment-width", "50", "a.swift"]).out.split(separator: "\n").filter {
      $0.contains("//")
    }
    #expect(flag.allSatisfy { $0.count <= 50 } && flag.first!.count > 40, "\(flag)")
  }

  /// The README's `.reflow.toml` is a configuration reflow takes: `reflow -i .` under it rewrites the Markdown
  /// and, by its `include`, the comments of the Swift file at its `comment-width`, leaving the code alone.
  @Test func theREADMEsConfigurationTakesSourceFiles() throws {
    let configuration = try READMERecipes.block(in: "toml", opening: "# Keys are reflow's long options")
    let long = "// " + Array(repeating: "word", count: 40).joined(separator: " ") + "\nlet x = 1\n"
    let tree = try ScratchTree([".reflow.toml": configuration, "a.swift": long, "n.md": "# Notes\n"])
    let run = try tree.reflow(["-i", "."])
    #expect(run.status == 0, "\(run.err)")
    let lines = try tree.text("a.swift").split(separator: "\n")
    #expect(lines.last == "let x = 1")
    #expect(lines.dropLast().allSatisfy { $0.count <= 72 } && lines[0].count > 66, "\(lines)")
  }

  /// A bad `comment-width` stops the run with the file, line and key, as every other key does.
  @Test(arguments: ["0", "\"wide\""])
  func aBadCommentWidthNamesItsFileLineAndKey(value: String) throws {
    let tree = try ScratchTree([".reflow.toml": "width = 60\ncomment-width = \(value)\n", "a.swift": swiftSource])
    let run = try tree.reflow(["a.swift"])
    #expect(run.status == 2)
    #expect(run.err.contains(".reflow.toml:2: 'comment-width': "), "\(run.err)")
    #expect(run.out.isEmpty)
  }

  /// A file the comment formatter keeps as written is named on standard error with why, and stays byte for byte.
  ///
  /// Here the lexer cannot read a line of 20,000 characters inside a string (a data blob), so no comment is
  /// known for certain; the run still succeeds, as for a plain-text paragraph kept as written, and `--check`
  /// finds nothing to change.
  @Test func aKeptFileIsNamedAndLeftByteForByte() throws {
    let source =
      "# A comment that is far wider than forty columns, which would be rewrapped in any other file.\n"
      + "blob = \"" + String(repeating: "x", count: 20_000) + "\"\n"
    let tree = try ScratchTree(["data.py": source])
    let run = try tree.reflow(["-w", "40", "-i", "data.py"])
    #expect(run.status == 0)
    #expect(run.err == "reflow: 'data.py': kept as written: its language's lexer could not read it through\n")
    #expect(try tree.text("data.py") == source)
    let check = try tree.reflow(["-w", "40", "--check", "data.py"])
    #expect(check.status == 0)
    #expect(check.out.isEmpty)
    #expect(check.err.contains("kept as written"))
  }

  /// A CR LF file keeps CR LF on every line it is given back, a first comment and a last one with no line end
  /// alike: a last run with no line end of its own to copy takes the file's.
  @Test func aCRLFFileKeepsItsLineEnds() throws {
    let long = "// a b c d e f g h i j k l m n o p q r s t u v w x y z"
    let source = long + "\r\nint x;\r\n" + long
    let run = try runReflow(["-w", "30", "--stdin-filepath", "a.c"], stdin: Data(source.utf8))
    #expect(run.status == 0)
    // By bytes: in a Swift string CR LF is one character, which a split at LF would not cut.
    let lines = run.outBytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    #expect(lines.count > 4)
    #expect(lines.prefix(3).allSatisfy { $0.last == 0x0D }, "\(run.out.debugDescription)")
    #expect(lines.dropLast().allSatisfy { $0.last == 0x0D }, "\(run.out.debugDescription)")
  }

  /// Invalid UTF-8 in a source file is refused, naming the file and offset, and `-i` leaves the file as it was.
  @Test func invalidUTF8IsRefusedAndTheFileLeftAlone() throws {
    let tree = try ScratchTree([:])
    let file = tree.root.appendingPathComponent("a.py")
    let bytes: [UInt8] = Array("# a comment\nx = \"".utf8) + [0xFF] + Array("\"\n".utf8)
    try Data(bytes).write(to: file)
    let run = try tree.reflow(["-i", "a.py"])
    #expect(run.status == 1)
    #expect(run.err.contains("'a.py': invalid UTF-8 at byte offset 17"), "\(run.err)")
    #expect([UInt8](try Data(contentsOf: file)) == bytes)
  }
}
