// MDX's module blocks: with `keepsModuleLines`, a paragraph that opens at a
// line's first column with `import` or `export` is kept as written, however
// long its lines, while prose, and a list item whose text starts with the
// word, are rewrapped; without it, Markdown reads the block as prose.

import ReflowMarkdown
import Testing

private let modules = "import { Chart } from \"./chart\"\nexport const meta = { title: \"A title\" }\n"
private let prose = "Some prose that is long enough to be rewrapped at a width of forty columns, surely.\n"
private let item = "- import this item that is long enough to wrap at forty columns as well\n"

@Suite struct ModuleLinesTests {
  @Test func anMDXModuleBlockIsKeptAndTheRestRewrapped() throws {
    var options = MarkdownFormatOptions(width: 40)
    options.keepsModuleLines = true
    let formatted = try MarkdownFormatter(options: options).format(modules + "\n" + prose + "\n" + item)
    #expect(formatted.text.hasPrefix(modules + "\n"))
    #expect(formatted.keptAsWritten.isEmpty)
    let rest = formatted.text.dropFirst(modules.count + 1).split(separator: "\n")
    #expect(rest.count > 3)
    #expect(rest.allSatisfy { $0.count <= 40 })
  }

  @Test func markdownReadsTheSameBlockAsProse() throws {
    let formatted = try MarkdownFormatter(options: MarkdownFormatOptions(width: 40)).format(modules)
    #expect(formatted.text != modules)
  }

  /// The keyword must be a word of its own: `imports` and `exported` open prose.
  @Test func aWordThatOnlyStartsWithTheKeywordIsProse() throws {
    var options = MarkdownFormatOptions(width: 40)
    options.keepsModuleLines = true
    let text = "imports are listed here, and the text goes on past forty columns of width.\n"
    #expect(try MarkdownFormatter(options: options).format(text).text != text)
  }
}
