// Chips: how they are written, how they look, and how they fit.

import FlowLayout
import Testing

@testable import ReflowMarkdown

@Suite struct ChipSyntaxTests {
  @Test func aSpanWithTheChipClassIsAChip() {
    let matches = ChipSyntax.matches(in: Array("a [Swift]{.chip} b [x]{.other} [y]{.chip color=green}".utf8))
    #expect(matches.map { String(decoding: $0.chip.label, as: UTF8.self) } == ["Swift", "y"])
    #expect(matches[1].chip.colour == .green)
    #expect(matches[0].chip.colour == nil)
  }

  @Test func unknownAttributesAreIgnored() {
    let matches = ChipSyntax.matches(in: Array("[a]{.chip #id size=huge color=nonsense data-x=\"1 2\"}".utf8))
    #expect(matches.count == 1)
    #expect(matches.first?.chip.colour == nil)
  }

  @Test func textThatIsNotAnAttributeListStaysText() {
    #expect(ChipSyntax.matches(in: Array("[a]{not attributes .chip}".utf8)).isEmpty)
    #expect(ChipSyntax.matches(in: Array("[]{.chip} [ ]{.chip} [a]{.chip".utf8)).isEmpty)
  }
}

@Suite struct ChipDrawingTests {
  @Test func pillsAreBracketedWithoutColour() {
    let lines = plainLines(renderPage("Tags: [Swift]{.chip} and [日本語]{.chip}.\n"))
    #expect(lines == ["Tags: [Swift] and [日本語]."])
  }

  @Test func pillsAreColouredWithColour() {
    let ansi = String(decoding: renderPage("[ok]{.chip color=green}\n", styled: true).ansi(), as: UTF8.self)
    #expect(ansi == "\u{1B}[0;1;37;42m ok \u{1B}[0m\n")
  }

  @Test func aBoxedChipMakesItsLineThreeRowsWithWordsOnTheMiddleRow() {
    let lines = plainLines(renderPage("before [chip]{.chip} after\n", chipStyle: .boxed))
    #expect(lines == ["       ╭──────╮", "before │ chip │ after", "       ╰──────╯"])
  }

  @Test func aChipWiderThanTheLineIsCutWithAnEllipsis() {
    for style in ChipStyle.allCases {
      let lines = plainLines(renderPage("[a very long chip label indeed]{.chip}\n", width: 16, chipStyle: style))
      #expect(lines.allSatisfy { columns($0) <= 16 }, "\(lines)")
      #expect(lines.joined().contains("…"))
    }
  }

  @Test func codeSpansBecomeChipsWhenAsked() {
    #expect(plainLines(renderPage("run `swift build` now\n", codeChips: true)) == ["run [swift build] now"])
    #expect(plainLines(renderPage("run `swift build` now\n")) == ["run `swift build` now"])
  }

  /// A chip that shares a piece with text (UAX #14 holds `“` and `”` to it, and a zero-width joiner before it) is
  /// measured as drawn when the piece is cut beside the quotation mark, so the line keeps its spaces and its width.
  @Test func aChipHeldToTextIsMeasuredAsDrawn() {
    let quoted = "he said \u{201C}`hide`\u{201D} and more words to wrap the line fully\n"
    for style in ChipStyle.allCases {
      let lines = plainLines(renderPage(quoted, width: 30, chipStyle: style, codeChips: true))
      #expect(lines.allSatisfy { columns($0) <= 30 }, "\(lines)")
      #expect(lines.contains { $0.hasSuffix("\u{201D} and more") }, "\(lines)")
    }
    let joined = "aaaa bbbb ccccccccc\u{200D}`hide` dd ee | col | otperlher |\n"
    let lines = plainLines(renderPage(joined, width: 40, chipStyle: .boxed, codeChips: true))
    #expect(lines.allSatisfy { columns($0) <= 40 }, "\(lines)")
    #expect(lines[1].hasSuffix(" dd ee | col"), "\(lines)")
  }
}

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
