// Placement: alignment, exact integer justification, direction, truncation,
// line limits and sizing, each on a small paragraph with known answers.

import FlowLayout
import Testing

private func layout(
  _ items: [FlowItem<Int>], width: Int, configure: (inout FlowLayoutOptions<Int>) -> Void = { _ in }
) throws -> FlowLayoutResult<Int> {
  var options = FlowLayoutOptions(measures: measure(width))
  configure(&options)
  return try FlowEngine.layout(paragraph(items), options: options)
}

@Suite struct JustificationTests {
  @Test func justifiedLinesFillTheMeasureExactly_lastLineStaysLeading() throws {
    let result = try layout(words([3, 3, 3, 3, 3]), width: 12) { $0.alignment = .justified }
    #expect(result.lines[0].width == 12)
    #expect(result.boxPositions.map(\.x) == [0, 4, 9, 0, 4])
    #expect(result.lines[1].width == 7)
  }

  @Test func extraCellsAreSpreadEvenlyOverEqualGaps() throws {
    // 4 boxes of 2 with 3 gaps: natural 11, measure 13: 2 extra cells over 3 gaps go to the first and last.
    let items = words([2, 2, 2, 2, 9])
    let result = try layout(items, width: 13) { $0.alignment = .justified }
    #expect(result.boxPositions.prefix(4).map(\.x) == [0, 4, 7, 11])
  }

  @Test func twoExtraCellsOverFiveGapsGoToTheSecondAndFourth() {
    var shares: [Int] = []
    Int.apportion(2, weights: [1, 1, 1, 1, 1][...], total: 5, into: &shares)
    #expect(shares == [0, 1, 0, 1, 0])
  }

  @Test func apportionIsExactForNegativeAmountsAndUnequalWeights() {
    var shares: [Int] = []
    Int.apportion(-7, weights: [1, 2, 4][...], total: 7, into: &shares)
    #expect(shares == [-1, -2, -4])
    Int.apportion(5, weights: [1, 1, 2][...], total: 4, into: &shares)
    #expect(shares.reduce(0, +) == 5)
    #expect(shares[2] >= shares[0])
  }

  @Test func stretchIsSharedInProportionToStretchability() throws {
    let items: [FlowItem<Int>] = [
      .box(FlowBox(width: 2)), .glue(FlowGlue(width: 1, stretch: 1)), .box(FlowBox(width: 2)),
      .glue(FlowGlue(width: 1, stretch: 3)), .box(FlowBox(width: 2)), .glue(FlowGlue(width: 1)),
      .box(FlowBox(width: 20)),
    ]
    // Line one: natural 8, measure 16: 8 extra, split 2 : 6.
    let result = try layout(items, width: 16) { $0.alignment = .justified }
    #expect(result.boxPositions.prefix(3).map(\.x) == [0, 5, 14])
    #expect(result.lines[0].adjustmentRatio == 2)
  }

  @Test func lineThatCannotStretchFallsBackToLeading() throws {
    let result = try layout(words([8, 8]), width: 10) { $0.alignment = .justified }
    #expect(result.boxPositions.map(\.x) == [0, 0])
    #expect(result.lines[0].adjustmentRatio == 0)
  }

  @Test func justifiedLineShrinksWhenItMust() throws {
    let items = words([3, 3, 3, 3], space: 2, shrink: 1)
    // Natural 3*4 + 3*2 = 18; measure 16 takes 2 of the 3 cells of shrink.
    let result = try layout(items, width: 16) {
      $0.alignment = .justified; $0.lastLineAlignment = .justified
    }
    #expect(result.lines.count == 1)
    #expect(result.boxPositions.map(\.x) == [0, 4, 9, 13])
  }

  @Test func pointLayoutsJustifyFractionally() throws {
    let items: [FlowItem<Double>] = [
      .box(FlowBox(width: 1.5)), .glue(FlowGlue(width: 0.5, stretch: 1)), .box(FlowBox(width: 1.5)),
      .glue(FlowGlue(width: 0.5, stretch: 1)), .box(FlowBox(width: 1.5)), .glue(FlowGlue(width: 0.5, stretch: 1)),
      .box(FlowBox(width: 9)),
    ]
    let result = try FlowEngine.layout(
      try FlowParagraph(items),
      options: FlowLayoutOptions(measures: try LineMeasures(width: 6.0), alignment: .justified))
    #expect(result.boxPositions.prefix(3).map(\.x) == [0, 2.25, 4.5])
  }
}

@Suite struct AlignmentAndDirectionTests {
  @Test func centerGivesTheOddCellToTheRight() throws {
    let result = try layout(words([4]), width: 9) { $0.alignment = .center }
    #expect(result.boxPositions[0].x == 2)
  }

  @Test func lastLineHasItsOwnAlignment() throws {
    let result = try layout(words([4, 4, 4]), width: 9) {
      $0.alignment = .leading
      $0.lastLineAlignment = .trailing
    }
    #expect(result.boxPositions.map(\.x) == [0, 5, 5])
  }

