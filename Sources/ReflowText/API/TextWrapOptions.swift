// Phase: configuration. Everything a caller can choose about wrapping text,
// in one value.

import FlowLayout

/// Settings for wrapping text.
public struct TextWrapOptions: Sendable {
  /// The width, goal, breaker, line-break rules and column widths, as every front end holds them.
  public var layout: TextLayoutOptions
  /// The widest a line may be, in columns, indent included.
  ///
  /// 75 by default, GNU fmt's: prose of plain text reflowed for a terminal
  /// or a mail, with room on an 80-column screen for a quote marker or two
  /// added in a reply. Markdown's default is 80 (`MarkdownFormatOptions`):
  /// there the width is a source file's, which no reply quotes, and 80 is what
  /// Markdown formatters and editors' rulers use.
  public var width: Int {
    get { layout.width }
    set { layout.width = newValue }
  }
  /// The widest line that may be centred, right-aligned or justified: 4,096 columns, wider than any terminal.
  ///
  /// Aligning a line writes the spaces that move it across the width, so a
  /// far wider measure would write millions of spaces a line; left-aligned
  /// text (the default) may have any width.
  public static let maximumAlignedWidth = TextError.maximumAlignedWidth
  /// Written before the first line; its width counts against the first line.
  public var initialIndent: String
  /// Written before every later line.
  public var subsequentIndent: String
  /// The line-breaking algorithm.
  public var algorithm: LineBreakingAlgorithm {
    get { layout.algorithm }
    set { layout.algorithm = newValue }
  }
  /// How lines sit between the margins.
  ///
  /// Justified lines get whole extra spaces.
  public var alignment: FlowAlignment
  /// The last line's alignment; nil uses the engine's rule (leading after justified lines).
  public var lastLineAlignment: FlowAlignment?
  /// Where lines may break: locale, strictness, word-break.
  public var lineBreak: LineBreakStyle {
    get { layout.lineBreak }
    set { layout.lineBreak = newValue }
  }
  /// Soft hyphens only (the default), none, or dictionary hyphenation too.
  public var hyphenation: Hyphenation
  /// The patterns `Hyphenation.auto` hyphenates with; nil, the default, takes the installed dictionary for
  /// ``lineBreak``'s locale (English for the root locale), as `HyphenationDictionary.init(locale:)` finds it.
  public var hyphenationDictionary: HyphenationDictionary?
  /// Whether a word wider than the line is cut between grapheme clusters (the default) or left to overflow.
  ///
  /// A word that fits a line is never cut either way. With `true`, as with
  /// Python's `break_long_words` and Rust's `break_words`, every word is cut
  /// to the width, URLs and option names included, so no line is wider than
  /// the width; ``keepsCopyableWordsWhole`` spares those. `false` is GNU fmt's
  /// habit: a long word runs past the width on a line of its own.
  public var breaksLongWords: Bool
  /// Whether words a reader copies as they are stay whole even when ``breaksLongWords`` cuts others.
  ///
  /// Such words are URLs (`https://…`, `www.…`, `mailto:…`), e-mail
  /// addresses, option names (`--dry-run`, `-o=value`) and rules (`-----`):
  /// cut, a URL no longer works when copied, and a refill reads the line end
  /// inside it as a space. Kept whole, a wider one goes on a line of its own
  /// past the width, as `reflow` sets it. Off by default, as in Python's and
  /// Rust's textwrap, which cut them like any other word.
  public var keepsCopyableWordsWhole: Bool
  /// Whether a line may end inside a word that fits, after a hyphen or slash where Unicode allows it.
  public var wordInteriorBreaks: WordInteriorBreaks
  /// Ambiguous width and tab stops.
  public var widths: WidthOptions {
    get { layout.widths }
    set { layout.widths = newValue }
  }
  /// How runs of spaces between words come out when the line does not break there.
  public var spacing: WordSpacing
  /// The line length the optimal algorithm aims at, below `width`, which stays the limit; nil aims at `width`.
  ///
  /// GNU fmt's `-g`: lines gather around the goal and run past it toward
  /// the width only where that spares a worse line elsewhere. The other
  /// algorithms have no goal: they break at `width`, so give them the goal
  /// as the width instead.
  public var goal: Int? {
    get { layout.goal }
    set { layout.goal = newValue }
  }
  /// Whether each sentence starts a line ("semantic line breaks").
  ///
  /// A change to one sentence then changes only its own lines in a diff; a
  /// sentence wider than the line still wraps. Sentences are ICU's, with its
  /// list of abbreviations (e.g., Dr.) that end none.
  public var breaksAtSentences: Bool
  /// The most lines ``TextWrap/wrap(_:options:)`` and ``TextWrapper/wrapParagraph(_:)`` give; `nil` for no limit.
  ///
  /// When text is left over, the last line ends with ``placeholder``,
  /// words dropped from its end until it fits, as Python's `max_lines`.
  /// ``TextWrap/fill(_:options:)`` and ``TextWrapper/fill(_:)`` count it
  /// over the whole text, blank lines included; `refill` and the document
  /// formatter ignore it.
  public var maximumLineCount: Int?
  /// What ends the last line when ``maximumLineCount`` leaves text out; Python's default, `" [...]"`.
  ///
  /// Its leading spaces are dropped when no word is left before it.
  public var placeholder: String
  /// Whether tabs become spaces, to the next multiple of `widths.tabWidth` columns, before wrapping.
  ///
  /// Python's `expand_tabs`. Off by default: GNU fmt keeps the tabs of an indent.
  public var expandsTabs: Bool

