// Phase: blocks. Walks the flat tree with a loop and a stack of open
// containers (no recursion, so 100,000 nested quotes cost memory, not stack).
// Each container adds a prefix to the rows inside it: a quote its `│ `
// gutter, a list item its marker on its first row and a hanging indent after.
// Leaf blocks make rows at the width the prefixes leave; containers nested so
// deep that the text would have under a third of the page (at least six
// columns, enough for a cut chip) add nothing more, so deep nesting never
// squeezes text to nothing or overflows.

import FlowLayout
import ReflowText

/// Renders a document's blocks into rows.
struct BlockRenderer {
  let tree: MarkdownTree
  let options: MarkdownRenderOptions
  var layout: ParagraphLayout
  var links = LinkRegistry()
  private(set) var rows: [TerminalRow] = []

  /// The narrowest text column nesting may leave: a third of the page, between 6 and 20 columns.
  static func minimumTextWidth(forPage width: Int) -> Int { Swift.min(20, Swift.max(6, width / 3)) }

  /// An open container and what it adds to each row inside it.
  private struct Container {
    var end: Int
    var isList = false
    var isTight = false
    var isOrdered = false
    var nextNumber = 0
    var markerWidth = 0
    var listDepth = 0
    var first = TerminalRow()
    var rest = TerminalRow()
    /// Whether the container's first row is still to come (a list item's marker).
    var firstPending = false
    /// Whether a leaf inside the container has been drawn: a tight list then needs no blank row.
    var hasLeaf = false
  }

  private var open: [Container] = []
  /// Colours code blocks; made when the first block in a language is drawn.
  private var highlighter: CodeHighlighter?
  /// How many of the open containers are lists: the next list's bullet shape.
  private var openLists = 0
  private var textWidth: Int

  init(tree: MarkdownTree, options: MarkdownRenderOptions, layout: ParagraphLayout) {
    self.tree = tree
    self.options = options
    self.layout = layout
    textWidth = options.width
  }

  private var theme: RenderTheme { RenderTheme(options) }

  /// Renders the top-level blocks among `nodes` (all of them by default) after any rows already drawn.
  mutating func render(nodes: Range<Int>? = nil) {
    let nodes = nodes ?? 1..<tree.nodes.count
    var index = nodes.lowerBound
    while index < nodes.upperBound {
      while let last = open.last, last.end <= index { close() }
      let node = tree.nodes[index]
      switch node.kind {
      case .blockQuote:
        let gutter = gutterRow()
        push(Container(end: Int(node.end), first: gutter, rest: gutter))
      case .list:
        var container = Container(end: Int(node.end), isList: true)
        container.isTight = node.flags.contains(.tight)
        container.isOrdered = node.flags.contains(.ordered)
        container.nextNumber = Int(node.number)
        let count = tree.children(of: index).reduce(0) { count, _ in count + 1 }
        container.markerWidth = container.isOrdered ? String(Int(node.number) + Swift.max(0, count - 1)).count + 2 : 2
        container.listDepth = openLists
        push(container)
      case .item:
        push(itemContainer(node))
      case .footnoteDefinition:
        // The first footnote is numbered 1, wherever the page is cut into parts to draw.
        if node.number == 1 { drawFootnoteRule() }
        push(footnoteContainer(node))
      case .htmlBlock where HTMLComments.isOnlyComments(tree.slice(node.literal)):
        // A comment is for the document's authors: no page shows it, nor the space around it.
        index = Int(node.end)
        continue
      case .htmlBlock:
        // HTML for presentation is drawn as what it shows; tags alone (`<details>`, `</div>`) show nothing.
        if let (text, centred) = presentedHTML(node) {
          if !text.bytes.isEmpty {
            separateLeaf()
            var settings = settings(for: text)
            if centred { settings.alignment = .center }
            emit(layout.rows(text, settings))
            if !links.pendingNotes.isEmpty && !options.styled { emit(noteRows()) }
          }
        } else {
          renderLeaf(index)
        }
        index = Int(node.end)
        continue
      case .paragraph, .heading, .codeBlock, .thematicBreak, .table:
        renderLeaf(index)
        index = Int(node.end)
        continue
      default:
        // Anything else an extension adds: its text, if any, as a paragraph.
        if tree.nodes[index].end > Int32(index + 1) && tree.nodes[index + 1].kind.isInline {
          renderLeaf(index)
          index = Int(node.end)
          continue
        }
      }
      index += 1
    }
    while !open.isEmpty { close() }
  }

  // MARK: Containers

