// A document's output as ParagraphWriter writes it, and what a paragraph is
// read back after.

import Testing

@testable import ReflowText

@Suite struct ParagraphWriterTests {
  /// Lines are joined with the document's line ending, none before the first.
  @Test func linesAreJoinedWithTheLineEnding() {
    var writer = ParagraphWriter(newline: Array("\r\n".utf8), capacity: 0)
    #expect(writer.previousLine == nil)
    writer.writeAlone(Array("one".utf8))
    writer.writeAlone(EmptyCollection())
    writer.writeAlone(Array("two".utf8))
    #expect(writer.output == Array("one\r\n\r\ntwo".utf8))
    #expect(writer.linesWritten == 3)
    #expect(writer.previousLine == 7..<10)
  }

  /// A paragraph is read back after the line before it; after a signature separator a few lines up, from there.
  @Test func theContextReachesBackToASignatureSeparator() {
    var writer = ParagraphWriter(newline: [0x0A], capacity: 0)
    writer.writeAlone(Array("text".utf8))
    writer.writeAlone(Array("-- ".utf8))
    writer.writeAlone(Array("Alice".utf8))
    let context = writer.readBackContext(after: writer.previousLine, readsWholeParagraphs: false)
    #expect(context?.bytes == 5..<14)
    #expect(context?.lines == 2)
  }
}
