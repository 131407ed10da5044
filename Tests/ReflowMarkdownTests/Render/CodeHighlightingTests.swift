// Fenced code coloured by its language through GNU source-highlight: which
// language an info string names, that keywords, strings and comments each
// get a style of their own in Python, shell and Swift, that a language the
// library does not know is drawn as before, and that themes and colour apply.

import Foundation
import ReflowHighlight
import Testing

@testable import ReflowMarkdown

/// The style the page draws the first occurrence of `text` in, or nil when it is not on one row in one style.
private func style(of text: String, in page: TerminalPage) -> TerminalStyle? {
  let needle = Array(text.utf8)
  for row in page.rows {
    guard let start = row.bytes.firstRange(of: needle)?.lowerBound else { continue }
    var runStart = 0
    for run in row.runs {
      let end = Int(run.end)
      if start >= runStart && start < end { return start + needle.count <= end ? run.style : nil }
      runStart = end
    }
  }
  return nil
}

private func codePage(_ language: String, _ code: String, styled: Bool = true, background: ThemeBackground = .dark)
  -> TerminalPage
{
  let options = MarkdownRenderOptions(
    width: 80, styled: styled, background: background, codeHighlighting: SourceHighlight())
  return try! MarkdownRenderer(options: options).render("```\(language)\n\(code)\n```\n").page
}

@Suite struct CodeHighlightingTests {
  @Test func theLanguageIsTheInfoStringsFirstWord() {
    func language(_ info: String) -> String? { CodeBlockLanguage.language(ofInfo: Array(info.utf8)[...]) }
    #expect(language("python") == "python")
    #expect(language("Python title=\"x.py\"") == "python")
    #expect(language("{.python .numberLines}") == "python")
    #expect(language(".sh") == "sh")
    #expect(language("c++") == "c++")
    #expect(language("yml") == "yaml")
    #expect(language("") == nil)
    #expect(language("../etc/passwd") == nil)
  }

  /// Each row: the language, and a keyword, a string and a comment from one block of it.
  static let samples: [(language: String, code: String, keyword: String, string: String, comment: String)] = [
    ("python", "# count\ndef f(x):\n    return \"a b\"", "def", "\"a b\"", "# count"),
    ("sh", "# loop\nfor f in *.md; do echo \"$f done\"; done", "for", "\"$f done\"", "# loop"),
    ("swift", "/* one */\nfunc f() -> String { return \"x y\" } // two", "func", "\"x y\"", "/* one */"),
    ("yml", "# hook\nfast: true\nname: \"x y\"", "true", "\"x y\"", "# hook"),
  ]

  @Test(arguments: samples.indices)
  func keywordsStringsAndCommentsHaveStylesOfTheirOwn(sample: Int) throws {
    let (language, code, keyword, string, comment) = Self.samples[sample]
    let page = codePage(language, code)
    let styles = [keyword, string, comment].map { style(of: $0, in: page) }
    let base = RenderTheme(styled: true).verbatim(shaded: true)
    #expect(styles.allSatisfy { $0 != nil && $0 != base }, "\(language): \(styles)")
    #expect(Set(styles.compactMap { $0 }).count == 3, "\(language): \(styles)")
  }

  @Test func aLanguageTheLibraryDoesNotKnowIsDrawnAsBefore() {
    let code = "def f(): return \"x\""
    let unknown = codePage("brainfork", code)
    let none = codePage("", code)
    #expect(unknown.rows.map(\.runs) == none.rows.map(\.runs))
    let base = RenderTheme(styled: true).verbatim(shaded: true)
    #expect(unknown.rows.allSatisfy { Set($0.runs.map(\.style)).isSubset(of: [.plain, base]) })
  }

  @Test func aBlockWithAVeryLongLineIsDrawnPlainAndQuickly() {
    // A million quotation marks took the library over a minute; past the limit the block is plain.
    let long = String(repeating: "\"", count: SourceHighlight.longestHighlightedLine + 1)
    let page = codePage("python", "def f(): pass\n" + long)
    let base = RenderTheme(styled: true).verbatim(shaded: true)
    // The line is wider than the page, so it goes on after the dim continuation mark, which is no token colour.
    let uncoloured: Set<TerminalStyle> = [.plain, base, TerminalStyle(attributes: .dim).layered(with: base)]
    #expect(page.rows.allSatisfy { Set($0.runs.map(\.style)).isSubset(of: uncoloured) })
    let shorter = codePage("python", "def f(): pass\n" + long.dropLast())
    #expect(
      shorter.rows.contains { !Set($0.runs.map(\.style)).isSubset(of: uncoloured) },
      "a line at the limit is still coloured")
  }

  @Test func withoutColourCodeIsPlain() {
    let page = codePage("python", "def f(): return \"x\"", styled: false)
    #expect(page.rows.allSatisfy { $0.runs.allSatisfy { $0.style == .plain } })
  }

  @Test func aLightThemeGivesCodeALightBackground() throws {
    let dark = try #require(style(of: "def", in: codePage("python", "def f(): pass")))
    let light = try #require(style(of: "def", in: codePage("python", "def f(): pass", background: .light)))
    #expect(dark.background == .codeBackground)
    #expect(light.background != dark.background && light.foreground != dark.foreground)
  }

  /// WCAG's contrast ratio between a palette colour and black or white.
  private func contrast(_ colour: TerminalColor, against white: Bool) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let (red, green, blue) = colour.rgb
    let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    return white ? 1.05 / (luminance + 0.05) : (luminance + 0.05) / 0.05
  }

  @Test func theDefaultColoursReadOnADarkAndALightTerminal() throws {
    // What is drawn on the terminal's own background: headings, links, list markers.
    let theme = RenderTheme(styled: true)
    let colours = try ((1...6).map { theme.heading(level: $0) } + [theme.link, theme.marker]).map {
      try #require($0.foreground)
    }
    for colour in colours {
      #expect(contrast(colour, against: false) >= 3.5, "\(colour) on black")
      #expect(contrast(colour, against: true) >= 3.5, "\(colour) on white")
    }
    // The dark theme's brighter colours are for dark terminals only.
    let dark = try #require(RenderTheme(styled: true, background: .dark).heading(level: 2).foreground)
    #expect(contrast(dark, against: true) < 3)
  }

  @Test func theTerminalsReportedBackgroundIsRead() {
    #expect(ThemeBackground.reported(in: ["COLORFGBG": "15;0"]) == .dark)
    #expect(ThemeBackground.reported(in: ["COLORFGBG": "0;15"]) == .light)
    #expect(ThemeBackground.reported(in: ["COLORFGBG": "0;default;7"]) == .light)
    #expect(ThemeBackground.reported(in: ["COLORFGBG": "default"]) == nil)
    #expect(ThemeBackground.reported(in: [:]) == nil)
  }

  @Test func blocksInSeveralLanguagesAndThreadsAgree() async {
    // Each thread's renderer has a session of its own; a page drawn in parts matches one drawn whole.
    let blocks = (0..<9_000).map { index in
      "```\(["python", "sh", "swift"][index % 3])\n# \(index)\nx = \"\(index)\"\n```\n"
    }.joined(separator: "\n")
    func page(threads: Int) -> MarkdownRendering {
      let options = MarkdownRenderOptions(
        width: 60, styled: true, threads: threads, codeHighlighting: SourceHighlight())
      return try! MarkdownRenderer(options: options).render(blocks)
    }
    let one = page(threads: 1)
    let two = page(threads: 2)
    #expect(one.page.ansi() == two.page.ansi())
    // Large enough to be drawn in parts.
    #expect(blocks.utf8.count > 256 << 10)
  }
}
