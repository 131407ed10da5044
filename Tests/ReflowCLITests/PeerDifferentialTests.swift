// Differential tests against the tools reflow replaces, run side by side on
// this machine: Python's textwrap for greedy breaking, and GNU fmt for the
// meaning of -p, -s, -u, -c and -t. Line breaks may differ from fmt's (fmt is
// not optimal); what each flag promises must not.

import Foundation
import Testing

/// Runs a tool with `arguments`, feeding `stdin`, and returns its standard output.
private func runTool(_ path: String, _ arguments: [String], stdin: String) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  try process.run()
  // Write from another thread so a large output cannot block the tool while we write.
  let writer = Thread {
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try? input.fileHandleForWriting.close()
  }
  writer.start()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}

/// A small seeded generator, so a failure can be reproduced from the test's name alone.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state ^ (state >> 29)
  }
}

/// Random ASCII paragraphs: words of letters with some trailing punctuation, no hyphens, separated by
/// one space, sometimes two, sometimes a line end; paragraphs separated by blank lines.
private func asciiParagraphs(seed: UInt64, count: Int, longestWord: Int) -> [String] {
  var random = SeededGenerator(state: seed)
  let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  let endings = ["", "", "", "", ",", ".", ";", ":", "!", "?", "'s", ")"]
  return (0..<count).map { _ in
    var text = ""
    var firstLineEnd: String.Index?
    var allOneWordLines = true
    let words = Int.random(in: 1...60, using: &random)
    for index in 0..<words {
      // One space between words: where textwrap ends a line at a run of spaces it drops the run, where Reflow makes
      // it one space and sets the paragraph again, as the next refill will read it (BreakingTests has that
      // difference).
      if index > 0 {
        let separator = [" ", " ", " ", " ", "\n"].randomElement(using: &random)!
        if separator == " " { allOneWordLines = false } else if firstLineEnd == nil { firstLineEnd = text.endIndex }
        text += separator
      }
      let length = Int.random(in: 1...longestWord, using: &random)
      var word = String((0..<length).map { _ in letters.randomElement(using: &random)! })
      let ending = endings.randomElement(using: &random)!
      // A capitalised word and a colon at a line's start may be a header field (`Subject:`), which reflow keeps
      // as written when the next line starts with one too, and textwrap joins (DocumentFormatterTests has that
      // difference); colons follow lowercase words here, which are prose anywhere.
      if ending == ":" { word = word.lowercased() }
      text += word + ending
    }
    // Two lines or more of one word each are a record, which Reflow keeps as written and textwrap joins (a documented
    // difference, README's records, issue 56); such a paragraph joins its first two lines, leaving the random stream
    // and so every other paragraph as it was.
    if words > 1, allOneWordLines, let firstLineEnd {
      text.replaceSubrange(firstLineEnd...firstLineEnd, with: " ")
    }
    return text
  }
}

private let textwrapScript = """
  import sys, textwrap
  width = int(sys.argv[1])
  paragraphs = sys.stdin.read().split("\\n\\n")
  filled = [textwrap.fill(p, width, break_long_words=False, break_on_hyphens=False) for p in paragraphs]
  sys.stdout.write("\\n\\n".join(filled))
  """

@Suite struct PeerDifferentialTests {
  @Test(arguments: [10, 17, 23, 40, 72, 79])
  func greedyEqualsPythonTextwrap(width: Int) throws {
    let paragraphs = asciiParagraphs(seed: UInt64(width), count: 150, longestWord: 7)
    let input = paragraphs.joined(separator: "\n\n")
    let expected = try runTool("/usr/bin/python3", ["-c", textwrapScript, String(width)], stdin: input)
    let run = try runReflow(["--algorithm", "greedy", "-w", String(width)], stdin: Data(input.utf8))
    #expect(run.status == 0)
    #expect(run.out == expected)
  }

  /// Words wider than the line: textwrap's `break_long_words=False` is reflow's `--no-break-words`.
  @Test(arguments: [10, 23])
  func greedyWithLongWordsEqualsTextwrap(width: Int) throws {
    let paragraphs = asciiParagraphs(seed: 1000 + UInt64(width), count: 100, longestWord: 30)
    let input = paragraphs.joined(separator: "\n\n")
    let expected = try runTool("/usr/bin/python3", ["-c", textwrapScript, String(width)], stdin: input)
    let run = try runReflow(
      ["--algorithm", "greedy", "--no-break-words", "-w", String(width)], stdin: Data(input.utf8))
    #expect(run.out == expected)
  }

