// Phase: inline content, from the tree. Walks one leaf block's inline nodes
// with a loop and a stack of open nodes (no recursion), layering styles as
// emphasis, links and strikethrough open and close. Chips are found in runs
// of adjacent text nodes, because cmark-gfm splits `[Swift]{.chip}` at its
// brackets. Without colour, a link's text is followed by a note number and
// its destination is listed after the block, as in a printed page.

import ReflowText

/// Link destinations for one page, and the notes that list them when there is no colour.
struct LinkRegistry {
  var urls: [String] = []
  private var indexByURL: [String: Int32] = [:]
  /// Notes waiting to be printed after the current block: number and destination.
  var pendingNotes: [(number: Int, url: String)] = []
  var nextNoteNumber = 1

  /// Adds a note for `url` to those waiting after the block, and returns its mark (`[n]`) for the text.
  mutating func note(for url: ArraySlice<UInt8>) -> [UInt8] {
    let number = nextNoteNumber
    nextNoteNumber += 1
    pendingNotes.append((number, Self.sanitized(url)))
    return Array("[\(number)]".utf8)
  }

  /// The index of `url` in the page's links, added if new; unsafe characters are percent-encoded.
  mutating func index(of url: ArraySlice<UInt8>) -> Int32 {
    let text = Self.sanitized(url)
    if let known = indexByURL[text] { return known }
    let index = Int32(urls.count)
    urls.append(text)
    indexByURL[text] = index
    return index
  }

  /// The destination with controls, spaces and non-ASCII percent-encoded, so it can sit in OSC 8.
  static func sanitized(_ url: ArraySlice<UInt8>) -> String {
    if url.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return String(decoding: url, as: UTF8.self) }
    var result = ""
    for byte in url {
      if byte <= 0x20 || byte >= 0x7F {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      } else {
        result.append(Character(Unicode.Scalar(byte)))
      }
    }
    return result
  }
}

/// Flattens the inlines of one leaf block.
struct InlineTextBuilder {
  let tree: MarkdownTree
  let theme: RenderTheme

