// Chips, how they fit: a paragraph of chips is a tag cloud, aligned and wrapped
// as one.

import FlowLayout
import Testing

@testable import ReflowMarkdown

@Suite struct TagCloudTests {
  private let cloud = "[one]{.chip} [two]{.chip} [three]{.chip} [four]{.chip} [five]{.chip}\n"

  @Test func aParagraphOfChipsTakesTheChipAlignment() {
    let centred = plainLines(renderPage(cloud, width: 24, chipAlignment: .center))
    let trailing = plainLines(renderPage(cloud, width: 24, chipAlignment: .trailing))
    #expect(centred.first?.hasPrefix(" ") == true)
    #expect(trailing.allSatisfy { columns($0) == 24 }, "\(trailing)")
  }

  @Test func justifiedCloudsFillEveryLineButTheLast() {
    let lines = plainLines(renderPage(cloud, width: 24, chipAlignment: .justified))
    #expect(lines.count >= 2)
    #expect(lines.dropLast().allSatisfy { columns($0) == 24 }, "\(lines)")
  }

  @Test func chipSpacingAndLineSpacingSetTheCloud() {
    let options = MarkdownRenderOptions(width: 20, chipSpacing: 3, chipLineSpacing: 1)
    let lines = plainLines(try! MarkdownRenderer(options: options).render(cloud).page)
    #expect(lines == ["[one]   [two]", "", "[three]   [four]", "", "[five]"])
  }

  @Test func runningTextIsNotAligned() {
    let lines = plainLines(
      renderPage("text [one]{.chip} more text here to wrap\n", width: 20, chipAlignment: .trailing))
    #expect(lines.first?.hasPrefix("text") == true)
  }

  @Test func frontMatterTagsBecomeACloudUnderTheTitle() {
    let yaml = plainLines(renderPage("---\ntitle: Notes\ntags: [a, \"b c\"]\n---\nText.\n"))
    #expect(yaml == ["Notes", "━━━━━", "", "[a] [b c]", "", "Text."])
    let list = plainLines(renderPage("---\ntags:\n  - x\n  - 'y'\n---\n"))
    #expect(list == ["[x] [y]"])
    let toml = plainLines(renderPage("+++\ntitle = \"T\"\ntags = [\"p\", \"q\"]\n[extra]\nk = 1\n+++\n"))
    #expect(toml == ["T", "━", "", "[p] [q]"])
  }

  /// A list marker sits on the row that holds its line's text: beside a boxed chip, its middle row.
  @Test func aListMarkerSitsOnTheBaselineRowBesideABoxedChip() {
    for (source, marker) in [
      ("- `#swift` tagged item\n", "• "), ("3. `#one` numbered\n", "3. "), ("- [x] `#done` task\n", "☑ "),
    ] {
      let lines = plainLines(renderPage(source, width: 40, chipStyle: .boxed, codeChips: true))
      #expect(lines.count == 3, "\(lines)")
      #expect(lines[1].hasPrefix(marker) && lines[1].contains("#"), "\(lines)")
      #expect(!lines[0].hasPrefix(marker) && !lines[2].hasPrefix(marker), "\(lines)")
    }
  }
}