  @Test func rightToLeftMirrorsBoxesIndentsAndPadding() throws {
    let measures = try LineMeasures<Int>([LineMeasure(indent: 2, width: 8)])
    let result = try FlowEngine.layout(
      paragraph(words([3, 3])),
      options: FlowLayoutOptions(
        measures: measures, padding: FlowEdgeInsets(leading: 1, trailing: 5), direction: .rightToLeft))
    // Content box is 10 wide; the first box starts at the right, 2 cells in, then the 5-cell trailing padding.
    #expect(result.boxPositions.map(\.x) == [5 + 5, 5 + 1])
    #expect(result.size.width == 16)
  }

  /// A box wider than the container starts at its left edge and runs past the right, in either direction, for
  /// every alignment: mirrored, it once sat at x = -10, where a drawing loop indexes out of range.
  @Test(arguments: FlowAlignment.allCases)
  func anOverWideBoxNeverStartsLeftOfTheContainer_rightToLeftToo(alignment: FlowAlignment) throws {
    for direction in [FlowDirection.leftToRight, .rightToLeft] {
      let container = FlowContainer<Int>(itemSpacing: 1, alignment: alignment, direction: direction)
      let result = try container.layout(
        sizes: [40, 5, 6].map { FlowSize(width: $0, height: 1) }, proposal: ProposedFlowSize(width: 30, height: nil))
      #expect(result.boxPositions[0].x == 0, "\(direction)")
      #expect(result.boxPositions.allSatisfy { $0.x >= 0 }, "\(direction): \(result.boxPositions)")
    }
    // With padding, the over-wide box starts where the content does.
    let padded = FlowContainer<Int>(padding: FlowEdgeInsets(leading: 2, trailing: 3), direction: .rightToLeft)
    let result = try padded.layout(
      sizes: [FlowSize(width: 40, height: 1)], proposal: ProposedFlowSize(width: 30, height: nil))
    #expect(result.boxPositions.map(\.x) == [3])
  }

  @Test func hugSizingReportsTheWidestLine() throws {
    let result = try layout(words([4, 4, 4]), width: 12) { $0.sizing = .hug }
    #expect(result.size.width == 9)
  }

  @Test func fillSizingReportsTheMeasure() throws {
    let result = try layout(words([4, 4, 4]), width: 12) { $0.sizing = .fill }
    #expect(result.size.width == 12)
  }

  @Test func emptyLinesTakeTheirConfiguredHeight() throws {
    let items: [FlowItem<Int>] =
      [.box(FlowBox(width: 2)), .penalty(.forcedBreak), .penalty(.forcedBreak), .box(FlowBox(width: 2))]
    let result = try layout(items, width: 10) { $0.emptyLineHeight = 1 }
    #expect(result.boxPositions.map(\.y) == [0, 2])
  }

  @Test func baselineAlignmentSitsWordsOnAFramedChipsMiddleRow() throws {
    let items: [FlowItem<Int>] = [
      .box(FlowBox(width: 4)), .glue(FlowGlue(width: 1)), .box(FlowBox(width: 6, height: 3, baseline: 2)),
      .glue(FlowGlue(width: 1)), .box(FlowBox(width: 4)),
    ]
    let result = try layout(items, width: 40) { $0.verticalAlignment = .firstBaseline }
    #expect(result.boxPositions.map(\.y) == [1, 0, 1])
    #expect(result.lines[0].height == 3)
    #expect(result.lines[0].baseline == 2)
  }
}

@Suite struct TruncationTests {
  @Test func maximumLineCountCutsTheLayout() throws {
    let result = try layout(words([3, 3, 3, 3, 3, 3]), width: 7) { $0.maximumLineCount = 2 }
    #expect(result.lines.count == 2)
    #expect(result.boxPositions.count == 4)
    #expect(result.truncation == nil)
  }

  @Test func indicatorReplacesHiddenBoxes_andMakesRoomForItself() throws {
    // Lines of two 3-wide boxes at width 7; "+N" is 2 wide and needs a box removed to fit after a space.
    let result = try layout(words([3, 3, 3, 3, 3, 3]), width: 7) {
      $0.maximumLineCount = 2
      $0.truncationSpacing = 1
      $0.truncationIndicator = { hidden in FlowBox(width: hidden >= 10 ? 3 : 2) }
    }
    #expect(result.boxPositions.count == 3)
    #expect(result.truncation?.hiddenBoxCount == 3)
    #expect(result.truncation?.position == FlowPoint(x: 4, y: 1))
  }

  @Test func indicatorWidthIsAskedAgainAsTheCountGrows() throws {
    // At 9 hidden the indicator is 2 wide and would fit; dropping a box makes it 10 hidden and 3 wide.
    let result = try layout(words(Array(repeating: 1, count: 16)), width: 7) {
      $0.maximumLineCount = 1
      $0.truncationSpacing = 1
      $0.truncationIndicator = { hidden in FlowBox(width: hidden >= 10 ? 3 : 2) }
    }
    let truncation = try #require(result.truncation)
    let lastBoxEnd = result.boxPositions.last!.x + 1
    #expect(lastBoxEnd + 1 + truncation.box.width <= 7)
    #expect(truncation.hiddenBoxCount == 16 - result.boxPositions.count)
  }
}
