// Phase: breaking. Minimum raggedness over the whole paragraph, found by
// dynamic programming in near-linear time because the cost of a line is a
// convex function of its length.

/// Minimum-raggedness line breaking.
///
/// Among all ways to break the paragraph, this picks the one with the least
/// ``RaggednessScore``: no overflow if any legal set of breaks avoids it, then
/// the smallest sum of squared slack over the lines before the last. Take "To
/// be, or not to be: that is the question" at width 10. First fit gives
/// `To be, or` / `not to be:` / `that is` / `the` / `question` with slack
/// 1, 0, 3, 7: cost 59. Moving `that` down gives `that is the` (slack 0)
/// only if it fits; here it is 11 wide, so the best is
/// `To be, or` / `not to` / `be: that` / `is the` / `question`:
/// slack 1, 4, 2, 4, cost 37, with every line closer to the measure.
///
/// ## Complexity
///
/// The cost of a line from break `q` to break `p` depends only on the
/// difference of two running sums and is convex in it, so the cost matrix is
/// Monge: once a later start beats an earlier one for some end, it beats it
/// for every later end. Each start is kept in a queue with the first end it
/// wins (found by galloping search), as in Galil and Park's treatment of the
/// concave least-weight subsequence problem, so a paragraph of `n` breaks
/// costs O(n log n) in the worst case and close to O(n) on text. Penalty
/// widths (hyphens) bend the running sums slightly, so with hyphenation the
/// result is optimal up to that approximation.
///
/// Line measures that differ for the first few lines are handled exactly: one
/// layer per distinct line number, the last layer shared by all later lines.
public struct OptimalLineBreaker: LineBreaker {
  /// Creates the breaker.
  public init() {}

  /// Chooses the line ends for `paragraph` set in `measures`.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
  ) -> LineBreaks {
    guard let table = BreakCandidates(paragraph.items) else { return LineBreaks(ends: []) }
    var solver = RaggednessSolver(table: table, measures: measures, justified: justified)
    return solver.solve()
  }
}

/// The layered dynamic program behind ``OptimalLineBreaker``.
///
/// A node `(layer, p)` means "a line ends at candidate `p` and it was line
/// number `layer`" (the last layer stands for every later line too). Segments
/// between forced breaks are solved one after another; a forced break's
/// nodes seed the next segment.
struct RaggednessSolver<Scalar: FlowScalar> {
  let table: BreakCandidates<Scalar>
  let measures: LineMeasures<Scalar>
  let justified: Bool
  let layers: Int
  /// Best score of node `(layer, p)`, stored at `layer * count + p`.
  var value: [RaggednessScore]
  /// The node before `(layer, p)` as `layer * count + q`, or -1 at the start.
  var previous: [Int]
  /// The queue of candidate starts, reused across transitions.
  var queue = RowMinimaQueue()

  init(table: BreakCandidates<Scalar>, measures: LineMeasures<Scalar>, justified: Bool) {
    self.table = table
    self.measures = measures
    self.justified = justified
    self.layers = measures.lines.count
    self.value = Array(repeating: .infinity, count: layers * table.count)
    self.previous = Array(repeating: -1, count: layers * table.count)
  }

  mutating func solve() -> LineBreaks {
    let count = table.count
    value[0] = .zero
    var segmentStart = 0
    while segmentStart < count - 1 {
      var segmentEnd = segmentStart + 1
      while !table.isForced[segmentEnd] { segmentEnd += 1 }
      solveSegment(from: segmentStart, to: segmentEnd)
      segmentStart = segmentEnd
    }
    // The best node at the paragraph's end, in any layer.
    var best = count - 1
    for layer in 1..<layers where value[layer * count + count - 1] < value[best] {
      best = layer * count + count - 1
    }
    var ends: [Int] = []
    var node = best
    while node >= 0 && node % count != 0 {
      ends.append(table.itemIndex[node % count])
      node = previous[node]
    }
    return LineBreaks(ends: ends.reversed())
  }

  /// Fills every layer for candidates strictly inside `start..<end`, then the nodes at `end`.
  private mutating func solveSegment(from start: Int, to end: Int) {
    let count = table.count
    // Layers before the last: offline transitions from the layer above.
    for layer in 1..<layers {
      transition(from: layer - 1, to: layer, start: start, end: end)
    }
    // The last layer also feeds itself: every later line has its measure.
    transition(from: layers - 1, to: layers - 1, start: start, end: end)
    // Lines that end the segment are final lines: scored separately, by a direct scan.
    for layer in 0..<layers {
      let width = measures.width(ofLine: layer).doubleValue
      let target = Swift.min(layer + 1, layers - 1) * count + end
      for row in start..<end {
        let from = value[layer * count + row]
        if from.overflow == .infinity { continue }
        let score = from + lineScore(from: row, to: end, width: width, isFinal: true)
        if score < value[target] {
          value[target] = score
          previous[target] = layer * count + row
        }
      }
    }
  }

  /// The score of a line from candidate `row` to candidate `column`.
  @inline(__always)
  func lineScore(from row: Int, to column: Int, width: Double, isFinal: Bool) -> RaggednessScore {
    let natural = (table.endWidth[column] - table.startWidth[row]).doubleValue
    let shrinkable = justified ? (table.endShrink[column] - table.startShrink[row]).doubleValue : 0
    return .line(
      natural: natural, shrinkable: shrinkable, width: width, penalty: table.cost[column], isFinal: isFinal)
  }

  /// Relaxes layer `to` from layer `from` for the interior candidates of a segment.
  ///
  /// When `from == to` the transition is online: a candidate's own value,
  /// once final, makes it a start for later candidates.
  private mutating func transition(from source: Int, to target: Int, start: Int, end: Int) {
    let count = table.count
    let width = measures.width(ofLine: source).doubleValue
    let sourceBase = source * count
    let targetBase = target * count
    // The queue is moved out while its closure reads the solver, to keep accesses exclusive.
    var queue = RowMinimaQueue()
    swap(&queue, &self.queue)
    defer { swap(&queue, &self.queue) }
    queue.reset()
    var column = start + 1
    while column < end {
      // The row just before this column is now final and may start lines.
      let row = column - 1
      let rowValue = value[sourceBase + row]
      if rowValue.overflow != .infinity {
        queue.insert(row: row, firstColumn: column, lastColumn: end - 1) { candidate, incumbent, at in
          // Does `candidate` reach column `at` at least as cheaply as `incumbent`?
          let challenger =
            value[sourceBase + candidate] + lineScore(from: candidate, to: at, width: width, isFinal: false)
          let holder =
            value[sourceBase + incumbent] + lineScore(from: incumbent, to: at, width: width, isFinal: false)
          return !(holder < challenger)
        }
      }
      if let bestRow = queue.bestRow(for: column) {
        let score = value[sourceBase + bestRow] + lineScore(from: bestRow, to: column, width: width, isFinal: false)
        if score < value[targetBase + column] {
          value[targetBase + column] = score
          previous[targetBase + column] = sourceBase + bestRow
        }
      }
      column += 1
    }
  }
}
