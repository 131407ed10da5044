// Phase: parsing. The one file that calls cmark-gfm. It parses with the GFM
// extensions, walks the block tree without recursion into Swift values, and
// renders HTML for the meaning check. Every document's memory comes from its
// own arena (CReflowArena) and goes with it, so nothing outlives the
// `CmarkTree` that owns it. cmark-gfm is not
// thread-safe: inline parsing adds the extensions' special characters to a
// global table and removes them when it is done, so two parses at once can
// miss each other's strikethrough or autolinks. Every call that parses
// (making a parser, feeding it, finishing it) holds one lock; feeding reads
// blocks only and touches no global table, so a parse fed piece by piece
// may let another parse run between its pieces. Rendering HTML and reading
// the outline only read a finished tree, so they run unlocked, even on two
// threads at once over one tree.

import CReflowArena
import CReflowCmark
import Dispatch
import Synchronization

/// What a parse should produce besides freeing the tree.
struct CmarkRequest: OptionSet {
  let rawValue: Int
  /// The block outline (``MarkdownDocument``).
  static let outline = CmarkRequest(rawValue: 1)
  /// The HTML of the whole document.
  static let html = CmarkRequest(rawValue: 2)
  /// The HTML of each paragraph, in document order.
  static let paragraphHTML = CmarkRequest(rawValue: 4)
}

/// The results of one parse.
struct CmarkResult {
  var blocks: [MarkdownBlock] = []
  var html: [UInt8] = []
  var paragraphHTML: [[UInt8]] = []
  /// For each paragraph of ``paragraphHTML``, the element keeping its whitespace that the HTML before it leaves open.
  var paragraphStates: [RawTextElements] = []
}

/// Calls into cmark-gfm.
enum CmarkBridge {
  /// The GFM extensions Reflow enables; GitHub renders all of them.
  static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

