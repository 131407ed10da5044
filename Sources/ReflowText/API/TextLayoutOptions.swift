// Phase: configuration. The settings every front end sets text with, whatever
// else it chooses: plain text's wrapping, Markdown's rewrapping and render's
// drawing embed one value of this type, so that a width, a goal, a breaker,
// the line-break rules and the column widths mean the same in all three.

import FlowLayout

/// The settings every front end lays text out with: how wide, aimed where, broken how, and measured how.
///
/// ``TextWrapOptions``, `MarkdownFormatOptions` and `MarkdownRenderOptions`
/// each hold one as `layout`, and read these five through it.
public struct TextLayoutOptions: Hashable, Sendable {
  /// The widest a line may be, in columns.
  public var width: Int
  /// The line length the optimal breaker aims at, below ``width``, which stays the limit; nil aims at ``width``.
  public var goal: Int?
  /// The line breaker.
  public var algorithm: LineBreakingAlgorithm
  /// Where lines may break: locale, strictness, word-break.
  public var lineBreak: LineBreakStyle
  /// Ambiguous width and tab stops.
  public var widths: WidthOptions

  /// Creates settings; the defaults are a 75-column line, the optimal breaker and the root locale's rules.
  public init(
    width: Int = 75, goal: Int? = nil, algorithm: LineBreakingAlgorithm = .optimal,
    lineBreak: LineBreakStyle = LineBreakStyle(), widths: WidthOptions = WidthOptions()
  ) {
    self.width = width
    self.goal = goal
    self.algorithm = algorithm
    self.lineBreak = lineBreak
    self.widths = widths
  }

  /// Whether ``goal`` can be aimed at: none, or from 1 to ``width``.
  ///
  /// The one rule every front end checks the goal by when it is made
  /// (`TextWrapper`, `MarkdownFormatter`, `MarkdownRenderer`): a goal of 0 or
  /// less would aim every line at nothing, one word a line, and one far
  /// below `Int`'s range would be lost in the breaker's arithmetic.
  public var goalIsValid: Bool { goal.map { $0 >= 1 && $0 <= width } ?? true }

  /// The breaker these settings ask for: the optimal one aimed at the goal, or the algorithm's own.
  ///
  /// The one place a front end's breaker is made, so that a goal is never
  /// dropped by one of them (`LineBreakingAlgorithm.breaker(width:goal:)`).
  public var breaker: any LineBreaker { algorithm.breaker(width: width, goal: goal) }
}
