// End-to-end: the habits a long-time fmt user brings (attached option values,
// URLs and rules in text, terminal logs, prose that opens with `Note:`, C
// comments, tabs, Latin-1 bytes through vim), each run through the built
// binary.

import Foundation
import Testing

/// The lines of a run's output.
private func lines(_ run: ReflowRun) -> [String] {
  run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@Suite struct FmtHabitTests {
  static let prose = "The quick brown fox jumps over the lazy dog and keeps on running far away.\n"

  @Test(arguments: [
    (["-w72"], ["-w", "72"]), (["-w1"], ["-w", "1"]), (["-g30"], ["-g", "30"]), (["-uw40"], ["-u", "-w", "40"]),
    (["-p#"], ["-p", "#"]), (["-sw", "20"], ["-s", "-w", "20"]), (["-w20", "-p", "-uw"], ["-w", "20", "-p", "-uw"]),
  ])
  func attachedOptionValuesAreReadAsGetoptReadsThem(attached: [String], separate: [String]) throws {
    let input = Data((Self.prose + "# a comment that is long enough to be wrapped at twenty\n").utf8)
    let joined = try runReflow(attached, stdin: input)
    let apart = try runReflow(separate, stdin: input)
    #expect(joined.status == 0, "\(attached): \(joined.err)")
    #expect(joined.outBytes == apart.outBytes, "\(attached)")
  }

  @Test func renderTakesAnAttachedWidth() throws {
    let input = Data("A paragraph of Markdown that is wider than thirty columns.\n".utf8)
    let joined = try runReflow(["render", "-w30", "--color", "never"], stdin: input)
    let apart = try runReflow(["render", "-w", "30", "--color", "never"], stdin: input)
    #expect(joined.status == 0, "\(joined.err)")
    #expect(joined.outBytes == apart.outBytes)
  }

  @Test func anOptionLetterThatIsNoOptionIsNamedAsWritten() throws {
    let run = try runReflow(["-wz"], stdin: Data("a\n".utf8))
    #expect(run.status == 2)
    let unknown = try runReflow(["-xw40"], stdin: Data("a\n".utf8))
    #expect(unknown.status == 2)
    #expect(unknown.err.contains("-xw40"))
  }

  @Test(arguments: [
    "https://example.com/a/long/path/that/is/wider/than/the/line.html",
    "<https://example.com/a/long/path/that/is/wider/than/the/line>",
    "www.example.com/a/long/path/that/is/wider/than/the/line",
    "mailto:someone.with.a.long.name@example.org",
    "someone.with.a.long.name@example.org",
    "--an-option-name-wider-than-the-line",
    "--width=an-option-value-wider-than-the-line",
  ])
  func wordsToCopyWholeAreNeverCut(word: String) throws {
    let run = try runReflow(["-w", "20"], stdin: Data("see \(word) for more about it\n".utf8))
    #expect(run.status == 0)
    #expect(lines(run).contains(word), "\(run.out)")
  }

  @Test func otherLongWordsAreCutWhenAsked() throws {
    let run = try runReflow(["-w", "10", "--break-words"], stdin: Data("supercalifragilistic\n".utf8))
    #expect(lines(run).allSatisfy { $0.count <= 10 })
  }

  @Test func optionNamesStayWholeUnderBreakOnHyphens() throws {
    let run = try runReflow(
      ["--break-on-hyphens", "-w", "5"], stdin: Data("a --dry-run\n".utf8))
    // Wider than the line, it runs past it whole, rather than `a --` / `dry-` / `run`.
    #expect(run.out == "a\n--dry-run\n", "\(run.out)")
    // Other words still break after their hyphens.
    let other = try runReflow(
      ["--break-on-hyphens", "--algorithm", "greedy", "-w", "12"], stdin: Data("it is well-known\n".utf8))
    #expect(other.out == "it is well-\nknown\n")
  }

  @Test(arguments: ["=", "-", "_", "*", "~", "#"])
  func aRuleLineIsAParagraphOfItsOwn(mark: String) throws {
    for count in [3, 76, 80] {
      let rule = String(repeating: mark, count: count)
      let input = "Title of it\n\(rule)\nThe text below the rule goes on for a while here.\n"
      let run = try runReflow([], stdin: Data(input.utf8))
      #expect(lines(run).contains(rule), "\(count) × \(mark): \(run.out)")
      #expect(lines(run).first == "Title of it")
    }
  }

  @Test func aLoneCarriageReturnDoesNotChangeTheLineEnding() throws {
    let input = "progress 10%\rprogress 100%\ndone.\n\nnext paragraph\n"
    let run = try runReflow([], stdin: Data(input.utf8))
    #expect(run.out == "progress 10% progress 100% done.\n\nnext paragraph\n")
    // A file whose lines all end in CR is still one.
    let mac = try runReflow([], stdin: Data("a x\rb\r\rc\r".utf8))
    #expect(mac.out == "a x b\r\rc\r")
  }

  @Test func proseThatOpensWithAFieldNameIsWrapped() throws {
    let note = "Note: " + String(repeating: "word ", count: 26) + "end."
    let input = "\(note)\nWorkaround: use the other one instead.\n"
    let run = try runReflow(["-w", "60"], stdin: Data(input.utf8))
    #expect(lines(run).allSatisfy { $0.count <= 60 }, "\(run.out)")
    // Records that fit stay as they are.
    let trailers = "Signed-off-by: Ann Example <ann@example.org>\nReviewed-by: Bo Example <bo@example.org>\n"
    #expect(try runReflow(["-w", "60"], stdin: Data(trailers.utf8)).out == trailers)
  }

  @Test func aBareDashLineIsNoSignature() throws {
    let input =
      "Hello there\n--\nThis paragraph after a bare dash line is long enough that it must be wrapped at forty.\n"
    let run = try runReflow(["-w", "40"], stdin: Data(input.utf8))
    #expect(lines(run).allSatisfy { $0.count <= 40 }, "\(run.out)")
  }

  @Test func aSignatureIsAFewShortLinesAfterItsSeparator() throws {
    let signature = "Text above.\n\n-- \nAnn Example\nExample Ltd, +1 555 0100\n"
    #expect(
      try runReflow(["-w", "12"], stdin: Data(signature.utf8)).out
        == "Text above.\n\n-- \nAnn Example\nExample Ltd, +1 555 0100\n")
    // Prose after a separator is no signature; joined to it, the dashes would lead a comment line that the next run
    // reads apart from the prose, so it is kept as written, and named.
    let prose = "-- \n" + String(repeating: "words that run on ", count: 8) + "\n"
    let run = try runReflow(["-w", "40"], stdin: Data(prose.utf8))
    #expect(run.out == prose)
    #expect(run.err.contains("standard input:1: paragraph kept as written"), "\(run.err)")
  }

  /// par's way with `/* ... */` on every line: the text is rewrapped inside the markers, each line opened and closed.
  @Test func cCommentsOnEveryLineAreRewrappedInsideTheirMarkers_andBoxBordersStay() throws {
    let input =
      "/* This is a comment that */\n/* spans several lines. */\n/" + String(repeating: "*", count: 60)
      + "\n * text inside the box\n " + String(repeating: "*", count: 59) + "/\n"
    let run = try runReflow(["-q", "-w", "40"], stdin: Data(input.utf8))
    #expect(
      Array(lines(run).prefix(2)) == ["/* This is a comment that spans */", "/* several lines. */"], "\(run.out)")
    #expect(try runReflow(["-q", "-w", "40"], stdin: Data(run.outBytes)).outBytes == run.outBytes)
    let indented = try runReflow(
      ["-q", "-w", "30"], stdin: Data("  /* a comment with many words in it that need wrapping */\n".utf8))
    #expect(lines(indented).dropLast().allSatisfy { $0.hasPrefix("  /* ") && $0.hasSuffix(" */") && $0.count <= 30 })
    #expect(lines(run).contains("/" + String(repeating: "*", count: 60)))
    #expect(lines(run).contains(" " + String(repeating: "*", count: 59) + "/"))
  }

  /// A comment box keeps its right side, in its column, around text rewrapped inside it.
  @Test func aCommentBoxKeepsItsSides() throws {
    let box =
      "/" + String(repeating: "*", count: 40) + "\n * This comment sits in a box whose    *\n"
      + " * right side is drawn with stars.     *\n " + String(repeating: "*", count: 40) + "/\n"
    // Where the text fits, the box comes back as it was.
    #expect(try runReflow(["-q", "-w", "60"], stdin: Data(box.utf8)).out == box)
    let narrow = try runReflow(["-q", "-w", "30"], stdin: Data(box.utf8))
    let inside = lines(narrow).filter { $0.hasPrefix(" * ") }
    #expect(inside.count == 3, "\(narrow.out)")
    #expect(inside.allSatisfy { $0.count == 40 && $0.hasSuffix(" *") }, "\(narrow.out)")
    #expect(
      inside.map { $0.dropFirst(3).dropLast(2).split(separator: " ").joined(separator: " ") }.joined(separator: " ")
        == "This comment sits in a box whose right side is drawn with stars.")
  }

  @Test func aTabInsideARewrappedLineReachesItsTabStop() throws {
    let input = "name\tvalue and some words that wrap around here\n"
    let run = try runReflow(["-w", "20"], stdin: Data(input.utf8))
    #expect(lines(run).first == "name    value and")
    let four = try runReflow(["-w", "20", "--tab-width", "4"], stdin: Data("ab\tc d e f g h i j k l m n\n".utf8))
    #expect(lines(four).first?.hasPrefix("ab  c ") == true, "\(four.out)")
    // A line left as written keeps its tab.
    let verbatim = "\tindented\tcode\n\n"
    #expect(try runReflow(["-p", "#"], stdin: Data(verbatim.utf8)).out == verbatim)
  }

  static let latin1: [UInt8] =
    Array("caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8] + Array("me br".utf8)
    + [0xFB, 0x6C, 0xE9] + Array("e is a dessert that many like a lot\n".utf8)

  @Test func invalidBytesPassThroughAFilterUnchanged() throws {
    let run = try runReflow(["-w", "20"], stdin: Data(Self.latin1))
    #expect(run.status == 0)
    #expect(run.outBytes.filter { $0 != 0x0A && $0 != 0x20 } == Self.latin1.filter { $0 != 0x0A && $0 != 0x20 })
    // Each byte is one column: "café crème brûlée is" is exactly twenty.
    #expect(run.outBytes.split(separator: 0x0A).first?.count == 20)
    #expect(run.err.contains("4 bytes of invalid UTF-8 passed through unchanged, the first at byte offset 3"))
  }

  @Test func strictUTF8RefusesBeforeWritingAnything() throws {
    // More than one read's worth of valid text first: streamed, it would be written before the bad byte is seen.
    var input = Array(String(repeating: "word ", count: 80_000).utf8) + [0x0A, 0x0A]
    input += Self.latin1
    let run = try runReflow(["--strict-utf8"], stdin: Data(input))
    #expect(run.status == 1)
    #expect(run.outBytes.isEmpty)
    #expect(run.err.contains("invalid UTF-8 at byte offset 400005"))
  }

  @Test func fileArgumentsPassInvalidBytesThroughToo() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-latin1-\(getpid()).txt")
    try Data(Self.latin1).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runReflow(["-w", "80", file.path])
    #expect(run.status == 0)
    #expect(run.outBytes == Self.latin1)
    let strict = try runReflow(["--strict-utf8", file.path])
    #expect(strict.status == 1 && strict.outBytes.isEmpty)
  }

  /// vim in a C locale holds Latin-1 bytes as they are and filters them through `formatprg` with `2>&1`.
  @Test func vimFormatsALatin1BufferThroughReflow() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-vim-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("latin1.txt")
    try Data(Self.latin1).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let binary = CLIFixture.binary.path.replacingOccurrences(of: " ", with: "\\ ")
    process.arguments = [
      "vim", "-u", "NONE", "-i", "NONE", "-N", "-es", "-c", "set formatprg=\(binary)\\ -w20", "-c", "normal gqap",
      "-c", "wq", file.path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C"
    environment["LC_ALL"] = "C"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let expected: [UInt8] =
      Array("caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8] + Array("me br".utf8) + [0xFB, 0x6C, 0xE9]
      + Array("e is\na dessert that many\nlike a lot\n".utf8)
    #expect(process.terminationStatus == 0)
    #expect([UInt8](try Data(contentsOf: file)) == expected)
  }
}
