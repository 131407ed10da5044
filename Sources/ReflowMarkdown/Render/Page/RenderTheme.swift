// Phase: page. Every style and colour the renderer draws with, in one place:
// a change of colour, or a theme for another background, is one edit here.
// Without colour every style that only colour would show is plain, so the
// choice "styled or not" is made here once, not at each place that draws.

/// The styles a page is drawn with, and the choices that change how its text reads.
struct RenderTheme {
  /// Whether colour and hyperlinks are on.
  let styled: Bool
  /// Whether inline code spans are drawn as chips.
  let codeChips: Bool
  /// The terminal background the colours are chosen for.
  let background: ThemeBackground
  /// Whether links are OSC 8 hyperlinks: only with colour, and unless notes alone are asked for.
  let hyperlinks: Bool
  /// Whether links get numbered notes: always without colour, and with it when asked for.
  let linkNotes: Bool

  /// A theme with colour or without, for a terminal of any background unless told which.
  init(styled: Bool, codeChips: Bool = false, background: ThemeBackground = .either, links: LinkStyle = .osc8) {
    self.styled = styled
    self.codeChips = codeChips
    self.background = background
    hyperlinks = styled && links != .notes
    linkNotes = !styled || links != .osc8
  }

  /// A theme for `options`.
  init(_ options: MarkdownRenderOptions) {
    self.init(
      styled: options.styled, codeChips: options.codeChips, background: options.background, links: options.links)
  }

  /// The colour of index `dark` on a dark terminal, `light` on a light one, and `either` (`dark` when not given)
  /// where the background is not known.
  ///
  /// Colours drawn on the code background (which is dark unless the
  /// terminal is known to be light) need no `either`: their background is
  /// the page's own.
  private func pick(_ dark: UInt8, _ light: UInt8, either: UInt8? = nil) -> TerminalColor {
    switch background {
    case .dark: return TerminalColor(index: dark)
    case .light: return TerminalColor(index: light)
    case .either: return TerminalColor(index: either ?? dark)
    }
  }

  /// The background of code, inline and in blocks: dark grey, or light grey on a terminal known to be light.
  var codeBackground: TerminalColor { background == .light ? TerminalColor(index: 254) : .codeBackground }

  /// A colour only when colour is on.
  private func coloured(_ style: TerminalStyle) -> TerminalStyle { styled ? style : .plain }

  /// Inline code: orange on a dark grey background.
  var code: TerminalStyle { coloured(TerminalStyle(foreground: pick(209, 166), background: codeBackground)) }
  /// A link's text: underlined, blue.
  var link: TerminalStyle { coloured(TerminalStyle(attributes: .underline, foreground: pick(75, 25, either: 33))) }
  /// List bullets and numbers, and footnote marks: the link colour without the underline.
  var marker: TerminalStyle { coloured(TerminalStyle(foreground: pick(75, 25, either: 33))) }
  /// Lines the page draws around text: a quote's gutter, table borders, rules.
  var frame: TerminalStyle { coloured(TerminalStyle(foreground: .gray)) }
  /// A task list's box: green when checked.
  func checkbox(checked: Bool) -> TerminalStyle { coloured(TerminalStyle(foreground: checked ? .green : .gray)) }

  /// A heading, each level in a colour of its own and a weight that falls with it: pink, blue, green and orange in
  /// bold for the first four (the first two also ruled), purple in the normal weight for the
  /// fifth, and grey in italics for the sixth.
  func heading(level: Int) -> TerminalStyle {
    let styles: [(colour: TerminalColor, attributes: TerminalStyle.Attributes)] = [
      (pick(213, 125, either: 168), .bold), (pick(117, 25, either: 33), .bold), (pick(150, 28, either: 29), .bold),
      (pick(215, 130, either: 166), .bold), (pick(183, 91, either: 134), []), (pick(250, 242, either: 244), .italic),
    ]
    let style = styles[Swift.max(1, Swift.min(level, 6)) - 1]
    return coloured(TerminalStyle(attributes: style.attributes, foreground: style.colour))
  }

  /// A code block's rows: light grey on the code background when `shaded`, dim otherwise (HTML blocks).
  func verbatim(shaded: Bool) -> TerminalStyle {
    coloured(shaded ? TerminalStyle(foreground: pick(252, 236), background: codeBackground) : Self.dim)
  }

  /// A token of highlighted code, drawn over ``verbatim(shaded:)``: keywords, strings and comments each in a
  /// colour of their own, comments also in italics; normal text as the block's own.
  func code(_ kind: CodeTokenKind) -> TerminalStyle {
    let colour: TerminalColor
    switch kind {
    case .normal: return .plain
    case .keyword, .preprocessor: colour = pick(176, 90)
    case .type: colour = pick(80, 30)
    case .string: colour = pick(150, 28)
    case .special: colour = pick(215, 130)
    case .comment: return coloured(TerminalStyle(attributes: .italic, foreground: pick(245, 244)))
    case .number: colour = pick(179, 130)
    case .function: colour = pick(117, 25)
    case .variable: colour = pick(223, 94)
    case .removed: colour = pick(203, 160)
    case .added: colour = pick(114, 28)
    case .hunk: colour = pick(75, 25)
    }
    return coloured(TerminalStyle(foreground: colour))
  }

  /// A pill chip: bold white on its colour.
  func pill(_ colour: TerminalColor) -> TerminalStyle {
    coloured(TerminalStyle(attributes: .bold, foreground: .white, background: colour))
  }
  /// A boxed chip's frame, in its colour.
  func chipFrame(_ colour: TerminalColor) -> TerminalStyle { coloured(TerminalStyle(foreground: colour)) }
  /// A boxed chip's label.
  var chipLabel: TerminalStyle { coloured(TerminalStyle(attributes: .bold)) }

  /// Strong emphasis, table headers and `<b>`: bold, with colour or without (a terminal shows it in any mode).
  static let strong = TerminalStyle(attributes: .bold)
  /// Emphasis and `<i>`: italic.
  static let emphasis = TerminalStyle(attributes: .italic)
  /// `<u>` and `<ins>`: underlined.
  static let underline = TerminalStyle(attributes: .underline)
  /// Strikethrough and `<s>`: struck through (written as `~~` around the text too when there is no colour).
  static let strikethrough = TerminalStyle(attributes: .strikethrough)

  /// What the page adds that the document did not say (a link note, an image's placeholder, HTML shown as
  /// written, the mark of a code row cut at the edge): dim when styled; unstyled, plain, as the options promise.
  var quiet: TerminalStyle { coloured(Self.dim) }
  /// Dim text, as code rows are drawn where there is no code background to draw them on.
  static let dim = TerminalStyle(attributes: .dim)
  /// The colour a chip takes when the document names none.
  static let defaultChipColour = TerminalColor(index: 31)
}