  /// Registers the extensions once per process; cmark-gfm's registry is global.
  private static let registered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
  }()

  /// Serialises every use of cmark-gfm in the process.
  private static let lock = Mutex(())

  /// Parses valid UTF-8 as GitHub does, footnotes included, and returns what `wants` asks for.
  ///
  /// The rewrap, its meaning check and the paragraph-by-paragraph repair all
  /// parse this way: a parse without footnotes reads `[^1]: note` as a
  /// paragraph, so it would join a definition into the text before it, and
  /// count paragraphs differently from the rewrap.
  static func parse(_ source: UnsafeBufferPointer<UInt8>, wants: CmarkRequest) -> CmarkResult {
    let tree = CmarkTree(source, footnotes: true)
    var result = CmarkResult()
    if wants.contains(.outline) { result.blocks = tree.outline() }
    if wants.contains(.html) { result.html = tree.html() }
    if wants.contains(.paragraphHTML) { (result.paragraphHTML, result.paragraphStates) = tree.paragraphHTML() }
    return result
  }

  /// cmark-gfm's allocator over the calling thread's arena; cmark-gfm keeps the pointer in every node.
  nonisolated(unsafe) fileprivate static let arenaAllocator: UnsafeMutablePointer<cmark_mem> = {
    let allocator = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
    allocator.initialize(to: cmark_mem(calloc: rf_arena_calloc, realloc: rf_arena_realloc, free: rf_arena_free))
    return allocator
  }()

  /// A parser with the GFM extensions, allocating from the calling thread's arena; the caller owns it.
  fileprivate static func newParser(footnotes: Bool) -> OpaquePointer {
    lock.withLock { _ in
      _ = registered
      let options = footnotes ? CMARK_OPT_FOOTNOTES : CMARK_OPT_DEFAULT
      guard let parser = cmark_parser_new_with_mem(options, arenaAllocator) else {
        fatalError("cmark-gfm: out of memory")
      }
      for name in extensionNames {
        if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
      }
      return parser
    }
  }

  /// Gives `parser` more of its source, under the process-wide lock.
  ///
  /// An empty piece is not fed: cmark-gfm 0.29 reads the byte at a piece's
  /// start to pair a CR ending the last piece with an LF starting this one,
  /// even when the piece is empty, and forgets the CR, so the LF after it
  /// made a blank line (a table cut between CR and LF became a paragraph).
  fileprivate static func feed(_ parser: OpaquePointer, _ bytes: UnsafeBufferPointer<UInt8>) {
    bytes.withMemoryRebound(to: CChar.self) { chars in
      guard let base = chars.baseAddress, !chars.isEmpty else { return }
      lock.withLock { _ in cmark_parser_feed(parser, base, chars.count) }
    }
  }

  /// Ends `parser`'s source and parses its inlines, under the process-wide lock: the document's root.
  fileprivate static func finish(_ parser: OpaquePointer) -> OpaquePointer {
    lock.withLock { _ in
      guard let root = cmark_parser_finish(parser) else { fatalError("cmark-gfm: out of memory") }
      return Root(node: root)
    }.node
  }

  /// A document's root, handed out of the lock to the one parse that owns it.
  private struct Root: @unchecked Sendable {
    let node: OpaquePointer
  }

  /// Renders a node and its children to HTML, raw HTML kept so that the meaning check sees it, into a buffer no
  /// arena owns, which may outlive the tree.
  fileprivate static func html(of node: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?) -> HTMLBuffer {
    let previous = rf_arena_enter(nil)
    defer { rf_arena_enter(previous) }
    return HTMLBuffer(rendered: cmark_render_html(node, CMARK_OPT_UNSAFE, extensions))
  }

  /// The block tree as Swift values, in document order.
  ///
  /// Table rows and cells are not visited: the rewrapper copies a table
  /// whole, and a large table has more cells than the document has blocks.
  fileprivate static func outline(_ root: OpaquePointer) -> [MarkdownBlock] {
    var kinds = KindCache()
    // Counted first, the blocks go into memory touched once: grown by doubling, a large document's outline
    // would be copied into fresh memory again and again.
    var count = 0
    walkBlocks(root) { node, _ in
      count += 1
      return kinds.kind(of: node) != .table
    }
    var blocks: [MarkdownBlock] = []
    blocks.reserveCapacity(count)
    walkBlocks(root) { node, parent in
      let kind = kinds.kind(of: node)
      var first = start(of: node)
      var last = end(of: node)
      if kind == .paragraph, let next = cmark_node_next(node), isBlock(next), kinds.kind(of: next) == .table,
        first == nil || (last?.line ?? 0) >= (start(of: next)?.line ?? Int.max) || start(of: next) == first,
        let lines = linesAboveTable(node, table: next, reported: first)
      {
        (first, last) = lines
      }
      // cmark-gfm can end a block before it starts (an HTML block after CR line ends does): such a
      // block is taken to run to its parent's end, which holds it.
      if let first, let reported = last, (reported.line, reported.column) < (first.line, first.column) {
        let enclosing = parent.flatMap { blocks[$0].end }
        last = enclosing.map { ($0.line, $0.column) >= (first.line, first.column) } == true ? enclosing : first
      }
      blocks.append(MarkdownBlock(kind: kind, start: first, end: last, parent: parent))
      return kind != .table
    }
    return blocks
  }

  /// Where a paragraph directly above a table lies, which cmark-gfm does not say.
  ///
  /// When a table's delimiter row turns a paragraph's last line into the
  /// table's header, cmark-gfm gives the paragraph no position (0:0) and
  /// starts the table where the paragraph started, or, inside a list item,
  /// reports the paragraph over the table's lines too. The paragraph's first
  /// line is where it or the table starts; its last is the line above the
  /// table's header, which is as many lines above the table's end as the
  /// table has rows after the header, plus the delimiter row. (Counting the
  /// paragraph's own line breaks misses those inside a code span or inline
  /// HTML.) The end column is not known, and not needed. Nil when neither
  /// has a position.
  private static func linesAboveTable(
    _ paragraph: OpaquePointer, table: OpaquePointer, reported: SourcePosition?
  ) -> (SourcePosition, SourcePosition)? {
    guard let first = reported ?? start(of: table), let tableEnd = end(of: table) else { return nil }
    var rows = 0
    var row = cmark_node_first_child(table)
    while let each = row {
      rows += 1
      row = cmark_node_next(each)
    }
    // Header, delimiter row, then the body rows, one line each.
    let last = tableEnd.line - (rows - 1) - 2
    guard last >= first.line else { return nil }
    // The end column stands for the end of the line: after the start, however the line is indented.
    return (first, SourcePosition(line: last, column: Int(Int32.max)))
  }

  /// Visits block nodes in document order, never inlines, with a loop rather than recursion, so depth
  /// costs no stack.
  ///
  /// `enter` gets each node and the visit number of its parent (the root is
  /// visit 0), and returns whether to visit the node's children.
  fileprivate static func walkBlocks(_ root: OpaquePointer, enter: (OpaquePointer, Int?) -> Bool) {
    var parents: [Int] = []
    var visits = 0
    var node = root
    while true {
      let descends = enter(node, parents.last)
      visits += 1
      if descends, let child = cmark_node_first_child(node), isBlock(child) {
        parents.append(visits - 1)
        node = child
        continue
      }
      while node != root, cmark_node_next(node) == nil, let parent = cmark_node_parent(node) {
        node = parent
        parents.removeLast()
      }
      guard node != root, let next = cmark_node_next(node) else { return }
      node = next
    }
  }

  /// Every node in document order, with a loop: entering a node records it, leaving it sets its end.
  fileprivate static func fullTree(_ root: OpaquePointer, sourceSize: Int) -> MarkdownTree {
    var tree = MarkdownTree()
    // Literals hold at most the source's bytes, and real documents have about one node per 16 bytes:
    // reserving both at once spares the copies and fresh pages of repeated growth.
    tree.bytes.reserveCapacity(sourceSize + sourceSize / 8)
    tree.nodes.reserveCapacity(sourceSize / 16 + 16)
    var kinds = NodeKindCache()
    var open: [Int] = []
    var node = root
    while true {
      open.append(tree.nodes.count)
      tree.nodes.append(record(node, kind: kinds.kind(of: node), into: &tree.bytes))
      if let child = cmark_node_first_child(node) {
        node = child
        continue
      }
      tree.nodes[open.removeLast()].end = Int32(tree.nodes.count)
      while node != root, cmark_node_next(node) == nil, let parent = cmark_node_parent(node) {
        node = parent
        tree.nodes[open.removeLast()].end = Int32(tree.nodes.count)
      }
      guard node != root, let next = cmark_node_next(node) else { return tree }
      node = next
    }
  }

  /// One node's fields; its literal and detail are appended to `bytes`.
  private static func record(_ node: OpaquePointer, kind: MarkdownNodeKind, into bytes: inout [UInt8])
    -> MarkdownNode
  {
    func append(_ text: UnsafePointer<CChar>?) -> Range<Int32> {
      let start = Int32(bytes.count)
      if let text {
        let length = strlen(text)
        text.withMemoryRebound(to: UInt8.self, capacity: length) {
          bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
        }
      }
      return start..<Int32(bytes.count)
    }
    var result = MarkdownNode(kind: kind, line: Int32(cmark_node_get_start_line(node)))
    switch kind {
    case .text, .code, .htmlInline, .codeBlock, .htmlBlock, .footnoteReference:
      result.literal = append(cmark_node_get_literal(node))
      if kind == .codeBlock { result.detail = append(cmark_node_get_fence_info(node)) }
    case .link, .image:
      result.detail = append(cmark_node_get_url(node))
    case .heading:
      result.number = Int32(cmark_node_get_heading_level(node))
    case .list:
      if cmark_node_get_list_type(node) == CMARK_ORDERED_LIST { result.flags.insert(.ordered) }
      if cmark_node_get_list_tight(node) != 0 { result.flags.insert(.tight) }
      result.number = Int32(cmark_node_get_list_start(node))
    case .item:
      let name = cmark_node_get_type_string(node).map { String(cString: $0) }
      if name == "tasklist" {
        result.flags.insert(.task)
        if cmark_gfm_extensions_get_tasklist_item_checked(node) { result.flags.insert(.checked) }
      }
    case .table:
      let columns = Int(cmark_gfm_extensions_get_table_columns(node))
      result.number = Int32(columns)
      let start = Int32(bytes.count)
      if let alignments = cmark_gfm_extensions_get_table_alignments(node) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: alignments, count: columns))
      }
      result.detail = start..<Int32(bytes.count)
    case .tableRow:
      if cmark_gfm_extensions_get_table_row_is_header(node) != 0 { result.flags.insert(.header) }
    default: break
    }
    return result
  }

  /// Full-tree kinds by cmark-gfm node type; extension types are looked up by name once each.
  private struct NodeKindCache {
    var byType: [UInt32: MarkdownNodeKind] = [:]

    mutating func kind(of node: OpaquePointer) -> MarkdownNodeKind {
      let type = cmark_node_get_type(node)
      switch type {
      case CMARK_NODE_TEXT: return .text
      case CMARK_NODE_SOFTBREAK: return .softBreak
      case CMARK_NODE_PARAGRAPH: return .paragraph
      case CMARK_NODE_EMPH: return .emphasis
      case CMARK_NODE_STRONG: return .strong
      case CMARK_NODE_CODE: return .code
      case CMARK_NODE_LINK: return .link
      default: break
      }
      if let known = byType[type.rawValue] { return known }
      let kind: MarkdownNodeKind
      switch type {
      case CMARK_NODE_DOCUMENT: kind = .document
      case CMARK_NODE_BLOCK_QUOTE: kind = .blockQuote
      case CMARK_NODE_LIST: kind = .list
      case CMARK_NODE_ITEM: kind = .item
      case CMARK_NODE_CODE_BLOCK: kind = .codeBlock
      case CMARK_NODE_HTML_BLOCK: kind = .htmlBlock
      case CMARK_NODE_HEADING: kind = .heading
      case CMARK_NODE_THEMATIC_BREAK: kind = .thematicBreak
      case CMARK_NODE_LINEBREAK: kind = .lineBreak
      case CMARK_NODE_HTML_INLINE: kind = .htmlInline
      case CMARK_NODE_IMAGE: kind = .image
      case CMARK_NODE_FOOTNOTE_REFERENCE: kind = .footnoteReference
      case CMARK_NODE_FOOTNOTE_DEFINITION: kind = .footnoteDefinition
      default:
        switch cmark_node_get_type_string(node).map({ String(cString: $0) }) ?? "" {
        case "tasklist": kind = .item
        case "table": kind = .table
        case "table_row", "table_header": kind = .tableRow
        case "table_cell": kind = .tableCell
        case "strikethrough": kind = .strikethrough
        default: kind = .other
        }
      }
      byType[type.rawValue] = kind
      return kind
    }
  }

  fileprivate static func isBlock(_ node: OpaquePointer) -> Bool {
    Int32(cmark_node_get_type(node).rawValue) & CMARK_NODE_TYPE_MASK == CMARK_NODE_TYPE_BLOCK
  }

  private static func start(of node: OpaquePointer) -> SourcePosition? {
    let line = Int(cmark_node_get_start_line(node))
    let column = Int(cmark_node_get_start_column(node))
    return line > 0 && column > 0 ? SourcePosition(line: line, column: column) : nil
  }

  private static func end(of node: OpaquePointer) -> SourcePosition? {
    let line = Int(cmark_node_get_end_line(node))
    return line > 0 ? SourcePosition(line: line, column: Int(cmark_node_get_end_column(node))) : nil
  }

  /// Kinds by cmark-gfm node type; extension types are looked up by name once each.
  private struct KindCache {
    var byType: [UInt32: MarkdownBlockKind] = [:]

    mutating func kind(of node: OpaquePointer) -> MarkdownBlockKind {
      let type = cmark_node_get_type(node)
      if type == CMARK_NODE_PARAGRAPH { return .paragraph }
      if let known = byType[type.rawValue] { return known }
      let kind = CmarkBridge.kind(of: node)
      if case .heading = kind { return kind }
      byType[type.rawValue] = kind
      return kind
    }
  }

  private static func kind(of node: OpaquePointer) -> MarkdownBlockKind {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_DOCUMENT: return .document
    case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
    case CMARK_NODE_LIST: return .list
    case CMARK_NODE_ITEM: return .item(isTask: false)
    case CMARK_NODE_PARAGRAPH: return .paragraph
    case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
    case CMARK_NODE_CODE_BLOCK: return .codeBlock
    case CMARK_NODE_HTML_BLOCK: return .htmlBlock
    case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
    default:
      // Extension types have no declared constants in Debian's headers: go by name.
      let name = cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
      switch name {
      case "tasklist": return .item(isTask: true)
      case "table", "table_header", "table_row", "table_cell": return .table
      default: return .other(name)
      }
    }
  }
}

