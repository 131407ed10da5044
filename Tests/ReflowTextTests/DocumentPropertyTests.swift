// Properties of whole-document formatting on random documents of indented,
// quoted and bulleted lines: no text lost, formatting twice changes nothing,
// and cutting at a blank line formats each part the same as the whole.

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowText

/// Words that look like markers and bullets when a line starts with them, among plain ones.
private let documentWords = [
  "the", "paragraph", "wraps", "again,", "and", "-", "*", "+", "1.", "12)", ">", "a>b", "#", "//", "--",
  "well-known", "日本語の", "文章", "e\u{301}", "👍🏽", "word.", "“quoted”", "x", "Note:", "Signed-off-by:",
]
private let documentLeads = ["", "", "", "  ", "    ", "> ", "> > ", ">> ", "- ", "1. ", "* ", "\t"]

/// A random document: lines of random words under random leads, with some blank lines.
func randomDocument(_ choices: [Int]) -> String {
  var lines: [String] = []
  var index = 0
  while index < choices.count {
    let choice = choices[index]
    if choice % 11 == 0 {
      lines.append("")
      index += 1
      continue
    }
    let lead = documentLeads[choice % documentLeads.count]
    let count = 1 + choice % 7
    let words = choices[index..<min(choices.count, index + count)].map { documentWords[$0 % documentWords.count] }
    lines.append(lead + words.joined(separator: choice % 5 == 0 ? "  " : " "))
    index += count
  }
  return lines.joined(separator: "\n") + "\n"
}

private func nonSpace(_ text: String) -> String { String(text.unicodeScalars.filter { !$0.properties.isWhitespace }) }

private let documentInput = (Gen.int(in: 0...99_999).array(of: 1...60), Gen.int(in: 8...40))

@Suite struct DocumentPropertyTests {
  @Test func indentationOnly_keepsEveryNonSpaceCharacter() async {
    await propertyCheck(count: 300, input: documentInput.0, documentInput.1) { choices, width in
      let document = randomDocument(choices)
      let formatter = try! DocumentFormatter(
        options: DocumentOptions(wrap: TextWrapOptions(width: width, hyphenation: .none), prefixes: []))
      #expect(nonSpace(formatter.format(document)) == nonSpace(document), "\(document.debugDescription)")
    }
  }

  /// Formatting twice gives what formatting once gave, for collapsed spacing and words that fit.
  ///
  /// A preserved run of spaces is lost where a line breaks (as in fmt),
  /// so spacing is collapsed. A space between two wide characters
  /// (ideographs, emoji) is kept: no line ends there, since CSS's rule joins
  /// such lines without one. Long words are not cut: a word cut at a line
  /// end reads back as two words, as it does for fmt's readers and Rust's
  /// textwrap.
  @Test func formattingTwiceChangesNothing() async {
    await propertyCheck(count: 300, input: documentInput.0, documentInput.1) { choices, width in
      let document = randomDocument(choices)
      // With -q's comment leaders, and with the default's comment blocks instead.
      for prefixes in [PrefixKinds.default.union(.commentLeaders), .default] {
        for algorithm in [LineBreakingAlgorithm.greedy, .optimal] {
          let options = DocumentOptions(
            wrap: TextWrapOptions(
              width: width, algorithm: algorithm, hyphenation: .none, breaksLongWords: false, spacing: .collapse),
            prefixes: prefixes)
          let formatter = try! DocumentFormatter(options: options)
          let once = formatter.format(document)
          #expect(formatter.format(once) == once, "\(algorithm): \(document.debugDescription)\n\(once)")
        }
      }
    }
  }

  @Test func cuttingAtABlankLineFormatsLikeTheWhole() async {
    await propertyCheck(count: 200, input: documentInput.0, documentInput.1) { choices, width in
      let document = Array(randomDocument(choices).utf8)
      let formatter = try! DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: width)))
      document.withUnsafeBufferPointer { bytes in
        let whole = formatter.format(utf8: bytes)
        guard let cut = DocumentFormatter.firstIndependentEnd(in: bytes) else { return }
        let parts =
          formatter.format(utf8: UnsafeBufferPointer(rebasing: bytes[..<cut]))
          + formatter.format(utf8: UnsafeBufferPointer(rebasing: bytes[cut...]))
        #expect(parts == whole, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
      }
    }
  }
}
