// A byte-order mark is kept as written and takes no columns (issue 46, point
// 9): it used to indent every continuation line of a README's first
// paragraph by three spaces at `--markdown -w 20`, and to hide front matter
// from both `--markdown` and render.

import Testing

@testable import ReflowMarkdown

private let mark = "\u{FEFF}"

private func format(_ source: String, width: Int) -> String {
  try! MarkdownFormatter(options: MarkdownFormatOptions(width: width)).format(source).text
}

@Suite struct ByteOrderMarkTests {
  @Test func theMarkTakesNoColumnsBeforeTheFirstParagraph() {
    let source = mark + "A first paragraph with enough words to wrap several times.\n"
    #expect(format(source, width: 20) == mark + "A first paragraph\nwith enough words to\nwrap several times.\n")
  }

  @Test func theMarkTakesNoColumnsBeforeAListMarker() {
    #expect(
      format(mark + "- item one with words that wrap\n", width: 20) == mark + "- item one with\n  words that wrap\n")
  }

  /// Front matter after a mark is still front matter: its paragraphs are YAML, never rewrapped.
  @Test func frontMatterAfterTheMarkIsNotMarkdown() {
    let source = mark + "---\ntitle: A title long enough to wrap at twenty\n\nsummary: a summary\n---\n\nText.\n"
    #expect(format(source, width: 20) == source)
  }

  @Test func renderReadsFrontMatterAfterTheMark() throws {
    let renderer = try MarkdownRenderer(options: MarkdownRenderOptions(width: 30))
    let page = renderer.render(mark + "---\ntitle: A title here\n---\n\nSome text.\n").page.plainTextString
    #expect(page.hasPrefix("A title here\n"), "\(page)")
    #expect(!page.contains("title:"))
  }
}
