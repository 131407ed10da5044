// Phase: input. The items a paragraph is made of, in Knuth and Plass's model:
// boxes are placed, glue stretches or shrinks between them, and penalties mark
// where a line may (or must, or must not) end.

/// Something with a fixed size that is placed whole: a word, a chip, a view.
public struct FlowBox<Scalar: FlowScalar>: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Scalar
  /// The vertical extent.
  ///
  /// In a terminal, a chip drawn with a frame is 3 rows tall.
  public var height: Scalar
  /// The distance from the box's top to its baseline, used by baseline alignment.
  public var baseline: Scalar

  /// Creates a box.
  ///
  /// The baseline defaults to the bottom edge, as for a line of text.
  public init(width: Scalar, height: Scalar = 1, baseline: Scalar? = nil) {
    self.width = width
    self.height = height
    self.baseline = baseline ?? height
  }
}

/// Flexible space between boxes.
///
/// A line may end at glue that directly follows a box; the glue then
/// disappears. Stretch and shrink say how much the glue can give when a line
/// is justified, in proportion to the other glue on the line.
public struct FlowGlue<Scalar: FlowScalar>: Hashable, Sendable {
  /// The natural width.
  public var width: Scalar
  /// How much the glue can grow, relative to other glue, when a line is justified.
  public var stretch: Scalar
  /// How much the glue can give up when a justified line is too long.
  ///
  /// At most `width`.
  public var shrink: Scalar

  /// Creates glue.
  public init(width: Scalar, stretch: Scalar = 0, shrink: Scalar = 0) {
    self.width = width
    self.stretch = stretch
    self.shrink = shrink
  }
}

/// A possible line end, with a cost for ending a line there.
///
/// A penalty has width only when a line ends on it (a hyphen, for instance),
/// and nothing otherwise. A cost of `-infinity` forces a break (a hard line
/// break); `+infinity` forbids one (a no-break space after glue).
public struct FlowPenalty<Scalar: FlowScalar>: Hashable, Sendable {
  /// The width added to the line if it ends here, such as a hyphen's.
  public var width: Scalar
  /// The aesthetic cost of ending a line here.
  ///
  /// `-infinity` forces a break, `+infinity` forbids one.
  public var cost: Double
  /// Marks hyphen-like breaks; two flagged breaks in a row cost extra in Knuth–Plass.
  public var isFlagged: Bool

  /// Creates a penalty.
  public init(width: Scalar = 0, cost: Double = 0, isFlagged: Bool = false) {
    self.width = width
    self.cost = cost
    self.isFlagged = isFlagged
  }

  /// A break that must be taken: a hard line break.
  public static var forcedBreak: FlowPenalty { FlowPenalty(cost: -.infinity) }

  /// A point where no break may be taken.
  public static var noBreak: FlowPenalty { FlowPenalty(cost: .infinity) }

  /// Whether the line must end here.
  public var isForced: Bool { cost == -.infinity }

  /// Whether the line may end here at all.
  public var allowsBreak: Bool { cost < .infinity }
}

/// One element of a paragraph: a box, glue or a penalty.
public enum FlowItem<Scalar: FlowScalar>: Hashable, Sendable {
  /// Placed content.
  case box(FlowBox<Scalar>)
  /// Flexible space.
  case glue(FlowGlue<Scalar>)
  /// A possible, forced or forbidden line end.
  case penalty(FlowPenalty<Scalar>)

  /// The width this item adds to a line it sits inside (penalties add nothing).
  @inline(__always)
  public var widthInLine: Scalar {
    switch self {
    case .box(let box): box.width
    case .glue(let glue): glue.width
    case .penalty: 0
    }
  }

  /// Whether the item is a box.
  @inline(__always)
  public var isBox: Bool {
    if case .box = self { return true }
    return false
  }
}
