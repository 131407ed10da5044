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

  /// The options every document is drawn with.
  public let options: MarkdownRenderOptions

  /// Creates a renderer.
  ///
  /// - Throws: ``MarkdownRenderError`` for a width below ``minimumWidth``, negative chip spacing,
  ///   or line-break rules ICU cannot open.
  public init(options: MarkdownRenderOptions) throws(MarkdownRenderError) {
    guard options.width >= Self.minimumWidth else { throw .invalidWidth(options.width) }
    guard options.chipSpacing >= 0, options.chipLineSpacing >= 0 else { throw .invalidChipSpacing }
    do throws(TextError) {
      _ = try LineBreakIterator()
    } catch {
      throw .lineBreaking(error)
    }
    self.options = options
  }

  /// Draws one document of valid UTF-8.
  public func render(utf8 source: UnsafeBufferPointer<UInt8>) -> MarkdownRendering {
    var warnings: [RenderWarning] = []
    var layout = ParagraphLayout(
      breaker: options.algorithm.breaker, chips: ChipPainter(style: options.chipStyle, styled: options.styled),
      // The initialiser opened one already, so this does not fail.
      lineBreaks: try! LineBreakIterator(), measurer: DisplayWidthMeasurer(options: options.widths))
    let lines = SourceLines(source)
    var body = Array(source)
    var frontRows: [TerminalRow] = []
    if let last = FrontMatter.lastLine(in: source, lines: lines) {
      let fenced = (1...last).map { String(decoding: source[lines.content(of: $0, in: source)], as: UTF8.self) }
      let inside = fenced.dropFirst().dropLast().map { Substring($0) }
      do {
        let metadata = try FrontMatterMetadata.parse(Array(inside), isTOML: fenced[0].hasPrefix("+++"), firstLine: 2)
        frontRows = frontMatterRows(metadata, layout: &layout)
      } catch {
        warnings.append(
          RenderWarning(line: error.line, message: "front matter does not parse (\(error.message)); shown as text"))
        frontRows = fenced.map { line in
          var text = InlineText()
          text.append(Array(line.utf8), style: options.styled ? InlineTheme.quiet : .plain)
          var row = TerminalRow()
          row.isVerbatim = true
          row.append(
            text.bytes, width: text.bytes.withUnsafeBufferPointer { layout.measurer.width(of: $0, in: 0..<$0.count) },
            style: options.styled ? InlineTheme.quiet : .plain)
          return row
        }
      }
      // Blank the front matter, keeping its line ends, so cmark-gfm's line numbers stay the document's.
      let end = lines.content(of: last, in: source).upperBound
      for offset in 0..<end where body[offset] != 0x0A { body[offset] = 0x20 }
    }
    let tree = body.withUnsafeBufferPointer { CmarkTree($0).fullTree() }
    let chunks =
      options.threads > 1 && source.count >= Self.parallelThreshold
      ? Self.chunks(of: tree, count: options.threads * 4) : []
    guard chunks.count > 1 else {
      var renderer = BlockRenderer(tree: tree, options: options, layout: layout)
      renderer.render(startingWith: frontRows)
      var page = TerminalPage()
      page.rows = renderer.rows
      page.links = renderer.links.urls
      return MarkdownRendering(page: page, warnings: warnings)
    }
    return MarkdownRendering(page: renderInParallel(tree, chunks: chunks, frontRows: frontRows), warnings: warnings)
  }

  /// Documents smaller than this are drawn on one thread.
  static let parallelThreshold = 256 << 10

  /// Runs of top-level blocks, about equal in nodes, each with the number its first link note takes.
  ///
  /// Top-level blocks are independent: nothing one draws depends on another,
  /// except the numbers of link notes, which are counted ahead here.
  static func chunks(of tree: MarkdownTree, count: Int) -> [(nodes: Range<Int>, firstNote: Int)] {
    let target = Swift.max(1, tree.nodes.count / count)
    var result: [(nodes: Range<Int>, firstNote: Int)] = []
    var start = 1
    var notes = 1
    var chunkNotes = 0
    for child in tree.children(of: 0) {
      let end = Int(tree.nodes[child].end)
      for index in child..<end where tree.nodes[index].kind == .link {
        if InlineTextBuilder.hasNote(link: index, in: tree) { chunkNotes += 1 }
      }
      if end - start >= target {
        result.append((start..<end, notes))
        notes += chunkNotes
        chunkNotes = 0
        start = end
      }
    }
    if start < tree.nodes.count { result.append((start..<tree.nodes.count, notes)) }
    return result
  }

  /// Draws the chunks on several threads and joins them: a blank row between two, link indices offset.
  private func renderInParallel(
    _ tree: MarkdownTree, chunks: [(nodes: Range<Int>, firstNote: Int)], frontRows: [TerminalRow]
  ) -> TerminalPage {
    let results = ParallelSlots<(rows: [TerminalRow], links: [String])>(count: chunks.count)
    let options = self.options
    DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
      let layout = ParagraphLayout(
        breaker: options.algorithm.breaker, chips: ChipPainter(style: options.chipStyle, styled: options.styled),
        // The initialiser opened one already, so this does not fail.
        lineBreaks: try! LineBreakIterator(), measurer: DisplayWidthMeasurer(options: options.widths))
      var renderer = BlockRenderer(tree: tree, options: options, layout: layout)
      renderer.links.nextNoteNumber = chunks[chunk].firstNote
      renderer.render(nodes: chunks[chunk].nodes, startingWith: chunk == 0 ? frontRows : [])
      results.set(chunk, (renderer.rows, renderer.links.urls))
    }
    var page = TerminalPage()
    for (rows, links) in results.values {
      let offset = Int32(page.links.count)
      if !page.rows.isEmpty && !rows.isEmpty { page.rows.append(TerminalRow()) }
      for var row in rows {
        if offset > 0 {
          for index in row.runs.indices where row.runs[index].style.link != nil {
            row.runs[index].style.link! += offset
          }
        }
        page.rows.append(row)
      }
      page.links += links
    }
    return page
  }

  /// Draws a string of Markdown.
  public func render(_ source: some StringProtocol) -> MarkdownRendering {
    var text = String(source)
    return text.withUTF8 { render(utf8: $0) }
  }

  /// The title as a first-level heading and the tags as a tag cloud under it.
  private func frontMatterRows(_ metadata: FrontMatterMetadata, layout: inout ParagraphLayout) -> [TerminalRow] {
    var rows: [TerminalRow] = []
    if let title = metadata.title, !title.isEmpty {
      let style = options.styled ? TerminalStyle(attributes: .bold, foreground: TerminalColor(index: 213)) : .plain
      var text = InlineText()
      text.append(Array(title.utf8), style: style)
      rows += layout.rows(text, ParagraphSettings(width: options.width))
      let widest = rows.reduce(1) { Swift.max($0, $1.width) }
      var rule = TerminalRow()
      rule.append(Array(repeating: Array("━".utf8), count: widest).flatMap { $0 }, width: widest, style: style)
      rows.append(rule)
    }
    let tags = metadata.tags.filter { !$0.isEmpty }
    if !tags.isEmpty {
      if !rows.isEmpty { rows.append(TerminalRow()) }
      var cloud = InlineText()
      for (index, tag) in tags.enumerated() {
        if index > 0 { cloud.append([0x20], style: .plain) }
        cloud.append(Chip(label: Array(tag.utf8), colour: nil).sanitized, style: .plain)
      }
      rows += layout.rows(
        cloud,
        ParagraphSettings(
          width: options.width, alignment: options.chipAlignment, spacing: options.chipSpacing,
          lineSpacing: options.chipLineSpacing))
    }
    return rows
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
  /// The document line it is on, counting from 1.
  public var line: Int
  /// What was wrong and what was done instead.
  public var message: String
}

/// Why a renderer cannot be created.
public enum MarkdownRenderError: Error, Equatable, Sendable {
  /// The width is below ``MarkdownRenderer/minimumWidth``.
  case invalidWidth(Int)
  /// Chip spacing or line spacing is negative.
  case invalidChipSpacing
  /// ICU could not open its line-break rules.
  case lineBreaking(TextError)
}
