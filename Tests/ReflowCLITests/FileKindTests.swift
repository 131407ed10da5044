// End-to-end: one decision per file about what it is. A file is Markdown by
// its name (*.md, *.markdown, any case) however it reaches reflow: named, in
// a folder walk, as --stdin-filepath, under a configuration; --markdown and
// --no-markdown, and a configuration's markdown key, decide otherwise. Nested
// .reflow.toml files are merged up to `root = true`, nearer keys winning.

import Foundation
import Testing

/// A Markdown document whose code fence plain text would join into one line, and a paragraph to wrap.
private let fenced = "# Build\n\n```sh\nmake install\nmake check\n```\n\n" + longLine

/// Whether `text` still holds the fence of ``fenced`` line by line.
private func keepsTheFence(_ text: String) -> Bool {
  text.contains("```sh\nmake install\nmake check\n```\n")
}

@Suite struct FileKindTests {
  /// The reproduction: a configuration below the top one (`width = 60`) took away the top one's
  /// `markdown = true`, and `reflow -i .` joined a fence into one line.
  @Test func aNestedConfigurationKeepsTheSettingsAboveIt() throws {
    let tree = try ScratchTree([
      ".reflow.toml": "markdown = true\n", "docs/.reflow.toml": "width = 60\n", "docs/a.md": fenced,
    ])
    let run = try tree.reflow(["-i", "."])
    #expect(run.status == 0, "\(run.err)")
    let formatted = try tree.text("docs/a.md")
    #expect(keepsTheFence(formatted), "\(formatted)")
    #expect(filled(String(formatted.split(separator: "\n\n").last!), to: 60))
  }

  /// Settings are merged key by key: a `.txt` file is Markdown, and vendor left out, only by the top file's keys.
  @Test func nestedConfigurationsMergeKeyByKey() throws {
    let tree = try ScratchTree([
      ".reflow.toml": "markdown = true\ninclude = [\"*.txt\"]\nexclude = [\"vendor\"]\nwidth = 40\n",
      "docs/.reflow.toml": "width = 60\n", "docs/a.txt": fenced, "docs/vendor/b.txt": fenced,
    ])
    let run = try tree.reflow(["-i", "."])
    #expect(run.status == 0, "\(run.err)")
    let formatted = try tree.text("docs/a.txt")
    #expect(keepsTheFence(formatted), "\(formatted)")
    // The nearer file's width wins.
    #expect(filled(String(formatted.split(separator: "\n\n").last!), to: 60))
    #expect(try tree.text("docs/vendor/b.txt") == fenced)
  }

  /// `root = true` stops the search, as in EditorConfig: the settings above it no longer apply.
  @Test func rootTrueStopsTheSearchForSettingsAbove() throws {
    let tree = try ScratchTree([
      ".reflow.toml": "width = 40\n", "docs/.reflow.toml": "root = true\n", "a.txt": longLine, "docs/b.txt": longLine,
    ])
    #expect(filled(try tree.reflow(["a.txt"]).out, to: 40))
    #expect(filled(try tree.reflow(["docs/b.txt"]).out, to: 75))
    try tree.write("docs/.reflow.toml", "root = \"yes\"\n")
    let bad = try tree.reflow(["docs/b.txt"])
    #expect(bad.status == 2)
    #expect(bad.err.contains("docs/.reflow.toml:1: 'root': expected true or false"), "\(bad.err)")
  }

  /// A Markdown file named on the command line is Markdown, as the same file given by `--stdin-filepath` is.
  @Test(arguments: ["code.md", "CHANGELOG.MD", "notes.Markdown"])
  func aFileNamedMarkdownIsMarkdownHoweverItArrives(name: String) throws {
    let tree = try ScratchTree([name: fenced])
    let named = try tree.reflow(["-w", "40", name])
    #expect(named.status == 0, "\(named.err)")
    #expect(keepsTheFence(named.out), "\(named.out)")
    let piped = try tree.reflow(["-w", "40", "--stdin-filepath", name], stdin: fenced)
    #expect(piped.out == named.out)
    let walked = try tree.reflow(["--markdown", "--diff", "-w", "40", "."])
    #expect(walked.out.contains("./\(name)"), "\(walked.out)")
  }

  /// `--no-markdown` and `--markdown` decide for every file, whatever its name; the last given wins.
  @Test func theFlagsOverrideTheName() throws {
    let tree = try ScratchTree(["code.md": fenced, "code.txt": fenced])
    #expect(!keepsTheFence(try tree.reflow(["--no-markdown", "-w", "40", "code.md"]).out))
    #expect(keepsTheFence(try tree.reflow(["--markdown", "-w", "40", "code.txt"]).out))
    #expect(keepsTheFence(try tree.reflow(["--no-markdown", "--markdown", "-w", "40", "code.txt"]).out))
    #expect(!keepsTheFence(try tree.reflow(["-w", "40", "code.txt"]).out))
  }

