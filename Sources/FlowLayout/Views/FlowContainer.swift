// Phase: the Layout-shaped front door. Size-that-fits and place-in-bounds with
// a cache of measured sizes, so a SwiftUI user can map this onto `Layout`
// line for line.

/// Something the container can measure: the engine's stand-in for a SwiftUI subview.
public protocol FlowSubview<Scalar> {
  /// The number type sizes are given in.
  associatedtype Scalar: FlowScalar
  /// The view's size for a proposal; an unspecified proposal asks for the ideal size.
  func sizeThatFits(_ proposal: ProposedFlowSize<Scalar>) -> FlowSize<Scalar>
  /// The distance from the view's top to its first baseline, or `nil` for its bottom.
  var firstBaseline: Scalar? { get }
}

extension FlowSubview {
  /// Views without text have their baseline at the bottom.
  public var firstBaseline: Scalar? { nil }
}

/// A fixed-size subview, for callers that already know their sizes.
public struct FixedSubview<Scalar: FlowScalar>: FlowSubview {
  /// The size reported for every proposal.
  public var size: FlowSize<Scalar>
  /// The baseline, if not the bottom.
  public var firstBaseline: Scalar?

  /// Creates a subview of a fixed size.
  public init(_ size: FlowSize<Scalar>, firstBaseline: Scalar? = nil) {
    self.size = size
    self.firstBaseline = firstBaseline
  }

  /// The fixed size, whatever the proposal.
  public func sizeThatFits(_ proposal: ProposedFlowSize<Scalar>) -> FlowSize<Scalar> { size }
}

/// A flow of views, shaped like SwiftUI's `Layout`.
///
/// | SwiftUI `Layout` | `FlowContainer` |
/// |---|---|
/// | `makeCache(subviews:)` | ``makeCache(subviews:)`` measures each subview once, at its ideal size |
/// | `sizeThatFits(proposal:subviews:cache:)` | ``sizeThatFits(proposal:subviews:cache:)`` |
/// | `placeSubviews(in:proposal:subviews:cache:)` | ``placeSubviews(in:proposal:subviews:cache:)`` returns frames instead of calling `place(at:)` |
/// | `ProposedViewSize` with `nil` dimensions | ``ProposedFlowSize`` with `nil` dimensions: the ideal size, one line |
/// | `bounds.minX`, `bounds.minY` | frames are offset by `bounds.origin` |
///
/// In SwiftUI, each method forwards: build `FixedSubview`s (or a wrapper over
/// `LayoutSubview`) from `subviews`, call this container, then call
/// `subviews[i].place(at:anchor:.topLeading, proposal:)` with each frame.
public struct FlowContainer<Scalar: FlowScalar>: Sendable {
  /// Horizontal space between neighbouring views.
  public var itemSpacing: Scalar
  /// Vertical space between lines.
  public var lineSpacing: Scalar
  /// Alignment of lines.
  public var alignment: HorizontalAlignment
  /// Alignment of the last line; `nil` follows ``alignment`` (leading after justified lines).
  public var lastLineAlignment: HorizontalAlignment?
  /// Alignment of views within a line.
  public var verticalAlignment: VerticalAlignment
  /// Space inside the container's edges.
  public var padding: FlowEdgeInsets<Scalar>
  /// Fill direction.
  public var direction: LayoutDirection
  /// Whether to report the content's size (``FlowSizing/hug``) or the proposed size (``FlowSizing/fill``).
  public var sizing: FlowSizing
  /// The line breaker.
  public var breaker: any LineBreaker
  /// The most lines to show.
  public var maximumLineCount: Int?
  /// Makes the indicator for hidden views.
  public var truncationIndicator: (@Sendable (Int) -> FlowBox<Scalar>)?

  /// Creates a container.
  public init(
    itemSpacing: Scalar = 0, lineSpacing: Scalar = 0, alignment: HorizontalAlignment = .leading,
    lastLineAlignment: HorizontalAlignment? = nil, verticalAlignment: VerticalAlignment = .top,
    padding: FlowEdgeInsets<Scalar> = .zero, direction: LayoutDirection = .leftToRight, sizing: FlowSizing = .hug,
    breaker: any LineBreaker = GreedyLineBreaker(), maximumLineCount: Int? = nil,
    truncationIndicator: (@Sendable (Int) -> FlowBox<Scalar>)? = nil
  ) {
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.alignment = alignment
    self.lastLineAlignment = lastLineAlignment
    self.verticalAlignment = verticalAlignment
    self.padding = padding
    self.direction = direction
    self.sizing = sizing
    self.breaker = breaker
    self.maximumLineCount = maximumLineCount
    self.truncationIndicator = truncationIndicator
  }

