// Phase: configuration. Everything a caller can choose about wrapping text,
// in one value.

import FlowLayout

/// Settings for wrapping text.
public struct TextWrapOptions: Sendable {
  /// The widest a line may be, in columns, indent included.
  public var width: Int
  /// Written before the first line; its width counts against the first line.
  public var initialIndent: String
  /// Written before every later line.
  public var subsequentIndent: String
  /// The line-breaking algorithm.
  public var algorithm: LineBreakingAlgorithm
  /// How lines sit between the margins.
  ///
  /// Justified lines get whole extra spaces.
  public var alignment: HorizontalAlignment
  /// The last line's alignment; nil uses the engine's rule (leading after justified lines).
  public var lastLineAlignment: HorizontalAlignment?
  /// Where lines may break: locale, strictness, word-break.
  public var lineBreak: LineBreakStyle
  /// Soft hyphens only (the default), none, or English dictionary hyphenation too.
  public var hyphenation: Hyphenation
  /// Cut words wider than the line between grapheme clusters instead of letting them overflow.
  public var breakLongWords: Bool
  /// Ambiguous width and tab stops.
  public var widths: WidthOptions

  /// Creates options; the defaults are GNU fmt's width, minimum raggedness and soft hyphens.
  public init(
    width: Int = 75, initialIndent: String = "", subsequentIndent: String = "",
    algorithm: LineBreakingAlgorithm = .optimal, alignment: HorizontalAlignment = .leading,
    lastLineAlignment: HorizontalAlignment? = nil, lineBreak: LineBreakStyle = LineBreakStyle(),
    hyphenation: Hyphenation = .soft, breakLongWords: Bool = false, widths: WidthOptions = WidthOptions()
  ) {
    self.width = width
    self.initialIndent = initialIndent
    self.subsequentIndent = subsequentIndent
    self.algorithm = algorithm
    self.alignment = alignment
    self.lastLineAlignment = lastLineAlignment
    self.lineBreak = lineBreak
    self.hyphenation = hyphenation
    self.breakLongWords = breakLongWords
    self.widths = widths
  }
}
