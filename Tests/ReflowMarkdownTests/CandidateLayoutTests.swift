// What a document holds for each paragraph it may rewrap: no more than the
// paragraph's source, its ordinal kept in the padding after it.

import Testing

@testable import ReflowMarkdown

@Suite struct CandidateLayoutTests {
  @Test func aCandidateIsNoLargerThanItsSource() {
    #expect(MemoryLayout<MarkdownFormatter.Candidate>.stride == MemoryLayout<ParagraphSource>.stride)
    let source = ParagraphSource(lines: 3...4, firstPrefix: [], content: Array("text".utf8))
    #expect(MarkdownFormatter.Candidate(source: source, ordinal: 41).ordinal == 41)
  }
}
