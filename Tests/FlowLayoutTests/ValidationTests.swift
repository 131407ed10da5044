// Bad input: every invalid number is a thrown, documented error; never a trap,
// never a hang. Large inputs simply work.

import FlowLayout
import Testing

@Suite struct ValidationTests {
  @Test func nanWidthIsRejectedWithItsPosition() {
    #expect(throws: FlowLayoutError.nonFiniteValue(item: 1, field: "width")) {
      try FlowParagraph<Double>([.box(FlowBox(width: 1)), .box(FlowBox(width: .nan))])
    }
  }

  @Test func infiniteStretchIsRejected() {
    #expect(throws: FlowLayoutError.nonFiniteValue(item: 0, field: "stretch")) {
      try FlowParagraph<Double>([.glue(FlowGlue(width: 1, stretch: .infinity))])
    }
  }

  @Test func negativeSizesAreRejected() {
    #expect(throws: FlowLayoutError.negativeValue(item: 0, field: "height")) {
      try FlowParagraph<Int>([.box(FlowBox(width: 1, height: -1, baseline: 0))])
    }
  }

  @Test func baselineOutsideTheBoxIsRejected() {
    #expect(throws: FlowLayoutError.baselineOutsideBox(item: 0)) {
      try FlowParagraph<Int>([.box(FlowBox(width: 1, height: 1, baseline: 2))])
    }
  }

  @Test func shrinkBeyondTheGluesWidthIsRejected() {
    #expect(throws: FlowLayoutError.shrinkExceedsWidth(item: 0)) {
      try FlowParagraph<Int>([.glue(FlowGlue(width: 1, shrink: 2))])
    }
  }

  @Test func nanPenaltyCostIsRejected() {
    #expect(throws: FlowLayoutError.invalidPenaltyCost(item: 0)) {
      try FlowParagraph<Int>([.penalty(FlowPenalty(cost: .nan))])
    }
  }

  @Test func totalsBeyondExactArithmeticAreRejected() {
    #expect(throws: FlowLayoutError.totalTooLarge) {
      try FlowParagraph<Int>([.box(FlowBox(width: Int.max / 2)), .box(FlowBox(width: Int.max / 2))])
    }
  }

  @Test(arguments: [0, -5])
  func zeroOrNegativeWidthIsRejected(width: Int) {
    #expect(throws: FlowLayoutError.invalidLineWidth(line: 0)) { try LineMeasures(width: width) }
  }

  @Test func nanWidthInPointsIsRejected() {
    #expect(throws: FlowLayoutError.invalidLineWidth(line: 1)) {
      try LineMeasures<Double>([LineMeasure(width: 5), LineMeasure(width: .nan)])
    }
  }

  @Test func emptyShapeIsRejected() {
    #expect(throws: FlowLayoutError.emptyShape) { try LineMeasures<Int>([]) }
  }

  @Test func negativeLineSpacingIsRejected() {
    #expect(throws: FlowLayoutError.invalidSetting(name: "line spacing", value: "-1")) {
      try FlowEngine.layout(paragraph(words([1])), options: FlowLayoutOptions(measures: measure(5), lineSpacing: -1))
    }
  }

  @Test func negativeItemSpacingIsRejected() {
    #expect(throws: FlowLayoutError.invalidSetting(name: "item spacing", value: "-1")) {
      try FlowContainer<Int>(itemSpacing: -1).layout(sizes: [FlowSize(width: 1, height: 1)], proposal: .unspecified)
    }
  }

  @Test func nanPaddingIsRejected() {
    #expect(throws: FlowLayoutError.invalidSetting(name: "top padding", value: "nan")) {
      try FlowContainer<Double>(padding: FlowEdgeInsets(top: .nan))
        .layout(sizes: [FlowSize(width: 1, height: 1)], proposal: .unspecified)
    }
  }

  @Test func zeroLineLimitIsRejected() {
    #expect(throws: FlowLayoutError.invalidMaximumLineCount) {
      try FlowEngine.layout(
        paragraph(words([1])), options: FlowLayoutOptions(measures: measure(5), maximumLineCount: 0))
    }
  }

  @Test func tenMillionItemsLayOut() throws {
    // Five million boxes and five million glues, every breaker's building block.
    var items: [FlowItem<Int>] = []
    items.reserveCapacity(10_000_000)
    for index in 0..<5_000_000 {
      items.append(.box(FlowBox(width: 1 + index % 9)))
      items.append(.glue(FlowGlue(width: 1, stretch: 1)))
    }
    let result = try FlowEngine.layout(try FlowParagraph(items), options: FlowLayoutOptions(measures: measure(72)))
    #expect(result.boxPositions.count == 5_000_000)
    #expect(result.lines.allSatisfy { $0.width <= 72 })
  }
}
