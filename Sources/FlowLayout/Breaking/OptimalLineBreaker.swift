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
/// 1, 0, 3, 7: cost 59. The best breaks are
/// `To be, or` / `not to` / `be: that` / `is the` / `question`:
/// slack 1, 4, 2, 4, cost 37, with no line starved.
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
///
/// A paragraph of more than two million items with a uniform measure is
/// solved as a stream instead, one break at a time, so memory follows the
/// length of a line rather than of the paragraph. The stream scores each break
/// against every start within a line, so it is about twice as slow per item;
/// below that size the table is faster and its memory is modest.
public struct OptimalLineBreaker: LineBreaker {
  /// Breaks per line beyond which the streaming solver hands over to the queue.
  let windowLimit: Int
  /// How often the streaming solver settles the breaks all remaining choices share.
  let commitInterval: Int

  /// Paragraphs with more items than this are solved as a stream, in bounded memory.
  let streamingThreshold: Int

  /// Creates the breaker.
  public init() {
    self.init(windowLimit: 512, commitInterval: 1024, streamingThreshold: 1 << 21)
  }

  /// Creates the breaker with the streaming solver's tuning, for tests that must exercise both paths.
  init(windowLimit: Int, commitInterval: Int, streamingThreshold: Int = 0) {
    self.windowLimit = windowLimit
    self.commitInterval = commitInterval
    self.streamingThreshold = streamingThreshold
  }

  /// The widths of the solver's layers: one per line measure, less the trailing ones equal to the one before.
  ///
  /// Lines after the last change of width all share the last layer, so a
  /// paragraph whose first line is as wide as the rest (the usual case, with
  /// indents that differ only in where the line starts) is solved in one pass
  /// instead of two.
  static func layerWidths<Scalar: FlowScalar>(of measures: LineMeasures<Scalar>) -> [Double] {
    var widths = measures.lines.map { $0.width.doubleValue }
    while widths.count > 1 && widths[widths.count - 1] == widths[widths.count - 2] { widths.removeLast() }
    return widths
  }

