// Phase: the Layout-shaped front door. Size-that-fits and place-in-bounds with
// a cache of measured sizes, so a SwiftUI user can map this onto `Layout`
// line for line.

/// A flow of views, shaped like SwiftUI's `Layout`.
///
/// | SwiftUI `Layout` | `FlowContainer` |
/// |---|---|
/// | `makeCache(subviews:)` | ``makeCache(subviews:)`` measures each subview once, at its ideal size |
/// | `sizeThatFits(proposal:subviews:cache:)` | ``sizeThatFits(proposal:subviews:cache:)`` |
/// | `placeSubviews(in:proposal:subviews:cache:)` | ``placeSubviews(in:proposal:subviews:cache:place:)`` hands each frame to a closure that calls `place(at:)`; ``placeSubviews(in:proposal:subviews:cache:)`` returns them all |
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
  public var alignment: FlowAlignment
  /// Alignment of the last line; `nil` follows ``alignment`` (leading after justified lines).
  public var lastLineAlignment: FlowAlignment?
  /// Alignment of views within a line.
  public var verticalAlignment: FlowVerticalAlignment
  /// Space inside the container's edges.
  public var padding: FlowEdgeInsets<Scalar>
  /// Fill direction.
  public var direction: FlowDirection
  /// Whether to report the proposed width (``FlowSizing/fill``, the default) or the widest line's (``FlowSizing/hug``).
  public var sizing: FlowSizing
  /// The line breaker.
  public var breaker: any LineBreaker
  /// The most lines to show; `nil` for no limit.
  public var maximumLineCount: Int?
  /// What stands for the views the line limit hides.
  public var overflowIndicator: FlowOverflowIndicator<Scalar>

  /// Creates a container.
  ///
  /// The defaults are the engine's (``FlowLayoutOptions``): leading lines,
  /// tops aligned, filling the proposed width, greedy breaking, no line limit.
  public init(
    itemSpacing: Scalar = 0, lineSpacing: Scalar = 0, alignment: FlowAlignment = .leading,
    lastLineAlignment: FlowAlignment? = nil, verticalAlignment: FlowVerticalAlignment = .top,
    padding: FlowEdgeInsets<Scalar> = .zero, direction: FlowDirection = .leftToRight,
    sizing: FlowSizing = .fill, breaker: any LineBreaker = GreedyLineBreaker(),
    maximumLineCount: Int? = nil, overflowIndicator: FlowOverflowIndicator<Scalar> = .none
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
    self.overflowIndicator = overflowIndicator
  }

  /// Measured sizes, the items made from them and the last layout, so repeated calls measure and make nothing twice.
  ///
  /// The items take 64 bytes a view (a box and the glue after it), kept
  /// for as long as the cache is: the price of laying out a new proposal
  /// without making them again.
  public struct Cache: Sendable {
    /// Each subview's ideal size.
    public internal(set) var sizes: [FlowSize<Scalar>]
    /// Each subview's baseline.
    public internal(set) var baselines: [Scalar]
    /// How many views the line limit hid in the last layout; 0 when every view shows.
    public internal(set) var hiddenSubviewCount: Int = 0
    /// The last layout and everything it was made from.
    var lastLayout: (key: LayoutKey, result: FlowLayoutResult<Scalar>)?
    /// The views' items, made once for a spacing and a view count and laid out again for every new proposal.
    ///
    /// SwiftUI asks a layout for its size at several widths before it
    /// places the views; the items depend on the sizes and the spacing only,
    /// so they are made for the first proposal and kept. For many views that
    /// is most of a layout's cost: two items a view, which the kernel would
    /// otherwise fault in afresh for each proposal.
    var madeItems: (spacing: Scalar, viewCount: Int, paragraph: FlowParagraph<Scalar>)?

    @usableFromInline
    init(sizes: [FlowSize<Scalar>], baselines: [Scalar]) {
      self.sizes = sizes
      self.baselines = baselines
    }
  }

  /// Everything a layout depends on besides the measured sizes: a cached layout is reused only when all of it matches.
  struct LayoutKey: Sendable {
    var proposal: ProposedFlowSize<Scalar>
    var settings: [Scalar]
    var alignments: [FlowAlignment?]
    var verticalAlignment: FlowVerticalAlignment
    var direction: FlowDirection
    var sizing: FlowSizing
    var maximumLineCount: Int?
    var breaker: any LineBreaker

    func matches(_ other: LayoutKey) -> Bool {
      proposal == other.proposal && settings == other.settings && alignments == other.alignments
        && verticalAlignment == other.verticalAlignment && direction == other.direction && sizing == other.sizing
        && maximumLineCount == other.maximumLineCount && Self.sameBreaker(breaker, other.breaker)
    }

    /// Whether two breakers are equal values; a breaker that cannot say (not `Hashable`) never matches.
    static func sameBreaker(_ first: any LineBreaker, _ second: any LineBreaker) -> Bool {
      guard let first = first as? any Hashable else { return false }
      return first.isEqual(to: second)
    }
  }

  /// The key for a layout of `proposal`, or `nil` when the layout cannot be told apart from another.
  ///
  /// A closure-made indicator is not comparable, so such layouts are made afresh each time.
  func key(for proposal: ProposedFlowSize<Scalar>) -> LayoutKey? {
    if case .box = overflowIndicator { return nil }
    return LayoutKey(
      proposal: proposal,
      settings: [
        itemSpacing, lineSpacing, padding.top, padding.leading, padding.bottom, padding.trailing,
        overflowIndicator.usesLastSubview ? 1 : 0,
      ],
      alignments: [alignment, lastLineAlignment], verticalAlignment: verticalAlignment, direction: direction,
      sizing: sizing, maximumLineCount: maximumLineCount, breaker: breaker)
  }

  /// Measures every subview once, at its ideal size.
  ///
  /// Inlinable, so that it is compiled for the caller's own subview type:
  /// code generic over it would look up the sizes' type metadata for every
  /// view, which costs many times what laying the views out does.
  @inlinable
  public func makeCache<Subview: FlowSubview>(subviews: [Subview]) -> Cache where Subview.Scalar == Scalar {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let baselines = zip(subviews, sizes).map { $0.firstBaseline ?? $1.height }
    return Cache(sizes: sizes, baselines: baselines)
  }

  /// The container's size for a proposal.
  ///
  /// An unspecified or infinite width gives the ideal size: every view on one
  /// line. A width of zero or less, or one the padding uses up, asks for the
  /// minimum size: as narrow as the widest view. When filling, a specified
  /// width or height is taken as is (but never less than the content's).
  /// Subviews that differ in number from the cache's are measured again.
  ///
  /// - Throws: ``FlowLayoutError`` for a NaN proposal, bad sizes or bad settings.
  public func sizeThatFits<Subview: FlowSubview>(
    proposal: ProposedFlowSize<Scalar>, subviews: [Subview], cache: inout Cache
  ) throws(FlowLayoutError) -> FlowSize<Scalar> where Subview.Scalar == Scalar {
    if subviews.count != cache.sizes.count { cache = makeCache(subviews: subviews) }
    let result = try layout(proposal: proposal, cache: &cache)
    var size = result.size
    if sizing == .fill, let height = proposal.height, height.isFiniteValue, height > size.height {
      size.height = height
    }
    return size
  }

  /// Frames for every subview in `bounds`; `nil` for a view hidden by the line limit.
  ///
  /// With ``FlowOverflowIndicator/lastSubview``, the last frame is the
  /// indicator's: after the last visible view when views are hidden, `nil` otherwise.
  ///
  /// - Throws: ``FlowLayoutError`` for a NaN proposal, bad sizes or bad settings.
  public func placeSubviews<Subview: FlowSubview>(
    in bounds: FlowRect<Scalar>, proposal: ProposedFlowSize<Scalar>, subviews: [Subview], cache: inout Cache
  ) throws(FlowLayoutError) -> [FlowRect<Scalar>?] where Subview.Scalar == Scalar {
    let result = try placedLayout(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    return frames(of: result, movedBy: bounds.origin, sizes: cache.sizes)
  }

  /// Places every subview in `bounds`: calls `place` with each subview's index and frame, in order, once each;
  /// `nil` for a view hidden by the line limit.
  ///
  /// The frames ``placeSubviews(in:proposal:subviews:cache:)`` returns,
  /// handed out as SwiftUI's `placeSubviews` uses them: each view placed,
  /// and nothing kept. For many views that spares most of the placement's
  /// cost: an array of frames is 40 bytes a view, fresh memory that the
  /// system maps and zeroes on every call once it is large.
  ///
  /// ```swift
  /// try container.placeSubviews(in: bounds, proposal: proposal, subviews: views, cache: &cache) { index, frame in
  ///   if let frame { positions[index] = frame.origin }
  /// }
  /// ```
  ///
  /// - Throws: ``FlowLayoutError`` for a NaN proposal, bad sizes or bad settings; then `place` is never called.
  public func placeSubviews<Subview: FlowSubview>(
    in bounds: FlowRect<Scalar>, proposal: ProposedFlowSize<Scalar>, subviews: [Subview], cache: inout Cache,
    place: (_ index: Int, _ frame: FlowRect<Scalar>?) -> Void
  ) throws(FlowLayoutError) where Subview.Scalar == Scalar {
    let result = try placedLayout(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    placeEach(of: result, movedBy: bounds.origin, sizes: cache.sizes, place)
  }

  /// The layout the views are placed by, once `bounds`' origin is known to move every position exactly.
  private func placedLayout<Subview: FlowSubview>(
    in bounds: FlowRect<Scalar>, proposal: ProposedFlowSize<Scalar>, subviews: [Subview], cache: inout Cache
  ) throws(FlowLayoutError) -> FlowLayoutResult<Scalar> where Subview.Scalar == Scalar {
    if subviews.count != cache.sizes.count { cache = makeCache(subviews: subviews) }
    // The origin is added to every position: one beyond 2^53 either way would not be exact, or would overflow.
    let limit = FlowParagraph<Scalar>.largestExactScalar
    for value in [bounds.origin.x, bounds.origin.y] where !value.isFiniteValue || value > limit || value < 0 - limit {
      throw .invalidBounds(value: value.description)
    }
    return try layout(proposal: proposal, cache: &cache)
  }

  /// The simple views-with-spacing API: lays out views of known sizes in a proposal.
  ///
  /// `baselines` gives each view's distance from its top to its baseline
  /// (`nil`: the bottom), for ``FlowVerticalAlignment/firstBaseline``. With
  /// ``FlowOverflowIndicator/lastSubview``, the last size is the indicator's,
  /// and its place is the result's ``FlowLayoutResult/truncation``.
  ///
  /// Many views broken first fit are laid out some thousands at a time, with
  /// the same result: the call never holds all their items at once, which the
  /// allocator would map and the kernel zero afresh on every call.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public func layout(
    sizes: [FlowSize<Scalar>], baselines: [Scalar]? = nil, proposal: ProposedFlowSize<Scalar>
  ) throws(FlowLayoutError) -> FlowLayoutResult<Scalar> {
    // Views past the end of `baselines` have theirs at the bottom (``FlowViews`` reads a missing one so), which
    // spares a million-view layout a million-entry array. A cache made for one call is never asked again, so the
    // layout is not remembered in it.
    var cache = Cache(sizes: sizes, baselines: baselines ?? [])
    return try layout(proposal: proposal, cache: &cache, remembering: false)
  }

  /// Lays out the cached sizes for a proposal, reusing the last layout when nothing it depends on changed.
  ///
  /// With `remembering` false the cache is one this call made, so its last layout is neither looked up nor kept.
  func layout(proposal: ProposedFlowSize<Scalar>, cache: inout Cache, remembering: Bool = true) throws(FlowLayoutError)
    -> FlowLayoutResult<Scalar>
  {
    let key = remembering ? key(for: proposal) : nil
    if let key, let last = cache.lastLayout, last.key.matches(key) { return last.result }
    if !itemSpacing.isFiniteValue || itemSpacing < 0 {
      throw .invalidSetting(name: "item spacing", value: itemSpacing.description)
    }
    let indicatorIndex = overflowIndicator.usesLastSubview && !cache.sizes.isEmpty ? cache.sizes.count - 1 : nil
    let viewCount = indicatorIndex ?? cache.sizes.count
    // A one-shot layout of many views broken first fit is made a chunk of views at a time (FlowContainerChunks).
    if !remembering, let result = try chunkedLayout(of: cache, viewCount: viewCount, proposal: proposal) {
      cache.hiddenSubviewCount = 0
      return result
    }
    let paragraph: FlowParagraph<Scalar>
    if remembering, let made = cache.madeItems, made.spacing == itemSpacing, made.viewCount == viewCount {
      paragraph = made.paragraph
    } else {
      var total = 0.0
      paragraph = try FlowViews.paragraph(
        sizes: cache.sizes.prefix(viewCount), baselines: cache.baselines.prefix(viewCount), spacing: itemSpacing,
        total: &total)
      if remembering { cache.madeItems = (itemSpacing, viewCount, paragraph) }
    }
    let indicator: (@Sendable (Int) -> FlowBox<Scalar>)?
    switch overflowIndicator {
    case .none: indicator = nil
    case .box(let make): indicator = make
    case .lastSubview:
      if let index = indicatorIndex {
        let size = cache.sizes[index]
        let box = FlowBox(
          width: size.width, height: size.height,
          baseline: index < cache.baselines.count ? cache.baselines[index] : size.height)
        indicator = { _ in box }
      } else {
        indicator = nil
      }
    }
    var options = engineOptions(indicator: indicator)
    // The settings are checked before the padding is taken from the proposal.
    try options.validate(items: paragraph.count)
    options.measures = try measures(for: proposal, sizes: cache.sizes.prefix(viewCount))
    let result = try FlowEngine.layout(paragraph, options: options)
    cache.hiddenSubviewCount = viewCount - result.boxPositions.count
    if let key { cache.lastLayout = (key, result) }
    return result
  }

  /// The engine's options for this container's settings, the measures still to be set.
  func engineOptions(indicator: (@Sendable (Int) -> FlowBox<Scalar>)?) -> FlowLayoutOptions<Scalar> {
    FlowLayoutOptions(
      measures: .unbounded, breaker: breaker, alignment: alignment, lastLineAlignment: lastLineAlignment,
      verticalAlignment: verticalAlignment, lineSpacing: lineSpacing, padding: padding, direction: direction,
      sizing: sizing, maximumLineCount: maximumLineCount, truncationIndicator: indicator,
      truncationSpacing: itemSpacing)
  }

  /// The line measure a proposed width leaves inside the padding.
  ///
  /// `nil` or infinite is the ideal size (one line). Zero, negative (negative
  /// infinity too), or less than the padding is SwiftUI's question for the
  /// minimum size: the measure shrinks to the widest view, so every view sits
  /// as narrow as it can. Only NaN is not a proposal.
  func measures(for proposal: ProposedFlowSize<Scalar>, sizes: ArraySlice<FlowSize<Scalar>>) throws(FlowLayoutError)
    -> LineMeasures<Scalar>
  {
    // NaN is the one value not equal to itself.
    if let height = proposal.height, height != height {
      throw .invalidProposal(dimension: "height", value: height.description)
    }
    guard let width = proposal.width, width != Scalar.unbounded else { return .unbounded }
    guard width == width else { throw .invalidProposal(dimension: "width", value: width.description) }
    // The padding has been checked (each side at most 2^53); a width at or below it is the minimum-size question,
    // answered without subtracting, which could overflow an `Int` for a proposal near `Int.min`.
    let sides = padding.leading + padding.trailing
    if width.isFiniteValue, width > sides { return try LineMeasures(width: width - sides) }
    let widest = sizes.reduce(Scalar.zero) { Swift.max($0, $1.width) }
    return widest > 0 ? try LineMeasures(width: widest) : .unbounded
  }
}

extension Hashable {
  /// Whether `other` is a value of this type equal to this one.
  func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
