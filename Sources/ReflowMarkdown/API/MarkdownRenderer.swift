// Phase: the whole render pipeline. Front matter is read apart (cmark-gfm
// would take its fences for thematic breaks), its lines are blanked so the
// parser's line numbers stay the document's, the tree is copied into Swift
// values and freed, and the blocks are drawn into a page. The page is then
// emitted as plain text, ANSI, SVG or HTML by the caller's choice.

import Dispatch
import FlowLayout
import ReflowText

/// Draws Markdown for a terminal, with chips laid out by the flow engine.
///
/// ```swift
/// let renderer = try MarkdownRenderer(options: MarkdownRenderOptions(width: 40, styled: true))
/// let page = renderer.render("Tags: [Swift]{.chip color=orange} [Linux]{.chip}\n").page
/// print(String(decoding: page.ansi(), as: UTF8.self), terminator: "")
/// ```
public struct MarkdownRenderer: Sendable {
  /// The narrowest page: a boxed chip's frame and `…` need five columns, a table's frame more.
  public static let minimumWidth = 10
  /// The widest page, wider than any terminal.
  ///
  /// Rows are padded to the page's width (a code block's background, a
  /// centred tag cloud), so a far wider page would be mostly spaces.
  public static let maximumWidth = 4_096

  /// The options every document is drawn with.
  public let options: MarkdownRenderOptions

  /// Creates a renderer.
  ///
  /// - Throws: ``MarkdownRenderError`` for a width below ``minimumWidth`` or above ``maximumWidth``, chip spacing
  ///   below zero or above the width, a goal outside 1 to the width, or line-break rules ICU cannot open (an
  ///   unknown locale).
  public init(options: MarkdownRenderOptions) throws(MarkdownRenderError) {
    guard options.width >= Self.minimumWidth else { throw .invalidWidth(options.width) }
    guard options.width <= Self.maximumWidth else { throw .widthTooWide(options.width) }
    guard (0...options.width).contains(options.chipSpacing), (0...options.width).contains(options.chipLineSpacing)
    else { throw .invalidChipSpacing }
    if !options.layout.goalIsValid, let goal = options.goal { throw .invalidGoal(goal) }
    do throws(TextError) {
      _ = try ContentSegmenter(widths: options.widths, style: options.lineBreak)
    } catch {
      throw .lineBreaking(error)
    }
    self.options = options
  }

  /// Draws one document of valid UTF-8.
  public func render(utf8 source: UnsafeBufferPointer<UInt8>) -> MarkdownRendering {
    var warnings: [RenderWarning] = []
    // The text cmark-gfm parses: the source itself, or a copy with the front matter blanked.
    var blanked: [UInt8]?
    var frontMatter: (metadata: FrontMatterMetadata?, source: [UInt8])?
    // Only the front matter's lines are counted: a table of every line's start would stay alive beside the parse,
    // where a render's memory peaks, for nothing else to read.
    if case .closed(let headEnd) = FrontMatter.extent(in: source),
      case let head = UnsafeBufferPointer(rebasing: source[..<headEnd]), case let lines = SourceLines(head),
      let last = FrontMatter.lastLine(in: head, lines: lines)
    {
      let end = lines.content(of: last, in: source).upperBound
      let fenced = (1...last).map { String(decoding: source[lines.content(of: $0, in: source)], as: UTF8.self) }
      do {
        let inside = fenced.dropFirst().dropLast().map { Substring($0) }
        let opening = fenced[0].utf8.dropFirst(ByteOrderMark.length(atStartOf: fenced[0].utf8))
        let metadata = try FrontMatterMetadata.parse(inside, isTOML: opening.starts(with: "+++".utf8), firstLine: 2)
        frontMatter = (metadata, Array(source[..<end]))
      } catch {
        warnings.append(
          RenderWarning(
            lineNumber: error.line, message: "front matter does not parse (\(error.message)); shown as text"))
        frontMatter = (nil, Array(source[..<end]))
      }
      // Blank the front matter, keeping its line ends, so cmark-gfm's line numbers stay the document's.
      var body = Array(source)
      for offset in 0..<end where body[offset] != 0x0A { body[offset] = 0x20 }
      blanked = body
    }
    let footnotes = Self.footnotesParseSafely(source)
    let tree =
      blanked.map { $0.withUnsafeBufferPointer { CmarkTree($0, footnotes: footnotes).fullTree() } }
      ?? CmarkTree(source, footnotes: footnotes).fullTree()
    // No parse follows: the parser's memory goes back now rather than sit beside the page being drawn.
    CmarkTree.releaseKeptMemory()
    let chunks =
      ParallelPolicy.threads(forBytes: source.count, requested: options.threads) > 1
      ? Self.chunks(of: tree, count: options.threads * 4, countingNotes: RenderTheme(options).linkNotes)
      : [(1..<tree.nodes.count, 1)]
    return MarkdownRendering(page: render(tree, chunks: chunks, frontMatter: frontMatter), warnings: warnings)
  }

