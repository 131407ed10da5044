// A line end after CJK punctuation reads back as nothing, so each layout of
// such text looks for spaces after that punctuation at its line ends. The
// segmenter marks the paragraphs that cannot hold it, which skip the look;
// the mark must never be missing from one that can.

import Testing

@testable import ReflowText
@testable import ReflowUnicode

@Suite struct CJKPunctuationFlagTests {
  @Test func onlyTextThatMayHoldCJKPunctuationIsLookedAtForIt() throws {
    let segmenter = try TextSegmenter(style: LineBreakStyle(), hyphenation: .soft, widths: WidthOptions())
    let cases: [(String, Bool)] = [
      ("Plain words, and more of them.", false), ("中文、日本語。 And English.", true), ("全角！ x", true),
    ]
    for (text, mayHold) in cases {
      let bytes = Array(text.utf8)
      let (content, _) = bytes.withUnsafeBufferPointer { segmenter.paragraph($0, spacing: .collapse) }
      #expect(content.mayHoldCJKPunctuation == mayHold, "\(text)")
    }
  }
}
