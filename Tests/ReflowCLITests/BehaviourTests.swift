// End-to-end behaviour of the built binary beyond its output text: exit
// codes, fmt's obsolete width form, --check, in-place rewriting, streaming,
// closed pipes, several cores, and the help, man page and completions.

import Foundation
import Testing

/// A fresh file in the temporary folder, removed by the caller.
func temporaryFile(_ name: String, contents: [UInt8]) throws -> URL {
  let unique = UUID().uuidString.prefix(8)
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-\(getpid())-\(unique)-\(name)")
  try Data(contents).write(to: url)
  return url
}

/// Several copies of the English sample: big enough to be split between cores and to outlast a pipe.
func bigText(copies: Int) throws -> [UInt8] {
  let sample = try Data(contentsOf: CLIFixture.root.appendingPathComponent("Samples/english.txt"))
  return Array(repeating: [UInt8](sample) + [0x0A], count: copies).flatMap { $0 }
}

@Suite struct BehaviourTests {
  @Test(arguments: [
    ["--bogus"], ["-w", "0"], ["-g", "80", "-w", "60"], ["--check", "-i", "x"], ["-i"], ["-i", "-"],
    ["-s", "-c"], ["--ambiguous-width", "3"], ["--align", "sideways"],
  ])
  func usageErrorsExitWithTwo(arguments: [String]) throws {
    let run = try runReflow(arguments, stdin: Data())
    #expect(run.status == 2, "\(arguments)")
    #expect(run.outBytes.isEmpty)
    #expect(run.err.hasPrefix("reflow: "))
  }

  @Test func obsoleteWidthFormIsTheWidth_butNotAfterDoubleDash() throws {
    let old = try runReflow(["-33", "Samples/english.txt"])
    let new = try runReflow(["-w", "33", "Samples/english.txt"])
    #expect(old.status == 0)
    #expect(old.outBytes == new.outBytes)
    let file = try runReflow(["--", "-33"])
    #expect(file.status == 1)
    #expect(file.err.hasPrefix("reflow: cannot open '-33': "))
    // An option's value is not a width, and a prefix may start with a dash.
    let prefix = try runReflow(["-p", "-5"], stdin: Data("-5 a b\n-5 c d\n".utf8))
    #expect(prefix.out == "-5 a b c d\n")
    let sql = try runReflow(["-p", "-- "], stdin: Data("-- a b\n-- c d\n".utf8))
    #expect(sql.out == "-- a b c d\n")
  }

  @Test func aNegativeNumberIsReportedAsSuch() throws {
    for (arguments, message) in [
      (["-w", "-5"], "the width must be at least 1, not -5"),
      (["--goal", "-3"], "the goal must be at least 1, not -3"),
    ] {
      let run = try runReflow(arguments, stdin: Data("a b\n".utf8))
      #expect(run.status == 2)
      #expect(run.err.hasPrefix("reflow: \(message)"), "\(run.err)")
    }
  }

  @Test func goalAloneSetsTheWidthTenWider() throws {
    let goal = try runReflow(["-g", "30", "Samples/english.txt"])
    let explicit = try runReflow(["-g", "30", "-w", "40", "Samples/english.txt"])
    #expect(goal.outBytes == explicit.outBytes)
    #expect(goal.out.split(separator: "\n").allSatisfy { $0.count <= 40 })
  }

  /// Paths and hyphenated words that fit are not broken inside, so a refill at any width finds the same words.
  ///
  /// `--no-break-words` keeps the sample's URL, wider than both widths, whole.
  @Test func wrappedTextRefillsToWhatTheOriginalGives() throws {
    for widths in [(30, 50), (50, 30)] {
      let direct = try runReflow(["--no-break-words", "-w", "\(widths.1)", "Samples/paths.txt"]).outBytes
      let first = try runReflow(["--no-break-words", "-w", "\(widths.0)", "Samples/paths.txt"]).outBytes
      let refilled = try runReflow(["--no-break-words", "-w", "\(widths.1)"], stdin: Data(first)).outBytes
      #expect(refilled == direct, "\(widths)")
      // Breaking inside words that fit, as textwrap does, changes the words on the way.
      let eager = ["--no-break-words", "--break-on-hyphens"]
      let eagerFirst = try runReflow(eager + ["-w", "\(widths.0)", "Samples/paths.txt"]).outBytes
      let eagerRefilled = try runReflow(eager + ["-w", "\(widths.1)"], stdin: Data(eagerFirst)).outBytes
      #expect(eagerRefilled != (try runReflow(eager + ["-w", "\(widths.1)", "Samples/paths.txt"]).outBytes))
    }
  }

