// The line index a Markdown document is spliced by: every line start, CR LF
// and lone CR included.

import Testing

@testable import ReflowMarkdown

@Suite struct SourceLinesTests {
  @Test func everyLineEndStartsALine() {
    let text = Array("a\nb\r\nc\rd".utf8)
    let lines = text.withUnsafeBufferPointer { SourceLines($0) }
    #expect(lines.starts == [0, 2, 5, 7])
    #expect(lines.lineCount == 4)
  }
}
