// Phase: breaking. The data structure that makes minimum-raggedness breaking
// near-linear: for a totally monotone cost matrix, a queue of rows, each with
// the first column where it becomes the best choice.

/// The storage of a queue of candidate rows for row minima, kept from paragraph to paragraph.
///
/// A segment of `n` breaks inserts at most `n` rows, so the queue is laid out
/// in two arrays of at least that length, grown once and then reused, and
/// worked on through ``RowMinimaWindow`` with pointers: appends and removals
/// on the arrays themselves would check their capacity and uniqueness on
/// every row, which with the checked arithmetic around them is a large share
/// of the solver's time.
struct RowMinimaQueue {
  private var rows: [Int] = []
  private var starts: [Int] = []

  /// Runs `body` with an empty queue that can hold `capacity` rows.
  @inline(__always)
  mutating func withQueue<Result>(capacity: Int, _ body: (inout RowMinimaWindow) -> Result) -> Result {
    if rows.count < capacity {
      rows = Array(repeating: 0, count: capacity)
      starts = Array(repeating: 0, count: capacity)
    }
    return rows.withUnsafeMutableBufferPointer { rows in
      starts.withUnsafeMutableBufferPointer { starts in
        var window = RowMinimaWindow(rows: rows.baseAddress!, starts: starts.baseAddress!, capacity: rows.count)
        return body(&window)
      }
    }
  }
}

/// A queue of candidate rows for row minima of a totally monotone matrix.
///
/// Rows arrive in increasing order. Total monotonicity means that if a newer
/// row is at least as good as an older one at some column, it stays so for
/// every later column. So each row owns a contiguous run of columns, and the
/// runs are ordered: a new row removes the rows it beats from the back and
/// then finds, by galloping and binary search, where it starts to win
/// against the row before it.
struct RowMinimaWindow {
  /// Each entry: a row and the first column at which it is the best, for entries `head..<tail`.
  private let rows: UnsafeMutablePointer<Int>
  private let starts: UnsafeMutablePointer<Int>
  private let capacity: Int
  private var head = 0
  private var tail = 0

  fileprivate init(rows: UnsafeMutablePointer<Int>, starts: UnsafeMutablePointer<Int>, capacity: Int) {
    self.rows = rows
    self.starts = starts
    self.capacity = capacity
  }

  /// Adds `row`, available from `firstColumn` through `lastColumn`.
  ///
  /// `beats(candidate, incumbent, column)` says whether `candidate` is at
  /// least as good as `incumbent` at `column`.
  @inline(__always)
  mutating func insert(
    row: Int, firstColumn: Int, lastColumn: Int, beats: (Int, Int, Int) -> Bool
  ) {
    while tail > head {
      let incumbent = rows[tail &- 1]
      let from = Swift.max(starts[tail &- 1], firstColumn)
      if beats(row, incumbent, from) {
        tail &-= 1
        continue
      }
      // Gallop forward for a column where the new row wins, then bisect.
      var low = from
      var step = 1
      var high = from &+ step
      while high <= lastColumn && !beats(row, incumbent, high) {
        low = high
        step &*= 2
        high = from &+ step
      }
      if high > lastColumn {
        if lastColumn <= low || !beats(row, incumbent, lastColumn) { return }
        high = lastColumn
      }
      // Invariant: the incumbent wins at `low`, the new row at `high`.
      while high &- low > 1 {
        let middle = low &+ (high &- low) / 2
        if beats(row, incumbent, middle) { high = middle } else { low = middle }
      }
      append(row, from: high)
      return
    }
    append(row, from: firstColumn)
  }

  @inline(__always)
  private mutating func append(_ row: Int, from column: Int) {
    // Each column inserts at most one row, and the caller's capacity counts the columns.
    precondition(tail < capacity, "more rows than the queue was made for")
    rows[tail] = row
    starts[tail] = column
    tail &+= 1
  }

  /// The best row for `column`, dropping rows whose turn is over.
  @inline(__always)
  mutating func bestRow(for column: Int) -> Int? {
    guard head < tail else { return nil }
    while head &+ 1 < tail && starts[head &+ 1] <= column { head &+= 1 }
    return rows[head]
  }
}
