// Phase: tables. Column widths are measured in display columns from each
// cell's text. A table that fits is drawn at its natural widths; one that
// does not gets its columns narrowed, each no narrower than its longest word
// when the page allows (so cells break between words), and its cells
// wrapped. When the columns cannot all hold their words, a column would cut
// a word ("Opera|ting", "Algo/rith/m"): each row is drawn as lines of
// "header: value" instead, where every word that fits the page stays whole.
// Only a word wider than a cell the page could give it, a one-column table's,
// is cut.

import FlowLayout
import ReflowText

/// Draws one GFM table.
struct TableRenderer {
  let tree: MarkdownTree
  let options: MarkdownRenderOptions
  let theme: RenderTheme

  /// The narrowest a column may be made: three columns, or a chip cut to `…` with its frame.
  var minimumColumnWidth: Int { Swift.max(3, options.chipStyle.frameWidth + 1) }

  /// The table's rows at `width` columns.
  func rows(_ table: Int, width: Int, layout: inout ParagraphLayout, links: inout LinkRegistry)
    -> [TerminalRow]
  {
    let columnCount = Swift.max(1, Int(tree.nodes[table].number))
    let alignments = Array(tree.slice(tree.nodes[table].detail))
    var cells: [[InlineText]] = []
    var headerRows = 0
    let builder = InlineTextBuilder(tree: tree, theme: theme)
    for row in tree.children(of: table) {
      let isHeader = tree.nodes[row].flags.contains(.header)
      if isHeader { headerRows += 1 }
      var texts: [InlineText] = []
      for cell in tree.children(of: row) where texts.count < columnCount {
        let base = isHeader ? RenderTheme.strong : .plain
        texts.append(builder.build(cell, base: base, links: &links, measurer: &layout.measurer))
      }
      while texts.count < columnCount { texts.append(InlineText()) }
      cells.append(texts)
    }
    // The widest cell the page could give a word: a one-column table's. A word wider than that is cut anywhere.
    let widestCell = width - 4
    var natural = Array(repeating: 1, count: columnCount)
    var longestWord = Array(repeating: 1, count: columnCount)
    var longestFittingWord = Array(repeating: 0, count: columnCount)
    for row in cells {
      for (column, text) in row.enumerated() {
        let widest =
          layout.naturalWidth(text)
          ?? layout.rows(text, ParagraphSettings(width: Int(Int32.max / 2))).reduce(0) { Swift.max($0, $1.width) }
        natural[column] = Swift.max(natural[column], widest)
        let word = layout.widestWord(text)
        longestWord[column] = Swift.max(longestWord[column], word)
        longestFittingWord[column] = Swift.max(
          longestFittingWord[column], word <= widestCell ? word : layout.widestWord(text, upTo: widestCell))
      }
    }
    let frame = 3 * columnCount + 1
    guard width - frame >= minimumColumnWidth * columnCount else {
      return records(cells, headerRows: headerRows, width: width, layout: &layout)
    }
    let widths = Self.columnWidths(
      natural: natural, longestWord: longestWord, available: width - frame, minimum: minimumColumnWidth)
    // A column narrower than a word that a cell could hold whole would cut it: the rows are drawn as records.
    guard widths.indices.allSatisfy({ widths[$0] >= longestFittingWord[$0] }) else {
      return records(cells, headerRows: headerRows, width: width, layout: &layout)
    }
    return grid(cells, widths: widths, alignments: alignments, headerRows: headerRows, layout: &layout)
  }

  /// Column widths summing to at most `available`: natural widths when they fit; else, when every column can hold
  /// its longest word, those widths with the rest shared out; else water-filled.
  ///
  /// A cell wrapped at a width that holds its longest word breaks only
  /// between words. The columns that still have text to unfold share the
  /// columns left over, as equally as their natural widths allow, so a
  /// narrowed table stays as even as it can. When the longest words do not
  /// all fit, the columns are water-filled towards them: a column whose
  /// longest word is narrower than its share keeps that width, and the rest
  /// share what is left, so words are cut in as few columns as can be.
  static func columnWidths(natural: [Int], longestWord: [Int]? = nil, available: Int, minimum: Int = 3) -> [Int] {
    guard natural.reduce(0, +) > available else { return natural }
    let floors = natural.indices.map { Swift.min(natural[$0], longestWord?[$0] ?? 1) }
    guard floors.reduce(0, +) <= available else { return waterFilled(floors, available: available, minimum: minimum) }
    var widths = floors.indices.map { Swift.max(floors[$0], Swift.min(minimum, natural[$0])) }
    var spare = available - widths.reduce(0, +)
    // The spare columns, one at a time to the narrowest column that is still short of its natural width.
    while spare > 0 {
      guard let column = widths.indices.filter({ widths[$0] < natural[$0] }).min(by: { widths[$0] < widths[$1] })
      else { break }
      widths[column] += 1
      spare -= 1
    }
    return widths
  }

