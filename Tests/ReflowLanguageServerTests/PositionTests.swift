// Positions: a character count in UTF-16, UTF-8 or UTF-32 code units becomes
// a byte offset into a line and back, on lines with emoji and CJK, and a
// position past a line's end stops at it.

import PropertyBased
import Testing

@testable import ReflowLanguageServer

private let pieces = ["a", "é", "中", "文", "😀", "👩‍👩‍👧", "🇯🇵", " ", "ｶ", "e\u{301}", "\t"]

/// The bytes of `text` and its lines as LSP counts them.
private func index(_ text: String) -> (bytes: [UInt8], lines: LineStarts) {
  let bytes = Array(text.utf8)
  return (bytes, LineStarts(bytes, breaks: .protocolLines))
}

@Suite struct PositionTests {
  @Test(arguments: [
    (PositionEncoding.utf16, 3, 5),  // a, then 😀 as a surrogate pair
    (.utf8, 5, 5),
    (.utf32, 2, 5),
  ])
  func aCharacterAfterAnEmojiIsCountedInTheSessionsUnits(encoding: PositionEncoding, units: Int, byte: Int) {
    let (bytes, lines) = index("a😀b中c")
    bytes.withUnsafeBufferPointer { text in
      #expect(lines.offset(of: Position(line: 0, character: units), in: text, encoding: encoding) == byte)
      #expect(lines.position(of: byte, in: text, encoding: encoding) == Position(line: 0, character: units))
    }
  }

  @Test func ideographsAreOneUTF16UnitAndThreeUTF8Bytes() {
    let (bytes, lines) = index("中文字\n")
    bytes.withUnsafeBufferPointer { text in
      #expect(lines.position(of: 6, in: text, encoding: .utf16) == Position(line: 0, character: 2))
      #expect(lines.position(of: 6, in: text, encoding: .utf8) == Position(line: 0, character: 6))
    }
  }

  @Test func aPositionInsideASurrogatePairStopsBeforeTheEmoji() {
    let (bytes, lines) = index("x😀y")
    bytes.withUnsafeBufferPointer { text in
      #expect(lines.offset(of: Position(line: 0, character: 2), in: text, encoding: .utf16) == 1)
    }
  }

  @Test func aCharacterPastTheLineEndIsTheLineEndAndALinePastTheLastIsNone() {
    let (bytes, lines) = index("ab\r\ncd\rxy")
    #expect(lines.count == 3)
    bytes.withUnsafeBufferPointer { text in
      #expect(lines.offset(of: Position(line: 0, character: 99), in: text, encoding: .utf16) == 2)
      #expect(lines.offset(of: Position(line: 1, character: 99), in: text, encoding: .utf16) == 6)
      #expect(lines.offset(of: Position(line: 2, character: 1), in: text, encoding: .utf16) == 8)
      #expect(lines.offset(of: Position(line: 3, character: 0), in: text, encoding: .utf16) == nil)
    }
  }

  @Test func theLineAfterAFinalLineEndExistsAndIsEmpty() {
    let (bytes, lines) = index("one\n")
    #expect(lines.count == 2)
    bytes.withUnsafeBufferPointer { text in
      #expect(lines.offset(of: Position(line: 1, character: 5), in: text, encoding: .utf8) == 4)
    }
  }

  @Test func positionsAgreeWithSwiftsOwnCountsOnMixedLines() async {
    let lines = Gen.int(in: 0..<pieces.count).map { pieces[$0] }.array(of: 0...12).map { $0.joined() }
      .array(of: 1...4)
    await propertyCheck(count: 300, input: lines, Gen.int(in: 0...2)) { lines, ending in
      let text = lines.joined(separator: ["\n", "\r\n", "\r"][ending])
      let (bytes, index) = index(text)
      #expect(index.count == lines.count)
      bytes.withUnsafeBufferPointer { buffer in
        for (number, line) in lines.enumerated() {
          var offset = index.start(of: number)
          for scalar in line.unicodeScalars {
            for encoding in PositionEncoding.allCases {
              let position = index.position(of: offset, in: buffer, encoding: encoding)
              #expect(position.line == number)
              #expect(index.offset(of: position, in: buffer, encoding: encoding) == offset)
            }
            offset += String(scalar).utf8.count
          }
          let end = Position(line: number, character: line.utf16.count)
          #expect(index.position(of: offset, in: buffer, encoding: .utf16) == end)
          #expect(index.position(of: offset, in: buffer, encoding: .utf32).character == line.unicodeScalars.count)
        }
      }
    }
  }

  @Test func anIndexUpdatedAroundAChangeEqualsOneBuiltAfresh() async {
    let bytes = Gen.int(in: 0..<5).map { [UInt8(ascii: "a"), 0x0A, 0x0D, 0x20, 0xE4][$0] }
    await propertyCheck(
      count: 500, input: bytes.array(of: 0...40), bytes.array(of: 0...6), Gen.int(in: 0...50), Gen.int(in: 0...8),
      Gen.int(in: 0...1)
    ) { text, replacement, start, length, kind in
      let breaks: LineBreaks = kind == 0 ? .protocolLines : .terminator(0x0A)
      var index = LineStarts(text, breaks: breaks)
      let lower = min(start, text.count)
      let range = lower..<min(text.count, lower + length)
      var changed = text
      changed.replaceSubrange(range, with: replacement)
      changed.withUnsafeBufferPointer { index.replace(range, withCount: replacement.count, in: $0) }
      #expect(index.starts == LineStarts(changed, breaks: breaks).starts, "\(text) \(range) \(replacement)")
      #expect(index.end == changed.count)
    }
  }

  /// Edits one after another, here and there: each moves the lines between it and the last one, and leaves the
  /// rest to the shift still pending; every start read is the one an index built afresh has.
  @Test func anIndexUpdatedThroughManyChangesEqualsOneBuiltAfresh() async {
    let bytes = Gen.int(in: 0..<5).map { [UInt8(ascii: "a"), 0x0A, 0x0D, 0x20, 0xE4][$0] }
    await propertyCheck(
      count: 300, input: bytes.array(of: 0...40), bytes.array(of: 0...4).array(of: 1...12),
      Gen.int(in: 0...60).array(of: 24), Gen.int(in: 0...1)
    ) { text, replacements, numbers, kind in
      let breaks: LineBreaks = kind == 0 ? .protocolLines : .terminator(0x0A)
      var index = LineStarts(text, breaks: breaks)
      var changed = text
      for (number, replacement) in replacements.enumerated() {
        let lower = min(numbers[2 * number], changed.count)
        let range = lower..<min(changed.count, lower + numbers[2 * number + 1] % 6)
        changed.replaceSubrange(range, with: replacement)
        changed.withUnsafeBufferPointer { index.replace(range, withCount: replacement.count, in: $0) }
        let fresh = LineStarts(changed, breaks: breaks)
        #expect(index.starts == fresh.starts, "\(text) became \(changed)")
        #expect((0...fresh.count).map(index.start(of:)) == (0...fresh.count).map(fresh.start(of:)))
        #expect((0...changed.count).map(index.line(containing:)) == (0...changed.count).map(fresh.line(containing:)))
      }
    }
  }
}
