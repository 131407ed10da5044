// Phase: breaking. Legal breaks one at a time, each with the running sums at it
// and at the start of the next line, so a breaker can consume a paragraph as a
// stream instead of building a table of it.

/// Stretch and shrink sums at a break, kept apart because only some breakers read them.
struct GlueSums<Scalar: FlowScalar> {
  /// Stretch up to the break.
  var endStretch: Scalar
  /// Shrink up to the break.
  var endShrink: Scalar
  /// Stretch up to the start of the following line.
  var startStretch: Scalar
  /// Shrink up to the start of the following line.
  var startShrink: Scalar
}

/// Yields a paragraph's legal breaks in order, starting with the paragraph's start and ending with its end.
///
/// A break's start sums (the sums at the first item of the next line) are
/// known only once that item is seen, so a break is held back until then.
struct CandidateScanner<Scalar: FlowScalar> {
  let items: [FlowItem<Scalar>]
  let lastBox: Int
  let withGlueSums: Bool
  private var index = 0
  private var width: Scalar = 0
  private var stretch: Scalar = 0
  private var shrink: Scalar = 0
  private var previousIsBox = false
  private var finished = false
  /// Breaks seen but not yet handed out; those before `settled` have their start sums.
  private var held: [(BreakCandidate<Scalar>, GlueSums<Scalar>)] = []
  private var handedOut = 0
  private var settled = 0

  /// A scanner over `items`; `nil` when there is no box and so no line.
  init?(_ items: [FlowItem<Scalar>], withGlueSums: Bool) {
    guard let lastBox = BreakpointRules.lastBoxIndex(items) else { return nil }
    self.items = items
    self.lastBox = lastBox
    self.withGlueSums = withGlueSums
    hold(-1, extra: 0, cost: 0, flagged: false, forced: false)
    settled = 1
  }

  /// The next break, or `nil` after the paragraph's end.
  mutating func next() -> (BreakCandidate<Scalar>, GlueSums<Scalar>)? {
    while handedOut == settled {
      if handedOut == held.count && handedOut > 0 {
        held.removeAll(keepingCapacity: true)
        handedOut = 0
        settled = 0
      }
      guard !finished else { return nil }
      scanItem()
    }
    handedOut += 1
    return held[handedOut - 1]
  }

  private mutating func hold(_ at: Int, extra: Scalar, cost: Double, flagged: Bool, forced: Bool) {
    held.append(
      (
        BreakCandidate(
          storedIndex: Int32(truncatingIfNeeded: at), isFlagged: flagged, isForced: forced, endWidth: width + extra,
          startWidth: width, cost: cost),
        withGlueSums
          ? GlueSums(endStretch: stretch, endShrink: shrink, startStretch: stretch, startShrink: shrink)
          : GlueSums(endStretch: 0, endShrink: 0, startStretch: 0, startShrink: 0)
      ))
  }

  /// Gives every held break the sums at the current item, the first of the next line.
  private mutating func settle() {
    while settled < held.count {
      held[settled].0.startWidth = width
      held[settled].1.startStretch = stretch
      held[settled].1.startShrink = shrink
      settled += 1
    }
  }

  private mutating func scanItem() {
    guard index <= lastBox else {
      // Trailing glue and breaks after the last box belong to no line.
      hold(items.count, extra: 0, cost: 0, flagged: false, forced: true)
      settled = held.count
      finished = true
      return
    }
    switch items[index] {
    case .box(let box):
      settle()
      width += box.width
      previousIsBox = true
    case .glue(let glue):
      if previousIsBox { hold(index, extra: 0, cost: 0, flagged: false, forced: false) }
      width += glue.width
      if withGlueSums {
        stretch += glue.stretch
        shrink += glue.shrink
      }
      previousIsBox = false
    case .penalty(let penalty):
      previousIsBox = false
      if penalty.allowsBreak {
        if penalty.isForced { settle() }
        hold(
          index, extra: penalty.width, cost: penalty.isForced ? 0 : penalty.cost, flagged: penalty.isFlagged,
          forced: penalty.isForced)
      }
    }
    index += 1
  }
}
