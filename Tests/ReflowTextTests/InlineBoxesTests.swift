// The builder's first width step: boxes drawn in place of a mark (render's
// chips) are measured at full size by segmentation, and narrow to fit the
// line only here, so one segmentation serves every width.

import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

@Suite struct InlineBoxesTests {
  /// "ab ￼ cd ￼", the first box 12 columns at full size, the second 4; each narrows to the line, never below 3.
  private static let text = Array("ab \u{FFFC} cd \u{FFFC}".utf8)
  private static let segments = [
    TextSegment(start: 0, end: 2, width: 2, next: .space),
    TextSegment(start: 3, end: 6, width: 12, next: .space),
    TextSegment(start: 7, end: 9, width: 2, next: .space),
    TextSegment(start: 10, end: 13, width: 4, next: .end),
  ]
  private static var boxes: InlineBoxes {
    InlineBoxes([(offset: 3, width: 12), (offset: 10, width: 4)]) { index, lineWidth in
      Swift.min([12, 4][index], Swift.max(3, lineWidth))
    }
  }

  @Test(arguments: [40, 12, 11, 8, 4, 3, 1])
  func eachBoxNarrowsWithTheLine_andOnlyItsSegment(width: Int) {
    var segments = Self.segments
    let fitted = Self.boxes.fit(&segments, width: width)
    let first = Swift.min(12, Swift.max(3, width))
    let second = Swift.min(4, Swift.max(3, width))
    #expect(segments.map(\.width) == [2, Int32(first), 2, Int32(second)])
    #expect(fitted == [3: first, 10: second])
    #expect(segments.map(\.start) == Self.segments.map(\.start))
  }

  /// Through the builder: the box is fitted before anything else, and a span is held only where it fits.
  @Test func theBuilderFitsBoxesFirst_andHoldsOnlySpansThatFit() throws {
    let segmenter = try TextSegmenter(style: LineBreakStyle(), hyphenation: .soft, widths: WidthOptions())
    var measurer = TextMeasurer(options: WidthOptions())
    let policy = ParagraphBuilder.Policy(
      cutsOverlongRuns: true, keepsCopyableWordsWhole: true, runRule: OverlongRunRule(strict: false))
    // The span "ab ￼ cd" takes 7 columns to the measurer (a mark is one): held on a line of 40, not on one of 4.
    for (width, held) in [(40, true), (4, false)] {
      var segments = Self.segments
      Self.text.withUnsafeBufferPointer { bytes in
        _ = ParagraphBuilder.applyWidthRules(
          to: &segments, of: bytes, width: width, policy: policy, segmenter: segmenter, spans: [0..<9],
          boxes: Self.boxes, spaceWidths: [], measurer: &measurer)
      }
      #expect(segments.first { $0.start == 3 }?.width == Int32(Swift.min(12, Swift.max(3, width))))
      #expect((segments.first?.next == .spaceWithoutBreak) == held)
    }
  }
}