  /// par prints "Cannot justify" in place of the text; reflow leaves such a line left-aligned, as CSS does.
  @Test func justifyLeavesALineItCannotStretchLeftAligned() throws {
    let text = Data("supercalifragilistic is long a b c d e f g\n".utf8)
    let run = try runReflow(["--align", "justify", "--no-break-words", "-w", "14"], stdin: text)
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    let lines = run.out.split(separator: "\n")
    #expect(lines.first == "supercalifragilistic")
    #expect(lines.count == 3 && lines[1].count == 14)
  }

  @Test func aDirectoryCannotBeOpened_andTheOthersStillRun() throws {
    let run = try runReflow(["Samples", "Samples/english.txt"])
    #expect(run.status == 1)
    #expect(run.err.hasPrefix("reflow: cannot open 'Samples': Is a directory; "))
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.out.hasPrefix("Reflow treats"))
  }

  @Test func check_listsFilesThatWouldChange_andWritesNothing() throws {
    let formatted = try runReflow(["-w", "40", "Samples/english.txt"]).outBytes
    let tidy = try temporaryFile("tidy.txt", contents: formatted)
    let untidy = try temporaryFile("untidy.txt", contents: Array("one two\nthree four\n".utf8))
    defer { for url in [tidy, untidy] { try? FileManager.default.removeItem(at: url) } }
    let clean = try runReflow(["--check", "-w", "40", tidy.path])
    #expect(clean.status == 0)
    #expect(clean.outBytes.isEmpty)
    let dirty = try runReflow(["--check", "-w", "40", tidy.path, untidy.path])
    #expect(dirty.status == 1)
    #expect(dirty.out == "\(untidy.path)\n")
    #expect(try Data(contentsOf: untidy) == Data("one two\nthree four\n".utf8))
  }

  @Test func inPlace_rewritesTheFile_keepingItsMode_throughASymlink() throws {
    let file = try temporaryFile("inplace.txt", contents: try bigText(copies: 1))
    let link = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-\(getpid())-link.txt")
    defer { for url in [file, link] { try? FileManager.default.removeItem(at: url) } }
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
    let expected = try runReflow(["-w", "30", file.path]).outBytes
    let run = try runReflow(["-i", "-w", "30", link.path])
    #expect(run.status == 0)
    #expect(run.outBytes.isEmpty)
    #expect([UInt8](try Data(contentsOf: file)) == expected)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)
  }

  @Test func inPlace_leavesAnInvalidFileUntouched_andNoTemporaryFile() throws {
    let bytes: [UInt8] = Array("fine\n".utf8) + [0xC3, 0x28] + Array(" too\n".utf8)
    let file = try temporaryFile("invalid.txt", contents: bytes)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runReflow(["--strict-utf8", "-i", file.path])
    #expect(run.status == 1)
    #expect(run.err.contains("invalid UTF-8 at byte offset 5"))
    #expect([UInt8](try Data(contentsOf: file)) == bytes)
    // Without --strict-utf8 the bad byte passes through: the two lines are one paragraph, the byte kept.
    let passed = try runReflow(["-i", file.path])
    #expect(passed.status == 0)
    #expect([UInt8](try Data(contentsOf: file)) == Array("fine ".utf8) + [0xC3, 0x28] + Array(" too\n".utf8))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
      .filter { $0.hasPrefix(file.lastPathComponent + ".reflow-") }
    #expect(leftovers.isEmpty)
  }

  /// With each line ending: a classic-Mac stream (lone CRs) used to be held whole until it ended.
  @Test(arguments: ["\n", "\r\n", "\r"])
  func outputStartsBeforeTheInputEnds(lineEnd: String) throws {
    let process = Process()
    process.executableURL = CLIFixture.binary
    process.arguments = ["-w", "20"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data("first paragraph is here\(lineEnd)\(lineEnd)".utf8))
    // The input is still open: the first paragraph must come out anyway. A reflow that waited for the
    // end of the input would never answer; the poll gives up after a minute rather than hang the suite.
    let expected = "first paragraph is\(lineEnd)here\(lineEnd)\(lineEnd)"
    var received = Data()
    while received.count < expected.utf8.count {
      var ready = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 60_000) == 1 else {
        Issue.record("no output while the input stayed open")
        break
      }
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      received += chunk
    }
    #expect(String(decoding: received, as: UTF8.self) == expected)
    input.fileHandleForWriting.write(Data("second\(lineEnd)".utf8))
    try input.fileHandleForWriting.close()
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: received + rest, as: UTF8.self) == expected + "second\(lineEnd)")
    #expect(process.terminationStatus == 0)
  }

  @Test func aClosedPipeEndsTheRunQuietly() throws {
    let file = try temporaryFile("pipe.txt", contents: try bigText(copies: 4000))
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = CLIFixture.binary
    process.arguments = [file.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    _ = output.fileHandleForReading.readData(ofLength: 100)
    try output.fileHandleForReading.close()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(message.isEmpty)
  }

  @Test func severalCoresGiveTheSameOutputAsOne() throws {
    let file = try temporaryFile("cores.txt", contents: try bigText(copies: 1500))
    defer { try? FileManager.default.removeItem(at: file) }
    let one = try runReflow(["--jobs", "1", "-w", "50", file.path])
    let four = try runReflow(["--jobs", "4", "-w", "50", file.path])
    #expect(one.status == 0)
    #expect(four.outBytes == one.outBytes)
    #expect(one.outBytes.count > 512 << 10)
  }

  /// A batch's pieces are checked for invalid UTF-8 by the threads that format them: one in a piece after the first
  /// sends the whole batch down the one-thread path, which must give what one thread gives, in every mode.
  @Test(arguments: [[String](), ["--lossy"], ["--strict-utf8"]])
  func invalidBytesInALaterPieceGiveWhatOneThreadGives(mode: [String]) throws {
    var text = try bigText(copies: 1500)
    text.insert(contentsOf: [0x20, 0xFF, 0xFE, 0x20], at: text.count * 3 / 4)
    let file = try temporaryFile("later-piece.txt", contents: text)
    defer { try? FileManager.default.removeItem(at: file) }
    let one = try runReflow(mode + ["--jobs", "1", "-w", "50", file.path])
    let two = try runReflow(mode + ["--jobs", "2", "-w", "50", file.path])
    #expect(text.count > 256 << 10)
    #expect(two.status == one.status)
    #expect(two.outBytes == one.outBytes)
    #expect(two.err == one.err)
    #expect(mode == ["--strict-utf8"] ? one.status != 0 : one.status == 0 && !one.outBytes.isEmpty)
  }

  @Test func helpHasExamples_andCompletionsAreGenerated() throws {
    let help = try runReflow(["--help"])
    #expect(help.status == 0)
    #expect(help.out.contains("Examples:"))
    #expect(help.out.contains("--uniform-spacing"))
    for shell in ["bash", "zsh", "fish"] {
      let script = try runReflow(["--generate-completion-script", shell])
      #expect(script.status == 0)
      #expect(script.out.contains("reflow"))
      #expect(script.out.contains("tagged-paragraph"))
    }
  }

  /// A text formatter's own help must read as filled text: each paragraph's lines as full as the next word
  /// allows (the parser fills 79 columns of an 80-column screen, the width it assumes without a terminal), and
  /// examples short enough that the man page, indented by five, does not wrap them.
  @Test(arguments: [["--help"], ["render", "--help"]])
  func helpProseIsFilled_andExamplesFitTheManPage(arguments: [String]) throws {
    let help = try runReflow(arguments)
    #expect(help.status == 0)
    let overview = try #require(help.out.components(separatedBy: "USAGE:").first)
    var checkedLines = 0
    for paragraph in overview.components(separatedBy: "\n\n") {
      let lines = paragraph.split(separator: "\n").map(String.init)
      if lines.first == "Examples:" {
        for example in lines.dropFirst() { #expect(example.count <= 74, "\(example)") }
        continue
      }
      for (line, next) in zip(lines, lines.dropFirst()) {
        let nextWord = next.split(separator: " ").first.map(String.init) ?? ""
        #expect(line.count + 1 + nextWord.count > 79, "ends early: \(line)")
        checkedLines += 1
      }
    }
    #expect(checkedLines >= 3)
  }

  @Test func manPageDocumentsEveryOption() throws {
    let page = try String(
      contentsOf: CLIFixture.root.appendingPathComponent("Documentation/reflow.1"), encoding: .utf8)
    let help = try runReflow(["--help"]).out
    let options = Set(help.matches(of: #/--[a-z][a-z-]+/#).map { String($0.output) })
    #expect(options.count > 20)
    // mdoc writes `--width` as `Fl -width`, or `Fl w , -width` after its short form: the macro adds the first dash.
    let documented = Set(page.matches(of: #/(?:Fl |Fl [a-z] , )(-[a-z][a-z-]+)/#).map { "-" + String($0.output.1) })
    #expect(options.subtracting(["--help"]).subtracting(documented).isEmpty, "missing from the man page")
  }

  /// `--version` and the manual page's footer say the same version (Scripts/ci/generate-manual.sh writes it).
  @Test func manPageNamesTheBinarysVersion() throws {
    let page = try String(
      contentsOf: CLIFixture.root.appendingPathComponent("Documentation/reflow.1"), encoding: .utf8)
    let version = try runReflow(["--version"])
    #expect(version.status == 0)
    #expect(version.out.wholeMatch(of: #/[0-9]+\.[0-9]+\.[0-9]+\n/#) != nil)
    #expect(page.contains("\n.Os Reflow \(version.out)"))
    #expect(try runReflow(["render", "--version"]).out == version.out)
  }
}
