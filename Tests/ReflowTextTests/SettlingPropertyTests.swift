// The plain-text guarantee on random documents, in every mode `reflow` has:
// a second run changes nothing, and a refill reads the same words from the
// output as from the input (only white space and kept prefixes change). The
// documents mix what makes plain text hard: URLs, paths, long words, option
// names, tabs, CJK, Thai, emoji, abbreviations, rule words, field names,
// invalid bytes and every prefix kind, under every lead. Every case prints
// the seed that reproduces it (`.fixedSeed`).

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowText

#if canImport(Glibc)
  import Glibc
#endif

/// Words and pieces of words that make plain text hard, each a unit the generator places between spaces.
let settlingWords: [String] = [
  "the", "paragraph", "wraps", "again,", "and", "so", "on", "end.", "Dr.", "U.S.", "J.", "R.", "e.g.", "Mr.",
  "Pneumonoultramicroscopicsilicovolcanoconiosis", "https://example.com/a/very/long/path?x=1",
  "/usr/share/doc/some-package-name/examples/configuration-file.conf", "--verbose", "-v,", "well-known",
  "日本語の文章には", "「引用」です。", "中文，", "リフローはICUの", "ภาษาไทยไม่มีการเว้นวรรค", "한국어", "👍🏽", "👩‍👩‍👧",
  "---", "=====", "####", "Note:", "Subject:", "Signed-off-by:", ">", ">x", "x>y", "#", "//", "--", ";", "%", "-",
  "*", "+", "1.", "12)", "3.2.1.", "soft\u{AD}hyphen", "nb\u{A0}sp", "a\tb", "e\u{301}", "\u{1B}[31mred\u{1B}[0m",
  "(see", "this)", "“quoted”", "x",
]

/// Leads a line may open with: indentation, quote markers, comment leaders, bullets, a comment box's star.
let settlingLeads: [String] = [
  "", "", "", "", "  ", "    ", "\t", "> ", "> > ", ">> ", "  > ", "# ", "// ", "-- ", "; ", "% ", "- ", "1. ",
  "* ", " * ", "# - ", "> - ",
]

/// Whole lines that mean something of their own: separators, rules, comment borders, headers, blank lines.
///
/// Records, tables and directives too: a requirement's line, a table's row and border, box drawing, a changelog's
/// trailer, and `reflow: off` and `on`, each of which is kept as written where the reader finds it.
let settlingLines: [String] = [
  "", "", "-- ", "---", "/*", " */", "/* a one-line comment */", "Subject: hello", "flask>=2  # pinned", "requests",
  "|cell |the paragraph wraps|", "+----+-----+", "│ box │",
  " -- A Name <a@example.org>  Thu, 12 May 2022 17:05:40 +0200",
  "# reflow: off", "# reflow: on",
]

/// A random document built from `choices`: lines of random words under random leads, some special lines, runs of
/// one to three spaces, and where `invalid` says, a byte that is no UTF-8.
func settlingDocument(_ choices: [Int], invalid: Bool = false) -> [UInt8] {
  var lines: [[UInt8]] = []
  var index = 0
  while index < choices.count {
    let choice = choices[index]
    if choice % 13 == 0 {
      lines.append(Array(settlingLines[choice / 13 % settlingLines.count].utf8))
      index += 1
      continue
    }
    let lead = settlingLeads[choice / 7 % settlingLeads.count]
    let count = 1 + choice % 9
    var line = Array(lead.utf8)
    for (position, pick) in choices[index..<min(choices.count, index + count)].enumerated() {
      if position > 0 { line += Array(repeating: 0x20, count: 1 + pick / 3 % 3 / 2 + (pick % 17 == 0 ? 1 : 0)) }
      line += Array(settlingWords[pick / 11 % settlingWords.count].utf8)
      if invalid && pick % 23 == 0 { line.append(0xFF) }
    }
    lines.append(line)
    index += count
  }
  return Array(lines.joined(separator: [0x0A])) + [0x0A]
}

@Suite struct SettlingPropertyTests {
  private static let input = (Gen.int(in: 0...99_999).array(of: 1...50), Gen.int(in: 10...60), Gen.bool)

  /// For every mode and width from 10, a second run over the first run's output changes nothing.
  @Test(arguments: PlainTextMode.all)
  func aSecondRunChangesNothing(mode: PlainTextMode) async {
    await propertyCheck(count: settlingCases, input: printedSeed, Self.input.0, Self.input.1, Self.input.2) {
      _, choices, width, invalid in
      let document = settlingDocument(choices, invalid: invalid)
      let formatter = try! DocumentFormatter(options: mode.options(width))
      let once = formatPassingThrough(document, formatter)
      let twice = formatPassingThrough(once, formatter)
      #expect(
        twice == once,
        """
        \(mode) -w \(width): \(String(decoding: document, as: UTF8.self).debugDescription)
        once:
        \(String(decoding: once, as: UTF8.self))twice:
        \(String(decoding: twice, as: UTF8.self))
        """)
    }
  }

  /// For every mode and width from 10, the words a refill reads are the input's: no word cut, joined or changed.
  @Test(arguments: PlainTextMode.all)
  func wordsAreKept(mode: PlainTextMode) async {
    await propertyCheck(count: settlingCases, input: printedSeed, Self.input.0, Self.input.1, Self.input.2) {
      _, choices, width, invalid in
      let document = settlingDocument(choices, invalid: invalid)
      let once = formatPassingThrough(document, try! DocumentFormatter(options: mode.options(width)))
      #expect(
        refillWords(once, mode: mode) == refillWords(document, mode: mode),
        """
        \(mode) -w \(width): \(String(decoding: document, as: UTF8.self).debugDescription)
        once:
        \(String(decoding: once, as: UTF8.self))
        """)
    }
  }
}
