// Placement, truncation: a maximum line count, and the indicator that replaces
// the hidden boxes.

import FlowLayout
import Testing

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
