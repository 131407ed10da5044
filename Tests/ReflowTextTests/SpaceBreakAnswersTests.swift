// ICU's answers at a space, kept in one way (SpaceBreakAnswers) by plain
// text's segmenter and by the spaces --markdown asks about (SpaceBreaks).

import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

@Suite struct SpaceBreakAnswersTests {
  /// Nothing is known until kept; then each pair keeps one answer before a digit and one before anything else.
  @Test func twoAnswersPerPair() {
    var answers = SpaceBreakAnswers()
    #expect(answers.answer(after: UInt8(ascii: "a"), before: UInt8(ascii: ".")) == nil)
    answers.keep(after: UInt8(ascii: "a"), before: UInt8(ascii: "."), otherwise: false, beforeDigit: true)
    #expect(answers.answer(after: UInt8(ascii: "a"), before: UInt8(ascii: ".")) == false)
    #expect(answers.answer(after: UInt8(ascii: "a"), before: UInt8(ascii: "."), digitFollows: true) == true)
    #expect(answers.answer(after: UInt8(ascii: "."), before: UInt8(ascii: "a")) == nil)
  }

  /// The same pair, asked with and without a digit next, gives ICU's two answers whichever is asked first:
  /// `x .b` holds its space (LB13), `x .5` may break there (LB15c).
  @Test func aDigitAfterThePairIsItsOwnAnswer() throws {
    for order in [[".b", ".5"], [".5", ".b"]] {
      var breaks = try SpaceBreaks(style: LineBreakStyle())
      let answers = order.map { word in
        Array("x".utf8).withUnsafeBufferPointer { before in
          Array(word.utf8).withUnsafeBufferPointer { breaks.allowsBreak(before: before, after: $0) }
        }
      }
      #expect(Dictionary(uniqueKeysWithValues: zip(order, answers)) == [".b": false, ".5": true], "\(order)")
    }
  }

  /// Plain text keeps ICU's answer between a word and the next word's first letter: `word !` holds its space, a
  /// space between two words does not, asked again from what was kept.
  @Test func plainTextKeepsItsAnswers() throws {
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 6))
    for _ in 0..<2 {
      #expect(wrapper.wrapParagraph("aaaa ! bb cc") == ["aaaa !", "bb cc"])
    }
  }
}
