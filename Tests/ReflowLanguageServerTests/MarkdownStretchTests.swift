// Markdown stretches: where the server formats only the stretch around a
// range, read off an earlier whole-document format, the edits are those of
// formatting the whole edited document, on random documents whose fences and
// HTML blocks hold blank lines, with links, definitions, lists and quotes,
// edited anywhere; and such a stretch is found often enough to matter.

import PropertyBased
import ReflowMarkdown
import ReflowText
import Synchronization
import Testing

@testable import ReflowLanguageServer

private let words = ["alpha", "beta", "gamma", "delta", "epsilon", "中文", "😀", "zeta", "eta", "theta"]

/// One block of a random Markdown document: a kind and some words.
private func block(_ kind: Int, _ chosen: [String]) -> String {
  let text = chosen.joined(separator: " ")
  switch kind {
  case 0, 1, 2: return text
  case 3: return "- \(text)\n- \(text)"
  case 4: return "> \(text)\n> \(text)"
  case 5: return "```\n\(text)\n\n\(text) long enough to wrap if it were prose at all\n```"
  case 6: return "<!--\n\n\(text)\n\n-->"
  case 7: return "See [\(chosen[0])] and \(text)"
  case 8: return "[\(words[0])]: /target"
  case 9: return "A [\(chosen.prefix(3).joined(separator: " "))][\(words[1])] reference, \(text)[^1] noted"
  case 10: return "[\(words[1])]: /elsewhere 'a title'\n[^1]: \(text)"
  case 11: return "1. \(text)\n\n   \(text)"
  default: return "# \(text)"
  }
}

private let documents = zip(Gen.int(in: 0...12), Gen.int(in: 0..<words.count).map { words[$0] }.array(of: 1...12))
  .array(of: 1...10)
  .map { blocks in blocks.map { block($0.0, $0.1) }.joined(separator: "\n\n") + "\n" }

private let insertions = [
  "words ", "\n\n", "```\n", "[alpha] ", "- ", "<!-- ", "-->\n", "x", "[alpha]: /new\n", "[^1]: new\n", "> ",
  "<script> ", "</script> ", "<pre>",
]

@Suite struct MarkdownStretchTests {
  /// Raw HTML above the range that opens a `<script>` and never closes it makes the whole document's meaning check
  /// compare every later paragraph's white space exactly, so a line break moved there changes the rendering: a
  /// stretch after it, checked alone, would rewrap what formatting keeps.
  @Test func noStretchStartsAfterAnUnclosedScript() throws {
    let formatter = try SettingsFormatter(
      settings: DocumentSettings(
        formatter: .markdown(MarkdownFormatOptions(width: 20)), width: 20, widths: WidthOptions(),
        lineEndingWhereNone: .lf))
    let document = Array(
      "A <script> opened here.\n\nalpha beta gamma delta epsilon zeta eta theta iota kappa\n".utf8)
    try document.withUnsafeBufferPointer { text in
      let whole = formatter.format(text, range: 0..<text.count, lineEnding: .lf)
      let range = try #require(text.firstIndex(of: UInt8(ascii: "z")).map { $0..<($0 + 4) })
      let fromWhole = whole.paragraphs(touching: whole.lines(touching: range)).compactMap {
        whole.edit(for: $0, document: text)
      }
      #expect(fromWhole.isEmpty, "the whole document's check keeps the paragraph")
      #expect(
        MarkdownStretch.around(range, in: text, lineEnding: .lf, earlier: whole, unchangedBefore: text.count) == nil)
    }
  }

  @Test func aStretchFormatsAsTheWholeEditedDocumentDoes() async throws {
    let formatter = try SettingsFormatter(
      settings: DocumentSettings(
        formatter: .markdown(MarkdownFormatOptions(width: 20)), width: 20, widths: WidthOptions(),
        lineEndingWhereNone: .lf))
    let found = Mutex((stretches: 0, tries: 0))
    await propertyCheck(
      count: 500, input: documents, Gen.int(in: 0...100_000), Gen.int(in: 0..<insertions.count),
      Gen.int(in: 0...100_000), Gen.int(in: 0...60)
    ) { document, place, insertion, start, length in
      let before = Array(document.utf8)
      let earlier = before.withUnsafeBufferPointer { formatter.format($0, range: 0..<$0.count, lineEnding: .lf) }
      // An edit somewhere, at a character boundary.
      var edit = place % (before.count + 1)
      while edit < before.count && before[edit] & 0xC0 == 0x80 { edit += 1 }
      var after = before
      after.insert(contentsOf: Array(insertions[insertion].utf8), at: edit)
      after.withUnsafeBufferPointer { text in
        var lower = start % (text.count + 1)
        while lower < text.count && text[lower] & 0xC0 == 0x80 { lower += 1 }
        let bytes = lower..<min(text.count, lower + length)
        found.withLock { $0.tries += 1 }
        guard
          let stretch = MarkdownStretch.around(
            bytes, in: text, lineEnding: .lf, earlier: earlier, unchangedBefore: edit)
        else { return }
        found.withLock { $0.stretches += 1 }
        let part = formatter.format(text, range: stretch, lineEnding: .lf)
        let whole = formatter.format(text, range: 0..<text.count, lineEnding: .lf)
        let fromPart = part.paragraphs(touching: part.lines(touching: bytes)).compactMap {
          part.edit(for: $0, document: text)
        }
        let fromWhole = whole.paragraphs(touching: whole.lines(touching: bytes)).compactMap {
          whole.edit(for: $0, document: text)
        }
        #expect(
          fromPart == fromWhole,
          "\(String(decoding: text, as: UTF8.self).debugDescription) \(bytes) stretch \(stretch)")
      }
    }
    let counts = found.withLock { $0 }
    // The stretch is taken often enough for this test to check it: at least a fifth of the ranges.
    #expect(counts.stretches * 5 >= counts.tries, "\(counts)")
  }
}
