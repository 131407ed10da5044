// The Markdown rewrapper's meaning check: a paragraph whose rendering changed
// is put back and counted, a change outside the paragraphs keeps the whole
// document.

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

@Suite struct MeaningCheckTests {
  /// Runs the formatter's own check on an output made wrong by hand.
  private func check(_ source: String, against output: String) -> MarkdownFormatResult {
    var text = source
    return text.withUTF8 { bytes in
      let formatter = try! MarkdownFormatter(options: MarkdownFormatOptions(width: 80))
      let lines = SourceLines(bytes)
      let paragraphs = MarkdownFormatter.paragraphs(of: MarkdownDocument(utf8: bytes), in: bytes, lines: lines)
      let html = CmarkBridge.parse(bytes, wants: .html).html
      return html.withUnsafeBufferPointer { html in
        formatter.checked(
          Array(output.utf8), renderingAs: html, source: bytes, paragraphs: paragraphs, lines: lines,
          lineCounts: paragraphs.map { _ in nil })
      }
    }
  }

  @Test func aParagraphWhoseMeaningChangedIsPutBackAndCounted() {
    let source = "first para\ngoes on\n\nsecond para\ngoes on\n"
    let result = check(source, against: "first para goes on\n\nsecond *para\ngoes* on\n")
    #expect(String(decoding: result.output, as: UTF8.self) == "first para goes on\n\nsecond para\ngoes on\n")
    #expect(result.keptParagraphCount == 1)
    #expect(result.keptAsWritten == [KeptParagraph(lineNumber: 4, reason: .rendersDifferently)])
    // The paragraph put back keeps its two lines; the one rewrapped became one.
    #expect(
      result.paragraphs == [
        FormattedParagraph(input: 0..<2, output: 0..<1), FormattedParagraph(input: 3..<5, output: 2..<4),
      ])
  }

  @Test func aChangeOutsideTheParagraphsKeepsTheWholeDocument() {
    let source = "para one\ngoes on\n\n    code\n"
    let result = check(source, against: "para one goes on\n\n    code changed\n")
    #expect(String(decoding: result.output, as: UTF8.self) == source)
    #expect(result.keptParagraphCount == 1)
  }

  @Test func aCorrectOutputIsKept() {
    let result = check("a\nb\n", against: "a b\n")
    #expect(String(decoding: result.output, as: UTF8.self) == "a b\n")
    #expect(result.keptParagraphCount == 0)
  }

  @Test func whitespaceIsNormalisedAndWideJoinsVanish() {
    func same(_ first: String, _ second: String) -> Bool {
      var comparison = HTMLComparison()
      return comparison.same(Array(first.utf8), Array(second.utf8))
    }
    #expect(same("<p>a\nb</p>\n", "<p>a  b</p>"))
    #expect(same("<p>日\n本</p>", "<p>日本</p>"))
    #expect(!same("<p>日 本</p>", "<p>日本</p>"))
    #expect(!same("<p>ab</p>", "<p>a b</p>"))
    // After the first whitespace that differs, long equal stretches are skipped whole: a difference
    // inside one, or in the whitespace after it, is still found.
    let text = String(repeating: "words and more words ", count: 50)
    #expect(same("<p>a\n\(text)\nend</p>\n<p>日\n本 \(text)</p>", "<p>a \(text) end</p>\n<p>日本 \(text)</p>"))
    #expect(!same("<p>a\n\(text)end</p>", "<p>a \(text.dropLast(3))X\(text.suffix(2))end</p>"))
    #expect(!same("<p>a\n\(text)end</p>", "<p>a \(text.dropLast())end</p>"))
  }

  @Test func aParagraphThatChangedIsFound() {
    var source = "first para\ngoes on\n\nsecond para\ngoes on\n"
    let broken = Array("first para goes on\n\nsecond para\n- goes on\n".utf8)
    var comparison = HTMLComparison()
    let changed = source.withUTF8 { MarkdownFormatter.changedParagraphs($0, broken, [0, 1], &comparison) }
    #expect(changed == [0, 1], "the list moved the structure: every paragraph is suspect")
    let wrong = Array("first para goes on\n\nsecond *para\ngoes* on\n".utf8)
    let found = source.withUTF8 { MarkdownFormatter.changedParagraphs($0, wrong, [0, 1], &comparison) }
    #expect(found == [1])
  }
}
