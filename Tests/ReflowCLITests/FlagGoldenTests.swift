// End-to-end: every flag of the built binary, each on a sample that shows
// it, compared with a golden file. `REFLOW_RECORD=1` rewrites them. Every
// run also keeps each non-space character unless the flag's job is to move
// markers (quote and comment prefixes repeat on each line).

import Foundation
import Testing

@Suite struct FlagGoldenTests {
  static let cases: [(String, [String])] = [
    ("mail-w50.txt", ["-w", "50", "Samples/mail.txt"]),
    ("mail-obsolete-50.txt", ["-50", "Samples/mail.txt"]),
    ("mail-no-detect-w50.txt", ["--no-detect-prefixes", "-w", "50", "Samples/mail.txt"]),
    ("comments-q-w50.txt", ["-q", "-w", "50", "Samples/comments.txt"]),
    ("comments-prefix-w40.txt", ["-p", "# ", "-w", "40", "Samples/comments.txt"]),
    ("lists-w50.txt", ["-w", "50", "Samples/lists.txt"]),
    ("lists-split-only-w30.txt", ["-s", "-w", "30", "Samples/lists.txt"]),
    ("tagged-crown-w50.txt", ["-c", "-w", "50", "Samples/tagged.txt"]),
    ("tagged-tagged-w50.txt", ["-t", "-w", "50", "Samples/tagged.txt"]),
    ("spacing-w50.txt", ["-w", "50", "Samples/spacing.txt"]),
    ("spacing-uniform-w50.txt", ["-u", "-w", "50", "Samples/spacing.txt"]),
    ("english-goal40-w50.txt", ["-g", "40", "-w", "50", "Samples/english.txt"]),
    (
      "english-w40-justify-greedy.txt",
      ["--align", "justify", "--algorithm", "greedy", "-w", "40", "Samples/english.txt"]
    ),
    ("english-w40-hyphenate-auto.txt", ["--hyphenate", "auto", "-w", "40", "Samples/english.txt"]),
    ("english-w40-hyphenate-none.txt", ["--hyphenate", "none", "-w", "40", "Samples/english.txt"]),
    ("japanese-w20-strict.txt", ["--locale", "ja", "--line-break", "strict", "-w", "20", "Samples/japanese.txt"]),
    ("japanese-w20-ambiguous2.txt", ["--ambiguous-width", "2", "-w", "20", "Samples/japanese.txt"]),
    ("korean-w20-keep-all.txt", ["--word-break", "keep-all", "-w", "20", "Samples/korean.txt"]),
    ("english-w20-break-all.txt", ["--word-break", "break-all", "-w", "20", "Samples/english.txt"]),
    ("english-w8-no-break-words.txt", ["--no-break-words", "-w", "8", "Samples/english.txt"]),
    ("english-w8-break-words.txt", ["--break-words", "-w", "8", "Samples/english.txt"]),
    ("paths-w30.txt", ["-w", "30", "Samples/paths.txt"]),
    ("paths-w30-break-words.txt", ["--break-words", "-w", "30", "Samples/paths.txt"]),
    ("paths-w30-break-on-hyphens.txt", ["--break-on-hyphens", "-w", "30", "Samples/paths.txt"]),
    ("lists-tab4-w40.txt", ["--tab-width", "4", "-w", "40", "Samples/lists.txt"]),
    ("crlf-w30.txt", ["-w", "30", "Samples/crlf.txt"]),
    ("no-final-newline-w30.txt", ["-w", "30", "Samples/no-final-newline.txt"]),
    ("english-w40-jobs1.txt", ["--jobs", "1", "-w", "40", "Samples/english.txt"]),
  ]

  @Test(arguments: cases)
  func flagOutputMatchesGolden(name: String, arguments: [String]) throws {
    let run = try runReflow(arguments)
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    try CLIFixture.expectGolden(name, run.outBytes)
    let sample = try CLIFixture.text(of: arguments.last!)
    let movesMarkers = arguments.contains("-q") || arguments.contains("-p") || sample.contains("\n> ")
    let dropsHyphens = arguments.contains("auto") || arguments.contains("soft")
    if !movesMarkers && !dropsHyphens {
      #expect(visibleText(run.out) == visibleText(sample), "\(name)")
    }
  }

  /// Justified text is broken with Knuth and Plass by default; other alignments with minimum raggedness.
  @Test func theDefaultAlgorithmDependsOnTheAlignment() throws {
    let file = "Samples/english.txt"
    let justified = try runReflow(["--align", "justify", "-w", "30", file]).outBytes
    #expect(
      justified == (try runReflow(["--align", "justify", "--algorithm", "knuth-plass", "-w", "30", file])).outBytes)
    #expect(justified != (try runReflow(["--align", "justify", "--algorithm", "optimal", "-w", "30", file])).outBytes)
    let left = try runReflow(["-w", "30", file]).outBytes
    #expect(left == (try runReflow(["--algorithm", "optimal", "-w", "30", file])).outBytes)
  }
}