  /// Chooses the line ends for `paragraph` set in `measures`.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
  ) -> LineBreaks {
    let layerWidths = Self.layerWidths(of: measures)
    if layerWidths.count == 1, paragraph.count > streamingThreshold,
      var scanner = CandidateScanner(paragraph.items, withGlueSums: justified)
    {
      var streaming = StreamingRaggednessSolver<Scalar>(
        width: layerWidths[0], justified: justified, windowLimit: windowLimit,
        commitInterval: commitInterval)
      if let ends = streaming.solve(&scanner) { return LineBreaks(ends: ends) }
    }
    guard let table = BreakCandidates(paragraph.items, withGlueSums: justified) else { return LineBreaks(ends: []) }
    var solver = RaggednessSolver(table: table, justified: justified, layerWidths: layerWidths)
    return LineBreaks(ends: solver.solve().map { table.entries[$0].itemIndex })
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
  let justified: Bool
  let layerWidths: [Double]
  let layers: Int
  /// Best overflow and raggedness of node `(layer, p)`, stored at `layer * count + p`.
  var overflow: [Double]
  var raggedness: [Double]
  /// The node before `(layer, p)` as `layer * count + q`, or -1 at the start.
  var previous: [Int]
  var queue = RowMinimaQueue()

  init(table: BreakCandidates<Scalar>, justified: Bool, layerWidths: [Double]) {
    self.table = table
    self.justified = justified
    self.layerWidths = layerWidths
    self.layers = layerWidths.count
    overflow = Array(repeating: .infinity, count: layers * table.count)
    raggedness = Array(repeating: .infinity, count: layers * table.count)
    previous = Array(repeating: -1, count: layers * table.count)
  }

  /// The candidates that end lines, in order.
  mutating func solve() -> [Int] {
    let count = table.count
    overflow[0] = 0
    raggedness[0] = 0
    var segmentStart = 0
    while segmentStart < count - 1 {
      var segmentEnd = segmentStart + 1
      while !table.entries[segmentEnd].isForced { segmentEnd += 1 }
      for layer in 1..<layers { transition(from: layer - 1, to: layer, start: segmentStart, end: segmentEnd) }
      transition(from: layers - 1, to: layers - 1, start: segmentStart, end: segmentEnd)
      closeSegment(from: segmentStart, to: segmentEnd)
      segmentStart = segmentEnd
    }
    var best = count - 1
    for layer in 1..<layers {
      let node = layer * count + count - 1
      if Self.less(overflow[node], raggedness[node], overflow[best], raggedness[best]) { best = node }
    }
    var ends: [Int] = []
    var node = best
    while node >= 0 && node % count != 0 {
      ends.append(node % count)
      node = previous[node]
    }
    return ends.reversed()
  }

  @inline(__always)
  static func less(_ overflowA: Double, _ raggedA: Double, _ overflowB: Double, _ raggedB: Double) -> Bool {
    overflowA != overflowB ? overflowA < overflowB : raggedA < raggedB
  }

  /// Scores the lines that end the segment (final lines, free when they fit).
  ///
  /// In the last layer, only rows whose final line fits, and the latest
  /// reachable row whose final line overflows, can win: from any earlier
  /// overflowing row, breaking again at that latest row stays in the layer and
  /// overflows strictly less. So that scan walks back from the end and stops
  /// there. Earlier layers count lines exactly, so they are scanned in full.
  private mutating func closeSegment(from start: Int, to end: Int) {
    let count = table.count
    for layer in 0..<layers {
      let width = layerWidths[layer]
      let target = Swift.min(layer + 1, layers - 1) * count + end
      let stopsEarly = layer == layers - 1
      var row = end - 1
      var overflowingRowsSeen = 0
      while row >= start && !(stopsEarly && overflowingRowsSeen == 2) {
        let node = layer * count + row
        if overflow[node] == .infinity {
          row -= 1
          continue
        }
        let natural = (table.entries[end].endWidth - table.entries[row].startWidth).doubleValue
        let shrinkable = justified ? (table.glue[end].endShrink - table.glue[row].startShrink).doubleValue : 0
        let line = RaggednessScore.line(
          natural: natural, shrinkable: shrinkable, width: width, penalty: 0, isFinal: true)
        if line.overflow > 0 { overflowingRowsSeen += 1 }
        if !(stopsEarly && overflowingRowsSeen == 2) {
          let totalOverflow = overflow[node] + line.overflow
          let totalRagged = raggedness[node] + line.raggedness
          if Self.less(totalOverflow, totalRagged, overflow[target], raggedness[target]) {
            overflow[target] = totalOverflow
            raggedness[target] = totalRagged
            previous[target] = node
          }
        }
        row -= 1
      }
    }
  }

  /// Relaxes layer `target` from layer `source` for the interior candidates of a segment.
  ///
  /// When `source == target` the transition is online: a candidate's own
  /// value, once final, makes it a start for later candidates.
  private mutating func transition(from source: Int, to target: Int, start: Int, end: Int) {
    guard end - start > 1 else { return }
    let count = table.count
    let width = layerWidths[source]
    let sourceBase = source * count
    let targetBase = target * count
    var queue = RowMinimaQueue()
    swap(&queue, &self.queue)
    defer { swap(&queue, &self.queue) }
    queue.reset()
    let justified = self.justified
    table.entries.withUnsafeBufferPointer { entries in
      table.glue.withUnsafeBufferPointer { glue in
        overflow.withUnsafeMutableBufferPointer { overflow in
          raggedness.withUnsafeMutableBufferPointer { raggedness in
            previous.withUnsafeMutableBufferPointer { previous in
              // The total score of reaching `column` by a line that starts after `row`.
              @inline(__always)
              func score(_ row: Int, _ column: Int) -> (Double, Double) {
                let end = entries[column]
                let start = entries[row]
                let slack = width - (end.endWidth - start.startWidth).doubleValue
                var excess = -slack
                if justified { excess -= (glue[column].endShrink - glue[row].startShrink).doubleValue }
                return (
                  overflow[sourceBase + row] + (excess > 0 ? excess : 0),
                  raggedness[sourceBase + row] + slack * slack + end.cost
                )
              }
              var column = start + 1
              while column < end {
                let row = column - 1
                if overflow[sourceBase + row] != .infinity {
                  queue.insert(row: row, firstColumn: column, lastColumn: end - 1) { candidate, incumbent, at in
                    let challenger = score(candidate, at)
                    let holder = score(incumbent, at)
                    return !Self.less(holder.0, holder.1, challenger.0, challenger.1)
                  }
                }
                if let bestRow = queue.bestRow(for: column) {
                  let (bestOverflow, bestRagged) = score(bestRow, column)
                  let node = targetBase + column
                  if Self.less(bestOverflow, bestRagged, overflow[node], raggedness[node]) {
                    overflow[node] = bestOverflow
                    raggedness[node] = bestRagged
                    previous[node] = sourceBase + bestRow
                  }
                }
                column += 1
              }
            }
          }
        }
      }
    }
  }
}