/// A parsed document held open, so that its HTML can be rendered later, on any thread.
///
/// Rendering reads only the tree (the lock guards parsing, which writes
/// cmark-gfm's global table). The tree's memory comes from its own arena:
/// every call into cmark-gfm for it runs with that arena entered, so blocks
/// that cmark-gfm makes later (a literal's copy, the HTML) come from it too.
/// Dropping the last reference frees the tree and unmaps the arena. One
/// thread at a time may use a tree.
final class CmarkTree: @unchecked Sendable {
  private let arena: OpaquePointer
  private let parser: OpaquePointer
  private let root: OpaquePointer
  /// Whether the parse read GitHub's footnotes.
  private let footnotes: Bool

  /// The size of the parsed source, in bytes.
  let sourceSize: Int

  /// Parses valid UTF-8, with GitHub's footnotes when `footnotes` is set.
  ///
  /// Footnotes are for drawing only: with them, cmark-gfm moves each
  /// definition to the end of the document, which the rewrapper, working on
  /// the source's lines, must not see.
  convenience init(_ source: UnsafeBufferPointer<UInt8>, footnotes: Bool = false) {
    let parse = CmarkStreamingParse(footnotes: footnotes)
    parse.feed(source)
    let parts = parse.finishedParts()
    self.init(
      arena: parts.arena, parser: parts.parser, root: parts.root, footnotes: footnotes, sourceSize: source.count)
  }

