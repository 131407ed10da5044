// End-to-end: the built `reflow` binary runs over Samples/ with each flag, and
// its whole output is compared with a golden file. `REFLOW_RECORD=1` rewrites
// the golden files.

import Foundation
import GoldenFiles
import Testing

@Suite struct CLIGoldenTests {
  @Test(arguments: [
    ("english-w40.txt", ["-w", "40", "Samples/english.txt"]),
    ("english-w40-greedy.txt", ["-w", "40", "--algorithm", "greedy", "Samples/english.txt"]),
    ("english-w40-knuth-plass.txt", ["-w", "40", "--algorithm", "knuth-plass", "Samples/english.txt"]),
    ("english-w40-balance.txt", ["-w", "40", "--algorithm", "balance", "Samples/english.txt"]),
    ("english-w40-justify.txt", ["-w", "40", "--align", "justify", "Samples/english.txt"]),
    ("english-w40-center.txt", ["-w", "40", "--align", "center", "Samples/english.txt"]),
    ("english-w40-right.txt", ["-w", "40", "--align", "right", "Samples/english.txt"]),
    // Chinese with quotation marks, around East Asian and Latin text, across the widths the issue names.
    ("chinese-w24.txt", ["-w", "24", "Samples/chinese.txt"]),
    ("chinese-w30.txt", ["-w", "30", "Samples/chinese.txt"]),
    ("chinese-w40.txt", ["-w", "40", "Samples/chinese.txt"]),
  ])
  func outputMatchesGolden(name: String, arguments: [String]) throws {
    let run = try runReflow(arguments)
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    try CLIFixture.expectGolden(name, run.outBytes)
    // Independently of the golden file: every word kept, in order.
    #expect(visibleText(run.out) == visibleText(try CLIFixture.text(of: arguments.last!)))
  }

  /// Every sample at width 20, the narrowest the Unicode issue asks for.
  @Test(arguments: [
    "english", "japanese", "chinese", "korean", "thai", "emoji", "combining", "colour",
  ])
  func samplesAtWidth20MatchGolden(sample: String) throws {
    let run = try runReflow(["-w", "20", "Samples/\(sample).txt"])
    #expect(run.status == 0)
    try CLIFixture.expectGolden("\(sample)-w20.txt", run.outBytes)
    #expect(visibleText(run.out) == visibleText(try CLIFixture.text(of: "Samples/\(sample).txt")))
  }

  /// Chinese with quotation marks at every width from 20 to 40: no line opens with closing punctuation, and no
  /// Latin word that fits a line is cut.
  @Test func chineseWithQuotationMarksAtEveryWidth() throws {
    let closing = Set("，。、；：！？）」』】》”’")
    for width in 20...40 {
      let run = try runReflow(["-w", String(width), "Samples/chinese.txt"])
      let lines = run.out.split(separator: "\n")
      #expect(!lines.contains { $0.first.map(closing.contains) == true }, "width \(width): \(run.out)")
      let joined = lines.joined()
      for word in ["configuration", "$HOME", "/home/user"] { #expect(joined.contains(word), "width \(width): \(word)") }
    }
  }

  @Test func readsStandardInputWhenNoFileIsGiven() throws {
    let run = try runReflow(["-w", "10"], stdin: Data("one two three four\n".utf8))
    #expect(run.out == "one two\nthree four\n")
  }

  @Test func missingFileIsReported_andTheOtherFilesStillProcessed() throws {
    let run = try runReflow(["-w", "20", "no-such-file.txt", "Samples/english.txt"])
    #expect(run.status == 1)
    #expect(run.err.hasPrefix("reflow: cannot open 'no-such-file.txt': "))
    #expect(run.out.hasPrefix("Reflow treats every"))
  }

  @Test func zeroWidthIsAUsageError() throws {
    let run = try runReflow(["-w", "0", "Samples/english.txt"])
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(run.err.contains("width"))
  }

  @Test func fullDiskIsReportedAndFails() throws {
    let process = Process()
    process.executableURL = CLIFixture.binary
    process.arguments = ["Samples/english.txt"]
    process.currentDirectoryURL = CLIFixture.root
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let err = Pipe()
    process.standardError = err
    try process.run()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(message.hasPrefix("reflow: cannot write output: "))
  }

  @Test func invalidUTF8IsReportedWithTheFileName() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-invalid-\(getpid()).txt")
    try Data([0x61, 0x20, 0xFF, 0x62]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runReflow(["--strict-utf8", file.path])
    #expect(run.status == 1)
    #expect(run.err == "reflow: '\(file.path)': invalid UTF-8 at byte offset 2 (use --lossy to replace it)\n")
    #expect(run.out.isEmpty)
  }

  @Test func lossyModeReplacesInvalidUTF8() throws {
    let run = try runReflow(["--lossy"], stdin: Data([0x61, 0x20, 0xFF, 0x62, 0x0A]))
    #expect(run.status == 0)
    #expect(run.out == "a \u{FFFD}b\n")
  }
}
