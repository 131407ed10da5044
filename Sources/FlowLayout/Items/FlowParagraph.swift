// Phase: input. A validated sequence of items: the only form the line breakers
// accept, so a NaN or a negative width can never reach an algorithm.

/// A sequence of items whose every number has been checked.
///
/// Line breakers take a `FlowParagraph`, not a raw array, so the checks run
/// once, up front, and the algorithms can assume finite, non-negative sizes
/// whose sums are exact.
public struct FlowParagraph<Scalar: FlowScalar>: Sendable {
  /// The items, in order.
  public let items: [FlowItem<Scalar>]

  /// The number of boxes among the items.
  public let boxCount: Int

  /// Whether every box has the first box's height and baseline.
  ///
  /// A line of such boxes has one height and puts every box at the same y,
  /// so placement gives each box its position in a single walk instead of
  /// comparing each box with the line's first. A flag, not the shape: a
  /// stored scalar would make the paragraph's layout depend on `Scalar`, and
  /// every generic copy of it go through its type's witnesses.
  @usableFromInline let boxesShareShape: Bool

  /// Validates `items`.
  ///
  /// - Throws: ``FlowLayoutError`` naming the first bad item: a non-finite or
  ///   negative size, a baseline outside its box, glue that shrinks by more
  ///   than its width, a NaN penalty cost, totals beyond 2^53, or more than
  ///   ``maximumItemCount`` items.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public init(_ items: [FlowItem<Scalar>]) throws(FlowLayoutError) {
    try self.init(validating: items)
  }

  /// The checks of ``init(_:)``, under a name of their own so the `Int` entry point can call them.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  init(validating items: [FlowItem<Scalar>]) throws(FlowLayoutError) {
    if items.count > Self.maximumItemCount { throw .tooManyItems }
    var boxes = 0
    var shape: FlowBox<Scalar>?
    var shapeIsShared = true
    // Totals are summed in Double so an absurd input cannot overflow an Int before it is rejected.
    var total = 0.0
    for index in items.indices {
      switch items[index] {
      case .box(let box):
        total += try Self.check(box, item: index)
        boxes += 1
        if let first = shape {
          if box.height != first.height || box.baseline != first.baseline { shapeIsShared = false }
        } else {
          shape = FlowBox(width: 0, height: box.height, baseline: box.baseline)
        }
      case .glue(let glue):
        try Self.check(glue.width, item: index, field: "width")
        try Self.check(glue.stretch, item: index, field: "stretch")
        try Self.check(glue.shrink, item: index, field: "shrink")
        if glue.shrink > glue.width { throw .shrinkExceedsWidth(item: index) }
        total += glue.width.doubleValue + glue.stretch.doubleValue
      case .penalty(let penalty):
        try Self.check(penalty.width, item: index, field: "width")
        if penalty.cost.isNaN { throw .invalidPenaltyCost(item: index) }
        total += penalty.width.doubleValue
      }
    }
    if total > Self.largestExactTotal { throw .totalTooLarge }
    self.items = items
    self.boxCount = boxes
    self.boxesShareShape = shapeIsShared
  }

  /// Items already checked, with their box count: for callers that check as they make them (``FlowViews``), or
  /// whose items are valid by construction (a text paragraph's, whose widths are small counts of columns).
  ///
  /// Debug builds check them all the same, so that the tests catch a caller whose items are not what it claims.
  /// Items the caller built valid, with `boxCount` boxes, all of one height and baseline when `boxesShareShape`
  /// (``boxesShareShape``).
  @inlinable package init(
    checked items: [FlowItem<Scalar>], boxCount: Int, boxesShareShape: Bool = false
  ) {
    assert(Self.holds(items, boxCount: boxCount, boxesShareShape: boxesShareShape), "items that fail their checks")
    self.items = items
    self.boxCount = boxCount
    self.boxesShareShape = boxesShareShape
  }

  /// Whether `items` pass the checks, with `boxCount` boxes, all of one height and baseline when `boxesShareShape`:
  /// what ``init(checked:boxCount:boxesShareShape:)`` asserts.
  @usableFromInline static func holds(_ items: [FlowItem<Scalar>], boxCount: Int, boxesShareShape: Bool) -> Bool {
    guard let checked = try? Self(validating: items), checked.boxCount == boxCount else { return false }
    return !boxesShareShape || checked.boxesShareShape
  }
  /// Checks one box, item `index` of its paragraph, and gives the amount it adds to the paragraph's total.
  @inline(__always)
  static func check(_ box: FlowBox<Scalar>, item index: Int) throws(FlowLayoutError) -> Double {
    try check(box.width, item: index, field: "width")
    try check(box.height, item: index, field: "height")
    try check(box.baseline, item: index, field: "baseline")
    if box.baseline > box.height { throw .baselineOutsideBox(item: index) }
    return box.width.doubleValue + box.height.doubleValue
  }

  /// The most items a paragraph may hold: break tables index items with 32 bits.
  public static var maximumItemCount: Int { Int(Int32.max) - 2 }

  /// 2^53: beyond this, sums of doubles stop being exact integers.
  static var largestExactTotal: Double { 9_007_199_254_740_992 }

  /// 2^53 in the paragraph's own unit: the largest setting (an indent, a spacing) the engine takes, so that sums of
  /// a few of them and a line's width stay exact, and never overflow an `Int`.
  static var largestExactScalar: Scalar { 9_007_199_254_740_992 }

  @inline(__always)
  static func check(_ value: Scalar, item: Int, field: String) throws(FlowLayoutError) {
    if !value.isFiniteValue { throw .nonFiniteValue(item: item, field: field) }
    if value < 0 { throw .negativeValue(item: item, field: field) }
  }

  /// The number of items.
  public var count: Int { items.count }
}

extension FlowParagraph where Scalar == Int {
  /// Validates items in whole cells: ``init(_:)`` through a concrete entry point.
  ///
  /// Called from another module, the generic initialiser looks up type
  /// metadata at run time on every call, which shows when text is laid out a
  /// paragraph at a time. Callers with `Int` items get this one without asking.
  ///
  /// - Throws: ``FlowLayoutError`` naming the first bad item, as ``init(_:)`` does.
  public init(_ items: [FlowItem<Int>]) throws(FlowLayoutError) {
    try self.init(validating: items)
  }
}
