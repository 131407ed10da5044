// The renderer's promises on random documents: no row wider than the page
// (code and HTML blocks aside), every chip label whole or cut with `…`, and
// a boxed chip's top and bottom borders in the same columns.

import Foundation
import PropertyBased
import ReflowText
import Testing

@testable import ReflowMarkdown

private let chipLabels = [
  "Swift", "text layout", "日本語", "emoji 🎉", "👩‍👩‍👧 family", "a rather long chip label that overflows narrow pages",
  "é", "ＡＢＣ",
]
private let words = [
  "the", "flow", "engine", "places", "boxes,", "*emphasis*", "**strong**", "`code span`", "~~gone~~",
  "[a link](https://example.com/a/long/path)", "日本語の文章は空白なしで続きます", "한국어", "supercalifragilisticexpialidocious",
  "https://example.com/an/extremely/long/url/that/cannot/break/anywhere/at/all", "![alt text](i.png)", "x\\",
]
private let leads = ["", "", "> ", "- ", "1. ", "- [ ] ", "> - ", "- > ", ">> "]
private let blocks = [
  "# A heading with [chip]{.chip} inside", "```\ncode that is very long and never wrapped by the renderer at all\n```",
  "| a | b |\n|---|:-:|\n| 日本語 | [t]{.chip} |", "***", "<div>\nhtml block kept as written, however long it is\n</div>",
  "| one | two | three | four | five | six | seven |\n|---|---|---|---|---|---|---|\n| 1 | 2 | 3 | 4 | 5 | 6 | 7 |",
]

/// A random document and the chip labels it holds.
private func randomDocument(_ choices: [Int]) -> (source: String, labels: [String]) {
  var parts: [String] = []
  var labels: [String] = []
  var index = 0
  while index < choices.count {
    let choice = choices[index]
    index += 1
    if choice % 7 == 0 {
      parts.append(blocks[choice % blocks.count])
      if choice % blocks.count == 0 || choice % blocks.count == 2 {
        labels.append(choice % blocks.count == 0 ? "chip" : "t")
      }
      continue
    }
    var text = leads[choice % leads.count]
    for word in choices[index..<min(choices.count, index + 1 + choice % 10)] {
      if word % 3 == 0 {
        let label = chipLabels[word % chipLabels.count]
        labels.append(label)
        text += "[\(label)]{.chip color=green} "
      } else {
        text += words[word % words.count] + (word % 5 == 0 ? "\n" : " ")
      }
    }
    index += 1 + choice % 10
    parts.append(text)
  }
  return (parts.joined(separator: "\n\n") + "\n", labels)
}

/// The chips drawn in plain rows: the text inside `[...]` pills, or under each `╭...╮` top border.
private func drawnChips(_ lines: [String], style: ChipStyle) -> [String] {
  var found: [String] = []
  for (index, line) in lines.enumerated() {
    if style == .pill {
      var rest = Substring(line)
      while let start = rest.firstIndex(of: "["), let end = rest[start...].firstIndex(of: "]") {
        found.append(String(rest[rest.index(after: start)..<end]))
        rest = rest[rest.index(after: end)...]
      }
    } else if index + 1 < lines.count {
      for (left, right) in zip(columnsOf("╭", in: line), columnsOf("╮", in: line)) {
        found.append(text(of: lines[index + 1], fromColumn: left + 2, toColumn: right - 1))
      }
    }
  }
  return found
}

/// The characters of `line` between two display columns, trailing spaces dropped.
private func text(of line: String, fromColumn start: Int, toColumn end: Int) -> String {
  var result = ""
  var column = 0
  for character in line {
    if column >= start && column < end { result.append(character) }
    column += columns(String(character))
  }
  while result.last == " " { result.removeLast() }
  return result
}

