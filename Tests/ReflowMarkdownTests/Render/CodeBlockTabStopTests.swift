// Tabs in a drawn code block, expanded through the one tab-stop rule.

import Testing

@testable import ReflowMarkdown

@Suite struct CodeBlockTabStopTests {
  /// A tab after wide text reaches the stop the columns before it call for: 中文 is four columns (six bytes), so
  /// the tab runs to column 8 with four spaces, not two.
  @Test func aTabAfterWideTextCountsColumns() {
    let lines = plainLines(renderPage("```\n中文\tx\nab\ty\n```\n", width: 40))
    #expect(lines == ["    中文    x", "    ab      y"])
    #expect(lines.map { columnsOf("x", in: $0) + columnsOf("y", in: $0) } == [[12], [12]])
  }

  /// A control character drawn as its picture takes a column before a tab, as it does on the page.
  @Test func aControlPictureTakesAColumnBeforeATab() {
    let lines = plainLines(renderPage("```\na\u{1}\tz\n```\n", width: 40))
    #expect(lines.map { columnsOf("z", in: $0) } == [[12]])
  }
}
