// Phase: breaking. Items in, line ends out. Every breaker answers the same
// question, so front ends pick one by name and placement never cares which.

/// A line-breaking algorithm.
///
/// Breakers are pure: the same paragraph, measures and flag always give the
/// same breaks. `justified` tells the objective how the lines will be set:
/// when lines are justified, glue may shrink, so a line may hold more than its
/// natural width allows, and a breaker that scores lines judges them by how
/// much their spaces must stretch rather than by their ragged edge.
public protocol LineBreaker: Sendable {
  /// Chooses the line ends for `paragraph` set in `measures`.
  func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
  ) -> LineEnds

  /// Chooses the line ends for a paragraph in whole cells: the same answer, through a concrete entry point.
  ///
  /// A generic requirement called through `any LineBreaker` runs the generic
  /// entry of the breaker, which looks up type metadata at run time before
  /// it reaches its specialised code. Terminal text lays out hundreds of
  /// thousands of small paragraphs, where those look-ups cost several per
  /// cent, so ``FlowEngine`` calls this one for `Int` layouts. The default
  /// calls the generic requirement; a conforming type need not implement it.
  func breakLines(_ paragraph: FlowParagraph<Int>, measures: LineMeasures<Int>, justified: Bool) -> LineEnds

  /// Chooses the line ends for a paragraph in whole cells, with arrays lent by `workspace`: the same answer.
  ///
  /// A breaker that builds tables per paragraph can keep them in the
  /// workspace instead of allocating them on every call. The default ignores
  /// the workspace and calls the `Int` requirement.
  func breakLines(
    _ paragraph: FlowParagraph<Int>, measures: LineMeasures<Int>, justified: Bool, workspace: FlowLayoutWorkspace
  ) -> LineEnds

  /// Throws when the breaker's own settings cannot give breaks, as a NaN would silently change them.
  ///
  /// The engine asks before every layout, with the rest of the options. The
  /// default accepts: a breaker without settings has nothing to check.
  func validate() throws(FlowLayoutError)
}

extension LineBreaker {
  /// Accepts: a breaker without settings has nothing to check.
  public func validate() throws(FlowLayoutError) {}

  /// Calls the generic requirement with `Int`.
  public func breakLines(_ paragraph: FlowParagraph<Int>, measures: LineMeasures<Int>, justified: Bool) -> LineEnds {
    breakGenerically(self, paragraph, measures: measures, justified: justified)
  }

  /// Calls the `Int` requirement, without the workspace.
  public func breakLines(
    _ paragraph: FlowParagraph<Int>, measures: LineMeasures<Int>, justified: Bool, workspace: FlowLayoutWorkspace
  ) -> LineEnds {
    breakLines(paragraph, measures: measures, justified: justified)
  }
}

/// Calls `breaker`'s generic requirement: in a generic context the call cannot resolve to the `Int` one.
@inline(__always)
func breakGenerically<Breaker: LineBreaker, Scalar: FlowScalar>(
  _ breaker: Breaker, _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
) -> LineEnds {
  breaker.breakLines(paragraph, measures: measures, justified: justified)
}

/// The built-in breakers, by name.
public enum LineBreakingAlgorithm: Hashable, Sendable {
  /// First fit: fill each line as far as it goes. Fast and predictable.
  case greedy
  /// Minimum raggedness: the least sum of squared slack over all lines but the last.
  case optimal
  /// Knuth and Plass's total-fit algorithm with TeX's badness and demerits.
  case knuthPlass(KnuthPlassOptions)
  /// The fewest lines, made as even in length as possible (CSS `text-wrap: balance`).
  case balance

  /// The breaker that implements this algorithm.
  public var breaker: any LineBreaker {
    switch self {
    case .greedy: GreedyLineBreaker()
    case .optimal: OptimalLineBreaker()
    case .knuthPlass(let options): KnuthPlassLineBreaker(options: options)
    case .balance: BalancedLineBreaker()
    }
  }

  /// The breaker for lines of at most `width` columns that aim at `goal` (GNU fmt's `-g`), when given.
  ///
  /// Only ``optimal`` aims at a goal (``OptimalLineBreaker/goalShortfall``);
  /// the others break at the measure, so a caller who wants them to break at
  /// the goal gives them the goal as the width.
  public func breaker(width: Int, goal: Int?) -> any LineBreaker {
    guard let goal, self == .optimal else { return breaker }
    // In Double: a goal near Int.min taken from a width near Int.max would overflow an Int.
    return OptimalLineBreaker(goalShortfall: Swift.max(0, Double(width) - Double(goal)))
  }

  /// The width to measure lines at and the goal to aim at, for a caller given a width and perhaps a goal.
  ///
  /// The optimal breaker aims at the goal and lets lines run to the width,
  /// as GNU fmt does; every other breaker breaks at a limit, which is then
  /// the goal when there is one.
  public func widthAndGoal(width: Int, goal: Int?) -> (width: Int, goal: Int?) {
    self == .optimal ? (width, goal) : (goal ?? width, nil)
  }

  /// Knuth–Plass with TeX's default settings.
  public static var knuthPlass: LineBreakingAlgorithm { .knuthPlass(KnuthPlassOptions()) }
}
