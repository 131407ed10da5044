// A paragraph segmented once and wrapped at many widths must give, at each
// width, exactly the lines a wrapper made for that width gives: segmenting
// knows no width, and every rule that does runs after it.

import PropertyBased
import Testing

@testable import ReflowText

private let pieces: [String] =
  prosePieces + [
    "日本語", "です。", "「引用」", "中文", "，", "“引号”", "한국어", "👩‍👩‍👧", "e\u{301}",
    "https://example.com/a/very/long/path/that/goes/on", "/usr/share/doc/reflow/README.md", "--an-option-name",
    "supercalifragilisticexpialidocious", "soft\u{AD}hyphen", "nb\u{A0}sp", "----", "Mr.", "Dr.", "Note:",
    "参考\"proc.txt(.gz)\"，\"sysfs.txt(.gz)\"，以及其他相关的Linux内核文档",
  ]

/// Options that differ in what depends on the width: indents, algorithms, alignment, long words, sentences, a
/// line limit.
private let optionSets: [TextWrapOptions] = [
  TextWrapOptions(),
  TextWrapOptions(algorithm: .greedy, breaksLongWords: false, keepsCopyableWordsWhole: true),
  TextWrapOptions(initialIndent: "* ", subsequentIndent: "  ", alignment: .justified, goal: 60),
  TextWrapOptions(
    algorithm: .balance, hyphenation: .auto, wordInteriorBreaks: .always, spacing: .sentences,
    breaksAtSentences: true),
  TextWrapOptions(alignment: .center, maximumLineCount: 3, expandsTabs: true),
]

@Suite struct SegmentedParagraphTests {
  @Test func eachWidthGivesTheLinesOfAWrapperForThatWidth() async {
    await propertyCheck(
      count: 150, input: Gen.int(in: 0...99_999).array(of: 0...40), Gen.int(in: 8...90).array(of: 1...6)
    ) { choices, widths in
      // Leading whitespace is kept only where the width leaves room for it.
      let text = (choices.first.map { $0 % 3 == 0 ? "  \t" : "" } ?? "") + randomText(choices, pieces: pieces)
      for options in optionSets {
        guard let wrapper = try? TextWrapper(options: options) else { continue }
        let paragraph = wrapper.segmented(text)
        for width in widths {
          var atWidth = options
          atWidth.width = width
          let expected = Result { () throws(TextError) in try TextWrapper(options: atWidth).wrapParagraph(text) }
          let lines = Result { () throws(TextError) in try wrapper.wrap(paragraph, toWidth: width) }
          #expect(
            "\(lines)" == "\(expected)", "width \(width), options \(options), text \(text.debugDescription)")
        }
      }
    }
  }

  @Test func aWidthThatLeavesNoRoomIsTheInitializersError() throws {
    let wrapper = try TextWrapper(options: TextWrapOptions(initialIndent: "> > ", maximumLineCount: 2))
    let paragraph = wrapper.segmented("a paragraph")
    #expect(throws: TextError.invalidWidth(4)) { try wrapper.wrap(paragraph, toWidth: 4) }
    #expect(throws: TextError.self) { try wrapper.wrap(paragraph, toWidth: 6) }
    var roomy = wrapper.options
    roomy.width = 12
    #expect(try wrapper.wrap(paragraph, toWidth: 12) == TextWrapper(options: roomy).wrapParagraph("a paragraph"))
  }

  @Test func aWidthAskedAgainReusesItsWrapper() throws {
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 40))
    let paragraph = wrapper.segmented("one two three four five six seven")
    _ = try wrapper.wrap(paragraph, toWidth: 10)
    let made = try wrapper.wrapper(forWidth: 10)
    _ = try wrapper.wrap(paragraph, toWidth: 10)
    #expect(try wrapper.wrapper(forWidth: 10) === made)
    #expect(try wrapper.wrapper(forWidth: 40) === wrapper)
    #expect(made.segmenter === wrapper.segmenter)
  }
}