  /// A configuration's `markdown` key decides for the files it covers, and only for them; a flag still wins.
  @Test func aConfigurationKeyDecidesForItsOwnFiles() throws {
    let tree = try ScratchTree([
      "notes/.reflow.toml": "markdown = true\n", "notes/a.txt": fenced, "other/a.txt": fenced,
      "legacy/.reflow.toml": "markdown = false\n", "legacy/a.md": fenced,
    ])
    #expect(keepsTheFence(try tree.reflow(["-w", "40", "notes/a.txt"]).out))
    #expect(!keepsTheFence(try tree.reflow(["-w", "40", "other/a.txt"]).out))
    #expect(!keepsTheFence(try tree.reflow(["-w", "40", "legacy/a.md"]).out))
    #expect(keepsTheFence(try tree.reflow(["--markdown", "-w", "40", "legacy/a.md"]).out))
    #expect(!keepsTheFence(try tree.reflow(["--no-markdown", "-w", "40", "notes/a.txt"]).out))
  }

  /// A plain-text walk that includes Markdown files formats each as what its name says.
  @Test func aWalkFormatsEachFileAsWhatItsNameSays() throws {
    let tree = try ScratchTree(["a.md": fenced, "b.txt": fenced])
    let run = try tree.reflow(["-i", "-w", "40", "--include", "*.md", "--include", "*.txt", "."])
    #expect(run.status == 0, "\(run.err)")
    #expect(keepsTheFence(try tree.text("a.md")))
    #expect(!keepsTheFence(try tree.text("b.txt")))
  }

  /// An option of one kind given for a file of the other is a usage error that names the file and the way out.
  @Test(arguments: [
    (["-u", "a.md"], "'a.md' is Markdown, which --uniform-spacing does not apply to; --no-markdown"),
    (["--no-verify", "b.txt"], "'b.txt' is plain text, which --no-verify does not apply to; --markdown"),
    (["--no-markdown", "--break-cjk", "a.md"], "--break-cjk applies only to Markdown"),
  ])
  func anOptionForTheOtherKindIsAUsageError(arguments: [String], message: String) throws {
    let tree = try ScratchTree(["a.md": fenced, "b.txt": fenced])
    let run = try tree.reflow(arguments)
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(run.err.contains(message), "\(run.err)")
    // The option is taken where it applies.
    #expect(try tree.reflow(["--no-verify", "a.md"]).status == 0)
  }

  /// The refusal comes before any file is rewritten: the plain-text file named first is left as it was.
  @Test func aRefusalStopsTheRunBeforeAnyFileChanges() throws {
    let tree = try ScratchTree(["a.md": fenced, "b.txt": longLine])
    let run = try tree.reflow(["-i", "-u", "-w", "40", "b.txt", "a.md"])
    #expect(run.status == 2)
    #expect(run.err.contains("'a.md' is Markdown"), "\(run.err)")
    #expect(try tree.text("b.txt") == longLine)
  }

