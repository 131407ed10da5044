// Where front matter ends (FrontMatter): the one rule the formatter, render
// and the language server's stretches all read.

import Testing

@testable import ReflowMarkdown

@Suite struct FrontMatterTests {
  private func extent(_ text: String) -> FrontMatter.Extent {
    Array(text.utf8).withUnsafeBufferPointer { FrontMatter.extent(in: $0) }
  }

  private func lastLine(_ text: String) -> Int? {
    Array(text.utf8).withUnsafeBufferPointer { FrontMatter.lastLine(in: $0, lines: SourceLines($0)) }
  }

  @Test func aFenceOnTheFirstLineOpensItAndTheSameFenceClosesIt() {
    #expect(extent("---\ntitle: x\n---\ntext\n") == .closed(end: 17))
    #expect(lastLine("---\ntitle: x\n---\ntext\n") == 3)
    #expect(extent("+++\na = 1\n+++  \r\ntext\n") == .closed(end: 17))
    #expect(extent("---\ntitle: x\n...\n") == .closed(end: 17))
    #expect(extent("\u{FEFF}---\r\ntitle: x\r\n---") == .closed(end: 21))
    #expect(lastLine("\u{FEFF}---\r\ntitle: x\r\n---") == 3)
  }

  @Test func noFenceOrNoClosingFenceIsNone() {
    #expect(extent("text\n---\n") == .none)
    #expect(extent("...\ntext\n...\n") == .none)
    #expect(extent("---\ntitle: x\n+++\n") == .unclosed)
    #expect(lastLine("---\ntitle: x\n+++\n") == nil)
    #expect(extent("") == .none)
  }
}
