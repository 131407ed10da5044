// The DocC catalogs' getting-started articles, compiled and run: each article's
// Swift blocks must appear, line for line, in a function below, which the test
// target compiles and the tests run and check. An article that drifts from the
// code fails here, and so does code that stops compiling or changes its output.

import FlowLayout
import Foundation
import GoldenFiles
import ReflowMarkdown
import ReflowText
import Testing

/// The FlowLayout article's code.
private func flowLayoutArticle() throws -> ([FlowPoint<Int>], FlowSize<Int>) {
  let tags = ["swift", "unicode", "knuth-plass", "cjk", "emoji", "terminal"]
  let container = FlowContainer<Int>(itemSpacing: 1, lineSpacing: 0, alignment: .leading)
  let result = try container.layout(
    sizes: tags.map { FlowSize(width: $0.count + 2, height: 1) },
    proposal: ProposedFlowSize(width: 24, height: nil))
  // result.boxPositions: (0,0) (8,0) (0,1) (14,1) (0,2) (8,2); result.size: 24 by 3
  return (result.boxPositions, result.size)
}

/// The ReflowText article's code.
private func reflowTextArticle() throws -> ([String], [String], Int) {
  let lines = try TextWrap.wrap(
    "Reflow measures 日本語 and emoji 👍 in terminal columns.", options: TextWrapOptions(width: 20))
  // ["Reflow measures 日本", "語 and emoji 👍 in", "terminal columns."]

  let sentences = try TextWrap.wrap(
    "Dr. Lee wrote it. The second sentence is long enough to wrap.",
    options: TextWrapOptions(width: 30, breaksAtSentences: true))
  // ["Dr. Lee wrote it.", "The second sentence is long", "enough to wrap."]

  let columns = TextWrap.displayWidth("表示幅")
  // 6
  return (lines, sentences, columns)
}

/// The ReflowMarkdown article's code.
private func reflowMarkdownArticle() throws -> (String, String) {
  let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 30))
  let wrapped = formatter.format("A paragraph of *Markdown* that is wider than thirty columns.\n\n    code stays\n")
  // "A paragraph of *Markdown* that\nis wider than thirty columns.\n\n    code stays\n"

  let renderer = try MarkdownRenderer(options: MarkdownRenderOptions(width: 30))
  let page = renderer.render("# Title\n\nSome **bold** words.\n").page
  let text = String(decoding: page.plainText(), as: UTF8.self)
  // "Title\n━━━━━\n\nSome bold words.\n"
  return (wrapped, text)
}

@Suite struct GettingStartedArticleTests {
  @Test(arguments: [
    "Sources/FlowLayout/FlowLayout.docc/GettingStarted.md",
    "Sources/ReflowText/ReflowText.docc/GettingStarted.md",
    "Sources/ReflowMarkdown/ReflowMarkdown.docc/GettingStarted.md",
  ])
  func everySwiftBlockIsCompiledHere(article: String) throws {
    #expect(try !DocSnippets.swiftBlocks(of: article).isEmpty)
    for block in try DocSnippets.blocksMissing(from: #filePath, in: article) {
      Issue.record("not compiled by this test:\n\(block.joined(separator: "\n"))")
    }
  }

  @Test func flowLayoutArticleGivesWhatItSays() throws {
    let (positions, size) = try flowLayoutArticle()
    #expect(positions.map { "(\($0.x),\($0.y))" } == ["(0,0)", "(8,0)", "(0,1)", "(14,1)", "(0,2)", "(8,2)"])
    #expect(size.width == 24 && size.height == 3, "\(size)")
  }

  @Test func reflowTextArticleGivesWhatItSays() throws {
    let (lines, sentences, columns) = try reflowTextArticle()
    #expect(lines == ["Reflow measures 日本", "語 and emoji 👍 in", "terminal columns."])
    #expect(sentences == ["Dr. Lee wrote it.", "The second sentence is long", "enough to wrap."])
    #expect(columns == 6)
  }

  @Test func reflowMarkdownArticleGivesWhatItSays() throws {
    let (wrapped, text) = try reflowMarkdownArticle()
    #expect(wrapped == "A paragraph of *Markdown* that\nis wider than thirty columns.\n\n    code stays\n")
    #expect(text == "Title\n━━━━━\n\nSome bold words.\n")
  }
}
