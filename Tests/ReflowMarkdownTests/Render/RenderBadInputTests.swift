// Bad input to the terminal renderer: front matter that does not parse is
// shown with a warning, and very deep nesting neither crashes nor overflows.

import Testing

@testable import ReflowMarkdown

@Suite struct RenderBadInputTests {
  @Test func frontMatterThatDoesNotParseIsShownWithAWarning() {
    let rendering = try! MarkdownRenderer(options: MarkdownRenderOptions(width: 40)).render(
      "---\ntitle: ok\nthis line is not yaml\n---\nText.\n")
    #expect(rendering.warnings.map(\.lineNumber) == [3])
    let lines = plainLines(rendering.page)
    #expect(lines.prefix(4) == ["---", "title: ok", "this line is not yaml", "---"])
    #expect(lines.last == "Text.")
  }

  @Test(arguments: ["> ", "- ", "1. "])
  func nestingAHundredThousandDeepNeitherCrashesNorOverflows(_ marker: String) {
    let depth = 100_000
    let source = String(repeating: marker, count: depth) + "deep words here\n"
    let lines = plainLines(renderPage(source, width: 30))
    #expect(lines.allSatisfy { columns($0) <= 30 })
    for word in ["deep", "words", "here"] { #expect(lines.contains { $0.contains(word) }, "\(lines)") }
    // The nesting stops indenting where the text would drop below a third of the page.
    #expect(lines.allSatisfy { columns($0) >= 10 })
  }
}
