// Initials before a sentence end: the same answer as reading the whole word,
// from only the initials' bytes, so a paragraph without spaces stays linear.

import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

@Suite struct InitialsLookBackTests {
  /// Bytes that count how many times they are read.
  final class Reads: @unchecked Sendable {
    var count = 0
  }

  struct CountingBytes: RandomAccessCollection {
    let bytes: [UInt8]
    let reads: Reads
    var startIndex: Int { 0 }
    var endIndex: Int { bytes.count }
    subscript(position: Int) -> UInt8 {
      reads.count += 1
      return bytes[position]
    }
  }

  /// Every end of every short text of capitals, periods, letters, spaces, brackets and quotes: the answer is the
  /// whole word's.
  @Test func answersAsTheWholeWordDoes() {
    let alphabet = Array("AB.x (\"'".utf8)
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<3_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 60)
      var text: [UInt8] = []
      for index in 0..<length { text.append(alphabet[Int((state >> UInt64(4 * index % 56)) & 0xFF) % alphabet.count]) }
      text.withUnsafeBufferPointer { buffer in
        for end in 0...buffer.count {
          let whole = Abbreviations.isInitials(Abbreviations.word(before: end, in: buffer))
          #expect(Abbreviations.endsWithInitials(buffer, before: end) == whole, "\(shown(text)) before \(end)")
        }
      }
    }
    #expect(Abbreviations.endsWithInitials(Array("see U.S.".utf8), before: 8))
    #expect(!Abbreviations.endsWithInitials(Array("xU.S.".utf8), before: 5))
  }

  /// Before a sentence end at the end of a 100,000-byte word, only the initials' bytes and the two before are read
  /// (a pair that fails, and the byte the word would start after), where the whole word is read back to its start.
  @Test func readsOnlyTheInitials() {
    for tail in ["A.B.", "?", "x."] {
      let text = CountingBytes(
        bytes: Array(repeating: UInt8(ascii: "x"), count: 100_000) + Array(tail.utf8), reads: Reads())
      #expect(!Abbreviations.endsWithInitials(text, before: text.endIndex))
      #expect(text.reads.count <= tail.utf8.count + 2, "\(tail)")
    }
  }

  /// Text for a failure message.
  func shown(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self).debugDescription }
}
