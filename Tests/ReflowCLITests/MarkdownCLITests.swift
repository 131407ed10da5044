// End-to-end: `reflow --markdown` on the built binary. The sample's output is
// a golden file; the flags that have no safe meaning for Markdown are usage
// errors; binary and invalid input are refused with the file and offset;
// --check and --in-place work as for plain text.

import Foundation
import Testing

@Suite struct MarkdownCLITests {
  @Test(arguments: [20, 40, 60, 80])
  func sampleMatchesGolden(width: Int) throws {
    let run = try runReflow(["--markdown", "-w", "\(width)", "Samples/markdown.md"])
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    try CLIFixture.expectGolden("markdown-w\(width).md", run.outBytes)
  }

  @Test func secondPassChangesNothing() throws {
    let first = try runReflow(["--markdown", "-w", "40", "Samples/markdown.md"])
    let second = try runReflow(["--markdown", "-w", "40"], stdin: Data(first.outBytes))
    #expect(second.outBytes == first.outBytes)
  }

  @Test(arguments: [
    ["--markdown", "--align", "justify"], ["--markdown", "-c"], ["--markdown", "-s"], ["--markdown", "-t"],
    ["--markdown", "-u"], ["--markdown", "-p", "#"], ["--markdown", "-q"],
    ["--markdown", "--hyphenate", "auto"], ["--markdown", "--no-detect-prefixes"], ["--no-markdown", "--no-verify"],
    ["--markdown", "--break-on-hyphens"],
    ["--no-markdown", "--break-cjk"],
    // Markdown by its name, with no flag to say so.
    ["-u"], ["--align", "justify"],
  ])
  func plainTextOptionsAreUsageErrors(arguments: [String]) throws {
    let run = try runReflow(arguments + ["Samples/markdown.md"])
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(run.err.contains("markdown"))
  }

  /// fmt's goal works on Markdown prose as on plain text: lines aim at it and may run to the width.
  @Test func goalAimsProseLinesAtIt() throws {
    let words = "Lines of *Markdown* prose are set around the goal, and a line runs past it when that spares"
    let source = Data(("# Title\n\n" + String(repeating: words + " ", count: 6) + "\n").utf8)
    let goal = try runReflow(["--markdown", "-w", "72", "-g", "50"], stdin: source)
    let limit = try runReflow(["--markdown", "-w", "50"], stdin: source)
    #expect(goal.status == 0)
    let lengths = { (text: String) in text.split(separator: "\n").map(\.count) }
    #expect(lengths(goal.out).allSatisfy { $0 <= 72 })
    #expect(lengths(goal.out).contains { $0 > 50 })
    #expect(lengths(limit.out).allSatisfy { $0 <= 50 })
  }

  @Test func breakCJKBreaksInsideRunsWithTheChosenRules() throws {
    let source = Data("日本語の段落は単語の間に空白を入れません。そのため行を折り返す必要があります。\n".utf8)
    let plain = try runReflow(["--markdown", "-w", "20"], stdin: source)
    #expect(plain.outBytes == Array(source), "without the opt-in a run is never broken")
    let broken = try runReflow(["--markdown", "--break-cjk", "--locale", "ja", "-w", "20"], stdin: source)
    #expect(broken.status == 0)
    #expect(broken.err.isEmpty, "the meaning check found nothing to keep")
    let lines = broken.out.split(separator: "\n")
    #expect(lines.count >= 4)
    #expect(lines.allSatisfy { $0.count <= 10 && !$0.hasPrefix("。") })
  }

  /// A paragraph left as written past the width is named on standard error by its line, with the reason; the
  /// output still holds it as written and the exit status is 0.
  @Test func aParagraphLeftPastTheWidthIsNamedByItsLine() throws {
    let source = Data("Intro.\n\nstart the  \n1.\nthe end of it all\n".utf8)
    let run = try runReflow(["--markdown", "-w", "8"], stdin: source)
    #expect(run.status == 0)
    #expect(run.outBytes == [UInt8](source))
    #expect(
      run.err.hasPrefix("reflow: standard input:3: paragraph kept as written: a line of it starts with"), "\(run.err)")
  }

  /// A paragraph the rewrapper cannot even read (the line after it reads like a table's delimiter row) is named too
  /// (issue 46, point 3): it used to be left as written without a word.
  @Test func aParagraphAboveADelimiterRowIsNamedByItsLine() throws {
    let source = Data("Intro.\n\nA paragraph with a line far wider than twenty columns | x\n|-|\n|-|\n".utf8)
    let run = try runReflow(["--markdown", "-w", "20"], stdin: source)
    #expect(run.status == 0)
    #expect(run.outBytes == [UInt8](source))
    #expect(
      run.err
        == "reflow: standard input:3: paragraph kept as written: the line after it reads like a table's delimiter row; rewrapped, its last line could become a table's header\n"
    )
  }

  @Test func binaryInputIsRefused() throws {
    let run = try runReflow(["--markdown"], stdin: Data([0x61, 0x0A, 0x00, 0x62]))
    #expect(run.status == 1)
    #expect(run.err == "reflow: standard input: binary input (a NUL byte at byte offset 2), left alone\n")
    #expect(run.out.isEmpty)
  }

  @Test func invalidUTF8IsReportedWithItsOffset() throws {
    let run = try runReflow(["--markdown"], stdin: Data([0x23, 0x20, 0xC3, 0x28]))
    #expect(run.status == 1)
    #expect(run.err.contains("invalid UTF-8 at byte offset 2"))
    #expect(run.out.isEmpty)
  }

  @Test func checkAndInPlaceWorkOnMarkdown() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-md-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("README.md")
    try Data("- one two three four\n".utf8).write(to: file)
    let check = try runReflow(["--markdown", "--check", "-w", "10", file.path])
    #expect(check.status == 1)
    #expect(check.out == "\(file.path)\n")
    let rewrite = try runReflow(["--markdown", "-i", "-w", "10", file.path])
    #expect(rewrite.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8) == "- one two\n  three\n  four\n")
    let clean = try runReflow(["--markdown", "--check", "-w", "10", file.path])
    #expect(clean.status == 0)
    #expect(clean.out.isEmpty)
  }

  @Test func deepNestingIsFormattedWithoutACrash() throws {
    let quotes = String(repeating: ">", count: 100_000) + " deep\n"
    let run = try runReflow(["--markdown", "-w", "40"], stdin: Data(quotes.utf8))
    #expect(run.status == 0)
    #expect(run.out == quotes)
  }
}
