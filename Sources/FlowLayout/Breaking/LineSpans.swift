// Phase: breaking to placement. Breaks in, per-line extents out: which items a
// line holds, how wide it is naturally, and how far its glue can give.

/// The items and natural metrics of one line.
public struct LineSpan<Scalar: FlowScalar>: Hashable, Sendable {
  /// The zero-based line number.
  public var number: Int
  /// The items on the line, from its first item up to (not including) the break.
  public var items: Range<Int>
  /// The item the line ends at: glue, a penalty, or the paragraph's end.
  public var breakIndex: Int
  /// Width of the items plus the break's own width (a hyphen), before justification.
  public var naturalWidth: Scalar
  /// Total stretch of the glue on the line.
  public var stretch: Scalar
  /// Total shrink of the glue on the line.
  public var shrink: Scalar
  /// The cost of the penalty the line ends at, or zero.
  public var breakCost: Double
  /// Whether the line ends at a flagged penalty (a hyphen).
  public var endsFlagged: Bool
  /// Whether the line ends the paragraph or ends at a forced break.
  public var isFinal: Bool

  @usableFromInline
  init(
    number: Int, items: Range<Int>, breakIndex: Int, naturalWidth: Scalar, stretch: Scalar, shrink: Scalar,
    breakCost: Double, endsFlagged: Bool, isFinal: Bool
  ) {
    self.number = number
    self.items = items
    self.breakIndex = breakIndex
    self.naturalWidth = naturalWidth
    self.stretch = stretch
    self.shrink = shrink
    self.breakCost = breakCost
    self.endsFlagged = endsFlagged
    self.isFinal = isFinal
  }
}

/// The lines of a paragraph under given breaks, computed lazily in order.
public struct LineSpans<Scalar: FlowScalar>: Sequence, Sendable {
  let items: [FlowItem<Scalar>]
  let ends: [Int]

  /// Spans for `breaks` over `paragraph`.
  public init(_ paragraph: FlowParagraph<Scalar>, breaks: LineEnds) {
    self.items = paragraph.items
    self.ends = breaks.ends
  }

  /// An iterator over the lines.
  public func makeIterator() -> Iterator {
    Iterator(items: items, ends: ends)
  }

  /// Walks the lines.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline let items: [FlowItem<Scalar>]
    @usableFromInline let ends: [Int]
    @usableFromInline var line = 0
    @usableFromInline var start = 0
    @usableFromInline let lastBox: Int

    @inlinable
    init(items: [FlowItem<Scalar>], ends: [Int]) {
      self.items = items
      self.ends = ends
      self.lastBox = BreakpointRules.lastBoxIndex(items) ?? -1
    }

    /// The next line, or `nil` after the last.
    ///
    /// Inlinable, so that a front end in another module gets it specialized for its scalar: called generically, it
    /// looks up the item types' metadata for every line.
    @inlinable
    public mutating func next() -> LineSpan<Scalar>? {
      guard line < ends.count else { return nil }
      let end = ends[line]
      // The last line stops at the last box: trailing glue belongs to no line.
      let contentEnd = end == items.count ? Swift.min(end, lastBox + 1) : end
      var width: Scalar = 0
      var stretch: Scalar = 0
      var shrink: Scalar = 0
      var index = start
      while index < contentEnd {
        switch items[index] {
        case .box(let box): width += box.width
        case .glue(let glue):
          width += glue.width
          stretch += glue.stretch
          shrink += glue.shrink
        case .penalty: break
        }
        index += 1
      }
      var cost = 0.0
      var flagged = false
      var forced = end == items.count
      if end < items.count, case .penalty(let penalty) = items[end] {
        width += penalty.width
        cost = penalty.isForced ? 0 : penalty.cost
        flagged = penalty.isFlagged
        forced = penalty.isForced
      }
      let span = LineSpan(
        number: line, items: start..<Swift.max(start, contentEnd), breakIndex: end, naturalWidth: width,
        stretch: stretch, shrink: shrink, breakCost: cost, endsFlagged: flagged, isFinal: forced)
      line += 1
      start = end < items.count ? BreakpointRules.lineStart(items, afterBreakAt: end) : end
      return span
    }
  }
}
