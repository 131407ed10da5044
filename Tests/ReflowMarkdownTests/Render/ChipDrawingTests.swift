// Chips, how they look: pills bracketed or coloured, a boxed chip's line three
// rows tall, a chip too wide cut with an ellipsis, code spans as chips when
// asked, and a chip held to text measured as drawn.

import FlowLayout
import Testing

@testable import ReflowMarkdown

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