  private mutating func push(_ container: Container) {
    var container = container
    let remaining = textWidth - container.rest.width
    if remaining < Self.minimumTextWidth(forPage: options.width) {
      // Too deep to indent further: the container still counts, but adds nothing to its rows.
      container.first = TerminalRow()
      container.rest = TerminalRow()
    }
    textWidth -= container.rest.width
    if container.isList { openLists += 1 }
    open.append(container)
  }

  private mutating func close() {
    let container = open.removeLast()
    if container.isList { openLists -= 1 }
    if container.firstPending { emit([TerminalRow()]) }
    textWidth += container.rest.width
  }

  private func gutterRow() -> TerminalRow {
    var row = TerminalRow()
    row.append(Array("│ ".utf8), width: 2, style: theme.frame)
    return row
  }

  /// A list item: its marker on the first row, spaces as wide on the rest.
  private mutating func itemContainer(_ node: MarkdownNode) -> Container {
    guard let listIndex = open.lastIndex(where: \.isList) else { return Container(end: Int(node.end)) }
    let list = open[listIndex]
    var marker: String
    if list.isOrdered {
      marker = "\(list.nextNumber)."
      open[listIndex].nextNumber += 1
    } else {
      marker = ["•", "◦", "▪"][list.listDepth % 3]
    }
    while marker.count < list.markerWidth - 1 { marker += " " }
    marker += " "
    let markerStyle = theme.marker
    var first = TerminalRow()
    if node.flags.contains(.task) && !list.isOrdered {
      marker = ""
    } else {
      first.append(Array(marker.utf8), width: marker.count, style: markerStyle)
    }
    if node.flags.contains(.task) {
      let checked = node.flags.contains(.checked)
      let boxStyle = theme.checkbox(checked: checked)
      first.append(Array((checked ? "☑ " : "☐ ").utf8), width: 2, style: boxStyle)
    }
    var rest = TerminalRow()
    rest.appendSpaces(first.width)
    return Container(end: Int(node.end), first: first, rest: rest, firstPending: true)
  }

  /// A footnote: its number on the first row, spaces as wide on the rest, as wide for every footnote as for the last.
  private mutating func footnoteContainer(_ node: MarkdownNode) -> Container {
    let widest = measuredWidth(FootnoteMark.superscript(tree.footnoteCount))
    let mark = FootnoteMark.superscript(node.number)
    let markStyle = theme.marker
    var first = TerminalRow()
    first.append(mark, width: measuredWidth(mark), style: markStyle)
    first.appendSpaces(widest + 1 - first.width)
    var rest = TerminalRow()
    rest.appendSpaces(first.width)
    return Container(end: Int(node.end), first: first, rest: rest, firstPending: true)
  }

  /// Columns of `bytes`, as the page measures them (superscript digits are East Asian Ambiguous).
  private mutating func measuredWidth(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { layout.measurer.width(of: $0, in: 0..<$0.count) }
  }

  /// The short rule that sets the footnotes apart from the text above them, as a printed page does.
  private mutating func drawFootnoteRule() {
    separateLeaf()
    var row = TerminalRow()
    row.appendRepeated(
      "─", count: Swift.min(textWidth, 20), style: theme.frame)
    emit([row])
  }

  // MARK: Rows

  /// Appends rows with every open container's prefix; the first row takes pending markers.
  mutating func emit(_ content: [TerminalRow]) {
    guard !open.isEmpty else {
      rows += content
      return
    }
    for row in content {
      var line = TerminalRow()
      line.isVerbatim = row.isVerbatim
      for index in open.indices {
        if open[index].firstPending {
          line.append(open[index].first)
          open[index].firstPending = false
        } else {
          line.append(open[index].rest)
        }
      }
      line.append(row)
      rows.append(line)
    }
  }

  /// A blank row between blocks, with the quote gutters it runs through; markers stay pending.
  private mutating func blankRow() {
    // Only containers already under way draw their gutter; one about to start begins after the gap.
    var line = TerminalRow()
    for container in open where container.hasLeaf { line.append(container.rest) }
    rows.append(line)
  }

  /// Whether a blank row goes before the next leaf: always, except first, and inside a tight list.
  private mutating func separateLeaf() {
    defer {
      for index in open.indices { open[index].hasLeaf = true }
    }
    guard !rows.isEmpty else { return }
    if let listIndex = open.lastIndex(where: \.isList), open[listIndex].isTight {
      if open[listIndex].hasLeaf { return }
      // A list that opens right after its item's text, in a tight list, follows without a gap too.
      if listIndex > 0, open[listIndex - 1].hasLeaf,
        let outer = open[..<(listIndex - 1)].last(where: \.isList), outer.isTight
      {
        return
      }
    }
    blankRow()
  }

