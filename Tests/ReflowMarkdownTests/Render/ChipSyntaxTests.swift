// Chips, how they are written: a span with the chip class, its colour, and
// what stays text.

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