  /// Widths toward `wanted` summing to at most `available`: a column wanting less than an equal share of what is
  /// left keeps what it wants, and the rest share the remainder.
  private static func waterFilled(_ wanted: [Int], available: Int, minimum: Int) -> [Int] {
    var widths = wanted
    var remaining = available
    var open = Set(wanted.indices)
    while !open.isEmpty {
      let share = remaining / open.count
      let fitting = open.filter { wanted[$0] <= share }
      if fitting.isEmpty {
        var extra = remaining - share * open.count
        for column in open.sorted() {
          widths[column] = Swift.max(minimum, share + (extra > 0 ? 1 : 0))
          extra -= 1
        }
        break
      }
      for column in fitting {
        widths[column] = wanted[column]
        remaining -= wanted[column]
        open.remove(column)
      }
    }
    return widths
  }

  private var borderStyle: TerminalStyle { theme.frame }

  private func rule(_ left: String, _ middle: String, _ right: String, widths: [Int]) -> TerminalRow {
    var row = TerminalRow()
    var text = left
    for (index, width) in widths.enumerated() {
      text += String(repeating: "─", count: width + 2)
      text += index == widths.count - 1 ? right : middle
    }
    row.append(Array(text.utf8), width: widths.reduce(0, +) + 3 * widths.count + 1, style: borderStyle)
    return row
  }

  private func grid(
    _ cells: [[InlineText]], widths: [Int], alignments: [UInt8], headerRows: Int, layout: inout ParagraphLayout
  ) -> [TerminalRow] {
    var result = [rule("┌", "┬", "┐", widths: widths)]
    for (rowIndex, row) in cells.enumerated() {
      if rowIndex == headerRows && headerRows > 0 && rowIndex < cells.count {
        result.append(rule("├", "┼", "┤", widths: widths))
      }
      // Each cell's lines are placed in its column by the engine, as the column's alignment asks.
      let laid = row.enumerated().map { column, text in
        let alignment = Self.alignment(column < alignments.count ? alignments[column] : 0)
        return layout.rows(
          text,
          ParagraphSettings(
            width: widths[column], alignment: alignment, keepsCopyableWordsWhole: false, breaksAtGoal: false))
      }
      let height = laid.reduce(1) { Swift.max($0, $1.count) }
      for line in 0..<height {
        var output = TerminalRow()
        output.append(Array("│".utf8), width: 1, style: borderStyle)
        for (column, rows) in laid.enumerated() {
          let cell = line < rows.count ? rows[line] : TerminalRow()
          output.appendSpaces(1)
          output.append(cell)
          output.appendSpaces(Swift.max(0, widths[column] - cell.width) + 1)
          output.append(Array("│".utf8), width: 1, style: borderStyle)
        }
        result.append(output)
      }
    }
    result.append(rule("└", "┴", "┘", widths: widths))
    return result
  }

  /// The engine's alignment for a column marked `alignment` in cmark-gfm's table (`l`, `c`, `r`, or 0 for none), so
  /// that a cell is set in its column by the rule every placed line follows (``FlowLayout/FlowAlignment``).
  private static func alignment(_ alignment: UInt8) -> FlowAlignment {
    switch alignment {
    case UInt8(ascii: "r"): .trailing
    case UInt8(ascii: "c"): .center
    default: .leading
    }
  }

  /// Each body row as "header: value" lines, for a table too wide to draw at this width; a table without a body,
  /// its header cells one a line.
  private func records(_ cells: [[InlineText]], headerRows: Int, width: Int, layout: inout ParagraphLayout)
    -> [TerminalRow]
  {
    let headers = headerRows > 0 ? cells[0] : []
    var result: [TerminalRow] = []
    // A table of headers alone has no "header: value" lines to give: its header cells are drawn, one a line, so
    // none of its words is lost.
    if cells.count == headerRows {
      for text in cells.joined() { result += layout.rows(text, ParagraphSettings(width: width)) }
      return result
    }
    for row in cells.dropFirst(headerRows) {
      if !result.isEmpty { result.append(TerminalRow()) }
      for (column, text) in row.enumerated() {
        var line = InlineText()
        if column < headers.count {
          line.append(headers[column])
          line.append(Array(": ".utf8), style: .plain)
        }
        line.append(text)
        result += layout.rows(line, ParagraphSettings(width: width))
      }
    }
    return result
  }
}
