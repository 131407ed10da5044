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
  /// Alignment of the first line, over ``alignment`` and ``lastLineAlignment``; `nil` for no rule of its own.
  ///
  /// A line that follows something the caller draws before it (Markdown's
  /// list marker or `>`) may need to start where that ends: spaces placed
  /// there would be read as part of the marker's indentation.
  public var firstLineAlignment: FlowAlignment?
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
  ///
  /// A box with a size no item could have (NaN, negative, beyond 2^53) takes no room: it is placed as an empty box.
  public var truncationIndicator: (@Sendable (Int) -> FlowBox<Scalar>)?
  /// Space between the last visible box and the indicator.
  public var truncationSpacing: Scalar

  /// Creates options; every setting has a default except the measures.
  ///
  /// Inlinable, so that a caller in another module, which makes options for
  /// every paragraph, gets it specialised for its scalar: called
  /// generically, it looks up the settings' type metadata on each call.
  @inlinable
  public init(
    measures: LineMeasures<Scalar>, breaker: any LineBreaker = GreedyLineBreaker(),
    alignment: FlowAlignment = .leading, lastLineAlignment: FlowAlignment? = nil,
    firstLineAlignment: FlowAlignment? = nil,
    verticalAlignment: FlowVerticalAlignment = .top, lineSpacing: Scalar = 0, emptyLineHeight: Scalar = 0,
    padding: FlowEdgeInsets<Scalar> = .zero, direction: FlowDirection = .leftToRight,
    sizing: FlowSizing = .fill, maximumLineCount: Int? = nil,
    truncationIndicator: (@Sendable (Int) -> FlowBox<Scalar>)? = nil, truncationSpacing: Scalar = 0
  ) {
    self.measures = measures
    self.breaker = breaker
    self.alignment = alignment
    self.lastLineAlignment = lastLineAlignment
    self.firstLineAlignment = firstLineAlignment
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

  /// The alignment of line `number`, which `isFinal` says ends the paragraph or ends at a forced break.
  @inlinable
  func alignment(ofLine number: Int, isFinal: Bool) -> FlowAlignment {
    .ofLine(number, isFinal: isFinal, first: firstLineAlignment, other: alignment, last: lastLineAlignment)
  }

  /// Rejects negative, non-finite or huge settings, and spacing that `items` items could not be laid out with.
  ///
  /// Runs on every layout, so it checks each setting in place rather than
  /// gathering them in an array (a text file is hundreds of thousands of layouts).
  /// A setting beyond 2^53 is refused, so that sums of settings and widths
  /// stay exact and cannot overflow an `Int`; so is line spacing (and
  /// empty-line height) that, once for every line the items could make,
  /// would pass 2^53.
  func validate(items: Int = 0) throws(FlowLayoutError) {
    try Self.check(lineSpacing, "line spacing")
    try Self.check(emptyLineHeight, "empty line height")
    try Self.check(padding.top, "top padding")
    try Self.check(padding.leading, "leading padding")
    try Self.check(padding.bottom, "bottom padding")
    try Self.check(padding.trailing, "trailing padding")
    try Self.check(truncationSpacing, "truncation spacing")
    if let limit = maximumLineCount, limit < 1 { throw .invalidMaximumLineCount }
    // Every line but the last adds the line spacing, and every empty line its height: at most one line an item.
    let perLine = lineSpacing.doubleValue + emptyLineHeight.doubleValue
    if perLine > 0, perLine * Double(items + 1) > FlowParagraph<Scalar>.largestExactTotal {
      throw .linesTooTall(
        lineSpacing: lineSpacing.description, emptyLineHeight: emptyLineHeight.description, lineCount: items + 1)
    }
    try breaker.validate()
  }

  @inline(__always)
  private static func check(_ value: Scalar, _ name: String) throws(FlowLayoutError) {
    if !value.isFiniteValue || value < 0 || value > FlowParagraph<Scalar>.largestExactScalar {
      throw .invalidSetting(name: name, value: value.description)
    }
  }
}
