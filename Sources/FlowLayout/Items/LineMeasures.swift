// Phase: input. How long each line may be and where it starts: one measure per
// line, the last repeating, which gives first-line indents, hanging indents and
// arbitrary shapes (TeX's \parshape) with one mechanism.

/// The indent and width of one line.
public struct LineMeasure<Scalar: FlowScalar>: Hashable, Sendable {
  /// The distance from the container's leading edge to where the line starts.
  public var indent: Scalar
  /// The room available to the line's content.
  public var width: Scalar

  /// Creates a measure.
  public init(indent: Scalar = 0, width: Scalar) {
    self.indent = indent
    self.width = width
  }
}

/// Per-line indents and widths; the last entry applies to every later line.
///
/// `[LineMeasure(indent: 4, width: 68), LineMeasure(width: 72)]` is a
/// first-line indent; swapping the indents gives a hanging indent. Widths are
/// validated once here, so a breaker never meets a zero or NaN width.
public struct LineMeasures<Scalar: FlowScalar>: Hashable, Sendable {
  /// The measures, one per line; the last one repeats.
  public let lines: [LineMeasure<Scalar>]

  /// Creates a shape from per-line measures.
  ///
  /// A width beyond ``FlowScalar/unbounded`` (an `Int` near `Int.max`) is
  /// taken as unbounded, which nothing exceeds either, so that an indent
  /// added to it cannot overflow.
  ///
  /// - Throws: ``FlowLayoutError/emptyShape`` for no lines,
  ///   ``FlowLayoutError/invalidLineWidth(line:)`` for a width that is zero,
  ///   negative or not finite (``FlowScalar/unbounded`` is allowed), and
  ///   ``FlowLayoutError/invalidLineIndent(line:)`` for an indent that is
  ///   negative, not finite or beyond 2^53.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public init(_ lines: [LineMeasure<Scalar>]) throws(FlowLayoutError) {
    guard !lines.isEmpty else { throw .emptyShape }
    var lines = lines
    for index in lines.indices {
      let line = lines[index]
      let widthIsUnbounded = line.width == Scalar.unbounded
      if !widthIsUnbounded && (!line.width.isFiniteValue || line.width <= 0) {
        throw .invalidLineWidth(line: index)
      }
      if line.width > Scalar.unbounded { lines[index].width = Scalar.unbounded }
      if !Self.isUsableIndent(line.indent) { throw .invalidLineIndent(line: index) }
    }
    self.lines = lines
  }

  /// Whether `indent` is finite, not negative, and small enough (2^53 at most) to add to a width without overflow.
  static func isUsableIndent(_ indent: Scalar) -> Bool {
    indent.isFiniteValue && indent >= 0 && indent <= FlowParagraph<Scalar>.largestExactScalar
  }

  /// Every line has the same width and no indent.
  public init(width: Scalar) throws(FlowLayoutError) {
    try self.init([LineMeasure(width: width)])
  }

  /// A first line with its own indent, then a uniform width.
  ///
  /// Both lines end at the same right margin: the first line's width is
  /// `width - firstIndent`, later lines' `width - restIndent`.
  ///
  /// - Throws: As ``init(_:)``; the indents are checked before they are
  ///   taken from the width, so that no value can overflow.
  public init(width: Scalar, firstIndent: Scalar, restIndent: Scalar) throws(FlowLayoutError) {
    if !Self.isUsableIndent(firstIndent) { throw .invalidLineIndent(line: 0) }
    if !Self.isUsableIndent(restIndent) { throw .invalidLineIndent(line: 1) }
    if width != Scalar.unbounded && (!width.isFiniteValue || width <= 0) { throw .invalidLineWidth(line: 0) }
    try self.init([
      LineMeasure(indent: firstIndent, width: width - firstIndent),
      LineMeasure(indent: restIndent, width: width - restIndent),
    ])
  }

  /// No limit: every item on one line, apart from forced breaks.
  public static var unbounded: LineMeasures {
    LineMeasures(unchecked: [LineMeasure(width: Scalar.unbounded)])
  }

  init(unchecked lines: [LineMeasure<Scalar>]) {
    self.lines = lines
  }

  /// The measure of line `index` (zero-based); past the end, the last one.
  @inline(__always)
  public subscript(line index: Int) -> LineMeasure<Scalar> {
    index < lines.count ? lines[index] : lines[lines.count - 1]
  }

  /// The width of line `index`.
  @inline(__always)
  public func width(ofLine index: Int) -> Scalar {
    self[line: index].width
  }

  /// Whether any line is unbounded.
  public var isUnbounded: Bool { lines.contains { $0.width == Scalar.unbounded } }

  /// The same shape with every width reduced by `amount`, never below `floor`.
  func narrowed(by amount: Scalar, floor: Scalar) -> LineMeasures {
    LineMeasures(unchecked: lines.map { LineMeasure(indent: $0.indent, width: Swift.max(floor, $0.width - amount)) })
  }
}
