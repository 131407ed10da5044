// Random Markdown-ish doc comments: whatever the formatter does to them, they
// render the same by cmark-gfm's own command, and a second run changes nothing.
// Every case prints the seed that reproduces it (`.fixedSeed`).

import PropertyBased
import ReflowComments
import Testing

private let words = [
  "value", "read", "written", "`code()`", "*emphasis*", "**strong**", "[link](/url)", "<b>", "x_y", "a\\", "日本語",
  "~~gone~~", "https://example.com", "[^1]", "&amp;", "2.", "-", "+", "#", "|", "@see",
]

/// One line of a doc comment, of a kind `kind` picks, holding `chosen`.
private func line(_ kind: Int, _ chosen: [String]) -> String {
  let text = chosen.joined(separator: " ")
  switch kind {
  case 0, 1, 2: return text
  case 3: return "- \(text)"
  case 4: return "1. \(text)"
  case 5: return "  \(text)"
  case 6: return "# \(text)"
  case 7: return ""
  case 8: return "    \(text)"
  case 9: return "```"
  case 10: return "> \(text)"
  case 11: return "@param \(text)"
  case 12: return "- Parameter \(chosen[0]): \(text)"
  case 13: return "| \(chosen[0]) | \(text) |"
  default: return "@return \(text)"
  }
}

private let comments = zip(Gen.int(in: 0...14), Gen.int(in: 0..<words.count).map { words[$0] }.array(of: 1...10))
  .array(of: 1...10)
  .map { lines in lines.map { line($0.0, $0.1) } }

@Test func randomDocCommentsRenderTheSameAndSettle() async throws {
  await propertyCheck(count: 150, input: printedSeed, comments, Gen.int(in: 20...80), Gen.bool) {
    _, lines, width, javadoc in
    let source =
      javadoc
      ? "  /**\n" + lines.map { $0.isEmpty ? "   *\n" : "   * \($0)\n" }.joined() + "   */\n  int f();\n"
      : lines.map { $0.isEmpty ? "///\n" : "/// \($0)\n" }.joined() + "func f() {}\n"
    let language = javadoc ? "java" : "swift"
    let first = formatted(source, language: language, width: width)
    #expect(formatted(first, language: language, width: width) == first, "does not settle: \(source)")
    let before = docCommentMarkdown(source)
    let after = docCommentMarkdown(first)
    #expect(before.count == after.count)
    for (one, other) in zip(before, after) where one != other {
      let rendered = (try? renderedByCmark(one)) ?? "no rendering"
      #expect(rendered == (try? renderedByCmark(other)), "renders differently at \(width): \(source)")
    }
  }
}
