// The guarantee of issue 5 on the whole corpus at widths 20, 40 and 80, with
// the rewrapper's own meaning check switched off.

import Testing

@Suite struct GuaranteeTests {
  static let widths = [20, 40, 80]

  @Test(arguments: MarkdownCorpus.own)
  func ownDocument(_ document: CorpusDocument) {
    for width in Self.widths {
      for problem in MarkdownGuarantee(width: width).problems(document.text) {
        Issue.record("\(document.name): \(problem)")
      }
    }
  }

  /// With the opt-in, every document still keeps the promises, and the CJK document's lines fit.
  @Test(arguments: MarkdownCorpus.own)
  func ownDocumentBreakingInsideCJKRuns(_ document: CorpusDocument) {
    for width in Self.widths {
      for problem in MarkdownGuarantee(width: width, breaksInsideCJKRuns: true).problems(document.text) {
        Issue.record("\(document.name): \(problem)")
      }
    }
  }

  /// Reflow's own small cases (Scripts/check/generate_markdown_cases.py): a paragraph of words, inline constructs and
  /// line-start hazards in each GFM container and beside each neighbour, at every width.
  @Test func ownSmallCases() {
    let cases = MarkdownCorpus.smallCases
    #expect(cases.count >= 1000)
    var problems: [String] = []
    for (number, source) in cases.enumerated() {
      for width in Self.widths {
        problems += MarkdownGuarantee(width: width).problems(source).map { "case \(number + 1): \($0)" }
      }
    }
    #expect(problems.isEmpty, "\(problems.count) problems, the first:\n\(problems.prefix(3).joined(separator: "\n"))")
  }

  /// The cases the small corpus found, each kept as a test: a complete tag opening a paragraph (alone on a line it
  /// starts an HTML block), a backtick run opening one (alone it starts a fence), a footnote definition inside a
  /// quote (cmark-gfm moves it out of the quote), and an open task with `[x]` later on (cmark-gfm ticks the box
  /// when its first line holds one), and a paragraph above a table whose header row looks like a delimiter row.
  @Test(arguments: [
    "<span class=\"x\"> some words here that wrap around\n",
    "<a id=\"deprecation-cycle\"></a>\nA deprecation cycle is a major release during which an API is deprecated.\n",
    "``` then `a  b` more words that wrap\n",
    "* > of the text\n  > [^1]: words. the more [^1]\n  > then\n",
    "- [ ] --> prose [^1]: and\n  [x]\n",
    "> start the  \n> | :-- the  \n",
    "1. start the  \n   # the  \n   ___ ___ the  \n",
    "  start\n  text ``` the\n  the  \n  the  \n  2) ```\n  the  \n\n| a | b |\n|---|---|\n| c | d |\n",
    "- start <?x <!--\n  c d -->  \n  the\n  the  \n  |-|\n",
    "- [ ] the words of the first line go on\n  [ ] [x] of some of\n",
    // A table whose header row looks like a delimiter row takes a paragraph's last line of as many cells.
    "> start | the  \n> |-|\n> |-|\n",
    "start | the more words\n|-|\n|-|\n",
  ])
  func foundByTheSmallCases(_ source: String) {
    for width in [6, 12] + Self.widths {
      for problem in MarkdownGuarantee(width: width).problems(source) { Issue.record("\(problem)") }
    }
  }

  @Test func corpusIsThere() {
    #expect(MarkdownCorpus.own.count >= 6)
    #expect(MarkdownCorpus.debian.count >= 20, "Debian's /usr/share/doc should hold Markdown files")
  }

  @Test(arguments: MarkdownCorpus.debian)
  func debianDocument(_ document: CorpusDocument) {
    for width in Self.widths {
      for problem in MarkdownGuarantee(width: width).problems(document.text).prefix(3) {
        Issue.record("\(document.name): \(problem)")
      }
    }
  }
}
