// The string-level API on plain ASCII text: widths, paragraphs, blank lines,
// final newlines and alignment.

import FlowLayout
import ReflowText
import Testing

@Suite struct TextWrapTests {
  @Test func wrapsAtTheWidth() throws {
    let lines = try TextWrap.wrap("aaa bbb ccc ddd", options: TextWrapOptions(width: 7))
    #expect(lines == ["aaa bbb", "ccc ddd"])
  }

  @Test func joinsLinesOfAParagraph() throws {
    #expect(try TextWrap.fill("a\nb\nc\n", options: TextWrapOptions(width: 20)) == "a b c\n")
  }

  @Test func keepsBlankLinesBetweenParagraphs_andTheFinalNewlineAsFound() throws {
    #expect(try TextWrap.fill("a\nb\n\nc", options: TextWrapOptions(width: 20)) == "a b\n\nc")
    #expect(try TextWrap.fill("a\n\n\nb\n", options: TextWrapOptions(width: 20)) == "a\n\n\nb\n")
  }

  @Test func justifiesWithWholeSpaces() throws {
    let lines = try TextWrap.wrap("aa bb cc dd ee", options: TextWrapOptions(width: 9, alignment: .justified))
    #expect(lines == ["aa bb  cc", "dd ee"])
  }

  @Test func rightAlignsWithLeadingSpaces() throws {
    #expect(try TextWrap.wrap("ab cd", options: TextWrapOptions(width: 8, alignment: .trailing)) == ["   ab cd"])
  }

  @Test func widthOfZeroIsAnError() {
    #expect(throws: TextError.invalidWidth(0)) {
      try TextWrap.wrap("a", options: TextWrapOptions(width: 0))
    }
  }
}