  /// Measured sizes and the last layout, so repeated calls measure nothing twice.
  public struct Cache: Sendable {
    /// Each subview's ideal size.
    public internal(set) var sizes: [FlowSize<Scalar>]
    /// Each subview's baseline.
    public internal(set) var baselines: [Scalar]
    /// The last layout and the proposal it was made for.
    var lastLayout: (proposal: ProposedFlowSize<Scalar>, result: FlowLayoutResult<Scalar>)?
  }

  /// Measures every subview once, at its ideal size.
  public func makeCache<Subview: FlowSubview>(subviews: [Subview]) -> Cache where Subview.Scalar == Scalar {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let baselines = zip(subviews, sizes).map { $0.firstBaseline ?? $1.height }
    return Cache(sizes: sizes, baselines: baselines, lastLayout: nil)
  }

  /// The container's size for a proposal.
  ///
  /// An unspecified width gives the ideal size: every view on one line. When
  /// hugging, the size is the content's; when filling, a specified width or
  /// height is taken as is (but never less than the content's height).
  ///
  /// - Throws: ``FlowLayoutError`` for bad sizes or settings.
  public func sizeThatFits<Subview: FlowSubview>(
    proposal: ProposedFlowSize<Scalar>, subviews: [Subview], cache: inout Cache
  ) throws(FlowLayoutError) -> FlowSize<Scalar> where Subview.Scalar == Scalar {
    let result = try layout(proposal: proposal, cache: &cache)
    var size = result.size
    if sizing == .fill, let height = proposal.height, height > size.height { size.height = height }
    return size
  }

  /// Frames for every subview in `bounds`; `nil` for a view hidden by the line limit.
  ///
  /// - Throws: ``FlowLayoutError`` for bad sizes or settings.
  public func placeSubviews<Subview: FlowSubview>(
    in bounds: FlowRect<Scalar>, proposal: ProposedFlowSize<Scalar>, subviews: [Subview], cache: inout Cache
  ) throws(FlowLayoutError) -> [FlowRect<Scalar>?] where Subview.Scalar == Scalar {
    let result = try layout(proposal: proposal, cache: &cache).offset(by: bounds.origin)
    var frames: [FlowRect<Scalar>?] = Array(repeating: nil, count: cache.sizes.count)
    for (ordinal, position) in result.boxPositions.enumerated() {
      frames[ordinal] = FlowRect(origin: position, size: cache.sizes[ordinal])
    }
    return frames
  }

  /// The simple views-with-spacing API: lays out views of known sizes in a proposal.
  public func layout(sizes: [FlowSize<Scalar>], proposal: ProposedFlowSize<Scalar>) throws(FlowLayoutError)
    -> FlowLayoutResult<Scalar>
  {
    var cache = Cache(sizes: sizes, baselines: sizes.map(\.height), lastLayout: nil)
    return try layout(proposal: proposal, cache: &cache)
  }

  /// Lays out the cached sizes for a proposal, reusing the last layout when the proposal is the same.
  func layout(proposal: ProposedFlowSize<Scalar>, cache: inout Cache) throws(FlowLayoutError)
    -> FlowLayoutResult<Scalar>
  {
    if let last = cache.lastLayout, last.proposal == proposal { return last.result }
    if !itemSpacing.isFiniteValue || itemSpacing < 0 { throw .invalidSetting(name: "item spacing") }
    let paragraph = try FlowParagraph(
      FlowViews.items(sizes: cache.sizes, baselines: cache.baselines, spacing: itemSpacing))
    let measures: LineMeasures<Scalar>
    if let width = proposal.width {
      let inner = width - padding.leading - padding.trailing
      measures = try LineMeasures(width: inner)
    } else {
      measures = .unbounded
    }
    let options = FlowLayoutOptions(
      measures: measures, breaker: breaker, alignment: alignment, lastLineAlignment: lastLineAlignment,
      verticalAlignment: verticalAlignment, lineSpacing: lineSpacing, padding: padding, direction: direction,
      sizing: sizing, maximumLineCount: maximumLineCount, truncationIndicator: truncationIndicator,
      truncationSpacing: itemSpacing)
    let result = try FlowEngine.layout(paragraph, options: options)
    cache.lastLayout = (proposal, result)
    return result
  }
}