  /// The tree a finished parse made in `arena`, which the tree now owns with the parser.
  fileprivate init(arena: OpaquePointer, parser: OpaquePointer, root: OpaquePointer, footnotes: Bool, sourceSize: Int) {
    self.arena = arena
    self.parser = parser
    self.root = root
    self.footnotes = footnotes
    self.sourceSize = sourceSize
  }

  /// Gives back the memory destroyed trees left for the next parse, for when none is to come soon.
  ///
  /// A tree's memory is kept when it goes, for the next tree to take
  /// without the kernel mapping and clearing it afresh (`--markdown` parses
  /// its output right after); kept longer, it would sit beside whatever the
  /// caller does next.
  static func releaseKeptMemory() { rf_arena_release_kept() }

  deinit {
    // Every block of the parser and the tree came from the arena, which owns even its blocks from malloc:
    // destroying it frees them all, without cmark-gfm's walk over every node.
    rf_arena_destroy(arena)
  }

  /// Runs `body` with `arena` as the calling thread's arena.
  fileprivate static func inArena<Result>(_ arena: OpaquePointer, _ body: () -> Result) -> Result {
    let previous = rf_arena_enter(arena)
    defer { rf_arena_enter(previous) }
    return body()
  }

  /// The block outline.
  ///
  /// It only reads the tree and makes nothing through cmark-gfm, so it enters
  /// no arena and may run while another thread renders the same tree's
  /// ``html()``, which only reads it too.
  func outline() -> [MarkdownBlock] { CmarkBridge.outline(root) }

