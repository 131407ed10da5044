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
/// against every start within a line, so it costs more per item; below that
/// size the table is faster and its memory is modest.
public struct OptimalLineBreaker: LineBreaker, Hashable {
  /// How many columns short of its measure a line aims to end: GNU fmt's goal, below its maximum width.
  ///
  /// A line before the last pays the square of its distance from that
  /// goal, on either side, so lines gather around the goal and run past it
  /// toward the measure only where that spares a worse line elsewhere; the
  /// measure stays the limit, as overflow. Zero, the default, aims at the
  /// measure itself. fmt's default goal is 93% of its width, which is why
  /// its lines look shorter than they need to be.
  public var goalShortfall: Double = 0

  /// Breaks per line beyond which the streaming solver hands over to the queue.
  let windowLimit: Int
  /// How often the streaming solver settles the breaks all remaining choices share.
  let commitInterval: Int

  /// Paragraphs with more items than this are solved as a stream, in bounded memory.
  let streamingThreshold: Int

  /// Whether a paragraph that fits on its first line skips the table; the tests switch it off to compare.
  var setsShortParagraphsDirectly = true

  /// Creates the breaker, its lines aiming `goalShortfall` columns short of their measure.
  public init(goalShortfall: Double = 0) {
    self.init(windowLimit: 512, commitInterval: 1024, streamingThreshold: 1 << 21)
    self.goalShortfall = goalShortfall
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
    var widths: [Double] = []
    layerWidths(of: measures, into: &widths)
    return widths
  }

  /// Whether the paragraph is one line with room to spare on its first line, whichever break it might take.
  ///
  /// Such a paragraph is set as one line without building a table: that
  /// line costs nothing (it is final and fits), while any other choice
  /// ends a first line that is shorter than the measure (even with the
  /// widest penalty's hyphen) and so costs its slack squared, more than
  /// nothing. A break with a negative cost could pay for that slack, and a
  /// forced break must be taken, so either sends the paragraph to the
  /// solver, as does an exact fit (a zero-width remainder could tie).
  /// Most paragraphs of a text document are short lines (code, headings,
  /// list items), and for them this is most of the breaker's work saved.
  static func fitsOnFirstLine<Scalar: FlowScalar>(_ items: [FlowItem<Scalar>], width: Double) -> Bool {
    var total: Scalar = 0
    var widestPenalty: Scalar = 0
    var hasBox = false
    for item in items {
      switch item {
      case .box(let box):
        total += box.width
        hasBox = true
        // Widths are never negative, so a paragraph that has stopped fitting never fits again.
        if total.doubleValue >= width { return false }
      case .glue(let glue):
        total += glue.width
      case .penalty(let penalty):
        guard penalty.allowsBreak else { continue }
        if penalty.isForced || penalty.cost < 0 { return false }
        widestPenalty = Swift.max(widestPenalty, penalty.width)
      }
    }
    return hasBox && (total + widestPenalty).doubleValue < width
  }

  /// ``layerWidths(of:)`` written into `widths`, whose storage is reused.
  static func layerWidths<Scalar: FlowScalar>(of measures: LineMeasures<Scalar>, into widths: inout [Double]) {
    widths.removeAll(keepingCapacity: true)
    for line in measures.lines { widths.append(line.width.doubleValue) }
    while widths.count > 1 && widths[widths.count - 1] == widths[widths.count - 2] { widths.removeLast() }
  }

