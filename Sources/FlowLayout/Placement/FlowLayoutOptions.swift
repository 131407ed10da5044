// Phase: placement settings. Everything a layout request says besides its
// items, checked once so placement can trust every number.

/// How to break and place a paragraph.
public struct FlowLayoutOptions<Scalar: FlowScalar>: Sendable {
  /// Indent and width per line; the last one repeats.
  ///
  /// ``LineMeasures/unbounded`` lays out one line.
  public var measures: LineMeasures<Scalar>
  /// The line breaker.
  public var breaker: any LineBreaker
  /// Horizontal alignment of every line but the last.
  public var alignment: FlowAlignment
  /// Alignment of the last line and of lines ended by a forced break.
  ///
  /// `nil` means the same as ``alignment``, except that justified text ends
  /// with a leading-aligned line, as in print and CSS.
  public var lastLineAlignment: FlowAlignment?
  /// Vertical alignment of boxes within their line.
  public var verticalAlignment: FlowVerticalAlignment
  /// Space between lines.
  public var lineSpacing: Scalar
  /// Height of a line that holds no box (two forced breaks in a row).
  public var emptyLineHeight: Scalar
  /// Space inside the container's edges.
  public var padding: FlowEdgeInsets<Scalar>
  /// Whether lines fill from the left or from the right.
  public var direction: FlowDirection
  /// Whether the container hugs its widest line or fills its measure.
  public var sizing: FlowSizing
  /// The most lines to show; `nil` for no limit.
  public var maximumLineCount: Int?
  /// Makes the box that stands for hidden boxes ("+3 more") from their number.
  public var truncationIndicator: (@Sendable (Int) -> FlowBox<Scalar>)?
  /// Space between the last visible box and the indicator.
  public var truncationSpacing: Scalar

  /// Creates options; every setting has a default except the measures.
  public init(
    measures: LineMeasures<Scalar>, breaker: any LineBreaker = GreedyLineBreaker(),
    alignment: FlowAlignment = .leading, lastLineAlignment: FlowAlignment? = nil,
    verticalAlignment: FlowVerticalAlignment = .top, lineSpacing: Scalar = 0, emptyLineHeight: Scalar = 0,
    padding: FlowEdgeInsets<Scalar> = .zero, direction: FlowDirection = .leftToRight,
    sizing: FlowSizing = .fill, maximumLineCount: Int? = nil,
    truncationIndicator: (@Sendable (Int) -> FlowBox<Scalar>)? = nil, truncationSpacing: Scalar = 0
  ) {
    self.measures = measures
    self.breaker = breaker
    self.alignment = alignment
    self.lastLineAlignment = lastLineAlignment
    self.verticalAlignment = verticalAlignment
    self.lineSpacing = lineSpacing
    self.emptyLineHeight = emptyLineHeight
    self.padding = padding
    self.direction = direction
    self.sizing = sizing
    self.maximumLineCount = maximumLineCount
    self.truncationIndicator = truncationIndicator
    self.truncationSpacing = truncationSpacing
  }

  /// The alignment of final lines.
  var effectiveLastLineAlignment: FlowAlignment {
    lastLineAlignment ?? (alignment == .justified ? .leading : alignment)
  }

  /// Rejects negative or non-finite settings.
  ///
  /// Runs on every layout, so it checks each setting in place rather than
  /// gathering them in an array (a text file is hundreds of thousands of layouts).
  func validate() throws(FlowLayoutError) {
    try Self.check(lineSpacing, "line spacing")
    try Self.check(emptyLineHeight, "empty line height")
    try Self.check(padding.top, "top padding")
    try Self.check(padding.leading, "leading padding")
    try Self.check(padding.bottom, "bottom padding")
    try Self.check(padding.trailing, "trailing padding")
    try Self.check(truncationSpacing, "truncation spacing")
    if let limit = maximumLineCount, limit < 1 { throw .invalidMaximumLineCount }
  }

  @inline(__always)
  private static func check(_ value: Scalar, _ name: String) throws(FlowLayoutError) {
    if !value.isFiniteValue || value < 0 { throw .invalidSetting(name: name, value: value.description) }
  }
}
