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

  /// The indents are checked before they are taken from the width: `Int.min - 1` trapped.
  @Test func hostileIndentsAndWidthsAreErrorsNotOverflows() {
    #expect(throws: FlowLayoutError.invalidLineWidth(line: 0)) {
      try LineMeasures(width: Int.min, firstIndent: 1, restIndent: 0)
    }
    #expect(throws: FlowLayoutError.invalidLineIndent(line: 0)) {
      try LineMeasures(width: 10, firstIndent: Int.min, restIndent: 0)
    }
    #expect(throws: FlowLayoutError.invalidLineIndent(line: 0)) {
      try LineMeasures([LineMeasure(indent: Int.max, width: 10)])
    }
    // A width past the unbounded one is unbounded, so an indent added to it cannot overflow.
    #expect((try? LineMeasures([LineMeasure(indent: 5, width: Int.max)]))?.lines[0].width == Int.unbounded)
  }

  /// Settings beyond 2^53, and proposals and origins near `Int`'s ends, are errors or questions, never traps: each
  /// of these overflowed an `Int` on the way to a position or a size.
  @Test func hugeSettingsProposalsAndOriginsNeverOverflow() throws {
    let sizes = [FlowSize(width: 5, height: 1), FlowSize(width: 6, height: 1)]
    #expect(throws: FlowLayoutError.invalidSetting(name: "leading padding", value: "\(Int.max)")) {
      try FlowContainer<Int>(padding: FlowEdgeInsets(leading: Int.max)).layout(
        sizes: sizes, proposal: ProposedFlowSize(width: 30, height: nil))
    }
    #expect(throws: FlowLayoutError.invalidSetting(name: "line spacing", value: "\(Int.max / 4)")) {
      try FlowContainer<Int>(lineSpacing: Int.max / 4).layout(
        sizes: Array(repeating: FlowSize(width: 5, height: 1), count: 40),
        proposal: ProposedFlowSize(width: 5, height: nil))
    }
    // A proposal near Int.min, beside padding, is the minimum-size question.
    let minimum = try FlowContainer<Int>(padding: FlowEdgeInsets(leading: 5), sizing: .hug).layout(
      sizes: sizes, proposal: ProposedFlowSize(width: Int.min, height: Int.min))
    #expect(minimum.lines.count == 2)
    let container = FlowContainer<Int>()
    let subviews = sizes.map { FixedSubview($0) }
    var cache = container.makeCache(subviews: subviews)
    #expect(throws: FlowLayoutError.invalidBounds(value: "\(Int.max)")) {
      try container.placeSubviews(
        in: FlowRect(origin: FlowPoint(x: Int.max, y: 0), size: .zero), proposal: .unspecified, subviews: subviews,
        cache: &cache)
    }
  }

  /// A truncation indicator of no usable size takes no room rather than poisoning the positions.
  @Test func anIndicatorOfNoUsableSizeIsAnEmptyBox() throws {
    for width in [Double.nan, -3, .infinity, 1e300] {
      var options = FlowLayoutOptions<Double>(measures: try LineMeasures(width: 10), maximumLineCount: 1)
      options.truncationIndicator = { _ in FlowBox(width: width) }
      let items = (0..<9).flatMap { index -> [FlowItem<Double>] in
        (index > 0 ? [.glue(FlowGlue(width: 1))] : []) + [.box(FlowBox(width: 4))]
      }
      let result = try FlowEngine.layout(try FlowParagraph(items), options: options)
      #expect(result.truncation?.box == FlowBox(width: 0, height: 0))
      #expect(result.boxPositions.allSatisfy { $0.x.isFinite }, "\(width)")
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
