// End-to-end: --wrap no, keep and sentence, for plain text and Markdown. Each
// mode is checked for what it promises (one line, kept lines, a sentence a
// line), for the width, for idempotence, and in Markdown for rendering the
// same HTML as the input, by cmark-gfm itself.

import Foundation
import Testing

private let prose = """
  Dr. Smith arrived at noon, e.g. before lunch. He left early! Did he come back? Nobody knows the answer to that \
  question, which has troubled many people in the village for a long time.
  A second line.

  Next paragraph
  with short
  lines.

  """

/// The lines of `text`.
private func lines(_ text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// The HTML cmark-gfm makes of `markdown`, each run of white space one space: a soft line break is written as a line
/// end and shown as a space, so only where it falls differs between the wrap modes.
private func html(_ markdown: String) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink"]
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  try process.run()
  try input.fileHandleForWriting.write(contentsOf: Data(markdown.utf8))
  try input.fileHandleForWriting.close()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  // Without cmark-gfm (Debian's cmark-gfm package) both sides would render to nothing, and compare equal.
  guard process.terminationStatus == 0, !data.isEmpty else { throw CocoaError(.executableNotLoadable) }
  return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

@Suite struct WrapModeTests {
  @Test(arguments: [[String](), ["--markdown"]])
  func sentenceStartsEachSentenceOnALine(mode: [String]) throws {
    let run = try runReflow(mode + ["--wrap", "sentence", "-w", "40"], stdin: Data(prose.utf8))
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.isEmpty)
    let out = lines(run.out)
    // "Dr." (added to ICU's list) and "e.g." (in it) end no sentence; the others start lines.
    #expect(out[0] == "Dr. Smith arrived at noon, e.g. before")
    #expect(out[1] == "lunch.")
    #expect(out[2] == "He left early!")
    #expect(out[3] == "Did he come back?")
    // A sentence wider than the width wraps, and the next sentence still starts a line.
    #expect(out[4].hasPrefix("Nobody knows"))
    #expect(out.contains("A second line."))
    #expect(out.allSatisfy { $0.count <= 40 })
    // The short lines of the next paragraph are one sentence, joined.
    #expect(out.contains("Next paragraph with short lines."))
    let again = try runReflow(mode + ["--wrap", "sentence", "-w", "40"], stdin: Data(run.outBytes))
    #expect(again.out == run.out)
  }

  @Test func plainKeepIsFmtSplitOnly() throws {
    let keep = try runReflow(["--wrap", "keep", "-w", "40"], stdin: Data(prose.utf8))
    let split = try runReflow(["-s", "-w", "40"], stdin: Data(prose.utf8))
    #expect(keep.status == 0)
    #expect(keep.out == split.out)
    #expect(lines(keep.out).contains("A second line."))
    #expect(keep.out.contains("Next paragraph\nwith short\nlines.\n"))
  }

  @Test func markdownKeepSplitsOnlyLinesTooLong() throws {
    let run = try runReflow(["--markdown", "--wrap", "keep", "-w", "40"], stdin: Data(prose.utf8))
    #expect(run.status == 0, "\(run.err)")
    let out = lines(run.out)
    // The long first line is split; the lines after it stay as they were.
    #expect(out.count > lines(prose).count)
    #expect(out.allSatisfy { $0.count <= 40 })
    #expect(run.out.hasSuffix("for a long time.\nA second line.\n\nNext paragraph\nwith short\nlines.\n"))
  }

  @Test(arguments: [[String](), ["--markdown"]])
  func noPutsEachParagraphOnOneLine(mode: [String]) throws {
    let run = try runReflow(mode + ["--wrap", "no"], stdin: Data(prose.utf8))
    #expect(run.status == 0, "\(run.err)")
    let out = lines(run.out)
    #expect(out.count == 4)
    #expect(out[0].hasPrefix("Dr. Smith") && out[0].hasSuffix("for a long time. A second line."))
    #expect(out[2] == "Next paragraph with short lines.")
  }

  /// Markdown keeps rendering the same in every mode, where a sentence start would read as a list item or heading.
  @Test(arguments: ["sentence", "keep", "no"])
  func markdownRendersTheSameInEveryMode(mode: String) throws {
    let document = """
      # Notes

      It happened in
      1986. Then it happened again. # Not a heading. Then + not a list either, said she. And *this sentence
      ends in emphasis.* So does [this link.](https://example.com) Done.

      > A quote with two sentences. The second one is here.

      - A list item. With two sentences in it, the second one long enough to wrap at forty columns.

      """
    let run = try runReflow(["--markdown", "--wrap", mode, "-w", "40"], stdin: Data(document.utf8))
    #expect(run.status == 0)
    #expect(run.err.isEmpty, "\(run.err)")
    #expect(try html(run.out) == html(document))
    let again = try runReflow(["--markdown", "--wrap", mode, "-w", "40"], stdin: Data(run.outBytes))
    #expect(again.out == run.out)
  }

  @Test func sentencesWithoutSpacesStartLinesToo() throws {
    let run = try runReflow(["--wrap", "sentence", "-w", "40"], stdin: Data("今日は晴れです。明日は雨でしょう。\n".utf8))
    #expect(run.out == "今日は晴れです。\n明日は雨でしょう。\n")
  }

  @Test func noRefusesAnAlignmentItHasNoWidthFor() throws {
    let run = try runReflow(["--wrap", "no", "--align", "center"], stdin: Data("a\n".utf8))
    #expect(run.status == 2)
    #expect(run.err.contains("--wrap no"))
  }
}
