// Phase: breaking. The data structure that makes minimum-raggedness breaking
// near-linear: for a totally monotone cost matrix, a queue of rows, each with
// the first column where it becomes the best choice.

/// A queue of candidate rows for row minima of a totally monotone matrix.
///
/// Rows arrive in increasing order. Total monotonicity means that if a newer
/// row is at least as good as an older one at some column, it stays so for
/// every later column. So each row owns a contiguous run of columns, and the
/// runs are ordered: a new row removes the rows it beats from the back and
/// then finds, by galloping and binary search, where it starts to win
/// against the row before it.
struct RowMinimaQueue {
  /// Each entry: a row and the first column at which it is the best.
  private var rows: [Int] = []
  private var starts: [Int] = []
  private var head = 0

  mutating func reset() {
    rows.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    head = 0
  }

  /// Adds `row`, available from `firstColumn` through `lastColumn`.
  ///
  /// `beats(candidate, incumbent, column)` says whether `candidate` is at
  /// least as good as `incumbent` at `column`.
  @inline(__always)
  mutating func insert(
    row: Int, firstColumn: Int, lastColumn: Int, beats: (Int, Int, Int) -> Bool
  ) {
    while rows.count > head {
      let incumbent = rows[rows.count - 1]
      let from = Swift.max(starts[starts.count - 1], firstColumn)
      if beats(row, incumbent, from) {
        rows.removeLast()
        starts.removeLast()
        continue
      }
      // Gallop forward for a column where the new row wins, then bisect.
      var low = from
      var step = 1
      var high = from + step
      while high <= lastColumn && !beats(row, incumbent, high) {
        low = high
        step *= 2
        high = from + step
      }
      if high > lastColumn {
        if lastColumn <= low || !beats(row, incumbent, lastColumn) { return }
        high = lastColumn
      }
      // Invariant: the incumbent wins at `low`, the new row at `high`.
      while high - low > 1 {
        let middle = low + (high - low) / 2
        if beats(row, incumbent, middle) { high = middle } else { low = middle }
      }
      rows.append(row)
      starts.append(high)
      return
    }
    rows.append(row)
    starts.append(firstColumn)
  }

  /// The best row for `column`, dropping rows whose turn is over.
  @inline(__always)
  mutating func bestRow(for column: Int) -> Int? {
    guard head < rows.count else { return nil }
    while head + 1 < rows.count && starts[head + 1] <= column { head += 1 }
    if head >= 1024 && head * 2 >= rows.count { compact() }
    return rows[head]
  }

  /// Forgets the rows whose turn is over, so the queue's memory stays proportional to its live rows.
  private mutating func compact() {
    rows.removeFirst(head)
    starts.removeFirst(head)
    head = 0
  }
}
