// Which lines start list items and quotes in plain text: multi-level numbers,
// with hanging indents, and what is no bullet.

import PropertyBased
import Testing

@testable import ReflowText

@Suite struct ListAndQuoteStartTests {
  @Test func multiLevelNumbersStartListItems_withHangingIndents() {
    let contents = "3.2.1. Hostname\n3.2.2. Network settings that wrap here\n1.2) x\n"
    #expect(
      formatDocument(contents, width: 30)
        == "3.2.1. Hostname\n3.2.2. Network settings that\n       wrap here\n1.2) x\n")
    // A version number is no bullet: no dot or parenthesis ends it.
    #expect(formatDocument("1.2.3 is out\nnow\n", width: 30) == "1.2.3 is out now\n")
  }

  @Test func aGreaterThanSignInsideAnIndentedParagraphIsText() {
    let text = "    the pipe | and the redirect\n    > which writes a file, and more words\n"
    #expect(
      formatDocument(text, width: 40) == "    the pipe | and the redirect > which\n    writes a file, and more words\n")
    // A quote still begins after an attribution line at the margin, and after a blank line.
    #expect(formatDocument("Bob wrote:\n> one\n> two\n", width: 40) == "Bob wrote:\n> one two\n")
    #expect(formatDocument("    text\n\n    > one\n    > two\n", width: 40) == "    text\n\n    > one two\n")
  }

  /// Lines that start with `//`, `--`, `;` or `%` keep it without `-q`, and join only lines with the same leader;
  /// `#` and a signature's `-- ` do not.
  @Test func commentBlocksKeepTheirLeadersByDefault() {
    let sql = "-- select the rows that have been\n-- changed since yesterday\nSELECT 1;\n"
    #expect(
      formatDocument(sql, width: 30) == "-- select the rows that have\n-- been changed since\n-- yesterday\nSELECT 1;\n"
    )
    #expect(formatDocument("// a b c d e f\n// g h\n", width: 12) == "// a b c d e\n// f g h\n")
    #expect(formatDocument("; one of\n; two\n", width: 30) == "; one of two\n")
    #expect(formatDocument("% one of\n% two\n", width: 30) == "% one of two\n")
    // One such line alone is a comment too, and joins no text: a block of two joined into one line must read back
    // as a comment, not as text that the next refill joins to the code under it.
    #expect(formatDocument("; one lisp comment\nplain text\n", width: 40) == "; one lisp comment\nplain text\n")
    #expect(formatDocument("; one lisp comment that runs on\n", width: 20) == "; one lisp comment\n; that runs on\n")
    #expect(formatDocument("// a short\n// comment\nlet x = 1\n", width: 40) == "// a short comment\nlet x = 1\n")
    // `#` is text (a root prompt as often as a comment).
    #expect(formatDocument("# one\n# two\n", width: 40) == "# one # two\n")
    // Different leaders are no block.
    #expect(formatDocument("// one\n; two\n", width: 40) == "// one\n; two\n")
    // A signature keeps its own rule.
    #expect(formatDocument("text\n\n-- \nAnn\n", width: 40) == "text\n\n-- \nAnn\n")
  }

  /// A rule about what may start a line (no bullet, no field's name, no `--` there) gives way when keeping it would
  /// make a stretch wider than the line.
  @Test func theWidthWinsOverLineStartRules() {
    #expect(formatDocument("$ su -\nPassword:\n", width: 10) == "$ su -\nPassword:\n")
    #expect(
      formatDocument("the command is sudo-something-long\nPassword:\n", width: 20)
        == "the command is\nsudo-something-long\nPassword:\n")
    // Where the line has room, the rules hold: the bullet-like dash stays off the line start.
    #expect(formatDocument("aaaa bbbb - cc\n", width: 10) == "aaaa\nbbbb - cc\n")
    // A bullet never starts a line, whatever the width: read back, it would start a list item, and the paragraph
    // would not come back the same (a property test's find).
    let optimal = try! DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 8)))
    let once = optimal.format("1. 12) x // 12)\n")
    #expect(!once.contains("\n   12)"), "\(once)")
    #expect(optimal.format(once) == once)
  }

  /// Indented paragraphs whose later lines may start with `>`: nothing is added or lost, `>` above all, unless two
  /// lines in a row open with `>`, which are a quote (``indentedMailKeepsItsQuotes()``).
  @Test func indentedTextKeepsEveryCharacter() async {
    // No word that alone makes a line verbatim (a bullet with no text): after such a line a new paragraph starts,
    // where a quote may begin and its markers are repeated by design.
    let words = ["a", "pipe", "|", ">", ">>", ">x", "2>&1", "word", "-x", "#", "1.5", "text", "(b)", "“q”"]
    await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 2...30), Gen.int(in: 10...40)) {
      choices, width in
      var lines: [String] = []
      var line = "  start"
      for (index, choice) in choices.enumerated() {
        if choice % 5 == 0 && index > 0 {
          lines.append(line)
          line = "  " + words[choice % words.count]
        } else {
          line += " " + words[choice % words.count]
        }
      }
      lines.append(line)
      let opensWithQuote = lines.map { $0.dropFirst(2).hasPrefix(">") }
      guard !zip(opensWithQuote, opensWithQuote.dropFirst()).contains(where: { $0 && $1 }) else { return }
      // A line framed by `|` is a table's row, kept as written like a rule line: after it, too, a new paragraph
      // starts (found when tables were first kept: `  | |` then `  > pipe pipe` at -w 10 starts a quote).
      let framed = { (line: String) -> Bool in
        let body = line.drop { $0 == " " }
        return body.count > 1 && body.hasPrefix("|") && body.hasSuffix("|")
      }
      guard !lines.contains(where: framed) else { return }
      let text = lines.joined(separator: "\n") + "\n"
      let output = formatDocument(text, width: width)
      #expect(output.filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace }, "\(text.debugDescription)")
    }
  }
}
