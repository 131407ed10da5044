// Phase: options for drawing Markdown in a terminal. Colour is a layout
// choice, not only a paint: without it, links carry note numbers and pills
// carry brackets, which take columns.

import FlowLayout
import ReflowText

/// How Markdown is drawn for a terminal.
public struct MarkdownRenderOptions: Sendable {
  /// The width, goal, breaker, line-break rules and column widths, as every front end holds them.
  public var layout: TextLayoutOptions
  /// The page width in columns; at least ``MarkdownRenderer/minimumWidth``.
  public var width: Int {
    get { layout.width }
    set { layout.width = newValue }
  }
  /// Whether colours, OSC 8 hyperlinks and the page's own dim marks are drawn; without them links are numbered notes.
  ///
  /// Unstyled, ``TerminalPage/ansi(rows:)`` carries only the document's own
  /// emphasis (bold, italic, underline, strikethrough), which a terminal
  /// shows without colour: link notes, image placeholders, HTML shown as
  /// written and code are plain text.
  public var styled: Bool
  /// How links are shown when ``styled`` is on: OSC 8 hyperlinks, numbered notes, or both; without it, notes.
  public var links: LinkStyle
  /// How chips look.
  public var chipStyle: ChipStyle
  /// How the lines of a tag cloud (a paragraph of chips only) sit.
  public var chipAlignment: FlowAlignment
  /// Columns between the chips of a tag cloud.
  public var chipSpacing: Int
  /// Blank rows between the lines of a tag cloud.
  public var chipLineSpacing: Int
  /// Whether inline code spans are drawn as chips.
  public var codeChips: Bool
  /// The line breaker for text.
  public var algorithm: LineBreakingAlgorithm {
    get { layout.algorithm }
    set { layout.algorithm = newValue }
  }
  /// The width the optimal breaker aims lines at (GNU fmt's `-g`), as for plain text; `nil` aims at the width.
  ///
  /// Lines still run to the width. Every paragraph aims the same number of
  /// columns short of its own width, so an indented list item aims as far in
  /// from its edge as a paragraph does.
  public var goal: Int? {
    get { layout.goal }
    set { layout.goal = newValue }
  }
  /// Where lines may break: the locale's rules, strictness, and word breaking, as plain text reads them.
  public var lineBreak: LineBreakStyle {
    get { layout.lineBreak }
    set { layout.lineBreak = newValue }
  }
  /// Column widths of ambiguous characters and tabs.
  public var widths: WidthOptions {
    get { layout.widths }
    set { layout.widths = newValue }
  }
  /// How many threads may draw the blocks of one large document at once.
  public var threads: Int
  /// The terminal background the colours are chosen for.
  public var background: ThemeBackground
  /// Whether fenced code blocks are coloured by their language (when there is colour, and a highlighter).
  public var highlightsCode: Bool
  /// What colours fenced code blocks by their language; nil, the default, draws code plain.
  ///
  /// ReflowMarkdown links no highlighting library of its own, so a program
  /// that only rewraps Markdown needs none installed. ReflowHighlight's
  /// `SourceHighlight` (GNU source-highlight) is the one `reflow render` uses;
  /// any ``CodeHighlighting`` will do. It is handed the info string's first
  /// word, lowercased, with `yml` read as `yaml`.
  public var codeHighlighting: (any CodeHighlighting)?

  /// Creates options.
  public init(
    width: Int = 80, styled: Bool = false, chipStyle: ChipStyle = .pill, chipAlignment: FlowAlignment = .leading,
    chipSpacing: Int = 1, chipLineSpacing: Int = 0, codeChips: Bool = false,
    algorithm: LineBreakingAlgorithm = .optimal, widths: WidthOptions = WidthOptions(), threads: Int = 1,
    background: ThemeBackground = .either, highlightsCode: Bool = true, links: LinkStyle = .osc8,
    goal: Int? = nil, lineBreak: LineBreakStyle = LineBreakStyle(), codeHighlighting: (any CodeHighlighting)? = nil
  ) {
    layout = TextLayoutOptions(width: width, goal: goal, algorithm: algorithm, lineBreak: lineBreak, widths: widths)
    self.links = links
    self.threads = threads
    self.background = background
    self.highlightsCode = highlightsCode
    self.codeHighlighting = codeHighlighting
    self.styled = styled
    self.chipStyle = chipStyle
    self.chipAlignment = chipAlignment
    self.chipSpacing = chipSpacing
    self.chipLineSpacing = chipLineSpacing
    self.codeChips = codeChips
  }
}

/// How a page shows where its links go.
///
/// An OSC 8 hyperlink makes the link's text clickable without a column of
/// its own, but a terminal that does not pass it on (tmux 3.3 by default,
/// screen) shows only underlined text, and the destination is nowhere. A
/// numbered note (`text[1]`, and `[1]: https://...` after the block) can
/// always be read; both together cost the notes' columns and work anywhere.
public enum LinkStyle: String, Sendable, CaseIterable {
  /// OSC 8 hyperlinks only (with colour; a page without colour has notes).
  case osc8
  /// Numbered notes only.
  case notes
  /// Hyperlinks, and notes as well.
  case both
}

/// The terminal background a page's colours are chosen for.
///
/// Code blocks paint their own background in every theme, so their text
/// reads whatever the terminal's is; headings, links and markers are drawn
/// on the terminal's own background and need colours chosen for it.
public enum ThemeBackground: String, Sendable, CaseIterable {
  /// Colours that read on a dark or a light terminal: mid-tones, with a contrast of 3.5 or more against both
  /// black and white. For a terminal whose background is not known.
  case either
  /// Light text colours, for a dark terminal.
  case dark
  /// Dark text colours, for a light terminal.
  case light

  /// The background a terminal reports in `COLORFGBG` ("15;0": white on black), as rxvt, Konsole and others set it;
  /// nil when the variable is missing or says nothing.
  ///
  /// The last field is the background's colour index: 7 and 15 are white
  /// (light), 0 to 6 and 8 dark.
  public static func reported(in environment: [String: String]) -> ThemeBackground? {
    guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last,
      let index = Int(last)
    else { return nil }
    switch index {
    case 7, 15: return .light
    case 0...6, 8: return .dark
    default: return nil
    }
  }
}
