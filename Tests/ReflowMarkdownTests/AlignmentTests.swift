// The Markdown rewrapper's alignment: later lines aligned and the first not;
// justification and empty widths refused.

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

@Suite struct AlignmentTests {
  @Test func laterLinesAreAlignedAndTheFirstIsNot() {
    // Spaces before a first line would make it code; after a line end they are only indentation.
    #expect(rewrapText("aa bbbb cc\n", width: 6, alignment: .trailing) == "aa\n  bbbb\n    cc\n")
    #expect(rewrapText("aa bbbb cc\n", width: 6, alignment: .center) == "aa\n bbbb\n  cc\n")
  }

  @Test func justificationAndEmptyWidthsAreRefused() {
    #expect(throws: MarkdownFormatError.justifiedAlignment) {
      try MarkdownFormatter(options: MarkdownFormatOptions(alignment: .justified))
    }
    #expect(throws: MarkdownFormatError.invalidWidth(0)) {
      try MarkdownFormatter(options: MarkdownFormatOptions(width: 0))
    }
  }
}
