// The ReflowText example in README.md, checked: the comments there are the
// values these expectations hold.

import ReflowText
import Testing

@Suite struct ReadmeTextExampleTests {
  @Test func readmeExampleGivesWhatTheReadmeSays() throws {
    let lines = try TextWrap.wrap("日本語と English を混ぜた文章", options: TextWrapOptions(width: 12))
    #expect(lines == ["日本語と", "English を混", "ぜた文章"])
    #expect(TextWrap.displayWidth("👩‍👩‍👧 café") == 7)
    #expect(TextWrap.truncate("a long line of text", toWidth: 10) == "a long li…")
  }
}
