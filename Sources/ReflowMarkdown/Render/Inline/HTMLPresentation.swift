// Phase: inlines and blocks. The HTML that READMEs use for presentation
// (a centred logo, `<details>` and `<summary>`, `<br>`, `<kbd>`, badges in
// `<a><img></a>`) drawn as a browser shows it: the text, with images as their
// alt text, links as links, emphasis as styles, and block tags as line
// breaks, never the tags themselves. A tag outside that small set (a table,
// a form, `<pre>`) makes the caller draw its HTML as written instead.

/// Draws HTML tokens into inline text, keeping the styles and links that open tags start until they close.
struct HTMLPresentation {
  /// Tags that stand on lines of their own: each starts and ends a line.
  static let blockTags: Set<String> = [
    "div", "p", "center", "picture", "details", "summary", "h1", "h2", "h3", "h4", "h5", "h6",
  ]
  /// Tags inside a line; the void ones (`img`, `br`, `source`, `wbr`) have no end tag.
  static let inlineTags: Set<String> = [
    "a", "img", "br", "source", "wbr", "span", "b", "strong", "i", "em", "code", "kbd", "tt", "samp", "sup", "sub",
    "small", "big", "u", "ins", "s", "del", "strike", "mark", "abbr", "cite", "q", "font", "nobr",
  ]

  let theme: RenderTheme
  /// The tags open now, with the style and link destination before each.
  private var open: [(name: String, saved: TerminalStyle, href: [UInt8]?)] = []
  /// How many of each tag are open, so that an end tag with no start costs nothing to turn away.
  private var openCounts: [String: Int] = [:]
  /// Whether a block tag asked for the next text to start a line.
  private var pendingBreak = false

  init(theme: RenderTheme) { self.theme = theme }

  /// The tokens of `html` when this presentation draws every tag among them; nil when the page draws it as written.
  static func tokensItDraws(_ html: ArraySlice<UInt8>) -> [HTMLToken]? {
    guard let tokens = HTMLTags.tokens(html), drawsAll(tokens) else { return nil }
    return tokens
  }

  /// How many link notes `html` adds when this presentation draws it without colour.
  ///
  /// The renderer counts notes ahead of the parts of a page it draws apart,
  /// so that each part numbers them on from the last.
  mutating func notes(_ html: ArraySlice<UInt8>) -> Int {
    guard let tokens = Self.tokensItDraws(html) else { return 0 }
    var links = LinkRegistry()
    var text = InlineText()
    var style = TerminalStyle.plain
    for token in tokens { draw(token, into: &text, style: &style, links: &links) }
    return links.pendingNotes.count
  }

  /// Whether a block tag among `tokens` centres what it holds (`<p align="center">`, `<div align="center">`).
  static func centers(_ tokens: [HTMLToken]) -> Bool {
    tokens.contains { token in
      guard case .tag(let name, false, _, _, true) = token else { return false }
      return blockTags.contains(name)
    }
  }

  /// Whether every tag among `tokens` is one this presentation draws.
  static func drawsAll(_ tokens: [HTMLToken]) -> Bool {
    tokens.allSatisfy { token in
      guard case .tag(let name, _, _, _, _) = token else { return true }
      return blockTags.contains(name) || inlineTags.contains(name)
    }
  }

  /// Draws one token: text with its white space collapsed, as a browser shows it; a tag as what it does.
  mutating func draw(
    _ token: HTMLToken, into text: inout InlineText, style: inout TerminalStyle, links: inout LinkRegistry
  ) {
    switch token {
    case .comment: break
    case .text(let bytes):
      var collapsed: [UInt8] = []
      for byte in bytes {
        let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        if isSpace && collapsed.last == 0x20 { continue }
        collapsed.append(isSpace ? 0x20 : byte)
      }
      // White space alone between block tags shows nothing; a line starts without it.
      guard collapsed.contains(where: { $0 != 0x20 }) || !(pendingBreak || atLineStart(text)) else { return }
      startLineIfAsked(&text)
      if atLineStart(text) && collapsed.first == 0x20 { collapsed.removeFirst() }
      text.append(collapsed, style: style)
    case .tag(let name, let isEnd, let alt, let href, _):
      if Self.blockTags.contains(name) { pendingBreak = pendingBreak || !atLineStart(text) }
      if isEnd {
        close(name, into: &text, style: &style, links: &links)
        return
      }
      switch name {
      case "br":
        if !text.bytes.isEmpty { text.appendLineBreak() }
        pendingBreak = false
      case "img":
        startLineIfAsked(&text)
        let shown = alt.map { $0.isEmpty ? [] : Array(": ".utf8) + $0 } ?? []
        text.append(Array("[image".utf8) + shown + [UInt8(ascii: "]")], style: style.layered(with: theme.quiet))
      case "source", "wbr": break
      case "summary":
        startLineIfAsked(&text)
        text.append(Array("▸ ".utf8), style: style)
        open.append((name, style, nil))
        openCounts[name, default: 0] += 1
        style = style.layered(with: RenderTheme.strong)
      default:
        open.append((name, style, href))
        openCounts[name, default: 0] += 1
        style = style.layered(with: Self.style(of: name, href: href, theme: theme, links: &links))
      }
    }
  }

  /// Ends the innermost open `name` and everything opened inside it; an end tag with no start is ignored.
  private mutating func close(
    _ name: String, into text: inout InlineText, style: inout TerminalStyle, links: inout LinkRegistry
  ) {
    guard openCounts[name, default: 0] > 0, let position = open.lastIndex(where: { $0.name == name }) else { return }
    let closed = open[position]
    for tag in open[position...] { openCounts[tag.name, default: 0] -= 1 }
    open.removeSubrange(position...)
    style = closed.saved
    // Without colour a link's destination is a note, as for a Markdown link.
    if name == "a", theme.linkNotes, let href = closed.href, !href.isEmpty, !InlineTextBuilder.isInPage(href[...]) {
      text.append(links.note(for: href[...]), style: style)
    }
  }

  /// What a start tag does to the text inside it.
  private static func style(of name: String, href: [UInt8]?, theme: RenderTheme, links: inout LinkRegistry)
    -> TerminalStyle
  {
    switch name {
    case "b", "strong", "h1", "h2", "h3", "h4", "h5", "h6": return RenderTheme.strong
    case "i", "em", "cite": return RenderTheme.emphasis
    case "u", "ins": return RenderTheme.underline
    case "s", "del", "strike": return RenderTheme.strikethrough
    case "code", "kbd", "tt", "samp": return theme.code
    case "a":
      guard theme.styled, let href, !href.isEmpty else { return .plain }
      guard theme.hyperlinks, !InlineTextBuilder.isInPage(href[...]) else { return theme.link }
      return theme.link.layered(with: TerminalStyle(link: links.index(of: href[...])))
    default: return .plain
    }
  }

  private func atLineStart(_ text: InlineText) -> Bool { text.bytes.isEmpty || text.bytes.last == 0x0A }

  private mutating func startLineIfAsked(_ text: inout InlineText) {
    if pendingBreak && !atLineStart(text) { text.appendLineBreak() }
    pendingBreak = false
  }
}