  /// The whole document's HTML, raw HTML kept.
  func html() -> [UInt8] { htmlBuffer().array }

  /// The whole document's HTML, as ``html()`` renders it, in a buffer that outlives the tree.
  func htmlBuffer() -> HTMLBuffer {
    CmarkBridge.html(of: root, extensions: cmark_parser_get_syntax_extensions(parser))
  }

  /// The same bytes as ``htmlBuffer()``, rendered in two halves on two threads; the tree is split to do it, so
  /// it is the last thing asked of the tree.
  ///
  /// The top-level blocks from the middle on move under a second document
  /// node, and each document is rendered on its own thread. Joined, the
  /// halves are the whole document's HTML, because cmark-gfm's renderer
  /// carries nothing from one top-level block to the next but footnote
  /// numbers, and a line end that it writes before a block only when the
  /// HTML so far does not end in one. So a document with footnotes is
  /// rendered whole, and so is one whose first half does not end in a line
  /// end, its blocks moved back first.
  func htmlSplittingTree() -> HTMLBuffer {
    var blocks: [OpaquePointer] = []
    var child = cmark_node_first_child(root)
    while let block = child {
      if cmark_node_get_type(block) == CMARK_NODE_FOOTNOTE_DEFINITION { return htmlBuffer() }
      blocks.append(block)
      child = cmark_node_next(block)
    }
    guard blocks.count >= 2 else { return htmlBuffer() }
    let moved = blocks[(blocks.count / 2)...]
    let split: OpaquePointer? = Self.inArena(arena) {
      guard let second = cmark_node_new_with_mem(CMARK_NODE_DOCUMENT, CmarkBridge.arenaAllocator) else { return nil }
      for (count, block) in zip(0..., moved) where cmark_node_append_child(second, block) == 0 {
        // Not expected (a document holds any top-level block): the blocks moved so far go back in order.
        for back in moved.prefix(count) { _ = cmark_node_insert_before(block, back) }
        return nil
      }
      return second
    }
    guard let split else { return htmlBuffer() }
    let secondHalf = SecondHalf(node: split)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      secondHalf.html = CmarkBridge.html(
        of: secondHalf.node, extensions: cmark_parser_get_syntax_extensions(self.parser))
    }
    let first = htmlBuffer()
    group.wait()
    guard first.count == 0 || first.withBytes({ $0.last }) == 0x0A else {
      Self.inArena(arena) { for block in moved { _ = cmark_node_append_child(root, block) } }
      return htmlBuffer()
    }
    first.append(secondHalf.html!)
    return first
  }

  /// The whole tree, blocks and inlines, for rendering.
  func fullTree() -> MarkdownTree {
    var tree = Self.inArena(arena) { CmarkBridge.fullTree(root, sourceSize: sourceSize) }
    if footnotes { tree.numberFootnotes() }
    return tree
  }

  /// Bytes of memory the tree's arena has reserved.
  var arenaBytes: Int { rf_arena_reserved(arena) }

  /// The HTML of each paragraph, in document order, and the element keeping its whitespace (`<pre>`) that raw HTML
  /// before each leaves open.
  func paragraphHTML() -> (html: [[UInt8]], states: [RawTextElements]) {
    Self.inArena(arena) { paragraphHTMLInArena() }
  }

  private func paragraphHTMLInArena() -> (html: [[UInt8]], states: [RawTextElements]) {
    var result: [[UInt8]] = []
    var states: [RawTextElements] = []
    var state = RawTextElements()
    let extensions = cmark_parser_get_syntax_extensions(parser)
    // Every node in document order: raw HTML, blocks and inline, moves the state; a code block opens and closes a
    // `<pre>` of its own.
    guard let iterator = cmark_iter_new(root) else { return (result, states) }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_PARAGRAPH:
        result.append(CmarkBridge.html(of: node, extensions: extensions).array)
        states.append(state)
      case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
        guard let literal = cmark_node_get_literal(node) else { continue }
        let length = strlen(literal)
        literal.withMemoryRebound(to: UInt8.self, capacity: length) {
          state.readTags(in: UnsafeBufferPointer(start: $0, count: length))
        }
      case CMARK_NODE_CODE_BLOCK:
        for tags in ["<pre>", "</pre>"] {
          var tag = tags
          tag.withUTF8 { state.readTags(in: $0) }
        }
      default: break
      }
    }
    return (result, states)
  }
}

