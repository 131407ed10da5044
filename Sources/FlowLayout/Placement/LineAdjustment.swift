// Phase: placement. How one line's glue changes so the line is aligned or
// justified: the offset from the line's start, and the width each glue gains
// or loses. In cells, the extra space is handed out whole.

/// How a single line is set horizontally.
struct LineAdjustment<Scalar: FlowScalar> {
  /// Distance from the start of the line's measure to its first box.
  var offset: Scalar = 0
  /// The line's width after adjustment.
  var width: Scalar = 0
  /// The stretch or shrink ratio; 0 when the glue keeps its natural width.
  var ratio: Double = 0
  /// Whether glue widths change (then `shares` holds one change per glue on the line).
  var adjustsGlue = false
}

enum LineAdjuster {
  /// Works out the offset and glue changes for a line of natural width `natural` in a box `room` wide.
  ///
  /// A justified line whose glue cannot stretch (or shrink far enough) is
  /// set leading instead, as CSS does; it never fails.
  static func adjust<Scalar: FlowScalar>(
    items: [FlowItem<Scalar>], span: Range<Int>, natural: Scalar, stretch: Scalar, shrink: Scalar,
    room: Scalar, alignment: FlowAlignment, shares: inout [Scalar], weights: inout [Scalar]
  ) -> LineAdjustment<Scalar> {
    var result = LineAdjustment<Scalar>(width: natural)
    var effective = alignment
    if alignment == .justified {
      let extra = room - natural
      let total = extra > 0 ? stretch : shrink
      if extra != 0 && total > 0 {
        // Shrink no further than the glue allows; any remainder overflows.
        let amount = extra > 0 ? extra : Swift.max(extra, 0 - shrink)
        weights.removeAll(keepingCapacity: true)
        for index in span {
          if case .glue(let glue) = items[index] { weights.append(extra > 0 ? glue.stretch : glue.shrink) }
        }
        Scalar.apportion(amount, weights: weights[...], total: total, into: &shares)
        result.adjustsGlue = true
        result.width = natural + amount
        result.ratio = amount.doubleValue / total.doubleValue
        return result
      }
      effective = .leading
    }
    result.offset = effective.offset(ofLine: natural, in: room)
    return result
  }
}
