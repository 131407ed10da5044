// The read-back check on random paragraphs of plain words under plain leads,
// which every rule lets through: none may be kept as written.

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowText

#if canImport(Glibc)
  import Glibc
#endif

/// Paragraphs of plain words under plain leads, which every rule lets through: none may be kept as written.
///
/// Crowns and tags are left out: there a paragraph's first two lines decide which lines join it, so two lines
/// joined into one make the line after them its second (`- a\n- b\n  c`, fmt reads it so too), and such a
/// paragraph is rightly kept.
@Suite struct ReadBackCheckTests {
  private static let plainWords = ["the", "paragraph", "wraps", "again,", "and", "so", "on", "end.", "日本語の", "文章"]
  private static let plainLeads = ["", "  ", "> ", "- ", "1. ", "// "]

  @Test(arguments: PlainTextMode.all.filter { $0.description != "-c" && $0.description != "-t" })
  func plainParagraphsAreNeverKept(mode: PlainTextMode) async {
    await propertyCheck(
      count: settlingCases / 4, input: printedSeed, Gen.int(in: 0...99_999).array(of: 1...60), Gen.int(in: 10...60)
    ) { _, choices, width in
      var lines: [String] = []
      var index = 0
      while index < choices.count {
        let count = 1 + choices[index] % 8
        let words = choices[index..<min(choices.count, index + count)].map {
          Self.plainWords[$0 % Self.plainWords.count]
        }
        let lead = Self.plainLeads[choices[index] / 8 % Self.plainLeads.count]
        lines.append(choices[index] % 10 == 0 ? "" : lead + words.joined(separator: " "))
        index += count
      }
      let document = Array((lines.joined(separator: "\n") + "\n").utf8)
      var kept: [KeptParagraph] = []
      let formatter = try! DocumentFormatter(options: mode.options(width))
      _ = document.withUnsafeBufferPointer { formatter.format(utf8: $0, keptAsWritten: &kept) }
      #expect(kept.isEmpty, "\(mode) -w \(width): \(String(decoding: document, as: UTF8.self).debugDescription)")
    }
  }
}
