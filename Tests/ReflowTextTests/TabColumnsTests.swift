// The one tab-stop rule: every front end counts a line's columns, tabs
// included, through TabColumns.

import Testing

@testable import ReflowText

@Suite struct TabColumnsTests {
  private let eight = WidthOptions(tabWidth: 8)

  /// Printable ASCII takes a column a byte; a tab runs to the next multiple of the tab width.
  @Test func asciiAndTabs() {
    #expect(column("ab\tc") == 9)
    #expect(column("\t\t") == 16)
    #expect(column("abcdefgh\t") == 16)
    #expect(column("ab\tc", from: 3) == 9)
  }

  /// A tab after wide or non-ASCII text reaches the stop the shown columns call for, not the bytes.
  @Test func aTabAfterWideTextCountsColumnsNotBytes() {
    // 中文 is six bytes and four columns: the tab runs from column 4 to 8.
    #expect(column("中文\tx") == 9)
    #expect(column("é\tx") == 9)
    #expect(column("中中中中\t") == 16)
  }

  /// Escape sequences take no columns, so coloured text keeps its tab stops.
  @Test func escapeSequencesTakeNoColumns() {
    #expect(column("\u{1B}[31mab\u{1B}[0m\tx") == 9)
  }

  /// Appending expands each tab to the spaces that reach its stop, counted from the column the text starts at.
  @Test func appendExpandsFromTheStartingColumn() {
    var output: [UInt8] = []
    let end = Array("中\tx".utf8).withUnsafeBufferPointer {
      TabColumns.append($0, from: 2, widths: eight, to: &output)
    }
    #expect(String(decoding: output, as: UTF8.self) == "中    x")
    #expect(end == 9)
  }

  /// CommonMark's block columns are the same walk with tab stops every four columns.
  @Test func tabStopsEveryFour() {
    #expect(TabColumns.column(after: Array("> \t".utf8), widths: WidthOptions(tabWidth: 4)) == 4)
    #expect(TabColumns.column(after: Array("  - \t".utf8), widths: WidthOptions(tabWidth: 4)) == 8)
  }

  private func column(_ text: String, from start: Int = 0) -> Int {
    TabColumns.column(after: Array(text.utf8), from: start, widths: eight)
  }
}
