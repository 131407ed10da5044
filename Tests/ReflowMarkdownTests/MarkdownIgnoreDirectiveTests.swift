// Issue 56, point 7 (Markdown): what the user marks with an ignore directive
// is left as written, in the library, so the command and the language server
// both honour it: Reflow's `reflow-ignore` comments and prettier's
// `prettier-ignore` ones, for a stretch of lines or for the next block.

import Testing

@testable import ReflowMarkdown

private func formatResult(_ source: String, width: Int = 20) -> MarkdownFormatResult {
  try! MarkdownFormatter(options: MarkdownFormatOptions(width: width)).format(source)
}

private func format(_ source: String, width: Int = 20) -> String { formatResult(source, width: width).text }

/// A paragraph far wider than 20 columns, on two short lines.
private let prose = "A paragraph of prose whose two lines\nare joined and then wrapped again at twenty columns.\n"
private let wrapped = "A paragraph of prose\nwhose two lines are\njoined and then\nwrapped again at\ntwenty columns.\n"

@Suite struct MarkdownIgnoreDirectiveTests {
  @Test(arguments: ["reflow-ignore", "prettier-ignore"])
  func aStartAndAnEndKeepEveryLineBetween(family: String) {
    let source = "\(prose)\n<!-- \(family)-start -->\n\(prose)\n\(prose)<!-- \(family)-end -->\n\n\(prose)"
    let result = formatResult(source)
    #expect(
      result.text == "\(wrapped)\n<!-- \(family)-start -->\n\(prose)\n\(prose)<!-- \(family)-end -->\n\n\(wrapped)")
    // What the user marks is not named as kept.
    #expect(result.keptParagraphCount == 0)
  }

  @Test func aStartWithNoEndReachesTheEnd() {
    let source = "\(prose)\n<!-- reflow-ignore-start -->\n\n\(prose)\n\(prose)"
    #expect(format(source) == "\(wrapped)\n<!-- reflow-ignore-start -->\n\n\(prose)\n\(prose)")
  }

  @Test(arguments: ["reflow-ignore", "prettier-ignore"])
  func aDirectiveKeepsTheNextBlockOnly(family: String) {
    let list = "- \(prose.replacingNewlines("\n  "))- \(prose.replacingNewlines("\n  "))"
    let source = "<!--   \(family)   -->\n\(list)\n\(prose)"
    #expect(format(source) == "<!--   \(family)   -->\n\(list)\n\(wrapped)")
    #expect(format("<!-- \(family) -->\n\(prose)\n\(prose)") == "<!-- \(family) -->\n\(prose)\n\(wrapped)")
  }

  /// Inside a list item, the next block is the item's next block: the rest of the list is formatted.
  @Test func aDirectiveInAListItemKeepsTheItemsNextBlock() {
    let source =
      "- Item\n\n  <!-- reflow-ignore -->\n  \(prose.replacingNewlines("\n  "))\n- \(prose.replacingNewlines("\n  "))"
    let result = format(source)
    #expect(result.hasPrefix("- Item\n\n  <!-- reflow-ignore -->\n  \(prose.replacingNewlines("\n  "))\n"))
    #expect(
      result.hasSuffix(
        "- A paragraph of\n  prose whose two\n  lines are joined\n  and then wrapped\n  again at twenty\n  columns.\n"))
  }

  /// A comment that says more than a directive, or an end with no start, is an ordinary comment.
  @Test func otherCommentsAreNoDirectives() {
    #expect(format("<!-- reflow-ignore this -->\n\(prose)") == "<!-- reflow-ignore this -->\n\(wrapped)")
    #expect(format("<!-- reflow-ignore-end -->\n\(prose)") == "<!-- reflow-ignore-end -->\n\(wrapped)")
    #expect(
      format("<!-- prettier-ignore-start -->\n\n\(prose)\n<!-- reflow-ignore-end -->\n\n\(prose)").hasSuffix(prose))
  }
}

extension String {
  /// The string with each line end but the last followed by `continuation`'s indentation.
  fileprivate func replacingNewlines(_ continuation: String) -> String {
    String(dropLast()).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: continuation) + "\n"
  }
}
