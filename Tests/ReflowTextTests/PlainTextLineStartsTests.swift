// Whether a word may start a line is asked of nearly every word, so the
// common answer (a word that starts with a lowercase letter, in a paragraph
// with no rule line) is given without the whole rule. It must be the whole
// rule's answer, for every word that takes it, under every reading.

import PropertyBased
import Testing

@testable import ReflowText

@Suite struct PlainTextLineStartsTests {
  /// Words that start lines freely or not: lowercase and capital words, field names, bullets, markers, leaders,
  /// a separator, a rule, letters that may read as list markers (`a)`, `i.`), and characters beyond ASCII.
  private static let words = [
    "word", "a)", "i.", "iv)", "x", "Subject:", "Signed-off-by:", "Word", "-", "--", "*", "+", ">", "#", "//", ";",
    "%", "1.", "2)", "=====", "-----", "•", "éte", "zoo:", "note:",
  ]

  @Test func theQuickAnswerIsTheRulesAnswer() async throws {
    let segmenter = try TextSegmenter(style: LineBreakStyle(), hyphenation: .none, widths: WidthOptions())
    let quick = Counter()
    await propertyCheck(
      count: 1500, input: Gen.int(in: 0..<Self.words.count).array(of: 1...14), Gen.int(in: 0...63),
      Gen.int(in: 4...30)
    ) { choices, ruleBits, narrowestLine in
      let text = Array(choices.map { Self.words[$0] }.joined(separator: " ").utf8)
      let paragraph = text.withUnsafeBufferPointer {
        segmenter.segmented(PlainTextParagraph($0, spacing: .collapse))
      }
      let rules = LeadRules(
        detectsQuotes: ruleBits & 1 != 0, detectsComments: ruleBits & 2 != 0,
        detectsBullets: ruleBits & 4 != 0, detectsSignatures: ruleBits & 8 != 0, detectsFields: ruleBits & 16 != 0,
        detectsCommentBlocks: ruleBits & 32 != 0)
      let bytes = paragraph.content.bytes
      let segments = paragraph.segments
      let holds = LineStartPolicy.PlainText.ruleHolds(bytes, segments, narrowestLine: narrowestLine)
      for index in segments.indices.dropFirst() {
        let answer = LineStartPolicy.PlainText.lineStart(bytes, segments, index, rules: rules, ruleHolds: holds)
        #expect(
          answer
            == LineStartPolicy.PlainText.lineStartByFullRule(bytes, segments, index, rules: rules, ruleHolds: holds),
          "\(String(decoding: text, as: UTF8.self)) at \(index)")
        let first = bytes[Int(segments[index].start)]
        if holds.isEmpty && first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { quick.add() }
      }
    }
    // Otherwise the comparison would hold without the quick answer ever being given.
    #expect(quick.value > 1000)
  }
}

/// A count shared with a property's closure.
private final class Counter: @unchecked Sendable {
  private(set) var value = 0
  func add() { value += 1 }
}
