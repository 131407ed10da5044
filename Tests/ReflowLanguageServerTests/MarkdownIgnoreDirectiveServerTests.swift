// Ignore directives in the language server (issue 56, point 7): the server
// formats a Markdown document, or only the stretch around a range, through
// ReflowMarkdown, which honours `reflow-ignore` and `prettier-ignore`
// comments. On random documents with directives, edited anywhere, a stretch
// gives the edits of formatting the whole edited document, and no edit ever
// touches what a directive marks.

import PropertyBased
import ReflowMarkdown
import ReflowText
import Testing

@testable import ReflowLanguageServer

private let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]

/// One block of a random document: prose, a list, or a directive with what it marks.
private func block(_ kind: Int, _ chosen: [String]) -> String {
  let text = chosen.joined(separator: " ")
  switch kind {
  case 0, 1, 2: return text
  case 3: return "- \(text)\n- \(text)"
  case 4: return "<!-- reflow-ignore -->\n\(text)\n\(text)"
  case 5: return "<!-- prettier-ignore -->\n- \(text)\n- \(text)"
  case 6: return "<!-- reflow-ignore-start -->\n\n\(text)\n\(text)\n\n\(text)\n\n<!-- reflow-ignore-end -->"
  default: return "<!-- prettier-ignore-start -->\n\n\(text)\n\(text)"
  }
}

private let documents = zip(Gen.int(in: 0...7), Gen.int(in: 0..<words.count).map { words[$0] }.array(of: 2...12))
  .array(of: 1...8)
  .map { blocks in blocks.map { block($0.0, $0.1) }.joined(separator: "\n\n") + "\n" }

private let insertions = [
  "words ", "\n\n", "<!-- reflow-ignore -->\n", "<!-- reflow-ignore-start -->\n", "<!-- reflow-ignore-end -->\n",
  "x",
]

@Suite struct MarkdownIgnoreDirectiveServerTests {
  @Test func aStretchHonoursTheDirectivesAsTheWholeDocumentDoes() async throws {
    let formatter = try SettingsFormatter(
      settings: DocumentSettings(
        formatter: .markdown(MarkdownFormatOptions(width: 20)), width: 20, widths: WidthOptions(),
        lineEndingWhereNone: .lf))
    await propertyCheck(
      count: 300, input: documents, Gen.int(in: 0...100_000), Gen.int(in: 0..<insertions.count),
      Gen.int(in: 0...100_000), Gen.int(in: 0...60)
    ) { document, place, insertion, start, length in
      let before = Array(document.utf8)
      let earlier = before.withUnsafeBufferPointer { formatter.format($0, range: 0..<$0.count, lineEnding: .lf) }
      var after = before
      let edit = place % (before.count + 1)
      after.insert(contentsOf: Array(insertions[insertion].utf8), at: edit)
      after.withUnsafeBufferPointer { text in
        let lower = start % (text.count + 1)
        let bytes = lower..<min(text.count, lower + length)
        let whole = formatter.format(text, range: 0..<text.count, lineEnding: .lf)
        let fromWhole = whole.paragraphs(touching: whole.lines(touching: bytes)).compactMap {
          whole.edit(for: $0, document: text)
        }
        guard
          let stretch = MarkdownStretch.around(
            bytes, in: text, lineEnding: .lf, earlier: earlier, unchangedBefore: edit)
        else { return }
        let part = formatter.format(text, range: stretch, lineEnding: .lf)
        let fromPart = part.paragraphs(touching: part.lines(touching: bytes)).compactMap {
          part.edit(for: $0, document: text)
        }
        #expect(
          fromPart == fromWhole,
          "\(String(decoding: text, as: UTF8.self).debugDescription) \(bytes) stretch \(stretch)")
      }
    }
  }

  /// The whole document through the server: the marked paragraphs keep their lines, the others are joined.
  @Test func theServerLeavesWhatADirectiveMarks() throws {
    let formatter = try SettingsFormatter(
      settings: DocumentSettings(
        formatter: .markdown(MarkdownFormatOptions(width: 40)), width: 40, widths: WidthOptions(),
        lineEndingWhereNone: .lf))
    let document = "<!-- reflow-ignore -->\nkept\nas written\n\njoined\nlines\n"
    let formatted = Array(document.utf8).withUnsafeBufferPointer {
      formatter.format($0, range: 0..<$0.count, lineEnding: .lf)
    }
    #expect(
      String(decoding: formatted.output, as: UTF8.self) == "<!-- reflow-ignore -->\nkept\nas written\n\njoined lines\n")
  }
}
