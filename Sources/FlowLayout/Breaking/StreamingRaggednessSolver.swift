// Phase: breaking. Minimum raggedness for a uniform measure in one pass over a
// stream of breaks, with memory bounded by a few lines rather than by the
// paragraph: breaks are committed as soon as every remaining choice agrees on them.

/// The streaming dynamic program behind ``OptimalLineBreaker`` for a uniform measure.
///
/// For each break `p`, the best line to end there starts at one of the rows
/// whose line to `p` fits, or at the latest row whose line overflows (an
/// earlier overflowing row always loses: breaking again at the later row
/// overflows strictly less, as long as no hyphen is as wide as the line;
/// where one is, every row is tried). Those rows lie within one line of `p`,
/// so each break costs time proportional to the words on a line.
///
/// Every ``commitInterval`` breaks, the rows that later breaks can still use
/// are traced back until their chains of best predecessors meet. Everything
/// before the meeting point is settled: those line ends are emitted and the
/// stored rows dropped, so memory follows the line length, not the paragraph.
///
/// When a line can hold more than ``windowLimit`` breaks (a very wide measure),
/// the per-break scan would grow quadratic, so the solver gives up and the
/// caller uses ``RaggednessSolver``, whose queue stays near-linear at any width.
struct StreamingRaggednessSolver<Scalar: FlowScalar> {
  let width: Double
  /// How far short of the width a line aims (see ``OptimalLineBreaker/goalShortfall``).
  let goalShortfall: Double
  let justified: Bool
  let windowLimit: Int
  let commitInterval: Int

  // Stored rows, for global candidate indices `base...`.
  private var base = 0
  private var entries: [BreakCandidate<Scalar>] = []
  private var glue: [GlueSums<Scalar>] = []
  private var overflow: [Double] = []
  private var raggedness: [Double] = []
  private var previous: [Int] = []
  /// Item indices of line ends settled so far.
  private var ends: [Int] = []
  /// The latest settled node: every later line end descends from it.
  private var committed = 0
  /// Rows before this forced break may not start a line.
  private var segmentStart = 0
  /// The widest penalty seen; it bounds how far a later break's measure can reach back.
  private var widestPenalty = 0.0
  /// The most rows held at once, for tests of the memory bound.
  private(set) var peakStoredRows = 0

  init(width: Double, goalShortfall: Double = 0, justified: Bool, windowLimit: Int = 512, commitInterval: Int = 1024) {
    self.width = width
    self.goalShortfall = goalShortfall
    self.justified = justified
    self.windowLimit = windowLimit
    self.commitInterval = commitInterval
  }

  /// The line ends, or `nil` when a line would hold more than ``windowLimit`` breaks.
  mutating func solve(_ scanner: inout CandidateScanner<Scalar>) -> [Int]? {
    var sinceCommit = 0
    while let (entry, sums) = scanner.next() {
      let node = base + entries.count
      entries.append(entry)
      peakStoredRows = Swift.max(peakStoredRows, entries.count)
      if justified { glue.append(sums) }
      widestPenalty = Swift.max(widestPenalty, (entry.endWidth - entry.startWidth).doubleValue)
      if node == 0 {
        overflow.append(0)
        raggedness.append(0)
        previous.append(-1)
        continue
      }
      guard relax(node) else { return nil }
      if entry.isForced {
        settle(through: node)
        segmentStart = node
        sinceCommit = 0
      } else {
        sinceCommit += 1
        if sinceCommit >= commitInterval {
          sinceCommit = 0
          commitCommonPrefix(upTo: node)
        }
      }
    }
    return ends
  }

  /// How far the start of a row's line reaches, net of shrink when justified.
  @inline(__always)
  private func startKey(_ row: Int) -> Double {
    let local = row - base
    let start = entries[local].startWidth.doubleValue
    return justified ? start - glue[local].startShrink.doubleValue : start
  }

  @inline(__always)
  private func endKey(_ column: Int) -> Double {
    let local = column - base
    let end = entries[local].endWidth.doubleValue
    return justified ? end - glue[local].endShrink.doubleValue : end
  }

  /// Finds the best line ending at `column`; `false` when the rows to try exceed the window.
  private mutating func relax(_ column: Int) -> Bool {
    let end = entries[column - base]
    let endWidth = end.endWidth.doubleValue
    let reach = endKey(column) - width
    var bestOverflow = Double.infinity
    var bestRagged = Double.infinity
    var bestRow = -1
    var overflowingKey: Double?
    var row = column - 1
    var tried = 0
    // Rows before `base` were dropped because no later break can use them.
    let lowest = Swift.max(segmentStart, base)
    while row >= lowest {
      let key = startKey(row)
      if key < reach && widestPenalty < width {
        // The line from `row` overflows; only the latest such rows (equal reach) can win: breaking again at them
        // overflows strictly less, unless the hyphen drawn there is as wide as the line (then every row is tried).
        if let seen = overflowingKey, key < seen { break }
        overflowingKey = key
      }
      tried += 1
      if tried > windowLimit { return false }
      let local = row - base
      let slack = width - (endWidth - entries[local].startWidth.doubleValue)
      let lineOverflow = Swift.max(0, reach - key)
      let goalSlack = slack - goalShortfall
      let lineRagged = end.isForced ? (slack >= 0 ? 0 : slack * slack) : goalSlack * goalSlack + end.cost
      let totalOverflow = overflow[local] + lineOverflow
      let totalRagged = raggedness[local] + lineRagged
      if bestRow < 0 || RaggednessSolver<Scalar>.less(totalOverflow, totalRagged, bestOverflow, bestRagged) {
        bestOverflow = totalOverflow
        bestRagged = totalRagged
        bestRow = row
      }
      row -= 1
    }
    overflow.append(bestOverflow)
    raggedness.append(bestRagged)
    previous.append(bestRow)
    return true
  }

  /// Emits the line ends on the best chain into `node`, back to the last settled node, and drops what precedes `node`.
  private mutating func settle(through node: Int) {
    var chain: [Int] = []
    var current = node
    while current > committed {
      chain.append(entries[current - base].itemIndex)
      current = previous[current - base]
    }
    ends.append(contentsOf: chain.reversed())
    committed = node
    drop(before: node)
  }

  /// Settles the chain that every row later breaks can use has in common.
  private mutating func commitCommonPrefix(upTo column: Int) {
    // Rows later breaks may use: those within reach, less the widest penalty, and the latest group beyond it.
    let reach = endKey(column) - width - widestPenalty
    var first = column
    let lowest = Swift.max(segmentStart, base)
    while first > lowest && startKey(first - 1) >= reach { first -= 1 }
    if first > lowest {
      let groupKey = startKey(first - 1)
      while first > lowest && startKey(first - 1) == groupKey { first -= 1 }
    }
    // Walk the rows' chains back until they meet.
    var frontier = Array(first...column)
    while frontier.count > 1 {
      let latest = frontier.removeLast()
      let parent = previous[latest - base]
      if parent < committed { return }
      if frontier.last! < parent {
        frontier.append(parent)
      } else if let slot = frontier.firstIndex(where: { $0 >= parent }), frontier[slot] != parent {
        frontier.insert(parent, at: slot)
      }
    }
    let meeting = frontier[0]
    if meeting > committed { settle(through: meeting) }
  }

  /// Forgets stored rows before `node`.
  private mutating func drop(before node: Int) {
    let count = node - base
    guard count > 0 else { return }
    entries.removeFirst(count)
    if justified { glue.removeFirst(count) }
    overflow.removeFirst(count)
    raggedness.removeFirst(count)
    previous.removeFirst(count)
    base = node
  }
}