  // MARK: Leaves

  private mutating func renderLeaf(_ index: Int) {
    separateLeaf()
    let node = tree.nodes[index]
    switch node.kind {
    case .heading: emit(headingRows(index))
    case .codeBlock:
      let language = theme.styled && options.highlightsCode ? CodeHighlighter.language(ofInfo: tree.slice(node.detail)) : nil
      emit(verbatimRows(tree.slice(node.literal), indent: options.styled ? 2 : 4, shaded: true, language: language))
    case .htmlBlock: emit(verbatimRows(tree.slice(node.literal), indent: 0, shaded: false))
    case .thematicBreak:
      var row = TerminalRow()
      row.appendRepeated("─", count: textWidth, style: theme.frame)
      emit([row])
    case .table:
      let tables = TableRenderer(tree: tree, options: options, theme: theme)
      emit(tables.rows(index, width: textWidth, layout: &layout, links: &links))
    default:
      let text = InlineTextBuilder(tree: tree, theme: theme).build(
        index, base: .plain, links: &links, measurer: &layout.measurer)
      emit(layout.rows(text, settings(for: text)))
    }
    if !links.pendingNotes.isEmpty && !options.styled { emit(noteRows()) }
  }

  /// An HTML block's text as a browser shows it, and whether a tag centres it; nil when it holds a tag the page
  /// draws as written.
  private mutating func presentedHTML(_ node: MarkdownNode) -> (text: InlineText, centred: Bool)? {
    guard let tokens = HTMLPresentation.tokensItDraws(tree.slice(node.literal)) else { return nil }
    var presentation = HTMLPresentation(theme: theme)
    var text = InlineText()
    var style = TerminalStyle.plain
    for token in tokens { presentation.draw(token, into: &text, style: &style, links: &links) }
    text.trimTrailingSpaces()
    while text.bytes.last == 0x0A {
      text.bytes.removeLast()
      text.trimTrailingSpaces()
    }
    return (text, HTMLPresentation.centers(tokens))
  }

  /// The settings for a text block: a tag cloud gets the chip options.
  private func settings(for text: InlineText) -> ParagraphSettings {
    guard text.isOnlyChips else { return ParagraphSettings(width: textWidth) }
    return ParagraphSettings(
      width: textWidth, alignment: options.chipAlignment, spacing: options.chipSpacing,
      lineSpacing: options.chipLineSpacing)
  }

  /// Link destinations waiting after the last block, a dim row each: `[n]: url`, or, when that does not fit, `[n]:`
  /// with the URL whole on the next row, wider than the text if it must be.
  ///
  /// A URL cut by a line end no longer works when copied; one that runs
  /// past the edge is wrapped by the terminal, which copies it whole, as it
  /// does a line of code.
  private mutating func noteRows() -> [TerminalRow] {
    var result: [TerminalRow] = []
    for note in links.pendingNotes {
      // Sanitised to printable ASCII: a column a byte.
      let label = Array("[\(note.number)]:".utf8)
      let url = Array(note.url.utf8)
      var row = TerminalRow()
      row.append(label, width: label.count, style: RenderTheme.quiet)
      if label.count + 1 + url.count <= textWidth {
        row.append([0x20] + url, width: 1 + url.count, style: RenderTheme.quiet)
        result.append(row)
      } else {
        var urlRow = TerminalRow()
        urlRow.append(url, width: url.count, style: RenderTheme.quiet)
        result += [row, urlRow]
      }
    }
    for index in result.indices { result[index].isVerbatim = result[index].width > textWidth }
    links.pendingNotes.removeAll()
    return result
  }

  /// A heading: bold and coloured; the first two levels underlined with a rule as wide as the text.
  private mutating func headingRows(_ index: Int) -> [TerminalRow] {
    let level = Int(tree.nodes[index].number)
    let lead = !options.styled && level >= 3 ? Array(String(repeating: "#", count: level).utf8) + [0x20] : []
    let text = InlineTextBuilder(tree: tree, theme: theme).build(
      index, base: theme.heading(level: level), lead: lead, links: &links, measurer: &layout.measurer)
    return headingRows(text, level: level)
  }

  /// A heading's text set at the text width, with its rule under the first two levels.
  private mutating func headingRows(_ text: InlineText, level: Int) -> [TerminalRow] {
    var result = layout.rows(text, ParagraphSettings(width: textWidth))
    if level <= 2 {
      var rule = TerminalRow()
      rule.appendRepeated(
        level == 1 ? "━" : "─", count: result.reduce(1) { Swift.max($0, $1.width) }, style: theme.heading(level: level))
      result.append(rule)
    }
    return result
  }

