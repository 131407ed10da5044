// Property tests for issue 56's text rules: paragraphs that put emoji,
// Hangul and Latin words next to CJK text and CJK punctuation, with and
// without spaces and line ends between them, settle and keep their words in
// every mode; centred and right-aligned text settles in one run; and
// `--hyphenate auto`, which is for reading, adds nothing but hyphens at line
// ends. Every case prints the seed that reproduces it (`.fixedSeed`).

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowText

/// Pieces that meet CJK text: emoji, CJK punctuation, Hangul, Latin words, paths and ideographs.
private let scriptPieces = [
  "😀", "🎉", "👍🏽", "中文", "日本語の", "、", "。", "，", "「引用」", "network-manager", "ICU", "the", "here.",
  "한국어", "/etc/systemd/network/", "里", "(1)", "Thumbs", "完了。", "“资料”",
]

/// What goes between two pieces: nothing, a space, a line end, or both.
private let scriptGlue = ["", " ", " ", "\n", " \n", "  "]

/// A paragraph or two of pieces, glued as `choices` say.
private func scriptDocument(_ choices: [Int]) -> [UInt8] {
  var text = ""
  for (position, choice) in choices.enumerated() {
    if position > 0 { text += choice % 29 == 0 ? "\n\n" : scriptGlue[choice / 7 % scriptGlue.count] }
    text += scriptPieces[choice % scriptPieces.count]
  }
  return Array((text + "\n").utf8)
}

/// Leads of prose that padding cannot change the reading of: indents, quote markers and bullets.
private let alignedLeads = ["", "", "  ", "    ", "\t", "> ", "> > ", "- ", "* ", "1. ", "> - "]

/// Prose for centring: lines of plain, CJK, Thai and emoji words under `alignedLeads`, some blank.
private func alignedDocument(_ choices: [Int]) -> [UInt8] {
  let words =
    scriptPieces.filter { $0 != "/etc/systemd/network/" } + [
      "the", "paragraph", "wraps", "again,", "and", "ภาษาไทย", "well-known", "e.g.",
    ]
  var lines: [String] = []
  var index = 0
  while index < choices.count {
    let choice = choices[index]
    if choice % 11 == 0 {
      lines.append("")
      index += 1
      continue
    }
    let count = 1 + choice % 7
    let picked = choices[index..<min(choices.count, index + count)].map { words[$0 / 13 % words.count] }
    lines.append(alignedLeads[choice / 7 % alignedLeads.count] + picked.joined(separator: " "))
    index += count
  }
  return Array((lines.joined(separator: "\n") + "\n").utf8)
}

/// The non-space characters of `text`, in order, without the markers a lead repeats or drops from line to line.
private func visible(_ text: [UInt8]) -> [Character] {
  let markers: Set<Substring> = ["#", "//", "--", "*", "-", ";", "%"]
  return String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    .filter { !markers.contains($0) }.flatMap { $0 }.filter { $0 != ">" }
}

@Suite struct ScriptJoinPropertyTests {
  private static let input = (Gen.int(in: 0...99_999).array(of: 1...30), Gen.int(in: 4...40))

  /// In every mode, emoji and CJK side by side settle in one run and read back as the same words.
  @Test(arguments: PlainTextMode.all)
  func emojiAndCJKSettleAndKeepTheirWords(mode: PlainTextMode) async {
    await propertyCheck(count: settlingCases, input: printedSeed, Self.input.0, Self.input.1) { _, choices, width in
      let document = scriptDocument(choices)
      let formatter = try! DocumentFormatter(options: mode.options(width))
      let once = formatPassingThrough(document, formatter)
      let twice = formatPassingThrough(once, formatter)
      let shown = String(decoding: document, as: UTF8.self).debugDescription
      #expect(twice == once, "\(mode) -w \(width): \(shown)\nonce:\n\(String(decoding: once, as: UTF8.self))")
      #expect(
        refillWords(once, mode: mode) == refillWords(document, mode: mode),
        "\(mode) -w \(width): \(shown)\nonce:\n\(String(decoding: once, as: UTF8.self))")
    }
  }

  /// Centred and right-aligned, documents of prose under indents, quote markers and bullets, with blank lines or
  /// none between paragraphs, settle in one run and keep their characters.
  ///
  /// Left out, as not settled yet: marker-like words (`####`, `--`), which a wrapped line may start with and the
  /// next run read as a lead; and lines of one word each, which the next run reads as records and keeps without
  /// their padding, so words are short next to the width.
  @Test(arguments: [FlowAlignment.center, .trailing])
  func alignedTextSettlesInOneRun(alignment: FlowAlignment) async {
    await propertyCheck(
      count: settlingCases, input: printedSeed, Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 40...60)
    ) { _, choices, width in
      let document = alignedDocument(choices)
      var options = DocumentOptions(
        wrap: TextWrapOptions(width: width, alignment: alignment, breaksLongWords: false, spacing: .preserve))
      options.wrap.algorithm = .optimal
      let formatter = try! DocumentFormatter(options: options)
      let once = formatPassingThrough(document, formatter)
      let twice = formatPassingThrough(once, formatter)
      #expect(
        twice == once,
        """
        \(alignment) -w \(width): \(String(decoding: document, as: UTF8.self).debugDescription)
        once:
        \(String(decoding: once, as: UTF8.self))twice:
        \(String(decoding: twice, as: UTF8.self))
        """)
      #expect(visible(once) == visible(document), "\(String(decoding: document, as: UTF8.self).debugDescription)")
    }
  }

  /// `--hyphenate auto` changes no character but adds hyphens where lines end inside words, for reading.
  @Test func autoHyphenationOnlyAddsHyphensAtLineEnds() async {
    let words =
      scriptPieces + [
        "constitutional", "representatives", "institutionalization", "extraordinarily", "hyphenation", "deliberated",
      ]
    await propertyCheck(
      count: settlingCases, input: printedSeed, Gen.int(in: 0...99_999).array(of: 1...30), Gen.int(in: 8...40)
    ) { _, choices, width in
      let text = choices.map { words[$0 % words.count] }.joined(separator: " ")
      let document = Array((text + "\n").utf8)
      let formatter = try! DocumentFormatter(
        options: DocumentOptions(
          wrap: TextWrapOptions(width: width, hyphenation: .auto, breaksLongWords: false, spacing: .preserve)))
      let once = String(decoding: formatPassingThrough(document, formatter), as: UTF8.self)
      // Each hyphen that ends a line where the input had none is the only thing added.
      let source = visible(document)
      var added = 0
      var index = source.startIndex
      let lines = once.split(separator: "\n", omittingEmptySubsequences: false)
      for line in lines {
        let characters = line.filter { !$0.isWhitespace }
        for (offset, character) in characters.enumerated() {
          if index < source.endIndex && source[index] == character {
            index += 1
          } else if character == "-" && offset == characters.count - 1 {
            added += 1
          } else {
            Issue.record("-w \(width): \(text.debugDescription) became\n\(once)")
            return
          }
        }
      }
      #expect(index == source.endIndex, "-w \(width): \(text.debugDescription) became\n\(once)")
      #expect(added <= lines.count)
    }
  }
}