  /// Creates options; the defaults are GNU fmt's width and spacing, minimum raggedness, soft hyphens, and long words cut.
  public init(
    width: Int = 75, initialIndent: String = "", subsequentIndent: String = "",
    algorithm: LineBreakingAlgorithm = .optimal, alignment: FlowAlignment = .leading,
    lastLineAlignment: FlowAlignment? = nil, lineBreak: LineBreakStyle = LineBreakStyle(),
    hyphenation: Hyphenation = .soft, breaksLongWords: Bool = true, keepsCopyableWordsWhole: Bool = false,
    wordInteriorBreaks: WordInteriorBreaks = .whenTooWide, widths: WidthOptions = WidthOptions(),
    spacing: WordSpacing = .preserve, goal: Int? = nil, breaksAtSentences: Bool = false,
    maximumLineCount: Int? = nil, placeholder: String = " [...]", expandsTabs: Bool = false,
    hyphenationDictionary: HyphenationDictionary? = nil
  ) {
    layout = TextLayoutOptions(width: width, goal: goal, algorithm: algorithm, lineBreak: lineBreak, widths: widths)
    self.initialIndent = initialIndent
    self.subsequentIndent = subsequentIndent
    self.alignment = alignment
    self.lastLineAlignment = lastLineAlignment
    self.hyphenation = hyphenation
    self.breaksLongWords = breaksLongWords
    self.keepsCopyableWordsWhole = keepsCopyableWordsWhole
    self.wordInteriorBreaks = wordInteriorBreaks
    self.spacing = spacing
    self.breaksAtSentences = breaksAtSentences
    self.maximumLineCount = maximumLineCount
    self.placeholder = placeholder
    self.expandsTabs = expandsTabs
    self.hyphenationDictionary = hyphenationDictionary
  }
}

extension TextWrapOptions {
  /// The former name of ``breaksLongWords``, named as a command where the other settings state what they do.
  @available(*, deprecated, renamed: "breaksLongWords")
  public var breakLongWords: Bool {
    get { breaksLongWords }
    set { breaksLongWords = newValue }
  }

  /// The former form of the initializer, for a call that names `breakLongWords`, now `breaksLongWords`.
  @available(*, deprecated, message: "breakLongWords is now breaksLongWords")
  public init(
    width: Int = 75, initialIndent: String = "", subsequentIndent: String = "",
    algorithm: LineBreakingAlgorithm = .optimal, alignment: FlowAlignment = .leading,
    lastLineAlignment: FlowAlignment? = nil, lineBreak: LineBreakStyle = LineBreakStyle(),
    hyphenation: Hyphenation = .soft, breakLongWords: Bool, keepsCopyableWordsWhole: Bool = false,
    wordInteriorBreaks: WordInteriorBreaks = .whenTooWide, widths: WidthOptions = WidthOptions(),
    spacing: WordSpacing = .preserve, goal: Int? = nil, breaksAtSentences: Bool = false,
    maximumLineCount: Int? = nil, placeholder: String = " [...]", expandsTabs: Bool = false,
    hyphenationDictionary: HyphenationDictionary? = nil
  ) {
    self.init(
      width: width, initialIndent: initialIndent, subsequentIndent: subsequentIndent, algorithm: algorithm,
      alignment: alignment, lastLineAlignment: lastLineAlignment, lineBreak: lineBreak, hyphenation: hyphenation,
      breaksLongWords: breakLongWords, keepsCopyableWordsWhole: keepsCopyableWordsWhole,
      wordInteriorBreaks: wordInteriorBreaks, widths: widths, spacing: spacing, goal: goal,
      breaksAtSentences: breaksAtSentences, maximumLineCount: maximumLineCount, placeholder: placeholder,
      expandsTabs: expandsTabs, hyphenationDictionary: hyphenationDictionary)
  }
}

extension TextWrapOptions {
  /// Whether some line may be set other than flush left, which writes spaces across the width.
  var alignsLines: Bool {
    alignment != .leading || (lastLineAlignment.map { $0 != .leading } ?? false)
  }
}