  /// Source code in a language whose comments Reflow does not read (Tcl, Emacs Lisp) is refused when named.
  ///
  /// Named or piped with its name, it is left as it was and the run stops;
  /// met by a folder walk, it is passed over with a line on standard error,
  /// as a binary file is, and the other files are formatted. Piped without a
  /// name it is text, as the message says.
  @Test func codeWhoseCommentsAreNotReadIsRefused() throws {
    let tcl = "# Shows the error\n# in a dialog.\nproc bgerror {err} {\n    set x 1\n    puts $err\n}\n"
    let lisp = ";; Settings\n(setq a 1)\n(setq b 2)\n"
    let tree = try ScratchTree(["a.tcl": tcl, "init.el": lisp, "b.txt": longLine])
    let named = try tree.reflow(["-i", "b.txt", "a.tcl"])
    #expect(named.status == 2)
    #expect(named.err.contains("is source code (source-highlight reads it with"), "\(named.err)")
    #expect(try tree.text("a.tcl") == tcl)
    #expect(try tree.text("b.txt") == longLine)
    let walked = try tree.reflow(["-i", "--include", "*.el", "--include", "*.txt", "--include", "*.tcl", "."])
    #expect(walked.status == 0, "\(walked.err)")
    for name in ["./a.tcl", "./init.el"] {
      #expect(walked.err.contains("'\(name)': source code that Reflow does not format"), "\(walked.err)")
    }
    #expect(try tree.text("a.tcl") == tcl)
    #expect(try tree.text("init.el") == lisp)
    #expect(try tree.text("b.txt") != longLine)
    #expect(try tree.reflow(["--stdin-filepath", "x.tcl"], stdin: tcl).status == 2)
    #expect(try tree.reflow(["-w", "72"], stdin: tcl).out.hasPrefix("# Shows the error # in a dialog. proc"))
    // A template is what the file it makes is: `config.h.in` is C, `requirements.in` a list of records.
    #expect(try tree.reflow(["--stdin-filepath", "config.h.in"], stdin: tcl).status == 2)
    #expect(
      try tree.reflow(["--stdin-filepath", "requirements.in"], stdin: "flask\nrequests\n").out == "flask\nrequests\n")
    // A document the library also reads (a log, LaTeX) stays plain text.
    #expect(
      try tree.reflow(["-w", "72", "--stdin-filepath", "notes.tex"], stdin: "A line\nand more.\n").out
        == "A line and more.\n")
  }

  /// `markdown-extensions` makes more names Markdown (issue 58.3): without it a `.mdx` file is plain text and its
  /// fence is joined; with it the file is Markdown named, piped as `--stdin-filepath`, and found by a walk, and the
  /// built-in `.md` stays Markdown, as the list extends the built-in one.
  @Test func markdownExtensionsExtendTheNamesThatAreMarkdown() throws {
    let tree = try ScratchTree(["a.mdx": fenced, "b.QMD": fenced, "c.md": fenced, "d.txt": fenced])
    #expect(!keepsTheFence(try tree.reflow(["-w", "40", "a.mdx"]).out))
    #expect(!(try tree.reflow(["--markdown", "--diff", "-w", "40", "."]).out.contains("./a.mdx")))
    try tree.write(".reflow.toml", "markdown-extensions = [\"mdx\", \".qmd\"]\n")
    for name in ["a.mdx", "b.QMD", "c.md"] {
      let named = try tree.reflow(["-w", "40", name])
      #expect(named.status == 0, "\(named.err)")
      #expect(keepsTheFence(named.out), "\(name): \(named.out)")
      #expect(try tree.reflow(["-w", "40", "--stdin-filepath", name], stdin: fenced).out == named.out)
    }
    #expect(!keepsTheFence(try tree.reflow(["-w", "40", "d.txt"]).out))
    let walked = try tree.reflow(["--markdown", "--diff", "-w", "40", "."])
    for name in ["./a.mdx", "./b.QMD", "./c.md"] { #expect(walked.out.contains(name), "\(walked.out)") }
    #expect(!walked.out.contains("./d.txt"))
    // The command line gives the same list, as one value or several.
    #expect(
      keepsTheFence(try tree.reflow(["--no-config", "--markdown-extensions", "rmd,mdx", "-w", "40", "a.mdx"]).out))
  }

  /// An `.mdx` file read as Markdown keeps its module blocks (`import`, `export`), which MDX reads as JavaScript:
  /// named, piped with `--stdin-filepath`, and in place; a `.md` file with the same text reads them as prose.
  @Test func anMDXFileKeepsItsModuleBlocks() throws {
    let modules = "import { Chart } from \"./chart\"\nexport const meta = { title: \"A title\" }\n"
    let text = modules + "\n" + longLine
    let tree = try ScratchTree(["a.mdx": text, "b.md": text, ".reflow.toml": "markdown-extensions = [\"mdx\"]\n"])
    let named = try tree.reflow(["-w", "40", "a.mdx"])
    #expect(named.status == 0, "\(named.err)")
    #expect(named.out.hasPrefix(modules + "\n"), "\(named.out)")
    #expect(named.out != text)
    #expect(try tree.reflow(["-w", "40", "--stdin-filepath", "a.mdx"], stdin: text).out == named.out)
    #expect(!(try tree.reflow(["-w", "40", "b.md"]).out.hasPrefix(modules)))
    _ = try tree.reflow(["-i", "-w", "40", "a.mdx"])
    #expect(try tree.text("a.mdx") == named.out)
  }

  /// An extension that is no extension is a usage error naming the option and the value.
  @Test func aMarkdownExtensionWithASlashIsRefused() throws {
    let tree = try ScratchTree(["a.mdx": fenced, ".reflow.toml": "markdown-extensions = [\"docs/mdx\"]\n"])
    let run = try tree.reflow(["a.mdx"])
    #expect(run.status == 2)
    #expect(run.err.contains(".reflow.toml:1: 'markdown-extensions'"), "\(run.err)")
    #expect(run.err.contains("not 'docs/mdx'"), "\(run.err)")
  }
}
