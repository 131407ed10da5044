// The string-level API, mostly on plain ASCII text: widths, paragraphs, blank
// lines, final newlines and alignment, and where justification may widen.

import FlowLayout
import ReflowText
import Testing

@Suite struct TextWrapTests {
  @Test func wrapsAtTheWidth() throws {
    let lines = try TextWrap.wrap("aaa bbb ccc ddd", options: TextWrapOptions(width: 7))
    #expect(lines == ["aaa bbb", "ccc ddd"])
  }

  /// `segments(utf8:)` gives the pieces `wrap` lays out, whatever the wrapper wrapped before.
  @Test func segmentsAreThePiecesWrapLaysOut() throws {
    func pieces(_ text: String, _ options: TextWrapOptions) throws -> [String] {
      let wrapper = try TextWrapper(options: options)
      _ = wrapper.wrapParagraph("a paragraph wrapped first, to leave the segmenter set for its own width")
      var bytes = Array(text.utf8)
      return bytes.withUnsafeMutableBufferPointer { buffer in
        wrapper.segments(utf8: UnsafeBufferPointer(buffer)).map {
          String(decoding: buffer[Int($0.start)..<Int($0.end)], as: UTF8.self)
        }
      }
    }
    #expect(try pieces("see /usr/share/doc", TextWrapOptions(width: 20)) == ["see", "/usr/share/doc"])
    #expect(
      try pieces("see /usr/share/doc", TextWrapOptions(width: 20, wordInteriorBreaks: .always))
        == ["see", "/", "usr/", "share/", "doc"])
    #expect(
      try pieces("see /usr/share/doc", TextWrapOptions(width: 8, breaksLongWords: true))
        == ["see", "/", "usr/", "share/", "doc"])
    // A word wider than the line offers the breaker every cut the run rule allows, so its first piece can fill
    // whatever room the line before it leaves.
    #expect(
      try pieces("abcdefgh", TextWrapOptions(width: 5, breaksLongWords: true)) == [
        "a", "b", "c", "d", "e", "f", "g", "h",
      ])
    // 说）。 is six columns at four, and the rules allow no cut in it: the width wins, after the bracket.
    #expect(try pieces("（据说）。", TextWrapOptions(width: 4, breaksLongWords: true)) == ["（据", "说）", "。"])
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

  /// Justification stretches spaces only: a space put inside a cut word, or between two ideographs, would be kept
  /// by the next refill as text the input did not hold.
  @Test func justifyWidensNoBreakWithoutASpace() throws {
    // No scheme and no `www.`: a path to cut, not a URL to keep whole.
    let text = "see example.com/a/very/long/path/that/goes/on for more"
    let lines = try TextWrap.wrap(
      text, options: TextWrapOptions(width: 10, alignment: .justified, breaksLongWords: true))
    // Each line, its runs of spaces read as one, is a run of the text: no space was put where there was none.
    for line in lines {
      let words = line.split(separator: " ").joined(separator: " ")
      #expect(text.contains(words), "\(line) puts a space inside a word")
    }
    #expect(lines.count > 3)
    // Four ideographs (eight columns) on a line of nine: the ninth column stays empty, at the line's end.
    let japanese = try TextWrap.wrap(
      "日本語の文章には単語の間に空白がありません", options: TextWrapOptions(width: 9, alignment: .justified))
    #expect(japanese.count > 2 && japanese.allSatisfy { !$0.contains(" ") }, "\(japanese)")
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
