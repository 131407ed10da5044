// Phase: the full document model, for rendering. Blocks and inlines in one
// flat array in document order (pre-order), each node knowing where its
// subtree ends, and every literal in one shared byte buffer. A flat tree is
// walked with a loop and a stack of ends, so a deeply nested document costs
// no call stack, and a large document costs two allocations, not one string
// per word.

/// What a node of the full tree is.
enum MarkdownNodeKind: UInt8 {
  case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
  case table, tableRow, tableCell
  /// A GFM footnote's text (`[^label]: ...`), moved by cmark-gfm to the end of the document.
  case footnoteDefinition
  case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image, strikethrough
  /// A reference to a footnote (`[^label]`); its literal is what cmark-gfm wrote there, its footnote's number its number.
  case footnoteReference
  /// A node an extension adds that the renderer does not know; its text children are still drawn.
  case other

  /// Whether the node is a block that holds text directly (inlines), not other blocks.
  var holdsInlines: Bool {
    switch self {
    case .paragraph, .heading, .tableCell: true
    default: false
    }
  }
}

/// One node of the full tree.
struct MarkdownNode {
  var kind: MarkdownNodeKind
  /// The index just past the node's last descendant: its children are the nodes between.
  var end: Int32 = 0
  /// Text, code, raw HTML or a code block's content, in ``MarkdownTree/bytes``.
  var literal: Range<Int32> = 0..<0
  /// A link's or image's destination, a code block's info string, a table's column alignments.
  var detail: Range<Int32> = 0..<0
  /// A heading's level, an ordered list's start number, a table's column count, a footnote's number.
  var number: Int32 = 0
  /// The line the node starts on, counting from 1; 0 when unknown.
  var line: Int32 = 0
  var flags: MarkdownNodeFlags = []
}

/// Yes-or-no facts about a node.
struct MarkdownNodeFlags: OptionSet {
  let rawValue: UInt8
  /// An ordered list.
  static let ordered = MarkdownNodeFlags(rawValue: 1)
  /// A tight list: no blank lines between its items.
  static let tight = MarkdownNodeFlags(rawValue: 2)
  /// A GFM task item.
  static let task = MarkdownNodeFlags(rawValue: 4)
  /// A checked task item.
  static let checked = MarkdownNodeFlags(rawValue: 8)
  /// A table's header row.
  static let header = MarkdownNodeFlags(rawValue: 16)
}

/// A parsed document, blocks and inlines, as Swift values.
struct MarkdownTree {
  var nodes: [MarkdownNode] = []
  /// Every literal and detail, back to back.
  var bytes: [UInt8] = []
  /// How many footnotes the document ends with (see ``numberFootnotes()``).
  var footnoteCount: Int32 = 0

  /// The bytes of `range`, for a literal or detail.
  func slice(_ range: Range<Int32>) -> ArraySlice<UInt8> { bytes[Int(range.lowerBound)..<Int(range.upperBound)] }

  /// Numbers the footnotes from 1 in the order their definitions come, and gives each reference its footnote's number.
  ///
  /// cmark-gfm leaves at the end of the document only the definitions that
  /// are referred to, in the order of their first references, as GitHub
  /// numbers them, makes a reference only where a definition matches (others
  /// stay text), and writes the footnote's number as the reference's
  /// literal. A literal that is not one of the numbers leaves the reference
  /// unnumbered (0), to be drawn as written.
  mutating func numberFootnotes() {
    for index in nodes.indices where nodes[index].kind == .footnoteDefinition {
      footnoteCount += 1
      nodes[index].number = footnoteCount
    }
    guard footnoteCount > 0 else { return }
    for index in nodes.indices where nodes[index].kind == .footnoteReference {
      let number = Int32(String(decoding: slice(nodes[index].literal), as: UTF8.self)) ?? 0
      nodes[index].number = 1...footnoteCount ~= number ? number : 0
    }
  }

  /// The indices of `node`'s children, in order.
  func children(of node: Int) -> ChildIndices { ChildIndices(tree: self, cursor: node + 1, end: Int(nodes[node].end)) }

  /// The children of one node, found by jumping over each child's subtree.
  struct ChildIndices: Sequence, IteratorProtocol {
    let tree: MarkdownTree
    var cursor: Int
    let end: Int

    mutating func next() -> Int? {
      guard cursor < end else { return nil }
      defer { cursor = Int(tree.nodes[cursor].end) }
      return cursor
    }
  }
}
