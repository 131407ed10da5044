// The DocC catalogs' getting-started articles, compiled and run: each article's
// Swift blocks must appear, line for line, in a function below, which the test
// target compiles and the tests run and check. An article that drifts from the
// code fails here, and so does code that stops compiling or changes its output.

import FlowLayout
import Foundation
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
  // result.boxPositions: (0,0) (8,0) (0,1) (14,1) (0,2) (8,2); result.size: 19 by 3
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

/// The Swift blocks of the article at `path`, each as its lines with `import` lines left out.
private func swiftBlocks(of path: String) throws -> [[String]] {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let article = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  var blocks: [[String]] = []
  var current: [String]?
  for line in article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
    if line == "```swift" {
      current = []
    } else if line == "```", let block = current {
      blocks.append(block.filter { !$0.hasPrefix("import ") && !$0.isEmpty })
      current = nil
    } else if current != nil {
      current!.append(line)
    }
  }
  return blocks
}

/// This file's lines with their indentation taken off.
private func thisFile() throws -> [String] {
  try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    .split(separator: "\n").map { String($0.drop { $0 == " " }) }
}

@Suite struct GettingStartedArticleTests {
  @Test(arguments: [
    "Sources/FlowLayout/FlowLayout.docc/GettingStarted.md",
    "Sources/ReflowText/ReflowText.docc/GettingStarted.md",
    "Sources/ReflowMarkdown/ReflowMarkdown.docc/GettingStarted.md",
  ])
  func everySwiftBlockIsCompiledHere(article: String) throws {
    let blocks = try swiftBlocks(of: article)
    #expect(!blocks.isEmpty)
    let source = try thisFile()
    for block in blocks {
      let lines = block.map { String($0.drop { $0 == " " }) }
      let found = source.indices.contains { start in
        start + lines.count <= source.count && Array(source[start..<(start + lines.count)]) == lines
      }
      #expect(found, "not compiled by this test:\n\(block.joined(separator: "\n"))")
    }
  }

  @Test func flowLayoutArticleGivesWhatItSays() throws {
    let (positions, size) = try flowLayoutArticle()
    #expect(positions.map { "(\($0.x),\($0.y))" } == ["(0,0)", "(8,0)", "(0,1)", "(14,1)", "(0,2)", "(8,2)"])
    #expect(size.width == 19 && size.height == 3, "\(size)")
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