  /// Chooses the line ends for `paragraph` set in `measures`.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
  ) -> LineEnds {
    var storage = RaggednessStorage<Scalar>()
    return LineEnds(
      ends: breakLines(paragraph, measures: measures, justified: justified, storage: &storage, ends: []))
  }

  /// Chooses the line ends in whole cells, in arrays lent by `workspace`.
  public func breakLines(
    _ paragraph: FlowParagraph<Int>, measures: LineMeasures<Int>, justified: Bool, workspace: FlowLayoutWorkspace
  ) -> LineEnds {
    let ends = FlowLayoutWorkspace.take(&workspace.ends)
    return LineEnds(
      ends: breakLines(paragraph, measures: measures, justified: justified, storage: &workspace.raggedness, ends: ends))
  }

  /// The line ends as item indices, appended to `ends`, with the solver's tables in `storage`'s arrays.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool,
    storage: inout RaggednessStorage<Scalar>, ends: consuming [Int]
  ) -> [Int] {
    var ends = ends
    Self.layerWidths(of: measures, into: &storage.layerWidths)
    if storage.layerWidths.count == 1, paragraph.count > streamingThreshold,
      var scanner = CandidateScanner(paragraph.items, withGlueSums: justified)
    {
      var streaming = StreamingRaggednessSolver<Scalar>(
        width: storage.layerWidths[0], goalShortfall: goalShortfall, justified: justified, windowLimit: windowLimit,
        commitInterval: commitInterval)
      if let found = streaming.solve(&scanner) { return found }
    }
    if setsShortParagraphsDirectly, Self.fitsOnFirstLine(paragraph.items, width: storage.layerWidths[0]) {
      ends.append(paragraph.count)
      return ends
    }
    guard
      let table = BreakCandidates(
        paragraph.items, withGlueSums: justified, entries: FlowLayoutWorkspace.take(&storage.entries),
        glue: FlowLayoutWorkspace.take(&storage.glue))
    else { return ends }
    var solver = RaggednessSolver(
      table: table, justified: justified, goalShortfall: goalShortfall, storage: &storage)
    solver.solve(into: &ends)
    solver.returnStorage(to: &storage)
    return ends
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
  /// How far short of its layer's width a line aims (see ``OptimalLineBreaker/goalShortfall``).
  let goalShortfall: Double
  let layerWidths: [Double]
  let layers: Int
  /// Best overflow and raggedness of node `(layer, p)`, stored at `layer * count + p`.
  var overflow: [Double]
  var raggedness: [Double]
  /// The node before `(layer, p)` as `layer * count + q`, or -1 at the start.
  var previous: [Int]
  var queue = RowMinimaQueue()

  /// A solver over `table` with one layer per width of `storage.layerWidths`, its tables in `storage`'s arrays.
  init(
    table: BreakCandidates<Scalar>, justified: Bool, goalShortfall: Double = 0,
    storage: inout RaggednessStorage<Scalar>
  ) {
    self.table = table
    self.justified = justified
    self.goalShortfall = goalShortfall
    self.layerWidths = storage.layerWidths
    self.layers = layerWidths.count
    let nodes = layers * table.count
    overflow = FlowLayoutWorkspace.take(&storage.overflow)
    overflow.append(contentsOf: repeatElement(.infinity, count: nodes))
    raggedness = FlowLayoutWorkspace.take(&storage.raggedness)
    raggedness.append(contentsOf: repeatElement(.infinity, count: nodes))
    previous = FlowLayoutWorkspace.take(&storage.previous)
    previous.append(contentsOf: repeatElement(-1, count: nodes))
    swap(&queue, &storage.queue)
  }

  /// Hands the solver's arrays, and the table's, back to `storage` for the next paragraph.
  consuming func returnStorage(to storage: inout RaggednessStorage<Scalar>) {
    storage.entries = table.entries
    storage.glue = table.glue
    storage.overflow = overflow
    storage.raggedness = raggedness
    storage.previous = previous
    storage.queue = queue
  }

  /// Appends the item indices of the line ends, in order, to `ends`.
  mutating func solve(into ends: inout [Int]) {
    let first = ends.count
    solveCandidates(into: &ends)
    for index in first..<ends.count { ends[index] = table.entries[ends[index]].itemIndex }
  }

  /// Appends the candidates that end lines, in order, to `ends`.
  private mutating func solveCandidates(into ends: inout [Int]) {
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
    // Walked back from the end, then put in order.
    let first = ends.count
    var node = best
    while node >= 0 && node % count != 0 {
      ends.append(node % count)
      node = previous[node]
    }
    ends[first...].reverse()
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
    let justified = self.justified
    let goalShortfall = self.goalShortfall
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
                let slack = width - (end.endWidth.doubleValue - start.startWidth.doubleValue)
                var excess = -slack
                if justified { excess -= glue[column].endShrink.doubleValue - glue[row].startShrink.doubleValue }
                let goalSlack = slack - goalShortfall
                return (
                  overflow[sourceBase &+ row] + (excess > 0 ? excess : 0),
                  raggedness[sourceBase &+ row] + goalSlack * goalSlack + end.cost
                )
              }
              queue.withQueue(capacity: end &- start) { queue in
                var column = start &+ 1
                while column < end {
                  let row = column &- 1
                  if overflow[sourceBase &+ row] != .infinity {
                    queue.insert(row: row, firstColumn: column, lastColumn: end &- 1) { candidate, incumbent, at in
                      let challenger = score(candidate, at)
                      let holder = score(incumbent, at)
                      return !Self.less(holder.0, holder.1, challenger.0, challenger.1)
                    }
                  }
                  if let bestRow = queue.bestRow(for: column) {
                    let (bestOverflow, bestRagged) = score(bestRow, column)
                    let node = targetBase &+ column
                    if Self.less(bestOverflow, bestRagged, overflow[node], raggedness[node]) {
                      overflow[node] = bestOverflow
                      raggedness[node] = bestRagged
                      previous[node] = sourceBase &+ bestRow
                    }
                  }
                  column &+= 1
                }
              }
            }
          }
        }
      }
    }
  }
}