/// A parse given its source a piece at a time, as the source is written.
///
/// cmark-gfm reads blocks line by line as it is fed and parses inlines only
/// when the parse finishes, so `--markdown` feeds its output here while the
/// rest is still being rewrapped: by the time the last piece is written, only
/// the inlines are left. The result is the parse of the pieces joined; a
/// line may span two pieces. One thread at a time may feed a parse.
final class CmarkStreamingParse: @unchecked Sendable {
  private let arena: OpaquePointer
  private let parser: OpaquePointer
  private let footnotes: Bool
  private var size = 0
  private var finished = false

  /// A parse with the GFM extensions, and GitHub's footnotes when `footnotes` is set (see ``CmarkTree``).
  init(footnotes: Bool) {
    guard let arena = rf_arena_new() else { fatalError("cmark-gfm: out of memory") }
    self.arena = arena
    self.footnotes = footnotes
    parser = CmarkTree.inArena(arena) { CmarkBridge.newParser(footnotes: footnotes) }
  }

  deinit {
    // Never finished: the parser and its blocks go with the arena. Finished, the tree owns both.
    if !finished { rf_arena_destroy(arena) }
  }

  /// Parses the blocks of the next piece of the source, valid UTF-8.
  func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
    precondition(!finished, "fed after the parse finished")
    size += bytes.count
    CmarkTree.inArena(arena) { CmarkBridge.feed(parser, bytes) }
  }

  /// Ends the source, parses the inlines and hands the tree over.
  func finish() -> CmarkTree {
    let parts = finishedParts()
    return CmarkTree(arena: parts.arena, parser: parts.parser, root: parts.root, footnotes: footnotes, sourceSize: size)
  }

  /// Ends the source and parses the inlines; the arena and parser go to the caller, who must own them from now on.
  fileprivate func finishedParts() -> (arena: OpaquePointer, parser: OpaquePointer, root: OpaquePointer) {
    precondition(!finished, "finished twice")
    let root = CmarkTree.inArena(arena) { CmarkBridge.finish(parser) }
    finished = true
    return (arena, parser, root)
  }
}

/// The second half of a split tree, and its HTML once the thread that renders it has done so, before the group
/// it runs in is waited for.
private final class SecondHalf: @unchecked Sendable {
  let node: OpaquePointer
  var html: HTMLBuffer?

  init(node: OpaquePointer) { self.node = node }
}
