// Phase: breaking. A table of every legal break with the running sums a
// scoring breaker needs, so the width, stretch and shrink of any line are two
// subtractions away.

/// One legal break with the running sums at it and at the start of the line after it.
struct BreakCandidate<Scalar: FlowScalar> {
  /// The item index of the break; `-1` for the paragraph's start, `items.count` for its end.
  ///
  /// 32 bits keep an entry at 32 bytes; ``FlowParagraph`` caps the item count to fit.
  var storedIndex: Int32
  /// Width from the paragraph's start up to the break, plus the break's own width (a hyphen).
  var endWidth: Scalar
  /// Width up to the first item of the line that follows the break.
  var startWidth: Scalar
  /// The penalty cost of breaking here; zero for glue and forced breaks.
  var cost: Double
  /// Whether the break is a flagged (hyphen-like) penalty.
  var isFlagged: Bool
  /// Whether the break ends a segment: a forced break or the paragraph's end.
  var isForced: Bool

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
  init?(_ items: [FlowItem<Scalar>], withGlueSums: Bool) {
    guard var scanner = CandidateScanner(items, withGlueSums: withGlueSums) else { return nil }
    var entries: [BreakCandidate<Scalar>] = []
    var glue: [GlueSums<Scalar>] = []
    entries.reserveCapacity(items.count / 2 + 2)
    if withGlueSums { glue.reserveCapacity(items.count / 2 + 2) }
    while let (entry, sums) = scanner.next() {
      entries.append(entry)
      if withGlueSums { glue.append(sums) }
    }
    self.entries = entries
    self.glue = glue
  }
}
