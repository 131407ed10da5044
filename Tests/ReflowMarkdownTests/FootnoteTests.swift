// The Markdown rewrapper and GitHub's footnotes: parsed by the rewrap and its
// check as GitHub parses them, a definition's text wrapped under itself.

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

/// GitHub's footnotes: parsed by the rewrap and its check as GitHub parses them.
@Suite struct FootnoteTests {
  private func formatChecked(_ source: String, width: Int) throws -> MarkdownFormatResult {
    var text = source
    return text.withUTF8 { try! MarkdownFormatter(options: MarkdownFormatOptions(width: width)).format(utf8: $0) }
  }

  @Test func aDefinitionAfterAParagraphStaysADefinition() throws {
    let result = try formatChecked("a[^1]\n[^1]: b\n", width: 80)
    #expect(String(decoding: result.output, as: UTF8.self) == "a[^1]\n[^1]: b\n")
    #expect(result.keptParagraphCount == 0)
  }

  @Test func aDefinitionsTextIsWrappedUnderItself() throws {
    let source = "Text[^note].\n\n[^note]: The footnote text is long enough that it has to wrap at forty.\n"
    let result = try formatChecked(source, width: 40)
    let output = String(decoding: result.output, as: UTF8.self)
    #expect(
      output
        == "Text[^note].\n\n[^note]: The footnote text is long\n         enough that it has to wrap at\n         forty.\n"
    )
    #expect(result.keptParagraphCount == 0)
    #expect(MarkdownGuarantee.sameHTML(source, output))
  }
}