  /// Front matter: the title as a first-level heading and the tags as a tag cloud under it, or the
  /// lines as written (`source`) when it did not parse.
  mutating func drawFrontMatter(_ metadata: FrontMatterMetadata?, source: ArraySlice<UInt8>) {
    guard let metadata else {
      emit(verbatimRows(source, indent: 0, shaded: false))
      return
    }
    if let title = metadata.title, !title.isEmpty {
      var text = InlineText()
      text.append(Array(title.utf8), style: theme.heading(level: 1))
      emit(headingRows(text, level: 1))
    }
    let tags = metadata.tags.filter { !$0.isEmpty }
    guard !tags.isEmpty else { return }
    if !rows.isEmpty { blankRow() }
    var cloud = InlineText()
    for (index, tag) in tags.enumerated() {
      if index > 0 { cloud.append([0x20], style: .plain) }
      cloud.append(Chip(label: Array(tag.utf8), colour: nil).sanitized, style: .plain)
    }
    emit(layout.rows(cloud, settings(for: cloud)))
  }

  /// Code or HTML, line for line: tabs expanded, controls made visible, never wrapped; code in a language the
  /// highlighter knows is coloured token by token.
  private mutating func verbatimRows(
    _ literal: ArraySlice<UInt8>, indent: Int, shaded: Bool, language: String? = nil
  ) -> [TerminalRow] {
    var lines = literal.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    var texts: [(bytes: [UInt8], width: Int)] = []
    for line in lines {
      var expanded: [UInt8] = []
      for byte in line {
        if byte == 0x09 {
          let column = expanded.count
          expanded += repeatElement(0x20, count: options.widths.tabWidth - column % options.widths.tabWidth)
        } else if byte != 0x0D {
          expanded.append(byte)
        }
      }
      var clean = InlineText()
      clean.append(expanded, style: .plain)
      let width = clean.bytes.withUnsafeBufferPointer { layout.measurer.width(of: $0, in: 0..<$0.count) }
      texts.append((clean.bytes, width))
    }
    let widest = texts.reduce(0) { Swift.max($0, $1.width) }
    let style = theme.verbatim(shaded: shaded)
    let padded = options.styled && shaded
    let boxWidth = Swift.min(widest + (padded ? 2 : 0), Swift.max(widest, textWidth - indent))
    var tokens: [[(kind: CodeTokenKind, range: Range<Int>)]]?
    if let language {
      if highlighter == nil { highlighter = CodeHighlighter() }
      tokens = highlighter?.tokens(of: texts.map(\.bytes), language: language)
    }
    return texts.indices.map { line in
      let text = texts[line]
      var row = TerminalRow()
      row.isVerbatim = true
      row.appendSpaces(indent)
      if padded { row.appendSpaces(1, style: style) }
      if let tokens {
        appendHighlighted(text.bytes, tokens[line], over: style, to: &row)
      } else {
        row.append(text.bytes, width: text.width, style: style)
      }
      if padded { row.appendSpaces(Swift.max(0, boxWidth - text.width - 1), style: style) }
      return row
    }
  }

  /// Appends a line of code in the styles of its tokens, laid over `base`.
  ///
  /// Each grapheme cluster takes the style of the token its first byte is
  /// in, so a token that ends inside a cluster (a string's closing quote
  /// after an accent, say) never splits it, and each run's width is the sum
  /// of whole clusters.
  private mutating func appendHighlighted(
    _ bytes: [UInt8], _ tokens: [(kind: CodeTokenKind, range: Range<Int>)], over base: TerminalStyle,
    to row: inout TerminalRow
  ) {
    var kinds = [CodeTokenKind](repeating: .normal, count: bytes.count)
    for token in tokens where token.range.upperBound <= bytes.count {
      for index in token.range { kinds[index] = token.kind }
    }
    var runs: [(range: Range<Int>, kind: CodeTokenKind, width: Int)] = []
    bytes.withUnsafeBufferPointer { buffer in
      layout.measurer.forEachCluster(in: buffer, 0..<buffer.count) { start, end, width in
        if let last = runs.last, last.kind == kinds[start] {
          runs[runs.count - 1] = (last.range.lowerBound..<end, last.kind, last.width + width)
        } else {
          runs.append((start..<end, kinds[start], width))
        }
      }
    }
    for run in runs {
      row.append(bytes[run.range], width: run.width, style: base.layered(with: theme.code(run.kind)))
    }
  }
}

extension MarkdownNodeKind {
  /// Whether the node is inline content.
  var isInline: Bool { rawValue >= MarkdownNodeKind.text.rawValue && self != .other }
}
