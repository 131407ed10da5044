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
  /// Colours code blocks; a session of the options' highlighter, made when the first block in a language is drawn.
  var highlighter: (any CodeHighlightingSession)?
  /// How many of the open containers are lists: the next list's bullet shape.
  var openLists = 0
  var textWidth: Int

  init(tree: MarkdownTree, options: MarkdownRenderOptions, layout: ParagraphLayout) {
    self.tree = tree
    self.options = options
    self.layout = layout
    textWidth = options.width
  }

  var theme: RenderTheme { RenderTheme(options) }

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
            emitText(text, settings)
            if !links.pendingNotes.isEmpty && theme.linkNotes { emit(noteRows()) }
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

  mutating func close() {
    let container = open.removeLast()
    if container.isList { openLists -= 1 }
    if container.firstPending { emit([TerminalRow()]) }
    textWidth += container.rest.width
  }

  func gutterRow() -> TerminalRow {
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
  mutating func measuredWidth(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { layout.measurer.width(of: $0, in: 0..<$0.count) }
  }

  /// The short rule that sets the footnotes apart from the text above them, as a printed page does.
  mutating func drawFootnoteRule() {
    separateLeaf()
    var row = TerminalRow()
    row.appendRepeated(
      "─", count: Swift.min(textWidth, 20), style: theme.frame)
    emit([row])
  }

  // MARK: Rows

  /// Sets `text` and appends its rows, a pending list marker on the row that holds the first line's text.
  mutating func emitText(_ text: InlineText, _ settings: ParagraphSettings) {
    let content = layout.rows(text, settings)
    emit(content, markersOnRow: layout.firstBaselineRow)
  }

  /// Appends rows with every open container's prefix; row `markersOnRow` takes pending markers.
  ///
  /// A line holding a boxed chip is three rows tall with its text on the
  /// middle one, so a list marker goes on that row, beside the words it
  /// belongs to, and the rows above it get the container's indent.
  mutating func emit(_ content: [TerminalRow], markersOnRow: Int = 0) {
    guard !open.isEmpty else {
      rows += content
      return
    }
    for (number, row) in content.enumerated() {
      var line = TerminalRow()
      line.isVerbatim = row.isVerbatim
      for index in open.indices {
        if open[index].firstPending && number >= markersOnRow {
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
  mutating func blankRow() {
    // Only containers already under way draw their gutter; one about to start begins after the gap.
    var line = TerminalRow()
    for container in open where container.hasLeaf { line.append(container.rest) }
    rows.append(line)
  }

  /// Whether a blank row goes before the next leaf: always, except first, and inside a tight list.
  mutating func separateLeaf() {
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
}

extension MarkdownNodeKind {
  /// Whether the node is inline content.
  var isInline: Bool { rawValue >= MarkdownNodeKind.text.rawValue && self != .other }
}
