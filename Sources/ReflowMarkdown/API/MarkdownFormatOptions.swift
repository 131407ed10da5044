// Phase: options. What `reflow --markdown` lets a user choose. Justification
// and hyphenation are absent on purpose: both would change the text a
// Markdown renderer shows (stretched spaces, inserted hyphens).

import FlowLayout
import ReflowText

/// How Markdown prose is rewrapped.
public struct MarkdownFormatOptions: Sendable {
  /// The width, goal, breaker, line-break rules and column widths, as every front end holds them.
  public var layout: TextLayoutOptions
  /// The widest a prose line may be, in terminal columns, container markers included.
  ///
  /// 80 by default: a Markdown file is source, and 80 columns is what
  /// Markdown formatters and editors' rulers use for it. Plain text's default
  /// is 75, GNU fmt's, which leaves room for the quote markers of a reply.
  public var width: Int {
    get { layout.width }
    set { layout.width = newValue }
  }
  /// The line breaker for paragraphs.
  public var algorithm: LineBreakingAlgorithm {
    get { layout.algorithm }
    set { layout.algorithm = newValue }
  }
  /// Where lines sit: leading (the default), center or trailing.
  ///
  /// Centred and trailing lines are padded with spaces; a paragraph's first
  /// line is never padded, because four spaces there would start a code block.
  /// Justification is not offered: stretched spaces are not the same text.
  public var alignment: FlowAlignment
  /// Column widths of ambiguous characters and tabs.
  public var widths: WidthOptions {
    get { layout.widths }
    set { layout.widths = newValue }
  }
  /// Whether to check each result against the input's HTML and keep any paragraph whose meaning would change.
  ///
  /// On by default; the check parses and renders the output once more.
  public var verifiesMeaning: Bool
  /// Whether a line may break inside a run of Chinese or Japanese that has no spaces.
  ///
  /// Off by default: many renderers show a line end between two such
  /// characters as a space. Lines made of long unspaced runs then overflow
  /// rather than break. When on, breaks go where UAX #14 allows one between
  /// two wide characters, by the rules of ``lineBreakStyle``.
  public var breaksInsideCJKRuns: Bool
  /// The locale and strictness of the breaks inside CJK runs (kinsoku shori: not before `。` or small kana).
  public var lineBreakStyle: LineBreakStyle {
    get { layout.lineBreak }
    set { layout.lineBreak = newValue }
  }
  /// How many threads may rewrap the paragraphs of one large document at once.
  public var threads: Int
  /// The line length the optimal algorithm aims at, below `width`, which stays the limit; nil aims at `width`.
  ///
  /// As `TextWrapOptions.goal` in ReflowText: GNU fmt's `-g`. Other algorithms have none.
  public var goal: Int? {
    get { layout.goal }
    set { layout.goal = newValue }
  }
  /// Whether the source's line ends inside a paragraph are kept, so that only lines wider than the width are split
  /// (`mdformat --wrap keep`).
  public var keepsLineBreaks: Bool
  /// Whether each sentence starts a line ("semantic line breaks"), as `TextWrapOptions.breaksAtSentences` does in
  /// ReflowText.
  ///
  /// A sentence that ends inside emphasis or a link, and one whose start
  /// would read as a list item or heading at a line's start, goes on without
  /// a break: the paragraph renders the same either way.
  public var breaksAtSentences: Bool
  /// The line ending written where the document has none to copy: a one-line document that wraps.
  public var lineEndingWhereNone: LineEnding
  /// Whether a paragraph that opens at a line's first column with `import` or `export` is kept as written.
  ///
  /// MDX reads such a block as JavaScript (ESM), which a rewrap would join
  /// into one statement. Off by default, as Markdown reads it as prose; the
  /// command and the language server turn it on for `.mdx` files.
  public var keepsModuleLines = false

  /// Creates options.
  public init(
    width: Int = 80, algorithm: LineBreakingAlgorithm = .optimal, alignment: FlowAlignment = .leading,
    widths: WidthOptions = WidthOptions(), verifiesMeaning: Bool = true, threads: Int = 1,
    breaksInsideCJKRuns: Bool = false, lineBreakStyle: LineBreakStyle = LineBreakStyle(), goal: Int? = nil,
    keepsLineBreaks: Bool = false, breaksAtSentences: Bool = false, lineEndingWhereNone: LineEnding = .lf
  ) {
    layout = TextLayoutOptions(
      width: width, goal: goal, algorithm: algorithm, lineBreak: lineBreakStyle, widths: widths)
    self.lineEndingWhereNone = lineEndingWhereNone
    self.keepsLineBreaks = keepsLineBreaks
    self.breaksAtSentences = breaksAtSentences
    self.breaksInsideCJKRuns = breaksInsideCJKRuns
    self.alignment = alignment
    self.verifiesMeaning = verifiesMeaning
    self.threads = threads
  }
}