  /// fmt's goal is a target, not a limit.
  ///
  /// Lines gather around it and may run to the width. Reflow's do too, and
  /// stay nearer the goal than fmt's (its breaks are optimal for that distance; fmt's are not).
  @Test func goal_linesGatherAroundIt_andMayRunToTheWidth_asInFmt() throws {
    let input = asciiParagraphs(seed: 60, count: 60, longestWord: 9).joined(separator: "\n\n")
    let arguments = ["-w", "72", "-g", "60"]
    let fmt = try runTool("/usr/bin/fmt", arguments, stdin: input)
    let run = try runReflow(arguments, stdin: Data(input.utf8))
    /// The lengths of the lines that end no paragraph, and the longest line.
    func lengths(_ text: String) -> (inner: [Int], longest: Int) {
      var inner: [Int] = []
      for paragraph in text.components(separatedBy: "\n\n") {
        inner += paragraph.split(separator: "\n").dropLast().map(\.count)
      }
      return (inner, text.split(separator: "\n").map(\.count).max() ?? 0)
    }
    let ours = lengths(run.out)
    let theirs = lengths(fmt)
    #expect(ours.longest <= 72 && theirs.longest <= 72)
    #expect(ours.inner.contains { $0 > 60 } && theirs.inner.contains { $0 > 60 })
    let distance = { (lines: [Int]) in lines.reduce(0) { $0 + ($1 - 60) * ($1 - 60) } / max(1, lines.count) }
    #expect(distance(ours.inner) <= distance(theirs.inner), "\(distance(ours.inner)) vs fmt \(distance(theirs.inner))")
  }

  @Test func prefix_linesWithoutItAreUnchanged_asInFmt() throws {
    let input = try CLIFixture.text(of: "Samples/comments.txt")
    let unprefixed = input.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("# ") }
    for output in [
      try runReflow(["-p", "# ", "-w", "30"], stdin: Data(input.utf8)).out,
      try runTool("/usr/bin/fmt", ["-p", "# ", "-w", "30"], stdin: input),
    ] {
      let kept = output.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("# ") }
      #expect(kept == unprefixed)
    }
  }

  @Test func splitOnly_joinsNoLines_asInFmt() throws {
    let input =
      try CLIFixture.text(of: "Samples/mail.txt")
      + (try CLIFixture.text(of: "Samples/english.txt"))
    let inputLines = input.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    for (tool, output) in [
      ("reflow", try runReflow(["-s", "-w", "30"], stdin: Data(input.utf8)).out),
      ("fmt", try runTool("/usr/bin/fmt", ["-s", "-w", "30"], stdin: input)),
    ] {
      // Every output line's words are a run of words from one input line.
      for line in output.split(separator: "\n") {
        var words = line.split(separator: " ").joined(separator: " ")
        if tool == "reflow" && line.hasPrefix(">") { words = String(words.drop { $0 == ">" || $0 == " " }) }
        guard !words.isEmpty else { continue }
        #expect(inputLines.contains { $0.contains(words) }, "\(tool): \(line)")
      }
    }
  }

  @Test func uniformSpacing_followsFmtsSentenceRule() throws {
    let input =
      try CLIFixture.text(of: "Samples/spacing.txt")
      + "\n" + (try CLIFixture.text(of: "Samples/english.txt"))
    // The space after each word, where the next word is on the same line.
    func spacing(_ text: String) -> [String: Set<Int>] {
      var result: [String: Set<Int>] = [:]
      for line in text.split(separator: "\n") {
        for match in line.matches(of: #/(\S+)( +)(?=\S)/#) {
          result[String(match.output.1), default: []].insert(match.output.2.count)
        }
      }
      return result
    }
    let ours = spacing(try runReflow(["-u", "-w", "60"], stdin: Data(input.utf8)).out)
    let theirs = spacing(try runTool("/usr/bin/fmt", ["-u", "-w", "60"], stdin: input))
    #expect(!ours.isEmpty)
    for (word, gaps) in ours where theirs[word] != nil {
      #expect(gaps == theirs[word], "after \(word)")
    }
    #expect(ours.values.contains([2]))
  }

  @Test(arguments: [("-c", "crown"), ("-t", "tagged")])
  func crownAndTagged_giveFmtsIndents(flag: String, name: String) throws {
    let input = try CLIFixture.text(of: "Samples/tagged.txt")
    // The indents of each paragraph's first and second lines.
    func indents(_ text: String) -> [[Int]] {
      text.components(separatedBy: "\n\n").map { block in
        block.split(separator: "\n").prefix(2).map { $0.prefix { $0 == " " }.count }
      }
    }
    let ours = indents(try runReflow([flag, "-w", "50"], stdin: Data(input.utf8)).out)
    let theirs = indents(try runTool("/usr/bin/fmt", [flag, "-w", "50"], stdin: input))
    #expect(ours == theirs, "\(name)")
    #expect(ours.contains { $0.count == 2 && $0[0] != $0[1] })
  }
}