  /// Whether `source` should be parsed with footnotes: a line starts with a footnote's definition (`[^label]:`, after
  /// any quote or list markers), and every `[^` has its `]` on the same line, the brackets opened inside it closed.
  ///
  /// Footnotes cost a walk over the whole tree when the parse finishes (a
  /// tenth of the time to draw Debian's Markdown, where `[^` is in regular
  /// expressions, not footnotes), so a document without a definition, whose
  /// references would all stay text anyway, is parsed without them.
  ///
  /// With footnotes on, cmark-gfm 0.29.0.gfm.6 (Debian's) mangles brackets
  /// that open with `^` and close on a later line when no footnote matches:
  /// `x [^ab` and `cd] y` on two lines come back as the text `x [^] y`, the
  /// words inside lost (its own `cmark-gfm -e footnotes` prints the same),
  /// and a character of several bytes there can come back cut short, which
  /// is not UTF-8 (a fuzzer found it). A footnote label on two lines is rare
  /// and one that has a definition rarer still, so such a document is drawn
  /// without footnotes, their marks as written, rather than losing its text.
  static func footnotesParseSafely(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
    var sawDefinition = false
    var index = 0
    let count = source.count
    while index + 1 < count,
      let open = ByteSearch.firstIndex(of: UInt8(ascii: "["), in: source, from: index, to: count - 1)
    {
      index = open + 1
      // `\[^` is text; `\\[^` is a backslash, then a bracket.
      var backslashes = 0
      while open - backslashes > 0 && source[open - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
      guard source[open + 1] == UInt8(ascii: "^"), backslashes % 2 == 0 else { continue }
      // A definition starts its line, after any quote or list markers.
      var lineStart = open
      while lineStart > 0 && source[lineStart - 1] != 0x0A && source[lineStart - 1] != 0x0D { lineStart -= 1 }
      let mayDefine = source[lineStart..<open].allSatisfy { byte in
        switch byte {
        case 0x20, 0x09, 0x30...0x39, MarkdownQuoteMarkers.marker, UInt8(ascii: "*"), UInt8(ascii: "+"),
          UInt8(ascii: "-"),
          UInt8(ascii: "."), UInt8(ascii: ")"):
          true
        default: false
        }
      }
      // The bracket closes where the brackets opened inside it have closed ("[^a [b] c]"); a backslash escapes one.
      index = open + 2
      var depth = 1
      while index < count && depth > 0 {
        switch source[index] {
        case 0x0A, 0x0D: return false
        case UInt8(ascii: "\\"): index += 1
        case UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "]"): depth -= 1
        default: break
        }
        index += 1
      }
      if mayDefine && depth == 0 && index < count && source[index] == UInt8(ascii: ":") { sawDefinition = true }
    }
    return sawDefinition
  }

  /// Draws a string of Markdown.
  public func render(_ source: some StringProtocol) -> MarkdownRendering {
    var text = String(source)
    return text.withUTF8 { render(utf8: $0) }
  }

  /// Runs of top-level blocks, about equal in nodes, each with the number its first link note takes.
  ///
  /// Top-level blocks are independent: nothing one draws depends on another,
  /// except the numbers of link notes, which are counted ahead here, each
  /// run's on a thread of its own. Notes are counted only when they will be
  /// drawn (`countingNotes`: no colour).
  static func chunks(of tree: MarkdownTree, count: Int, countingNotes: Bool) -> [(nodes: Range<Int>, firstNote: Int)] {
    let target = Swift.max(1, tree.nodes.count / count)
    var runs: [Range<Int>] = []
    var start = 1
    for child in tree.children(of: 0) {
      let end = Int(tree.nodes[child].end)
      if end - start >= target {
        runs.append(start..<end)
        start = end
      }
    }
    if start < tree.nodes.count { runs.append(start..<tree.nodes.count) }
    guard countingNotes else { return runs.map { ($0, 1) } }
    let counts = ParallelPolicy.map(runs.count) { [runs] run in notes(in: runs[run], of: tree) }
    var firstNote = 1
    return runs.indices.map { run in
      defer { firstNote += counts[run] }
      return (runs[run], firstNote)
    }
  }

  /// The link notes the nodes `nodes` (whole top-level blocks) draw.
  ///
  /// HTML links get notes as they close, which may be in a later node of
  /// the same text: the HTML is drawn here as each text draws it, one
  /// presentation a text, and the notes it makes are counted. Every inline
  /// lies in a text that starts in the same blocks, so a run is counted
  /// alone.
  private static func notes(in nodes: Range<Int>, of tree: MarkdownTree) -> Int {
    let plain = RenderTheme(styled: false, codeChips: false)
    var notes = 0
    var html = (end: 0, presentation: HTMLPresentation(theme: plain))
    for index in nodes {
      let node = tree.nodes[index]
      switch node.kind {
      case .link:
        if InlineTextBuilder.hasNote(link: index, in: tree) { notes += 1 }
      case .htmlBlock:
        var block = HTMLPresentation(theme: plain)
        notes += block.notes(tree.slice(node.literal))
      case .htmlInline:
        notes += html.presentation.notes(tree.slice(node.literal))
      case _ where node.kind.holdsInlines || node.kind == .other:
        if index >= html.end { html = (Int(node.end), HTMLPresentation(theme: plain)) }
      default: break
      }
    }
    return notes
  }

