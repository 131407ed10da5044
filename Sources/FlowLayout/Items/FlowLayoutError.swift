// Phase: input. Every way a caller's numbers can be unusable, as a thrown error
// rather than a crash or a hang.

/// Why a layout request was rejected.
///
/// The engine checks every number before it lays anything out: a NaN width or
/// a negative spacing is a bug in the caller, and it is reported with the
/// position of the bad value rather than producing a nonsense layout, a trap or
/// an endless loop.
public enum FlowLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An item's dimension is NaN or infinite. `item` is its index, `field` its name.
  case nonFiniteValue(item: Int, field: String)
  /// An item's dimension is negative.
  case negativeValue(item: Int, field: String)
  /// A box's baseline lies outside the box.
  case baselineOutsideBox(item: Int)
  /// Glue can shrink by more than its own width.
  case shrinkExceedsWidth(item: Int)
  /// A penalty cost is NaN.
  case invalidPenaltyCost(item: Int)
  /// More items than ``FlowParagraph/maximumItemCount`` (about two billion).
  case tooManyItems
  /// The sum of the items' sizes is too large to compute with exactly (over 2^53).
  case totalTooLarge
  /// A line width is zero, negative, NaN or infinite. `line` is its index in the shape.
  case invalidLineWidth(line: Int)
  /// A line indent is negative, NaN or infinite.
  case invalidLineIndent(line: Int)
  /// A shape with no lines.
  case emptyShape
  /// A spacing, padding or similar setting is negative, not finite, or beyond 2^53, the largest size laid out
  /// exactly. `name` says which, `value` what it was; the description says which limit it breaks.
  case invalidSetting(name: String, value: String)
  /// The line spacing and the empty-line height are each within bounds, but what the lines would add to the
  /// height, one of each a line for `lineCount` lines at most, passes 2^53.
  case linesTooTall(lineSpacing: String, emptyLineHeight: String, lineCount: Int)
  /// A proposed width or height is NaN.
  ///
  /// A zero, negative (even negative infinity) or infinite proposal is a
  /// valid question, not an error: the minimum size, and the ideal size.
  case invalidProposal(dimension: String, value: String)
  /// The maximum line count is zero or negative.
  case invalidMaximumLineCount
  /// A coordinate of the bounds' origin given to ``FlowContainer/placeSubviews(in:proposal:subviews:cache:)`` is
  /// not finite or lies beyond 2^53 either way; `value` is what it was.
  case invalidBounds(value: String)

  /// A sentence naming the bad value and where it is.
  public var description: String {
    switch self {
    case .nonFiniteValue(let item, let field): "item \(item): \(field) is not a finite number"
    case .negativeValue(let item, let field): "item \(item): \(field) is negative"
    case .baselineOutsideBox(let item): "item \(item): baseline lies outside the box"
    case .shrinkExceedsWidth(let item): "item \(item): glue shrink exceeds its width"
    case .invalidPenaltyCost(let item): "item \(item): penalty cost is NaN"
    case .tooManyItems: "a paragraph may hold at most \(FlowParagraph<Int>.maximumItemCount) items"
    case .totalTooLarge: "the items' total size exceeds 2^53 and cannot be laid out exactly"
    case .invalidLineWidth(let line): "line \(line): width must be finite and greater than zero"
    case .invalidLineIndent(let line): "line \(line): indent must be finite and not negative"
    case .emptyShape: "a line shape needs at least one line"
    case .invalidSetting(let name, let value): "\(name) is \(value); \(Self.limit(brokenBy: value))"
    case .linesTooTall(let lineSpacing, let emptyLineHeight, let lineCount):
      "line spacing \(lineSpacing) plus empty line height \(emptyLineHeight), for each of up to \(lineCount) lines, "
        + "passes 2^53 (9007199254740992), the largest height laid out exactly"
    case .invalidBounds(let value): "the bounds' origin holds \(value), which is not a place to lay out at"
    case .invalidProposal(let dimension, let value): "the proposed \(dimension) is \(value), which is not a size"
    case .invalidMaximumLineCount: "the maximum line count must be at least 1"
    }
  }

  /// The limit a setting's value breaks, as the end of a sentence: not finite, negative, or over 2^53.
  private static func limit(brokenBy value: String) -> String {
    guard let number = Double(value), number.isFinite else { return "it must be a finite number" }
    if number < 0 { return "it must not be negative" }
    // Spacing and padding may be 0; a setting that is a divisor (the Knuth-Plass ragged stretch) may not.
    if number == 0 { return "it must be more than 0" }
    return "it must be at most 2^53 (9007199254740992), the largest size laid out exactly"
  }
}
