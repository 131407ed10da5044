// Phase: breaking. A one-pass table of every legal break with the running sums
// a scoring breaker needs, so the width, stretch and shrink of any line are two
// subtractions away.

/// Every legal break of a paragraph, with prefix sums at the break and at the next line's start.
///
/// Entry 0 is the paragraph's start; the last entry is its end. The width of
/// a line from the break at entry `q` to the break at entry `p` is
/// `endWidth[p] - startWidth[q]`, and likewise for stretch and shrink.
struct BreakCandidates<Scalar: FlowScalar> {
  /// The item index of each break; `-1` for the start, `items.count` for the end.
  var itemIndex: [Int] = []
  /// Width from the paragraph's start up to the break, plus the break's own width (a hyphen).
  var endWidth: [Scalar] = []
  /// Stretch up to the break.
  var endStretch: [Scalar] = []
  /// Shrink up to the break.
  var endShrink: [Scalar] = []
  /// Width up to the first item of the line that follows the break.
  var startWidth: [Scalar] = []
  /// Stretch up to the start of the following line.
  var startStretch: [Scalar] = []
  /// Shrink up to the start of the following line.
  var startShrink: [Scalar] = []
  /// The penalty cost of breaking here; zero for glue.
  var cost: [Double] = []
  /// Whether the break is a flagged (hyphen-like) penalty.
  var isFlagged: [Bool] = []
  /// Whether the break ends a segment: a forced break or the paragraph's end.
  var isForced: [Bool] = []

  /// The number of entries.
  var count: Int { itemIndex.count }

  /// Builds the table; `nil` when the paragraph has no box and so no lines.
  init?(_ items: [FlowItem<Scalar>]) {
    guard let lastBox = BreakpointRules.lastBoxIndex(items) else { return nil }
    reserve(items.count / 2 + 2)
    var width: Scalar = 0
    var stretch: Scalar = 0
    var shrink: Scalar = 0
    append(index: -1, width: 0, stretch: 0, shrink: 0, extra: 0, cost: 0, flagged: false, forced: false)
    // Entries from `pending` on still wait for the next line's first item to fix their start sums.
    var pending = 0
    var previousIsBox = false
    var endSums: (width: Scalar, stretch: Scalar, shrink: Scalar) = (0, 0, 0)
    for index in 0..<items.count {
      switch items[index] {
      case .box(let box):
        settleStarts(from: &pending, width: width, stretch: stretch, shrink: shrink)
        width += box.width
        if index == lastBox {
          // Trailing glue after the last box never belongs to a line.
          endSums = (width, stretch, shrink)
        }
        previousIsBox = true
      case .glue(let glue):
        if previousIsBox && index < lastBox {
          append(
            index: index, width: width, stretch: stretch, shrink: shrink, extra: 0, cost: 0,
            flagged: false, forced: false)
        }
        width += glue.width
        stretch += glue.stretch
        shrink += glue.shrink
        previousIsBox = false
      case .penalty(let penalty):
        previousIsBox = false
        guard penalty.allowsBreak && index < lastBox else { continue }
        if penalty.isForced {
          settleStarts(from: &pending, width: width, stretch: stretch, shrink: shrink)
        }
        append(
          index: index, width: width, stretch: stretch, shrink: shrink, extra: penalty.width,
          cost: penalty.isForced ? 0 : penalty.cost, flagged: penalty.isFlagged, forced: penalty.isForced)
      }
    }
    append(
      index: items.count, width: endSums.width, stretch: endSums.stretch, shrink: endSums.shrink, extra: 0,
      cost: 0, flagged: false, forced: true)
    settleStarts(from: &pending, width: endSums.width, stretch: endSums.stretch, shrink: endSums.shrink)
    // Entry 0 starts at the very first item, before any skipping.
    startWidth[0] = 0
    startStretch[0] = 0
    startShrink[0] = 0
  }

  private mutating func reserve(_ capacity: Int) {
    itemIndex.reserveCapacity(capacity)
    endWidth.reserveCapacity(capacity)
    endStretch.reserveCapacity(capacity)
    endShrink.reserveCapacity(capacity)
    startWidth.reserveCapacity(capacity)
    startStretch.reserveCapacity(capacity)
    startShrink.reserveCapacity(capacity)
    cost.reserveCapacity(capacity)
    isFlagged.reserveCapacity(capacity)
    isForced.reserveCapacity(capacity)
  }

  private mutating func append(
    index: Int, width: Scalar, stretch: Scalar, shrink: Scalar, extra: Scalar, cost: Double, flagged: Bool,
    forced: Bool
  ) {
    itemIndex.append(index)
    endWidth.append(width + extra)
    endStretch.append(stretch)
    endShrink.append(shrink)
    // Provisional: fixed by settleStarts once the next line's first item is seen.
    startWidth.append(width)
    startStretch.append(stretch)
    startShrink.append(shrink)
    self.cost.append(cost)
    isFlagged.append(flagged)
    isForced.append(forced)
  }

  /// Gives every waiting entry the sums at the current item, the first of the next line.
  @inline(__always)
  private mutating func settleStarts(from pending: inout Int, width: Scalar, stretch: Scalar, shrink: Scalar) {
    while pending < itemIndex.count {
      startWidth[pending] = width
      startStretch[pending] = stretch
      startShrink[pending] = shrink
      pending += 1
    }
  }
}