  /// The text of the inlines under `leaf`, drawn over `base`.
  func build(
    _ leaf: Int, base: TerminalStyle, lead: [UInt8] = [], links: inout LinkRegistry,
    measurer: inout DisplayWidthMeasurer
  ) -> InlineText {
    var text = InlineText()
    text.append(lead, style: base)
    // Open nodes: where each ends, the style to restore, and the node itself.
    var open: [(end: Int, saved: TerminalStyle, node: Int)] = []
    var style = base
    var pendingSoftBreak = false
    // Inline HTML tags open and close in separate nodes; this keeps what they opened.
    var html = HTMLPresentation(theme: theme)
    var index = leaf + 1
    let end = Int(tree.nodes[leaf].end)

    func closeNodes(upTo position: Int) {
      while let last = open.last, last.end <= position {
        open.removeLast()
        exit(last.node, &text, links: &links, style: style)
        style = last.saved
      }
    }

    while index < end {
      closeNodes(upTo: index)
      let node = tree.nodes[index]
      switch node.kind {
      case .text:
        // Adjacent text nodes are read together, so a chip split at its brackets is still found.
        if pendingSoftBreak { softBreak(before: tree.slice(node.literal), in: &text, measurer: &measurer) }
        pendingSoftBreak = false
        var collapsed: [UInt8] = []
        var last = index
        while true {
          collapseSpaces(tree.slice(tree.nodes[last].literal), into: &collapsed, after: text.bytes.last)
          guard last + 1 < end, tree.nodes[last + 1].kind == .text, open.last.map({ last + 1 < $0.end }) ?? true
          else { break }
          last += 1
        }
        appendText(collapsed, style: style, to: &text)
        index = last + 1
        continue
      case .softBreak:
        pendingSoftBreak = true
      case .lineBreak:
        pendingSoftBreak = false
        text.appendLineBreak()
      case .code:
        let literal = tree.slice(node.literal)
        let shown = theme.codeChips || theme.styled ? literal : [UInt8(ascii: "`")] + literal + [UInt8(ascii: "`")]
        // The join is decided by the code itself, not the backticks drawn around it.
        if pendingSoftBreak {
          softBreak(before: theme.codeChips ? InlineText.chipMark[...] : literal, in: &text, measurer: &measurer)
        }
        pendingSoftBreak = false
        if theme.codeChips {
          text.append(Chip(label: Array(literal), colour: nil).sanitized, style: style)
        } else {
          text.appendProtected(shown, style: style.layered(with: theme.code))
        }
      case .htmlInline where HTMLComments.isOnlyComments(tree.slice(node.literal)):
        // Not shown; a soft break before it waits for what follows.
        break
      case .htmlInline:
        let literal = tree.slice(node.literal)
        guard let tokens = HTMLPresentation.tokensItDraws(literal) else {
          // HTML the page does not draw as a browser would is shown as written, dim.
          if pendingSoftBreak { softBreak(before: literal, in: &text, measurer: &measurer) }
          pendingSoftBreak = false
          text.append(literal, style: style.layered(with: theme.quiet))
          break
        }
        for token in tokens {
          // A soft break waits for what a tag writes, and goes with a line break.
          switch token {
          case .tag(name: "br", isEnd: false, _, _, _): pendingSoftBreak = false
          case .tag(name: "img", isEnd: false, _, _, _), .text:
            if pendingSoftBreak { softBreak(before: Array("[i".utf8)[...], in: &text, measurer: &measurer) }
            pendingSoftBreak = false
          default: break
          }
          html.draw(token, into: &text, style: &style, links: &links)
        }
      case .footnoteReference:
        // Written after the word it belongs to, as the source has it; a soft break before it is a space.
        let mark =
          node.number > 0 ? FootnoteMark.superscript(node.number) : Array("[^".utf8) + tree.slice(node.literal) + [0x5D]
        if pendingSoftBreak { softBreak(before: mark[...], in: &text, measurer: &measurer) }
        pendingSoftBreak = false
        text.append(mark, style: style.layered(with: theme.marker))
      case .emphasis, .strong, .strikethrough, .link, .image, .other:
        // A soft break waits for the first text inside, unless the node writes a marker first.
        if pendingSoftBreak && (node.kind == .image || (node.kind == .strikethrough && !theme.styled)) {
          softBreak(before: Array("[~".utf8)[...], in: &text, measurer: &measurer)
          pendingSoftBreak = false
        }
        // An image inside a link (a badge) is drawn as part of the link, and opens the link's target.
        let insideLink = node.kind == .image && open.contains { tree.nodes[$0.node].kind == .link }
        open.append((Int(node.end), style, index))
        style = enter(index, &text, links: &links, style: style, insideLink: insideLink)
      default:
        break
      }
      index += 1
    }
    closeNodes(upTo: end)
    text.trimTrailingSpaces()
    return text
  }

  /// The style inside a node that changes it, writing any opening marker.
  ///
  /// An image links to itself unless it is `insideLink`: a badge
  /// (`[![CI](badge.svg)](actions)`) is there to be followed to the link's
  /// target, which the image's own destination would hide.
  private func enter(
    _ index: Int, _ text: inout InlineText, links: inout LinkRegistry, style: TerminalStyle, insideLink: Bool
  ) -> TerminalStyle {
    let node = tree.nodes[index]
    switch node.kind {
    case .emphasis: return style.layered(with: RenderTheme.emphasis)
    case .strong: return style.layered(with: RenderTheme.strong)
    case .strikethrough:
      if !theme.styled { text.append(Array("~~".utf8), style: style) }
      return style.layered(with: RenderTheme.strikethrough)
    case .link:
      guard theme.styled else { return style }
      let linkStyle = style.layered(with: theme.link)
      guard theme.hyperlinks, !Self.isInPage(tree.slice(node.detail)) else { return linkStyle }
      return linkStyle.layered(with: TerminalStyle(link: links.index(of: tree.slice(node.detail))))
    case .image:
      var inside = style.layered(with: theme.quiet)
      if theme.hyperlinks && !insideLink { inside.link = links.index(of: tree.slice(node.detail)) }
      text.append(Array("[image: ".utf8), style: inside)
      return inside
    default: return style
    }
  }

