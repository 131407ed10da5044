// Test support for the seed behaviour tests: views given as sizes, the rows a
// layout puts them in, and a subview that counts how often it is measured.

import FlowLayout

/// Sizes for views: widths with a common height.
func sizes(_ widths: [Int], height: Int = 1) -> [FlowSize<Int>] {
  widths.map { FlowSize(width: $0, height: height) }
}

func rows(_ result: FlowLayoutResult<Int>) -> [[Int]] {
  result.lines.map { Array($0.boxes) }
}

/// A subview that counts how often it is measured.
final class CountingSubview: FlowSubview, @unchecked Sendable {
  let size: FlowSize<Int>
  var measurements = 0
  var proposals: [ProposedFlowSize<Int>] = []
  init(_ size: FlowSize<Int>) { self.size = size }
  func sizeThatFits(_ proposal: ProposedFlowSize<Int>) -> FlowSize<Int> {
    measurements += 1
    proposals.append(proposal)
    return size
  }
}
