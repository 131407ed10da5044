// Placement, alignment and direction: centre, trailing and last-line alignment,
// right-to-left mirroring, sizing, empty lines and baselines.

import FlowLayout
import Testing

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

  /// Markdown's first line follows its markers, where spaces would read as indentation: it keeps its own alignment
  /// while the others are placed, and a paragraph of one line too, whose line is also its last.
  @Test func firstLineHasItsOwnAlignment_overTheLastLines() throws {
    let result = try layout(words([4, 4, 4]), width: 10) {
      $0.alignment = .trailing
      $0.firstLineAlignment = .leading
    }
    #expect(result.boxPositions.map(\.x) == [0, 5, 6])
    let oneLine = try layout(words([4]), width: 10) {
      $0.alignment = .center
      $0.firstLineAlignment = .leading
    }
    #expect(oneLine.boxPositions.map(\.x) == [0])
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
