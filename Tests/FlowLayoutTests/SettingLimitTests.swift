// Errors name the setting, its value and the limit it breaks; proposals
// behave as documented; a breaker's own settings are checked like the rest.

import Testing

@testable import FlowLayout

@Suite struct SettingLimitTests {
  /// The empty-line height alone made the lines too tall: the error named the line spacing, which was 0.
  @Test func linesTooTallNameBothSettingsAndTheLimit() {
    let error = FlowLayoutError.linesTooTall(lineSpacing: "0", emptyLineHeight: "9007199254740992", lineCount: 4)
    #expect(throws: error) {
      try FlowEngine.layout(
        paragraph(words([1, 1])), options: FlowLayoutOptions(measures: measure(4), emptyLineHeight: 1 << 53))
    }
    #expect(
      error.description
        == "line spacing 0 plus empty line height 9007199254740992, for each of up to 4 lines, passes 2^53 "
        + "(9007199254740992), the largest height laid out exactly")
  }

  @Test func aSettingOverTheLimitNamesTheLimit() {
    #expect(
      FlowLayoutError.invalidSetting(name: "leading padding", value: "\(Int.max)").description
        == "leading padding is \(Int.max); it must be at most 2^53 (9007199254740992), the largest size laid out exactly"
    )
    #expect(throws: FlowLayoutError.invalidSetting(name: "line spacing", value: "1e+300")) {
      try FlowEngine.layout(
        FlowParagraph([FlowItem<Double>.box(FlowBox(width: 1, height: 1))]),
        options: FlowLayoutOptions(measures: try LineMeasures(width: 4.0), lineSpacing: 1e300))
    }
    #expect(
      FlowLayoutError.invalidSetting(name: "item spacing", value: "-1").description
        == "item spacing is -1; it must not be negative")
    #expect(
      FlowLayoutError.invalidSetting(name: "top padding", value: "nan").description
        == "top padding is nan; it must be a finite number")
  }

  /// The documentation says a proposal of zero or less asks for the minimum size: negative infinity threw.
  @Test func aNegativeInfiniteProposalAsksForTheMinimumSize() throws {
    let container = FlowContainer<Double>(itemSpacing: 1, sizing: .hug)
    let sizes = [FlowSize(width: 10.0, height: 5), FlowSize(width: 4, height: 5)]
    let minimum = try container.layout(sizes: sizes, proposal: ProposedFlowSize(width: 0, height: nil))
    let negativeInfinity = try container.layout(
      sizes: sizes, proposal: ProposedFlowSize(width: -.infinity, height: -.infinity))
    #expect(negativeInfinity.lines.count == 2)
    #expect(negativeInfinity.size == minimum.size)
  }

  /// A NaN tolerance compared false with every badness and silently changed the breaks.
  @Test(arguments: [
    (KnuthPlassOptions(tolerance: .nan), "Knuth-Plass tolerance", "nan"),
    (KnuthPlassOptions(tolerance: -1), "Knuth-Plass tolerance", "-1.0"),
    (KnuthPlassOptions(linePenalty: .infinity), "Knuth-Plass line penalty", "inf"),
    (KnuthPlassOptions(fitnessDemerits: .nan), "Knuth-Plass fitness demerits", "nan"),
    (KnuthPlassOptions(raggedStretch: 0), "Knuth-Plass ragged stretch", "0.0"),
  ])
  func knuthPlassSettingsThatWouldChangeTheBreaksAreErrors(options: KnuthPlassOptions, name: String, value: String) {
    #expect(throws: FlowLayoutError.invalidSetting(name: name, value: value)) {
      try FlowEngine.layout(
        paragraph(words([3, 3, 3])),
        options: FlowLayoutOptions(measures: measure(7), breaker: KnuthPlassLineBreaker(options: options)))
    }
  }

  @Test func anInfiniteToleranceIsAccepted() throws {
    let breaker = KnuthPlassLineBreaker(options: KnuthPlassOptions(tolerance: .infinity))
    let result = try FlowEngine.layout(
      paragraph(words([3, 3, 3])), options: FlowLayoutOptions(measures: measure(7), breaker: breaker))
    #expect(result.lines.count == 2)
  }
}
