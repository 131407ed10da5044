// Phase: breaking. CSS `text-wrap: balance`: keep the fewest lines, then
// narrow the measure as far as that line count allows, so lines come out
// about equally long.

/// Balanced line breaking: the fewest lines, with lengths as even as possible.
///
/// First fit gives the fewest lines a paragraph can take. This breaker then
/// searches, by bisection, for the largest amount by which every line's
/// measure can be narrowed without needing another line, and breaks with
/// first fit at that narrower measure. A two-line heading that first fit would
/// set as one long line and one word comes out as two halves. Within that
/// narrower measure, minimum-raggedness breaking then evens the lines out when
/// it can do so without adding a line. There is no cap
/// on the number of lines (browsers stop balancing after a few; this does
/// not). Each bisection step is one first-fit pass, so the cost is
/// O(n log w) for a measure `w`.
public struct BalancedLineBreaker: LineBreaker, Hashable {
  /// Creates the breaker.
  public init() {}

  /// Chooses the line ends for `paragraph` set in `measures`.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
  ) -> LineEnds {
    let greedy = GreedyLineBreaker()
    let widest = greedy.breakLines(paragraph, measures: measures, justified: justified)
    // One line, or an unbounded measure, has nothing to balance.
    guard widest.lineCount > 1, !measures.isUnbounded else { return widest }
    let target = widest.lineCount
    let baseline = RaggednessScore.of(widest, in: paragraph, measures: measures, justified: justified).overflow
    // Narrow every line by `cut`; keep the cut if the line count and the overflow do not grow.
    let narrowest = measures.lines.map(\.width).min()!
    func keeps(_ cut: Scalar) -> LineEnds? {
      let narrowed = measures.narrowed(by: cut, floor: 0)
      let breaks = greedy.breakLines(paragraph, measures: narrowed, justified: justified)
      guard breaks.lineCount == target else { return nil }
      let overflow = RaggednessScore.of(breaks, in: paragraph, measures: measures, justified: justified).overflow
      return overflow <= baseline ? breaks : nil
    }
    var low: Scalar = 0
    var high = narrowest
    var best = widest
    while !Scalar.bisectionHasConverged(low: low, high: high) {
      let middle = low + (high - low).halved()
      if let breaks = keeps(middle) {
        low = middle
        best = breaks
      } else {
        high = middle
      }
    }
    // First fit at the narrowest measure still front-loads the lines; minimum
    // raggedness at that measure spreads them, if it keeps the same count.
    let narrowed = measures.narrowed(by: low, floor: 0)
    let spread = OptimalLineBreaker().breakLines(paragraph, measures: narrowed, justified: justified)
    if spread.lineCount == target
      && RaggednessScore.of(spread, in: paragraph, measures: narrowed, justified: justified)
        < RaggednessScore.of(best, in: paragraph, measures: narrowed, justified: justified)
    {
      return spread
    }
    return best
  }
}
