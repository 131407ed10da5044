// A paragraph too long to break at once is rewrapped a window at a time, as
// plain text breaks it (ParagraphWindows). The windows here are small, so
// that a paragraph of a few hundred words crosses many of them.

import PropertyBased
import ReflowText
import Testing

@testable import ReflowMarkdown

/// Words with Markdown inside them, wide text, and words a line may not start with.
private let words = [
  "the", "paragraph", "goes", "on,", "and", "`a code span`", "**strong words**", "_em_", "[a link](http://x.y/z)",
  "日本語の文章", "한국어", "-", "1.", "#", "www.example.com", "naïve", "a\\", "on.",
]

/// `source` rewrapped at `width` with the meaning check on, in windows of `windows` (or whole).
private func rewrapped(_ source: String, width: Int, windows: ParagraphWindows?) -> MarkdownFormatResult {
  var formatter = try! MarkdownFormatter(options: MarkdownFormatOptions(width: width))
  if let windows { formatter.windows = windows }
  var text = source
  return text.withUTF8 { formatter.format(utf8: $0) }
}

@Suite struct MarkdownWindowTests {
  /// Whatever the windows, the paragraph means what it meant: the meaning check keeps every window's lines.
  ///
  /// Each window holds back at least one word, so no line ends where a
  /// window does: a window's end is no place to break (`a\` there would make
  /// a hard break), and only the lines before the held-back words are kept.
  @Test func windowsOfAnySizeKeepTheMeaning() async {
    await propertyCheck(
      count: 30, input: Gen.int(in: 0...99_999).array(of: 300...600), Gen.int(in: 40...120), Gen.int(in: 1...50),
      Gen.int(in: 16...60)
    ) { choices, size, heldBack, width in
      let lead = ["", "> ", "- ", "1. "][choices[0] % 4]
      let source = lead + "start " + choices.map { words[$0 % words.count] }.joined(separator: " ") + "\n"
      let result = rewrapped(source, width: width, windows: ParagraphWindows(size: size, heldBack: heldBack))
      #expect(result.keptParagraphCount == 0, "windows of \(size), \(heldBack) held back, width \(width): \(source)")
      #expect(result.text != source)
    }
  }

  /// Holding back enough words, windows give the whole paragraph's lines; holding back none, they do not, which
  /// shows that the windows were used.
  @Test func windowsThatHoldBackEnoughGiveTheWholeParagraphsLines() {
    var seed: UInt64 = 7
    let paragraph = (0..<2_000).map { _ in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do"][
        Int(seed >> 33) % 10]
    }.joined(separator: " ")
    let source = "- " + paragraph + "\n"
    let whole = rewrapped(source, width: 40, windows: nil).text
    #expect(rewrapped(source, width: 40, windows: ParagraphWindows(size: 600, heldBack: 200)).text == whole)
    #expect(rewrapped(source, width: 40, windows: ParagraphWindows(size: 600, heldBack: 0)).text != whole)
  }
}
