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
  /// How runs of spaces between words come out when the line does not break there.
  public var spacing: WordSpacing

  /// Creates options; the defaults are GNU fmt's width and spacing, minimum raggedness and soft hyphens.
  public init(
    width: Int = 75, initialIndent: String = "", subsequentIndent: String = "",
    algorithm: LineBreakingAlgorithm = .optimal, alignment: HorizontalAlignment = .leading,
    lastLineAlignment: HorizontalAlignment? = nil, lineBreak: LineBreakStyle = LineBreakStyle(),
    hyphenation: Hyphenation = .soft, breakLongWords: Bool = false, widths: WidthOptions = WidthOptions(),
    spacing: WordSpacing = .preserve
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
    self.spacing = spacing
  }
}

/// How the spaces between two words on one line are written.
///
/// A line end inside a paragraph always becomes one space (or none between two
/// wide characters), and spaces at a line break always disappear; this only
/// decides the runs of spaces that stay inside a line.
public enum WordSpacing: String, Sendable, CaseIterable {
  /// Every run of spaces becomes one space, as in HTML.
  case collapse
  /// A run of spaces keeps its width, as GNU fmt and Python's textwrap keep it.
  case preserve
  /// One space between words and two after a sentence: GNU fmt's `-u`.
  ///
  /// A sentence ends at `.`, `?` or `!`, then any closing brackets or quotes,
  /// followed by a line end or at least two spaces, so "Mr. Smith" stays together.
  case sentences
}
