// The line index a Markdown document is spliced by: every line start, CR LF
// and lone CR included, held in no more room than the lines need.

import Testing

@testable import ReflowMarkdown

@Suite struct SourceLinesTests {
  @Test func everyLineEndStartsALine() {
    let text = Array("a\nb\r\nc\rd".utf8)
    let lines = text.withUnsafeBufferPointer { SourceLines($0) }
    #expect(lines.starts == [0, 2, 5, 7])
    #expect(lines.lineCount == 4)
  }

  /// A large document's index is counted before it is filled: appended to alone, it could hold up to twice the
  /// room its lines take, for as long as the document is formatted.
  @Test func theIndexTakesTheRoomItsLinesNeed() {
    let text = Array(String(repeating: "a line\n", count: 1_100).utf8)
    let lines = text.withUnsafeBufferPointer { SourceLines($0) }
    #expect(lines.starts.count == 1_101)
    #expect(lines.starts.capacity <= lines.starts.count + 8, "capacity \(lines.starts.capacity)")
  }
}
