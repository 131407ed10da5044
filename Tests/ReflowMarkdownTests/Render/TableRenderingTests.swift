// Tables as a terminal renderer draws them: widths and alignment kept when the
// table fits, cells wrapped when it does not, records when it cannot be drawn.

import Testing

@testable import ReflowMarkdown

@Suite struct TableRenderingTests {
  @Test func aTableThatFitsKeepsItsWidthsAndAlignment() {
    let lines = plainLines(renderPage("| a | b |\n|:-:|--:|\n| 日本 | 1 |\n"))
    #expect(lines == ["┌──────┬───┐", "│  a   │ b │", "├──────┼───┤", "│ 日本 │ 1 │", "└──────┴───┘"])
  }

  /// A boxed chip in an aligned column keeps its frame over its label: the engine places the line, all three of its
  /// rows at one x, where each row was once aligned by its own width (the frame's rows are narrower than the label's
  /// when words follow the chip).
  @Test func aBoxedChipInAnAlignedColumnKeepsItsFrameOverItsLabel() {
    let source = "| a | b |\n|---|--:|\n| x | `code` and words |\n| y | a longer cell than the chip's row |\n"
    let lines = plainLines(renderPage(source, width: 60, chipStyle: .boxed, codeChips: true))
    let top = lines.first { $0.contains("╭") } ?? ""
    let label = lines.first { $0.contains("│ code │") } ?? ""
    let labelColumn = label.range(of: "│ code │").map { columns(label[..<$0.lowerBound]) }
    #expect(labelColumn != nil && columnsOf("╭", in: top) == [labelColumn!], "\(lines)")
  }

  /// The goal is the page's: under a breaker that breaks at it, a cell still breaks at its column's width and is
  /// set in the whole column, a right-aligned cell against the column's right edge.
  @Test func aCellBreaksAtItsColumnUnderAGoal() throws {
    let source = "| left | right |\n|---|--:|\n| a b | 1 2 |\n"
    let options = MarkdownRenderOptions(width: 40, algorithm: .greedy, goal: 20)
    let lines = plainLines(try MarkdownRenderer(options: options).render(source).page)
    #expect(
      lines == ["┌──────┬───────┐", "│ left │ right │", "├──────┼───────┤", "│ a b  │   1 2 │", "└──────┴───────┘"])
  }

  @Test func aTableTooWideWrapsItsCells() {
    let source = "| name | description |\n|---|---|\n| x | a long description that cannot fit on one row |\n"
    let lines = plainLines(renderPage(source, width: 30))
    #expect(lines.allSatisfy { columns($0) <= 30 }, "\(lines)")
    #expect(lines.count > 5)
    #expect(Set(lines.map(columns)).count == 1, "every row of the grid is as wide: \(lines)")
  }

  @Test func aTableThatCannotBeDrawnBecomesRecords() {
    let header = (1...6).map { "h\($0)" }.joined(separator: " | ")
    let row = (1...6).map { "v\($0)" }.joined(separator: " | ")
    let lines = plainLines(
      renderPage("| \(header) |\n|\(String(repeating: "---|", count: 6))\n| \(row) |\n", width: 12))
    #expect(lines == (1...6).map { "h\($0): v\($0)" })
  }

  @Test func waterFillingKeepsNarrowColumns() {
    #expect(TableRenderer.columnWidths(natural: [3, 40, 30], available: 33) == [3, 15, 15])
    #expect(TableRenderer.columnWidths(natural: [3, 4], available: 20) == [3, 4])
  }

  /// Each column gets at least its longest word when the page has room for them all, and the rest is shared out
  /// evenly; when it has not, the columns are water-filled towards their longest words.
  @Test func columnsHoldTheirLongestWordsWhenThePageAllows() {
    #expect(
      TableRenderer.columnWidths(natural: [20, 57, 13], longestWord: [20, 9, 5], available: 40) == [20, 10, 10])
    #expect(TableRenderer.columnWidths(natural: [20, 57, 13], longestWord: [20, 9, 5], available: 30) == [16, 9, 5])
  }

  /// A narrowed table's cells break between words where every column can hold its longest word.
  @Test func narrowedCellsBreakBetweenWords() {
    let source = """
      | Term | Meaning | Example |
      |---|---|---|
      | internationalization | the work of making a program speak many languages at once | i18n in short |

      """
    let lines = plainLines(renderPage(source, width: 50))
    #expect(lines.allSatisfy { columns($0) <= 50 })
    let words = Set(source.split(whereSeparator: { " |\n-".contains($0) }).map(String.init))
    let drawn = lines.flatMap { $0.split(whereSeparator: { " │┌┬┐├┼┤└┴┘─".contains($0) }) }.map(String.init)
    #expect(!drawn.isEmpty && drawn.allSatisfy { words.contains($0) }, "\(drawn)")
  }
}
