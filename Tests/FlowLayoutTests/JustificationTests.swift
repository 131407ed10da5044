// Placement, justification: exact integer spreading of the extra cells,
// stretch and shrink in proportion, and fractional justification in points.

import FlowLayout
import Testing

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
