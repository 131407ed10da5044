// Phase: breaking. The objective of the optimal breaker, as a value: how far
// lines overflow, then how ragged they are. Public so callers can compare any
// two sets of breaks by the same measure.

/// The cost of a set of lines: total overflow first, then raggedness.
///
/// Scores compare overflow first, so a set of breaks that keeps every line
/// within its width always beats one that does not, however ragged. Raggedness
/// is the sum, over every line that does not end a paragraph or a forced break,
/// of its slack squared, plus the costs of the penalties broken at. The last
/// line of a paragraph is free to be short, as in TeX and textwrap.
public struct RaggednessScore: Comparable, Hashable, Sendable {
  /// Total width by which lines exceed their measure after any allowed shrinking.
  public var overflow: Double
  /// Sum of squared slack of non-final lines, plus penalty costs.
  public var raggedness: Double

  /// Creates a score.
  public init(overflow: Double, raggedness: Double) {
    self.overflow = overflow
    self.raggedness = raggedness
  }

  /// No cost.
  public static var zero: RaggednessScore { RaggednessScore(overflow: 0, raggedness: 0) }

  /// Orders by overflow, then by raggedness.
  @inline(__always)
  public static func < (lhs: RaggednessScore, rhs: RaggednessScore) -> Bool {
    lhs.overflow != rhs.overflow ? lhs.overflow < rhs.overflow : lhs.raggedness < rhs.raggedness
  }

  @inline(__always)
  static func + (lhs: RaggednessScore, rhs: RaggednessScore) -> RaggednessScore {
    RaggednessScore(overflow: lhs.overflow + rhs.overflow, raggedness: lhs.raggedness + rhs.raggedness)
  }

  /// The score of one line with the given natural width, shrinkability and measure.
  ///
  /// `isFinal` marks the last line of a paragraph or a line ended by a forced
  /// break: it is free when it fits. A justified line that must shrink to fit
  /// pays for the squeeze as for slack. Other lines pay for their distance
  /// from a goal `goalShortfall` short of the width, on either side.
  @inline(__always)
  static func line(
    natural: Double, shrinkable: Double, width: Double, goalShortfall: Double = 0, penalty: Double, isFinal: Bool
  ) -> RaggednessScore {
    let overflow = Swift.max(0, natural - shrinkable - width)
    let slack = width - natural
    let goalSlack = slack - goalShortfall
    let ragged = isFinal ? (slack >= 0 ? 0 : slack * slack) : goalSlack * goalSlack + penalty
    return RaggednessScore(overflow: overflow, raggedness: ragged)
  }

  /// Scores existing breaks the way ``OptimalLineBreaker`` scores its own, for lines that aim `goalShortfall`
  /// short of their measure (see ``OptimalLineBreaker/goalShortfall``).
  public static func of<Scalar: FlowScalar>(
    _ breaks: LineEnds, in paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool,
    goalShortfall: Double = 0
  ) -> RaggednessScore {
    var total = RaggednessScore.zero
    for line in LineSpans(paragraph, breaks: breaks) {
      let width = measures.width(ofLine: line.number).doubleValue
      total =
        total
        + .line(
          natural: line.naturalWidth.doubleValue, shrinkable: justified ? line.shrink.doubleValue : 0,
          width: width, goalShortfall: goalShortfall, penalty: line.breakCost, isFinal: line.isFinal)
    }
    return total
  }
}
