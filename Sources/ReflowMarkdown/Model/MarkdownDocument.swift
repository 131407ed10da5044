// Phase: the document model. cmark-gfm's tree becomes plain Swift values at
// once, so nothing after parsing holds a C pointer or depends on the C API.
// Only blocks are kept: the rewrapper works on source lines, and a block's
// position in the source is what it needs.

/// A place in Markdown source: a 1-based line and a 1-based byte column.
public struct SourcePosition: Hashable, Sendable {
  /// The line, counting from 1.
  public var line: Int
  /// The byte offset within the line, counting from 1.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// What a block is, as cmark-gfm parsed it.
public enum MarkdownBlockKind: Hashable, Sendable {
  /// The whole document.
  case document
  /// A block quote (`>`).
  case blockQuote
  /// A bullet or ordered list.
  case list
  /// A list item; `isTask` for GFM task items (`- [ ]`).
  case item(isTask: Bool)
  /// A paragraph: the only block whose lines the rewrapper rewrites.
  case paragraph
  /// An ATX or setext heading.
  case heading(level: Int)
  /// A fenced or indented code block.
  case codeBlock
  /// A raw HTML block.
  case htmlBlock
  /// A thematic break (`---`).
  case thematicBreak
  /// A GFM table, its rows or its cells.
  case table
  /// Any other block an extension adds, by cmark-gfm's type name.
  case other(String)

  /// Whether the block holds other blocks whose lines carry its markers (`>` or a list item's indent).
  public var isContainer: Bool {
    switch self {
    case .blockQuote, .list, .item: true
    default: false
    }
  }
}

/// One block of a parsed document.
public struct MarkdownBlock: Hashable, Sendable {
  /// What the block is.
  public var kind: MarkdownBlockKind
  /// Where the block starts, or nil when cmark-gfm could not say.
  ///
  /// cmark-gfm reports no position for a paragraph whose last line became a
  /// table's header row; such a block must be left as it is.
  public var start: SourcePosition?
  /// The last byte of the block, or nil when unknown.
  public var end: SourcePosition?
  /// The index of the enclosing block in ``MarkdownDocument/blocks``; nil for the document.
  public var parent: Int?

  /// Creates a block.
  public init(kind: MarkdownBlockKind, start: SourcePosition?, end: SourcePosition?, parent: Int?) {
    self.kind = kind
    self.start = start
    self.end = end
    self.parent = parent
  }
}

/// The blocks of a Markdown document in document order, each pointing at its parent.
///
/// Built without recursion, so a document nested 100,000 levels deep parses
/// as safely as a flat one.
public struct MarkdownDocument: Sendable {
  /// Every block, the document first, parents before their children.
  public var blocks: [MarkdownBlock]

  /// Parses valid UTF-8 Markdown with the GFM extensions (tables, strikethrough, autolinks, task lists).
  public init(utf8 source: UnsafeBufferPointer<UInt8>) {
    blocks = CmarkBridge.parse(source, wants: .outline).blocks
  }

  /// Parses a string of Markdown.
  public init(_ source: some StringProtocol) {
    var text = String(source)
    self = text.withUTF8 { MarkdownDocument(utf8: $0) }
  }

  init(blocks: [MarkdownBlock]) {
    self.blocks = blocks
  }

  /// The containers around block `index`, outermost first.
  public func containers(of index: Int) -> [MarkdownBlockKind] {
    var kinds: [MarkdownBlockKind] = []
    var current = blocks[index].parent
    while let parent = current {
      if blocks[parent].kind.isContainer { kinds.append(blocks[parent].kind) }
      current = blocks[parent].parent
    }
    return kinds.reversed()
  }
}
