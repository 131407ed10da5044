// Phase: breaking. A one-pass table of every legal break with the running sums
// a scoring breaker needs, so the width, stretch and shrink of any line are two
// subtractions away.

/// One legal break with the running sums at it and at the start of the line after it.
struct BreakCandidate<Scalar: FlowScalar> {
  /// The item index of the break; `-1` for the paragraph's start, `items.count` for its end.
  ///
  /// 32 bits, with the two flags packed beside them ahead of the 8-byte
  /// fields, keep an entry at 32 bytes (stride) for 64-bit scalars: a
  /// million-break table stays under glibc's 32 MiB ceiling for mapping
  /// blocks apart, so it is reused from the heap instead of faulted in anew
  /// on every call. ``FlowParagraph`` caps the item count to fit.
  var storedIndex: Int32
  /// Whether the break is a flagged (hyphen-like) penalty.
  var isFlagged: Bool
  /// Whether the break ends a segment: a forced break or the paragraph's end.
  var isForced: Bool
  /// Width from the paragraph's start up to the break, plus the break's own width (a hyphen).
  var endWidth: Scalar
  /// Width up to the first item of the line that follows the break.
  var startWidth: Scalar
  /// The penalty cost of breaking here; zero for glue and forced breaks.
  var cost: Double
  /// The item index as an `Int`.
  var itemIndex: Int { Int(storedIndex) }
}

/// Every legal break of a paragraph, in order.
///
/// Entry 0 is the paragraph's start; the last entry is its end. The width of
/// a line from the break at entry `q` to the break at entry `p` is
/// `entries[p].endWidth - entries[q].startWidth`, and likewise for stretch
/// and shrink in `glue`.
struct BreakCandidates<Scalar: FlowScalar> {
  /// The breaks.
  let entries: [BreakCandidate<Scalar>]
  /// Stretch and shrink sums per break; empty unless asked for, to keep ragged breaking lean.
  let glue: [GlueSums<Scalar>]

  /// The number of entries.
  var count: Int { entries.count }

  /// Builds the table; `nil` when the paragraph has no box and so no lines.
  ///
  /// The same rules as ``CandidateScanner``, in one tight loop over local
  /// arrays: the table is on the hot path of every scored breaker, where the
  /// scanner's held-back queue would cost more.
  ///
  /// `entries` and `glue` are empty arrays whose storage the table may fill,
  /// lent by a ``FlowLayoutWorkspace``.
  init?(
    _ items: [FlowItem<Scalar>], withGlueSums: Bool, entries: consuming [BreakCandidate<Scalar>] = [],
    glue: consuming [GlueSums<Scalar>] = []
  ) {
    guard let lastBox = BreakpointRules.lastBoxIndex(items) else { return nil }
    // Built in local arrays: appends to them are cheap, where appends to stored properties are not.
    var entries = entries
    var glue = glue
    entries.reserveCapacity(items.count / 2 + 2)
    if withGlueSums { glue.reserveCapacity(items.count / 2 + 2) }
    var width: Scalar = 0
    var stretch: Scalar = 0
    var shrink: Scalar = 0
    // Entries from `pending` on still wait for the next line's first item to fix their start sums.
    var pending = 1
    func add(_ index: Int, extra: Scalar, cost: Double, flagged: Bool, forced: Bool) {
      // The start sums are provisional until the next line's first item is seen.
      entries.append(
        BreakCandidate(
          storedIndex: Int32(truncatingIfNeeded: index), isFlagged: flagged, isForced: forced, endWidth: width + extra,
          startWidth: width, cost: cost))
      if withGlueSums {
        glue.append(GlueSums(endStretch: stretch, endShrink: shrink, startStretch: stretch, startShrink: shrink))
      }
    }
    /// Gives every waiting entry the sums at the current item, the first of the next line.
    func settle() {
      while pending < entries.count {
        entries[pending].startWidth = width
        if withGlueSums {
          glue[pending].startStretch = stretch
          glue[pending].startShrink = shrink
        }
        pending += 1
      }
    }
    add(-1, extra: 0, cost: 0, flagged: false, forced: false)
    var previousIsBox = false
    for index in 0...lastBox {
      switch items[index] {
      case .box(let box):
        settle()
        width += box.width
        previousIsBox = true
      case .glue(let glue):
        if previousIsBox && index < lastBox {
          add(index, extra: 0, cost: 0, flagged: false, forced: false)
        }
        width += glue.width
        stretch += glue.stretch
        shrink += glue.shrink
        previousIsBox = false
      case .penalty(let penalty):
        previousIsBox = false
        guard penalty.allowsBreak else { continue }
        if penalty.isForced { settle() }
        add(
          index, extra: penalty.width, cost: penalty.isForced ? 0 : penalty.cost, flagged: penalty.isFlagged,
          forced: penalty.isForced)
      }
    }
    // The loop stopped at the last box: trailing glue and breaks belong to no line.
    add(items.count, extra: 0, cost: 0, flagged: false, forced: true)
    self.entries = entries
    self.glue = glue
  }
}