  /// The nodes of the document's first block when it is a first-level heading whose text is the front matter's
  /// `title`, as a README's `# Name` under `title: Name` is.
  static func headingRepeatingTitle(_ title: String?, in tree: MarkdownTree) -> Range<Int>? {
    guard let title, !title.isEmpty, let first = tree.children(of: 0).first(where: { _ in true }),
      tree.nodes[first].kind == .heading, tree.nodes[first].number == 1
    else { return nil }
    let text = InlineTextBuilder.plainText(of: first, in: tree)
    let trimmed = String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard trimmed == title.split(whereSeparator: \.isWhitespace).joined(separator: " ") else { return nil }
    return first..<Int(tree.nodes[first].end)
  }

  /// Draws the chunks, on several threads when there are several, and joins them.
  ///
  /// A blank row goes between two chunks and later chunks' link indices are
  /// offset. The first chunk draws the front matter.
  private func render(
    _ tree: MarkdownTree, chunks: [(nodes: Range<Int>, firstNote: Int)],
    frontMatter: (metadata: FrontMatterMetadata?, source: [UInt8])?
  ) -> TerminalPage {
    let options = self.options
    let repeatedTitle = Self.headingRepeatingTitle(frontMatter?.metadata?.title, in: tree)
    let drawn = ParallelPolicy.map(chunks.count) { chunk -> (rows: [TerminalRow], links: [String]) in
      var renderer = BlockRenderer(tree: tree, options: options, layout: ParagraphLayout(options: options))
      renderer.links.nextNoteNumber = chunks[chunk].firstNote
      var nodes = chunks[chunk].nodes
      if chunk == 0, let frontMatter {
        renderer.drawFrontMatter(frontMatter.metadata, source: frontMatter.source[...])
        // The front matter drew the title with its tags under it; the same heading again would be drawn twice.
        if let repeatedTitle, nodes.lowerBound == repeatedTitle.lowerBound {
          nodes = Swift.min(repeatedTitle.upperBound, nodes.upperBound)..<nodes.upperBound
        }
      }
      renderer.render(nodes: nodes)
      return (renderer.rows, renderer.links.urls)
    }
    var page = TerminalPage()
    page.rows.reserveCapacity(drawn.reduce(0) { $0 + $1.rows.count + 1 })
    for (chunkRows, links) in drawn {
      var rows = chunkRows
      let offset = Int32(page.links.count)
      // A chunk's rows point only at its own links, numbered from 0.
      if offset > 0 && !links.isEmpty {
        for row in rows.indices {
          for run in rows[row].runs.indices where rows[row].runs[run].style.link != nil {
            rows[row].runs[run].style.link! += offset
          }
        }
      }
      if !page.rows.isEmpty && !rows.isEmpty { page.rows.append(TerminalRow()) }
      page.rows += rows
      page.links += links
    }
    return page
  }
}

/// A rendered document and what went wrong along the way.
public struct MarkdownRendering: Sendable {
  /// The drawn page.
  public var page: TerminalPage
  /// Problems that did not stop the rendering, such as front matter shown as text.
  public var warnings: [RenderWarning]
}

/// A problem in the document that the renderer worked around.
public struct RenderWarning: Hashable, Sendable {
  /// The document line it is on, counted from 1 as an editor numbers lines.
  public var lineNumber: Int
  /// What was wrong and what was done instead.
  public var message: String
}

extension RenderWarning {
  /// The former name of ``lineNumber``.
  @available(*, deprecated, renamed: "lineNumber")
  public var line: Int {
    get { lineNumber }
    set { lineNumber = newValue }
  }
}

/// Why a renderer cannot be created.
public enum MarkdownRenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The width is below ``MarkdownRenderer/minimumWidth``.
  case invalidWidth(Int)
  /// The width is above ``MarkdownRenderer/maximumWidth``.
  case widthTooWide(Int)
  /// Chip spacing or line spacing is negative, or more than the page's width.
  case invalidChipSpacing
  /// The goal is below 1 or above the width.
  case invalidGoal(Int)
  /// ICU could not open its line-break rules.
  case lineBreaking(TextError)

  /// A sentence saying what is wrong with the options.
  public var description: String {
    switch self {
    case .invalidWidth(let width):
      "the width \(width) is below the \(MarkdownRenderer.minimumWidth) columns a rendered page needs"
    case .widthTooWide(let width):
      "the width \(width) is above the \(MarkdownRenderer.maximumWidth) columns a rendered page may have"
    case .invalidChipSpacing: "chip spacing and line spacing must be between 0 and the page's width"
    case .invalidGoal(let goal): "the goal \(goal) must be between 1 and the page's width"
    case .lineBreaking(let error): error.description
    }
  }
}
