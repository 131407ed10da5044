// Documents: a change sent as the whole text is noted as the lines it
// changed, so that the next lint redoes only those. Whatever the two texts
// (line ends of every kind, a CR that becomes a CR LF's, multi-byte
// characters), the bytes before the first byte it names are the same in
// both, and so are the lines before its first line and the lines after it.

import PropertyBased
import Testing

@testable import ReflowLanguageServer

private let pieces = ["a", "b ", "中", "😀", "\n", "\r\n", "\r", "é", " "]

/// The lines of `bytes` as LSP counts them, each with its line end.
private func protocolLines(_ bytes: [UInt8]) -> [[UInt8]] {
  let starts = LineStarts(bytes, breaks: .protocolLines).starts
  return starts.indices.map { Array(bytes[starts[$0]..<(($0 + 1 < starts.count) ? starts[$0 + 1] : bytes.count)]) }
}

@Suite struct WholeTextChangeTests {
  @Test func whatItNamesAsUnchangedIsTheSameInBothTexts() async {
    let text = Gen.int(in: 0..<pieces.count).map { pieces[$0] }.array(of: 0...30).map { $0.joined() }
    let edit = zip(Gen.int(in: 0...1000), Gen.int(in: 0...6), text)
    await propertyCheck(count: 500, input: text, edit) { start, edit in
      let old = Array(start.utf8)
      var new = old
      let lower = edit.0 % (old.count + 1)
      new.replaceSubrange(lower..<min(old.count, lower + edit.1), with: Array(edit.2.utf8))
      let lines = LineStarts(old, breaks: .protocolLines)
      let change = old.withUnsafeBufferPointer { before in
        new.withUnsafeBufferPointer { WholeTextChange(from: before, lines: lines, to: $0) }
      }
      #expect(old.prefix(change.firstByte) == new.prefix(change.firstByte))
      let (oldLines, newLines) = (protocolLines(old), protocolLines(new))
      #expect(oldLines.prefix(change.firstLine) == newLines.prefix(change.firstLine))
      #expect(oldLines.suffix(change.linesAfter) == newLines.suffix(change.linesAfter))
    }
  }

  @Test func aChangedLineInTheMiddleLeavesTheOthers() {
    let old = Array("one\ntwo\nthree\nfour\n".utf8)
    let new = Array("one\ntwo\nthree words\nfour\n".utf8)
    let change = old.withUnsafeBufferPointer { before in
      new.withUnsafeBufferPointer {
        WholeTextChange(from: before, lines: LineStarts(old, breaks: .protocolLines), to: $0)
      }
    }
    // The bytes up to the end of "three", the lines before it, and the line after it with the empty line after
    // the last line end.
    #expect(change == WholeTextChange(firstByte: 13, firstLine: 2, linesAfter: 2))
  }

  @Test func noDifferenceIsNoChange() {
    let text = Array("one\ntwo\n".utf8)
    let lines = LineStarts(text, breaks: .protocolLines)
    let change = text.withUnsafeBufferPointer { old in
      text.withUnsafeBufferPointer { WholeTextChange(from: old, lines: lines, to: $0) }
    }
    #expect(change == WholeTextChange(firstByte: text.count, firstLine: lines.count, linesAfter: lines.count))
  }
}
