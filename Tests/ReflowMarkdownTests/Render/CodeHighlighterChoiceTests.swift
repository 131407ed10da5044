// The highlighter is the caller's: ReflowMarkdown links none, draws code
// plain without one, and hands any `CodeHighlighting` the block's language.

import Synchronization
import Testing

@testable import ReflowMarkdown

/// A highlighter that calls every line of a block one keyword, and records the languages it was asked for.
private final class KeywordSession: CodeHighlightingSession {
  let asked: Languages
  init(asked: Languages) { self.asked = asked }
  func tokens(of lines: [[UInt8]], language: String) -> [[CodeToken]]? {
    asked.append(language)
    return lines.map { [CodeToken(kind: .keyword, range: 0..<$0.count)] }
  }
}

/// The languages a session was asked for, across threads.
private final class Languages: Sendable {
  private let names = Mutex<[String]>([])
  func append(_ name: String) { names.withLock { $0.append(name) } }
  var all: [String] { names.withLock { $0 } }
}

private struct KeywordHighlighter: CodeHighlighting {
  let asked = Languages()
  func makeSession() -> any CodeHighlightingSession { KeywordSession(asked: asked) }
}

/// The distinct styles of the row holding `text`.
private func styles(of text: String, in page: TerminalPage) -> Set<TerminalStyle> {
  let row = page.rows.first { $0.bytes.firstRange(of: Array(text.utf8)) != nil }
  return Set(row?.runs.map(\.style) ?? [])
}

@Suite struct CodeHighlighterChoiceTests {
  let markdown = "```yml\nfast: true\n```\n"

  @Test func withoutAHighlighterCodeIsPlain() throws {
    let page = try MarkdownRenderer(options: MarkdownRenderOptions(width: 60, styled: true)).render(markdown).page
    let base = RenderTheme(styled: true).verbatim(shaded: true)
    #expect(styles(of: "fast", in: page).isSubset(of: [.plain, base]))
  }

  @Test func theCallersHighlighterColoursCode_andIsAskedForTheLanguageByName() throws {
    let highlighter = KeywordHighlighter()
    let options = MarkdownRenderOptions(width: 60, styled: true, codeHighlighting: highlighter)
    let page = try MarkdownRenderer(options: options).render(markdown).page
    let theme = RenderTheme(styled: true)
    let keyword = theme.verbatim(shaded: true).layered(with: theme.code(.keyword))
    #expect(styles(of: "fast", in: page).contains(keyword))
    #expect(highlighter.asked.all == ["yaml"])
  }

  @Test func highlightsCodeOffLeavesTheHighlighterUnasked() throws {
    let highlighter = KeywordHighlighter()
    let options = MarkdownRenderOptions(width: 60, styled: true, highlightsCode: false, codeHighlighting: highlighter)
    _ = try MarkdownRenderer(options: options).render(markdown)
    #expect(highlighter.asked.all.isEmpty)
  }
}
