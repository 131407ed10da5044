// Phase: placement. The vertical side of a line: its height and baseline from
// the boxes it holds, and where each box sits within it.

/// The height and baseline of a line.
struct LineMetrics<Scalar: FlowScalar> {
  var height: Scalar = 0
  var baseline: Scalar = 0
  /// Tallest ascent (top to baseline) and deepest descent (baseline to bottom), for baseline alignment.
  var ascent: Scalar = 0
  var descent: Scalar = 0
  var hasBoxes = false

  /// Takes a box into account.
  @inline(__always)
  mutating func include(_ box: FlowBox<Scalar>) {
    hasBoxes = true
    height = Swift.max(height, box.height)
    ascent = Swift.max(ascent, box.baseline)
    descent = Swift.max(descent, box.height - box.baseline)
  }

  /// Fixes the line's height and baseline for an alignment.
  mutating func finish(alignment: FlowVerticalAlignment, emptyHeight: Scalar) {
    if !hasBoxes {
      height = emptyHeight
      baseline = emptyHeight
      return
    }
    if alignment == .firstBaseline {
      height = ascent + descent
      baseline = ascent
    } else {
      baseline = ascent
    }
  }

  /// The offset of a box's top from the line's top.
  @inline(__always)
  func top(of box: FlowBox<Scalar>, alignment: FlowVerticalAlignment) -> Scalar {
    switch alignment {
    case .top: 0
    case .center: (height - box.height).halved()
    case .bottom: height - box.height
    case .firstBaseline: ascent - box.baseline
    }
  }
}