  /// Writes a node's closing marker: `~~`, an image's `]`, a link's note number.
  private func exit(_ index: Int, _ text: inout InlineText, links: inout LinkRegistry, style: TerminalStyle) {
    let node = tree.nodes[index]
    switch node.kind {
    case .strikethrough:
      if !theme.styled { text.append(Array("~~".utf8), style: style) }
    case .image:
      text.append([UInt8(ascii: "]")], style: style)
    case .link:
      guard theme.linkNotes, Self.hasNote(link: index, in: tree) else { return }
      text.append(links.note(for: tree.slice(node.detail)), style: style)
    default: break
    }
  }

  /// Whether a link gets a numbered note when notes are shown.
  ///
  /// An autolink shows its destination already, give or take the scheme the
  /// extension adds (`www.x.org` links to `http://www.x.org`), so it gets none.
  static func hasNote(link index: Int, in tree: MarkdownTree) -> Bool {
    let url = tree.slice(tree.nodes[index].detail)
    guard !isInPage(url) else { return false }
    let shown = plainText(of: index, in: tree)
    return !(url.isEmpty || (!shown.isEmpty && Array(url).ends(with: shown) && url.count - shown.count <= 7))
  }

  /// Whether `url` is only a fragment (`#installation`): a place in the document itself, which a page printed to
  /// a terminal has no way to go to.
  ///
  /// A table of contents is a list of such links; a note for each
  /// (`[7]: #installation`) would double it with lines that lead nowhere,
  /// and a terminal hyperlink to a bare fragment opens nothing. The text
  /// keeps its link style, so it still reads as a cross-reference.
  static func isInPage(_ url: ArraySlice<UInt8>) -> Bool {
    url.first == UInt8(ascii: "#")
  }

  /// The text of a node's text and code descendants, for telling an autolink from a link, or a heading that
  /// repeats the front matter's title.
  static func plainText(of index: Int, in tree: MarkdownTree) -> [UInt8] {
    var result: [UInt8] = []
    for child in (index + 1)..<Int(tree.nodes[index].end)
    where tree.nodes[child].kind == .text || tree.nodes[child].kind == .code {
      result += tree.slice(tree.nodes[child].literal)
    }
    return result
  }

  /// Appends `literal` to `collapsed` with runs of spaces and tabs made one space, as HTML shows them;
  /// a space at the start of a line (`previous` is the text's last byte) is dropped.
  private func collapseSpaces(_ literal: ArraySlice<UInt8>, into collapsed: inout [UInt8], after previous: UInt8?) {
    collapsed.reserveCapacity(collapsed.count + literal.count)
    for byte in literal {
      let isSpace = byte == 0x20 || byte == 0x09
      if isSpace && (collapsed.last == 0x20 || (collapsed.isEmpty && (previous == 0x20 || previous == nil))) {
        continue
      }
      collapsed.append(isSpace ? 0x20 : byte)
    }
  }

  /// Appends collapsed text, with the chips written in it as chips.
  private func appendText(_ collapsed: [UInt8], style: TerminalStyle, to text: inout InlineText) {
    var start = 0
    for match in ChipSyntax.matches(in: collapsed) {
      text.append(collapsed[start..<match.range.lowerBound], style: style)
      text.append(match.chip.sanitized, style: style)
      start = match.range.upperBound
    }
    text.append(collapsed[start...], style: style)
  }

  /// A soft break is a space, or nothing between two wide characters (CSS Text's rule); `next` holds
  /// the first bytes that will follow it.
  private func softBreak(
    before next: ArraySlice<UInt8>, in text: inout InlineText, measurer: inout DisplayWidthMeasurer
  ) {
    guard let last = text.bytes.last, last != 0x20, last != 0x0A else { return }
    // Only two wide characters join, and neither is ASCII: most breaks are spaces without a look.
    if last >= 0x80, let first = next.first, first >= 0x80 {
      var joined = Array(text.bytes.suffix(4))
      let boundary = joined.count
      joined += next.prefix(4)
      let joins = joined.withUnsafeBufferPointer {
        measurer.joinsWithoutSpace($0, before: boundary, after: boundary)
      }
      if joins { return }
    }
    text.appendSpace()
  }
}

extension Array where Element == UInt8 {
  /// Whether the array ends with `suffix`.
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
  }
}
