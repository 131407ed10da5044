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
