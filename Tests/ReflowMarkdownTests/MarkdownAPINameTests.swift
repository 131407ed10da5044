// Public names that say what they do: a count named as a count beside the
// list it counts, and line numbers (counted from 1) named apart from the
// line indices of `FormattedParagraph` (counted from 0). The former names
// still compile, deprecated, and are used once here.

import ReflowMarkdown
import ReflowText
import Testing

@Suite struct MarkdownAPINameTests {
  /// A paragraph kept on line 3 of the source is the paragraph whose input lines start at index 2.
  @Test func aKeptParagraphsLineNumberIsOneMoreThanItsLineIndex() throws {
    let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 8))
    let result = formatter.format("Intro.\n\nstart the  \n1.\nthe end of it all\n")
    #expect(result.keptParagraphCount == 1)
    #expect(result.keptParagraphCount == result.keptAsWritten.count)
    let kept = try #require(result.keptAsWritten.first)
    #expect(kept.lineNumber == 3)
    #expect(result.paragraphs.contains { $0.input.lowerBound == kept.lineNumber - 1 })
  }

  /// A render warning names the line a reader finds it on.
  @Test func aRenderWarningHasALineNumber() throws {
    let rendering = try MarkdownRenderer(options: MarkdownRenderOptions(width: 40)).render(
      "---\ntitle: ok\nthis line is not yaml\n---\nText.\n")
    #expect(rendering.warnings.map(\.lineNumber) == [3])
  }

  /// The former names give what the new ones give.
  @available(*, deprecated, message: "uses the former names on purpose")
  @Test func theFormerNamesStillWork() throws {
    let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 8))
    let result = formatter.format("Intro.\n\nstart the  \n1.\nthe end of it all\n")
    #expect(result.keptParagraphs == result.keptParagraphCount)
    let rendering = try MarkdownRenderer(options: MarkdownRenderOptions(width: 40)).render(
      "---\ntitle: ok\nthis line is not yaml\n---\nText.\n")
    #expect(rendering.warnings.map(\.line) == rendering.warnings.map(\.lineNumber))
  }
}
