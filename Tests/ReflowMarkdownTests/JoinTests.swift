// The Markdown rewrapper: how lines are joined (hard breaks in both styles, line
// ends between wide characters, spaces kept).

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

@Suite struct JoinTests {
  @Test func hardBreaksStayInBothStyles() {
    let source = "one two  \nthree\\\nfour five\n"
    #expect(rewrapText(source, width: 80) == source)
  }

  @Test func aLineEndBetweenWideCharactersDisappears() {
    #expect(rewrapText("日本語\n文章\n", width: 80) == "日本語文章\n")
  }

  @Test func noNewBreakInsideAnUnspacedCJKRun() {
    #expect(rewrapText("日本語の文章です\n", width: 4) == "日本語の文章です\n")
  }

  @Test func anOldLineEndBetweenWideCharactersIsStillAPlaceToBreak() {
    #expect(rewrapText("日本語\n文章\n", width: 6) == "日本語\n文章\n")
  }

  @Test func aSpaceBetweenWideCharactersStaysASpace() {
    // A line end there would read as no space at all.
    #expect(rewrapText("日本 語\n", width: 4) == "日本 語\n")
  }

  /// Balance narrows the lines by every place a line may end, and a join it leaves unbroken is no such place in the
  /// output (found by fuzzing markdown-rewrap): it is dropped and the paragraph balanced again, so a second pass
  /// gives the same lines.
  @Test func balanceDoesNotCountAJoinItLeavesUnbroken() {
    let source = "を入れないので、\n行を phraserewrapped, h lon\n"
    #expect(MarkdownGuarantee(width: 21, algorithm: .balance).problems(source).isEmpty)
    let output = try! MarkdownFormatter(options: MarkdownFormatOptions(width: 21, algorithm: .balance)).format(source)
      .text
    #expect(output == "を入れないので、行を\nphraserewrapped,\nh lon\n")
  }

  @Test func koreanKeepsItsSpacesAtAJoin() {
    #expect(rewrapText("한국어\n문장\n", width: 80) == "한국어 문장\n")
  }
}
