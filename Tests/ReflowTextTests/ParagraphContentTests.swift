// Paragraph content against a plain model of it: words split at runs of
// spaces, tabs and line ends, joined by one space each, and under preserved
// spacing a wider space recorded wherever a run without a line end was wider
// than one column. Long words and runs of every kind make the content
// builder take both its eight-bytes-at-a-time path and its byte-at-a-time one.

import PropertyBased
import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

/// The content and wide spaces a paragraph of ASCII words and white space should give.
private func model(_ text: [UInt8]) -> (bytes: [UInt8], wide: [WideSpace]) {
  let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
  var bytes: [UInt8] = []
  var wide: [WideSpace] = []
  var index = 0
  while index < text.count {
    let runStart = index
    while index < text.count && isSpace(text[index]) { index += 1 }
    let run = text[runStart..<index]
    if index == text.count { break }
    if !bytes.isEmpty && !run.isEmpty {
      let columns = run.filter { $0 == 0x20 || $0 == 0x09 }.count
      if !run.contains(0x0A) && !run.contains(0x0D) && columns != 1 {
        wide.append(WideSpace(offset: Int32(bytes.count), width: Int32(columns)))
      }
      bytes.append(0x20)
    }
    while index < text.count && !isSpace(text[index]) {
      bytes.append(text[index])
      index += 1
    }
  }
  return (bytes, wide)
}

@Suite struct ParagraphContentTests {
  @Test func contentMatchesTheModel() async {
    let separators = [" ", " ", " ", "  ", "   ", "\t", "\n", " \n", "\r\n", "\n  ", " \t "]
    await propertyCheck(
      count: 1000, input: Gen.int(in: 0...999_999).array(of: 1...40), Gen.int(in: 0...3)
    ) { choices, edges in
      var text = edges & 1 == 1 ? "  " : ""
      for choice in choices {
        let length = 1 + choice % 19
        text += String(repeating: choice % 7 == 0 ? "é" : choice % 11 == 0 ? "ｱ" : "w", count: length)
        text += separators[(choice / 19) % separators.count]
      }
      if edges & 2 == 0 { text.removeLast() }
      let input = Array(text.utf8)
      let expected = model(input)
      var measurer = TextMeasurer(options: WidthOptions())
      for spacing in [WordSpacing.collapse, .preserve] {
        let content = input.withUnsafeBufferPointer { ParagraphContent($0, spacing: spacing, measurer: &measurer) }
        #expect(content.bytes == expected.bytes, "\(text.debugDescription)")
        #expect(content.wideSpaces == (spacing == .preserve ? expected.wide : []), "\(text.debugDescription)")
      }
    }
  }

  /// The eight-byte test for words and lone spaces, against a byte-by-byte one: every byte value at every
  /// position of the eight and of the byte after them, among letters and among lone spaces.
  @Test func wordsAndLoneSpacesTestEqualsTheByteByByteOne() {
    for base in [Array("abcdefghi".utf8), Array("a b c d e".utf8), Array("ab cd ef ".utf8)] {
      for position in 0..<9 {
        for value in 0...255 {
          var bytes = base
          bytes[position] = UInt8(value)
          let chunk = bytes[0..<8].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
          let expected =
            !bytes[0..<8].contains { $0 < 0x20 } && (0..<8).allSatisfy { bytes[$0] != 0x20 || bytes[$0 + 1] > 0x20 }
          #expect(
            ParagraphContent.holdsOnlyWordsAndLoneSpaces(chunk, followedBy: bytes[8]) == expected,
            "\(bytes) with \(value) at \(position)")
        }
      }
    }
  }
}
