// The Markdown rewrapper in containers: quotes and lists keep their markers,
// lazy lines get theirs, tabs keep their columns, deep nesting holds.

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

@Suite struct ContainerTests {
  @Test func quotesAndListsKeepTheirMarkers() {
    #expect(rewrapText("> - aaa bbb ccc\n", width: 9) == "> - aaa\n>   bbb\n>   ccc\n")
    #expect(rewrapText("10. aaa bbb\n", width: 7) == "10. aaa\n    bbb\n")
  }

  @Test func lazyLinesGetTheirMarkers() {
    #expect(rewrapText("> aaa\nbbb ccc\n", width: 80) == "> aaa bbb ccc\n")
  }

  @Test func tabsInMarkersKeepTheirColumns() {
    #expect(rewrapText("-\taaa bbb\n", width: 15) == "-\taaa bbb\n")
    #expect(rewrapText("-\taaa bbb\n", width: 14) == "-\taaa\n \tbbb\n")
  }

  @Test func aPrefixWiderThanTheWidthLeavesTheParagraph() {
    let source = ">>>>>>>> a b c\n"
    #expect(rewrapText(source, width: 6) == source)
  }

  @Test func deepNestingDoesNotOverflowTheStack() {
    let quotes = String(repeating: ">", count: 100_000) + " deep text\n"
    #expect(rewrapText(quotes, width: 40) == quotes)
    let lists = String(repeating: "- ", count: 100_000) + "deep\n"
    #expect(rewrapText(lists, width: 40) == lists)
  }
}
