// Storage the engine keeps from one paragraph to the next. Terminal text is
// laid out as hundreds of thousands of small paragraphs, and allocating each
// one's tables afresh cost more than filling them.

/// Buffers that whole-cell layouts reuse from one paragraph to the next.
///
/// Laying out a paragraph fills a dozen arrays: the table of breaks, the
/// optimal breaker's scores, the line ends, the placed lines and the box
/// positions. For one long paragraph their allocation is nothing; a text
/// file is many short paragraphs (the Debian Reference's average about 120
/// bytes), and allocating, growing and freeing the same arrays for each is
/// work the layout itself never needed. A workspace keeps them between calls:
///
/// ```swift
/// let workspace = FlowLayoutWorkspace()
/// for paragraph in paragraphs {
///   let result = try FlowEngine.layout(paragraph, options: options, workspace: workspace)
///   draw(result)
///   workspace.reclaim(result)  // its arrays hold the next layout
/// }
/// ```
///
/// Results are the same with a workspace as without. A workspace is not
/// thread-safe: give each thread its own. (Its storage is not checked for
/// overlapping access at run time; only the engine touches it, one call at a
/// time.)
public final class FlowLayoutWorkspace {
  /// The optimal breaker's tables.
  @exclusivity(unchecked) var raggedness = RaggednessStorage<Int>()
  /// Line ends, handed out in ``LineEnds`` and taken back after placement.
  @exclusivity(unchecked) var ends: [Int] = []
  /// Placed lines and box positions, handed out in a result and taken back by ``reclaim(_:)``.
  @exclusivity(unchecked) var lines: [PlacedLine<Int>] = []
  @exclusivity(unchecked) var positions: [FlowPoint<Int>] = []

  /// Creates an empty workspace; it grows to the largest paragraph it has laid out.
  public init() {}

  /// Takes back the arrays of a result the caller has finished with, so the next layout fills them.
  ///
  /// Optional: a result that is simply dropped costs the next layout an
  /// allocation, nothing more.
  public func reclaim(_ result: consuming FlowLayoutResult<Int>) {
    lines = result.lines
    positions = result.boxPositions
  }

  /// `array`, emptied, leaving an empty array in its place: the storage changes hands without a copy.
  @inline(__always)
  static func take<Element>(_ array: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &array)
    taken.removeAll(keepingCapacity: true)
    return taken
  }
}

/// The arrays behind one run of the optimal breaker, kept together so a workspace can lend them out.
struct RaggednessStorage<Scalar: FlowScalar> {
  var entries: [BreakCandidate<Scalar>] = []
  var glue: [GlueSums<Scalar>] = []
  var layerWidths: [Double] = []
  var overflow: [Double] = []
  var raggedness: [Double] = []
  var previous: [Int] = []
  var queue = RowMinimaQueue()
}
