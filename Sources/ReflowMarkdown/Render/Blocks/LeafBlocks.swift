// Phase: leaf blocks. Headings, paragraphs, code and HTML blocks, thematic
// breaks, tables and link notes become rows here; the containers around them
// (quotes, lists, footnotes) are BlockRenderer's, which calls in here for
// each leaf and puts the container's gutter and indent in front of its rows.

import FlowLayout
import ReflowText

extension BlockRenderer {
  mutating func renderLeaf(_ index: Int) {
    separateLeaf()
    let node = tree.nodes[index]
    switch node.kind {
    case .heading: emit(headingRows(index))
    case .codeBlock:
      let language =
        theme.styled && options.highlightsCode && options.codeHighlighting != nil
        ? CodeBlockLanguage.language(ofInfo: tree.slice(node.detail)) : nil
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
      emitText(text, settings(for: text))
    }
    if !links.pendingNotes.isEmpty && theme.linkNotes { emit(noteRows()) }
  }

  /// An HTML block's text as a browser shows it, and whether a tag centres it; nil when it holds a tag the page
  /// draws as written.
  mutating func presentedHTML(_ node: MarkdownNode) -> (text: InlineText, centred: Bool)? {
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
  func settings(for text: InlineText) -> ParagraphSettings {
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
  mutating func noteRows() -> [TerminalRow] {
    var result: [TerminalRow] = []
    for note in links.pendingNotes {
      // Sanitised to printable ASCII: a column a byte.
      let label = Array("[\(note.number)]:".utf8)
      let url = Array(note.url.utf8)
      var row = TerminalRow()
      row.append(label, width: label.count, style: theme.quiet)
      if label.count + 1 + url.count <= textWidth {
        row.append([0x20] + url, width: 1 + url.count, style: theme.quiet)
        result.append(row)
      } else {
        var urlRow = TerminalRow()
        urlRow.append(url, width: url.count, style: theme.quiet)
        result += [row, urlRow]
      }
    }
    for index in result.indices { result[index].isVerbatim = result[index].width > textWidth }
    links.pendingNotes.removeAll()
    return result
  }

  /// A heading: bold and coloured; the first two levels underlined with a rule as wide as the text.
  mutating func headingRows(_ index: Int) -> [TerminalRow] {
    let level = Int(tree.nodes[index].number)
    let lead = !options.styled && level >= 3 ? Array(String(repeating: "#", count: level).utf8) + [0x20] : []
    let text = InlineTextBuilder(tree: tree, theme: theme).build(
      index, base: theme.heading(level: level), lead: lead, links: &links, measurer: &layout.measurer)
    return headingRows(text, level: level)
  }

  /// A heading's text set at the text width, with its rule under the first two levels.
  mutating func headingRows(_ text: InlineText, level: Int) -> [TerminalRow] {
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
    emitText(cloud, settings(for: cloud))
  }

  /// Code or HTML, line for line: tabs expanded, controls made visible; code in a language the highlighter knows
  /// is coloured token by token.
  ///
  /// Plain output keeps every line whole, for copying. Shaded output (a
  /// background behind the block) stays inside the page: the box is as wide
  /// as the widest line or the page, whichever is narrower, and a line wider
  /// than the page goes on in the next row after a dim `↪`, as bat wraps, so
  /// the terminal never wraps a row and leaves a blank shaded row after it.
  mutating func verbatimRows(
    _ literal: ArraySlice<UInt8>, indent: Int, shaded: Bool, language: String? = nil
  ) -> [TerminalRow] {
    var lines = literal.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    var texts: [(bytes: [UInt8], width: Int)] = []
    texts.reserveCapacity(lines.count)
    for line in lines {
      var clean = InlineText()
      if line.contains(where: { $0 == 0x09 || $0 == 0x0D }) {
        // A tab reaches its stop by the columns shown before it (a wide character takes two, a control's picture
        // one), not by the bytes before it.
        _ = line.withUnsafeBufferPointer { bytes in
          TabColumns.walk(bytes, from: 0, widths: options.widths) { range in
            let start = clean.bytes.count
            clean.append(bytes[range].lazy.filter { $0 != 0x0D }, style: .plain)
            return clean.bytes.withUnsafeBufferPointer { layout.measurer.width(of: $0, in: start..<$0.count) }
          } tab: { spaces in
            clean.append(repeatElement(0x20, count: spaces), style: .plain)
          }
        }
      } else {
        // Most code has no tab or CR to expand or drop: the line goes in as it is.
        clean.append(line, style: .plain)
      }
      let width = clean.bytes.withUnsafeBufferPointer { layout.measurer.width(of: $0, in: 0..<$0.count) }
      texts.append((clean.bytes, width))
    }
    let widest = texts.reduce(0) { Swift.max($0, $1.width) }
    let style = theme.verbatim(shaded: shaded)
    let padded = options.styled && shaded
    // Columns for the code itself, between the box's two padding spaces; at least a few, however narrow the page.
    let room = Swift.max(4, textWidth - indent - 2)
    let boxWidth = padded ? Swift.min(widest, room) + 2 : widest
    var tokens: [[CodeToken]]?
    if let language {
      if highlighter == nil { highlighter = options.codeHighlighting?.makeSession() }
      tokens = highlighter?.tokens(of: texts.map(\.bytes), language: language)
    }
    var rows: [TerminalRow] = []
    rows.reserveCapacity(texts.count)
    for (line, text) in texts.enumerated() {
      var row = TerminalRow()
      row.isVerbatim = true
      // What the row will hold when it fits, so that it is allocated once: the indent, the code, the padding.
      row.bytes.reserveCapacity(indent + text.bytes.count + (padded ? Swift.max(0, boxWidth - text.width) : 0))
      row.appendSpaces(indent)
      if padded { row.appendSpaces(1, style: style) }
      if let tokens {
        appendHighlighted(text.bytes, tokens[line], over: style, to: &row)
      } else {
        row.append(text.bytes, width: text.width, style: style)
      }
      if padded && text.width > room {
        for var piece in wrappedAtEdge(row, indent: indent, room: room, style: style) {
          piece.appendSpaces(Swift.max(0, indent + boxWidth - piece.width), style: style)
          rows.append(piece)
        }
        continue
      }
      if padded { row.appendSpaces(Swift.max(0, indent + boxWidth - row.width), style: style) }
      rows.append(row)
    }
    return rows
  }

  /// A row of code wider than the page, cut between grapheme clusters into rows that hold at most `room` columns
  /// of code after the indent and a padding space; every row after the first gives the first of them to a dim `↪`.
  private mutating func wrappedAtEdge(_ row: TerminalRow, indent: Int, room: Int, style: TerminalStyle)
    -> [TerminalRow]
  {
    let mark = theme.quiet.layered(with: style)
    var pieces: [TerminalRow] = []
    var current = TerminalRow()
    // The code's columns on the current row so far, and the most it may take.
    var used = 0
    var limit = room
    func startRow(continuing: Bool) {
      current = TerminalRow()
      current.isVerbatim = true
      current.appendSpaces(indent)
      current.appendSpaces(1, style: style)
      if continuing { current.append(Array("↪".utf8), width: 1, style: mark) }
      used = 0
      limit = continuing ? room - 1 : room
    }
    startRow(continuing: false)
    var run = 0
    row.bytes.withUnsafeBufferPointer { bytes in
      // The indent's spaces and the padding space come first, one byte a column; the code follows.
      layout.measurer.forEachCluster(in: bytes, (indent + 1)..<bytes.count) { start, end, width in
        if used + width > limit && used > 0 {
          pieces.append(current)
          startRow(continuing: true)
        }
        while run + 1 < row.runs.count && Int(row.runs[run].end) <= start { run += 1 }
        current.append(bytes[start..<end], width: width, style: row.runs.isEmpty ? style : row.runs[run].style)
        used += width
      }
    }
    pieces.append(current)
    return pieces
  }

  /// Appends a line of code in the styles of its tokens, laid over `base`.
  ///
  /// Each grapheme cluster takes the style of the token its first byte is
  /// in, so a token that ends inside a cluster (a string's closing quote
  /// after an accent, say) never splits it, and each run's width is the sum
  /// of whole clusters.
  mutating func appendHighlighted(
    _ bytes: [UInt8], _ tokens: [CodeToken], over base: TerminalStyle,
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
