// Display widths by class of character, tabs, escapes and truncation.

import Testing

@testable import ReflowText

@Suite struct WidthTests {
  @Test(arguments: [
    ("abc", 3), ("日本", 4), ("ｶﾅ", 2), ("Ａ", 2), ("e\u{301}", 1), ("a\u{200B}b", 2), ("\u{2060}", 0),
    ("👩‍👩‍👧", 2), ("🇯🇵", 2), ("🇯", 2), ("1️⃣", 2), ("#⃣", 2), ("👍🏽", 2), ("☺\u{FE0E}", 1), ("☺\u{FE0F}", 2),
    ("\u{1112}\u{1161}\u{11AB}", 2), ("คำ", 2), ("ค้", 1), ("का", 2), ("\u{7}", 0), ("soft\u{AD}", 5),
  ])
  func widthOfEachClass(_ text: String, _ expected: Int) {
    #expect(TextWrap.displayWidth(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test func ambiguousCharactersFollowTheOption() {
    #expect(TextWrap.displayWidth("αβγ") == 3)
    #expect(TextWrap.displayWidth("αβγ", options: WidthOptions(ambiguousWidth: 2)) == 6)
  }

  @Test func tabsAdvanceToTheNextStop() {
    #expect(TextWrap.displayWidth("a\tb") == 9)
    #expect(TextWrap.displayWidth("abc\tb", options: WidthOptions(tabWidth: 4)) == 5)
    // The one rule every front end expands tabs by: a tab at a stop moves a whole stop on.
    let eight = WidthOptions()
    #expect([0, 1, 7, 8, 9, -3].map { eight.nextTabStop(after: $0) } == [8, 8, 8, 16, 16, 8])
    #expect((0..<4).map { WidthOptions(tabWidth: 1).nextTabStop(after: $0) } == [1, 2, 3, 4])
    #expect(WidthOptions(tabWidth: 0).nextTabStop(after: 5) == 6)
  }

  @Test func escapeSequencesHaveNoWidth_andTheWidestLineCounts() {
    #expect(TextWrap.displayWidth("\u{1B}[31mred\u{1B}[0m") == 3)
    #expect(TextWrap.displayWidth("\u{1B}]8;;https://x.org\u{1B}\\link\u{1B}]8;;\u{1B}\\") == 4)
    #expect(TextWrap.displayWidth("ab\nabcd\nc") == 4)
  }

  @Test func truncationCutsBetweenClusters_keepsEscapes_andClosesStyles() throws {
    #expect(try TextWrap.truncate("hello world", toWidth: 8) == "hello w…")
    #expect(try TextWrap.truncate("日本語のテキスト", toWidth: 7) == "日本語…")
    #expect(try TextWrap.truncate("short", toWidth: 8) == "short")
    #expect(try TextWrap.truncate("👩‍👩‍👧👩‍👩‍👧", toWidth: 3, placeholder: ".") == "👩‍👩‍👧.")
    #expect(try TextWrap.truncate("\u{1B}[1mbold text\u{1B}[0m", toWidth: 5) == "\u{1B}[1mbold…\u{1B}[0m")
  }
}