@Suite struct RenderPropertyTests {
  @Test func rowsFitAndChipsAreWholeOrCut() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...99_999).array(of: 1...30), Gen.int(in: 10...80), Gen.int(in: 0...3)
    ) { choices, width, variant in
      let (source, labels) = randomDocument(choices)
      let style: ChipStyle = variant % 2 == 0 ? .pill : .boxed
      let page = renderPage(source, width: width, styled: variant >= 2, chipStyle: style)
      // A row runs past the width only for a URL or the like that is wider than the line, kept whole.
      for row in page.rows where !row.isVerbatim && row.width > width {
        let words = String(decoding: row.bytes, as: UTF8.self).split(separator: " ")
        let copyable = words.contains { TextWrap.isCopyableWord($0) && row.width - columns($0) <= width }
        #expect(copyable, "a row of \(row.width) columns at width \(width):\n\(source)")
      }
      // Every label in the document is drawn, whole or as a prefix ending in "…".
      let drawn = drawnChips(plainLines(renderPage(source, width: width, chipStyle: style)), style: style)
      for label in Set(labels) {
        let shown = drawn.contains { chip in
          chip == label || (chip.hasSuffix("…") && label.hasPrefix(chip.dropLast()))
        }
        #expect(shown, "chip '\(label)' missing at width \(width) in \(drawn)")
      }
    }
  }

  @Test func boxedChipBordersLineUp() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...99_999).array(of: 1...30), Gen.int(in: 10...80)) {
      choices, width in
      let lines = plainLines(renderPage(randomDocument(choices).source, width: width, chipStyle: .boxed))
      for (index, line) in lines.enumerated() where line.contains("╭") {
        guard index + 2 < lines.count else {
          Issue.record("a chip's top border on the last rows")
          continue
        }
        #expect(columnsOf("╭", in: line) == columnsOf("╰", in: lines[index + 2]), "\(line)\n\(lines[index + 2])")
        #expect(columnsOf("╮", in: line) == columnsOf("╯", in: lines[index + 2]), "\(line)\n\(lines[index + 2])")
      }
    }
  }

  @Test func theOneRowShortcutDrawsWhatTheEngineDraws() async {
    let styles: [TerminalStyle] = [
      .plain, RenderTheme.strong, RenderTheme(styled: true).code, RenderTheme(styled: true).link,
    ]
    let pieces = ["word", " ", "  ", "日本語", "é", "👩‍👩‍👧", ",", "-", "a-b", "(x)", "\u{7}"]
    await propertyCheck(count: 300, input: Gen.int(in: 0...9_999).array(of: 1...12), Gen.int(in: 10...40)) {
      choices, width in
      var text = InlineText()
      for choice in choices { text.append(Array(pieces[choice % pieces.count].utf8), style: styles[choice % 4]) }
      text.trimTrailingSpaces()
      guard text.bytes.first != 0x20 else { return }
      var fast = ParagraphLayout(options: MarkdownRenderOptions(width: width))
      var engine = fast
      engine.allowsUnbrokenRow = false
      let settings = ParagraphSettings(width: width)
      #expect(
        fast.rows(text, settings) == engine.rows(text, settings), "\(String(decoding: text.bytes, as: UTF8.self))")
    }
  }

  @Test func drawingOnSeveralThreadsGivesTheSamePage() {
    // Over the parallel threshold, with links, Markdown and HTML (notes without colour, hyperlinks with it), in every
    // block, and a
    // footnote for each, so that the footnotes at the end are drawn in more than one part.
    let block = """
      A paragraph with [a link](https://e.x/1) and [Swift]{.chip} and <https://auto.link>.[^NOTE]

      > - quoted [another](https://e.x/2) item

      <p><a href="https://e.x/3">an HTML block's link</a></p>

      | a | b |
      |---|---|
      | [c](https://e.x/4) | d |

      And <a href="https://e.x/5">an HTML link</a> in a paragraph.

      """
    let count = 300_000 / block.utf8.count + 1
    let notes = (0..<count).map { "[^\($0)]: The note of block \($0), with [a link](https://e.x/n).\n\n" }
    let source =
      (0..<count).map { block.replacingOccurrences(of: "NOTE", with: "\($0)") }.joined() + notes.joined()
    for styled in [false, true] {
      let one = try! MarkdownRenderer(options: MarkdownRenderOptions(width: 40, styled: styled, threads: 1))
      let two = try! MarkdownRenderer(options: MarkdownRenderOptions(width: 40, styled: styled, threads: 2))
      let serial = one.render(source).page
      let parallel = two.render(source).page
      #expect(parallel.plainText() == serial.plainText())
      #expect(parallel.ansi() == serial.ansi())
      // Each chunk has its own link table, so indices differ; every run must still open the same destination.
      let destinations = { (page: TerminalPage) in
        page.rows.flatMap { $0.runs.compactMap { $0.style.link.map { page.links[Int($0)] } } }
      }
      #expect(destinations(parallel) == destinations(serial))
      // Five notes a block, the third of each for https://e.x/3.
      #expect(String(decoding: parallel.plainText(), as: UTF8.self).contains("[2998]: https://e.x/3") == !styled)
      #expect(String(decoding: parallel.plainText(), as: UTF8.self).contains("[3000]: https://e.x/5") == !styled)
      #expect(parallel.rows.count(where: { $0.bytes.starts(with: Array("─".utf8)) }) == 1)
      // Slices of rows emitted apart join into the whole page's bytes, links and styles closed per row.
      let cut = parallel.rows.count / 3
      #expect(
        parallel.plainText(rows: 0..<cut) + parallel.plainText(rows: cut..<parallel.rows.count) == serial.plainText())
      #expect(parallel.ansi(rows: 0..<cut) + parallel.ansi(rows: cut..<parallel.rows.count) == serial.ansi())
    }
  }

  /// Text with nothing to replace is copied whole; that copy gives what the byte-by-byte path gives, which a
  /// collection without contiguous storage takes.
  @Test func inlineTextCopiedWholeEqualsInlineTextReadByteByByte() async {
    let pieces: [[UInt8]] = [
      Array("word ".utf8), Array("é".utf8), [0xC2, 0x85], [0x09], [0x7F], [0x1B], Array("日本".utf8), [0x0D, 0x0A],
    ]
    await propertyCheck(count: 500, input: Gen.int(in: 0...9_999).array(of: 0...12)) { choices in
      let bytes = choices.flatMap { pieces[$0 % pieces.count] }
      var whole = InlineText()
      var byByte = InlineText()
      whole.append(bytes, style: RenderTheme.strong)
      byByte.append(bytes.lazy.map { $0 }, style: RenderTheme.strong)
      #expect(whole.bytes == byByte.bytes, "\(bytes)")
      #expect(whole.runs == byByte.runs, "\(bytes)")
    }
  }
}
