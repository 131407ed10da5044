// Public names that say what they do: a wrapper's two ways of reading line
// ends, one label for a target width, and line numbers that say they count
// from 1. Each former name still compiles, deprecated, and is used once here
// to prove it gives what its new name gives.

import ReflowText
import Testing

@Suite struct APINameTests {
  /// `wrapParagraph` reads the text as one paragraph, as Python's `wrap`; `wrapEachLine` keeps its line breaks, as
  /// `TextWrap.wrap` and Rust's `wrap` do.
  @Test func aWrapperSaysWhetherLineEndsAreKept() throws {
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 40))
    let text = "first line\nsecond line"
    #expect(wrapper.wrapParagraph(text) == ["first line second line"])
    #expect(wrapper.wrapEachLine(text) == ["first line", "second line"])
    #expect(wrapper.wrapEachLine(text) == (try TextWrap.wrap(text, options: TextWrapOptions(width: 40))))
    var bytes = text
    let joined = bytes.withUTF8 { wrapper.wrapParagraph(utf8: $0) }.map { String(decoding: $0, as: UTF8.self) }
    #expect(joined == ["first line second line"])
  }

  /// The options a wrapper was made with apply to each line it keeps: indents, and the line limit over the whole
  /// result.
  @Test func eachLineTakesTheWrappersIndentsAndLimit() throws {
    let options = TextWrapOptions(width: 12, initialIndent: "* ", subsequentIndent: "  ", maximumLineCount: 3)
    let wrapper = try TextWrapper(options: options)
    let text = "one two three four\nfive six seven eight"
    #expect(wrapper.wrapEachLine(text) == (try TextWrap.wrap(text, options: options)))
    #expect(wrapper.wrapEachLine(text).count == 3)
  }

  /// Every call that fits text to a width labels it `toWidth`.
  @Test func aTargetWidthHasOneLabel() throws {
    let text = "- one two three four five\n  six\n"
    #expect(try TextWrap.refill(text, toWidth: 14) == "- one two\n  three four\n  five six\n")
    #expect(try TextWrap.shorten("Hello  world, and more", toWidth: 16) == "Hello [...]")
    #expect(try TextWrap.truncate("a long line of text", toWidth: 10) == "a long li…")
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 40))
    let paragraph = wrapper.segmented("Segmented once, wrapped at every width.")
    #expect(try wrapper.wrap(paragraph, toWidth: 20) == ["Segmented once,", "wrapped at every", "width."])
  }

  /// A Boolean setting states what the wrapper does, as `breaksAtSentences` and `expandsTabs` do.
  @Test func aLongWordIsCutOnlyWhenTheOptionsSaySo() throws {
    let word = "supercalifragilistic"
    #expect(try TextWrap.wrap(word, options: TextWrapOptions(width: 8)).count == 3)
    #expect(try TextWrap.wrap(word, options: TextWrapOptions(width: 8, breaksLongWords: false)) == [word])
    #expect(TextWrapOptions().breaksLongWords)
  }

  /// A kept paragraph's line is a number counted from 1, beside the line indices of `FormattedParagraph`.
  @Test func aKeptParagraphHasALineNumber() {
    let kept = KeptParagraph(lineNumber: 3, reason: .noRoomForText)
    #expect(kept.lineNumber == 3)
    #expect(kept.description.hasPrefix("3: "))
  }

  /// The former names give what the new ones give.
  @available(*, deprecated, message: "uses the former names on purpose")
  @Test func theFormerNamesStillWork() throws {
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 40))
    let text = "first line\nsecond line"
    #expect(wrapper.wrap(text) == wrapper.wrapParagraph(text))
    var bytes = text
    #expect(bytes.withUTF8 { wrapper.wrap(utf8: $0) == wrapper.wrapParagraph(utf8: $0) })
    let paragraph = wrapper.segmented(text)
    #expect(try wrapper.wrap(paragraph, width: 12) == wrapper.wrap(paragraph, toWidth: 12))
    #expect(try TextWrap.refill(text, width: 12) == TextWrap.refill(text, toWidth: 12))
    var options = TextWrapOptions(width: 8, breakLongWords: false)
    #expect(!options.breaksLongWords && !options.breakLongWords)
    options.breakLongWords = true
    #expect(options.breaksLongWords)
    let kept = KeptParagraph(line: 4, reason: .rendersDifferently)
    #expect(kept.line == 4 && kept == KeptParagraph(lineNumber: 4, reason: .rendersDifferently))
  }
}
