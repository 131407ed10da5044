// The ASCII and Latin fast path against ICU's line iterator: the same
// segments, widths and break kinds, on real text and on random text built
// from the characters the UAX #14 rules treat specially.

import Foundation
import PropertyBased
import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

@Suite struct DifferentialTests {
  static let corpora = [
    "/usr/share/common-licenses/GPL-3", "/usr/share/common-licenses/Apache-2.0",
  ]

  @Test func fastPathEqualsICUOnTheCorpora() throws {
    var paragraphs = 0
    var texts = try Self.corpora.map { try String(contentsOfFile: $0, encoding: .utf8) }
    let english = "/usr/share/debian-reference/debian-reference.en.txt.gz"
    if FileManager.default.fileExists(atPath: english) { texts.append(try gunzip(english)) }
    for text in texts {
      for paragraph in text.components(separatedBy: "\n\n") where !paragraph.isEmpty {
        let fast = try segments(of: paragraph, fastPath: true)
        let icu = try segments(of: paragraph, fastPath: false)
        #expect(fast == icu, "paragraph: \(paragraph.prefix(200))")
        paragraphs += 1
      }
    }
    #expect(paragraphs > 500)
  }

  @Test func fastPathEqualsICUOnRandomProse() async {
    await propertyCheck(count: 1500, input: Gen.int(in: 0...9999).array(of: 1...30)) { choices in
      let text = randomText(choices, pieces: prosePieces)
      for style in [
        LineBreakStyle(), LineBreakStyle(locale: "ja", strictness: .strict), LineBreakStyle(strictness: .loose),
      ] {
        let fast = try! segments(of: text, fastPath: true, style: style)
        let icu = try! segments(of: text, fastPath: false, style: style)
        #expect(fast == icu, "\(style.icuLocale): \(text.debugDescription)")
      }
    }
  }

  /// The fast path, reading a paragraph as it comes, gives the two-step path's content and segments.
  ///
  /// The paragraphs have runs of spaces, tabs and line ends (LF and CR LF)
  /// between words and around them, escape sequences, and line ends that join
  /// words (the last two it leaves to the content builder).
  @Test func fastPathReadingTheParagraphOnceEqualsTheContentBuilderAndICU() async {
    let separators = [" ", " ", "  ", "\n", "\r\n", "\t", " \n   ", "\n\t", ""]
    let pieces =
      prosePieces + [
        "\u{1B}[31mred\u{1B}[0m", "\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "soft\u{AD}", "中文", "。", "ｱ",
        "한", "\u{1B}", "e\u{301}", "\u{7}",
      ]
    await propertyCheck(count: 1500, input: Gen.int(in: 0...99_999).array(of: 1...30), Gen.int(in: 0...3)) {
      choices, edges in
      var text = edges & 1 == 1 ? " \n  " : ""
      for choice in choices {
        text += pieces[choice % pieces.count] + separators[(choice / pieces.count) % separators.count]
      }
      if edges & 2 != 0 { text += "\n" }
      for width in [nil, 20] {
        let fast = try! segments(of: text, fastPath: true, interiorBreakWidth: width)
        let icu = try! segments(of: text, fastPath: false, interiorBreakWidth: width)
        #expect(fast == icu, "\(text.debugDescription)")
      }
    }
  }

  /// A word with an inner break after a space the segmenter holds (the one after CJK punctuation): found by the
  /// property test above with a random seed (`[15029, 0, 79074, 31510]`, edges 0).
  @Test(arguments: [nil, 20] as [Int?]) func aWordAfterAHeldSpaceHasICUsInnerBreaks(width: Int?) throws {
    let text = "Übermaßword 。 --long "
    #expect(
      try segments(of: text, fastPath: true, interiorBreakWidth: width)
        == (try segments(of: text, fastPath: false, interiorBreakWidth: width)))
  }

  /// Words that fit are kept whole (the default); the fast path skips asking for their inner breaks, the ICU path rejoins them.
  @Test func fastPathEqualsICUWhenWordsThatFitStayWhole() async {
    await propertyCheck(count: 1500, input: Gen.int(in: 0...9999).array(of: 1...30), Gen.int(in: 1...30)) {
      choices, width in
      let text = randomText(choices, pieces: prosePieces)
      for style in [LineBreakStyle(), LineBreakStyle(wordBreak: .keepAll)] {
        let fast = try! segments(of: text, fastPath: true, style: style, interiorBreakWidth: width)
        let icu = try! segments(of: text, fastPath: false, style: style, interiorBreakWidth: width)
        #expect(fast == icu, "width \(width): \(text.debugDescription)")
      }
    }
  }

  /// A word left whole with its inner breaks unasked keeps its mark through the quotation-mark step, so that a
  /// line too narrow for it still cuts it where ICU would (a fuzz finding: the step rebuilt it without the mark).
  @Test func aWordLeftWholePassesTheQuotationStepWithItsMark() throws {
    let text = "中 x \u{FFFD}\u{FFFD}“jumps\u{FFFD}\\\\\\\\0 y"
    for width in [4, 8, 40] {
      let fast = try segments(of: text, fastPath: true, interiorBreakWidth: width)
      #expect(fast == (try segments(of: text, fastPath: false, interiorBreakWidth: width)), "width \(width)")
    }
  }

  @Test func fastPathEqualsICUOnTheCorporaWithWordsKeptWhole() throws {
    let english = "/usr/share/debian-reference/debian-reference.en.txt.gz"
    let text = try gunzip(english)
    for paragraph in text.components(separatedBy: "\n\n") where !paragraph.isEmpty {
      let fast = try segments(of: paragraph, fastPath: true, interiorBreakWidth: 72)
      let icu = try segments(of: paragraph, fastPath: false, interiorBreakWidth: 72)
      #expect(fast == icu, "paragraph: \(paragraph.prefix(200))")
    }
  }

  /// The bit-mask white-space test and run scanner against plain comparisons: every byte value, then random runs.
  @Test func whiteSpaceBitsMatchThePlainTest() async {
    let plain: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    for value in 0...255 { #expect(TextSegmenter.isWhiteSpace(UInt8(value)) == plain.contains(UInt8(value))) }
    let alphabet: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00, 0x41, 0xA0, 0x60]
    await propertyCheck(count: 1000, input: Gen.int(in: 0..<alphabet.count).array(of: 0...12)) { codes in
      let bytes = codes.map { alphabet[$0] }
      let run = bytes.prefix { plain.contains($0) }
      let found = bytes.withUnsafeBufferPointer { TextSegmenter.skipWhiteSpace($0, from: 0) }
      #expect(found.end == run.count)
      #expect(found.crossesLineEnd == run.contains { $0 == 0x0A || $0 == 0x0D })
      #expect(found.columns == run.filter { $0 == 0x20 || $0 == 0x09 }.count)
    }
  }

  /// Found by the segmentation fuzz target: a control byte after a space was read as a symbol slot.
  @Test(arguments: ["/ \u{0}", "a \u{C}\u{C}", "x \u{7F}y", "( \u{1B}", "é \u{1F}"])
  func fastPathEqualsICUWhenAControlCharacterFollowsASpace(text: String) throws {
    #expect(try segments(of: text, fastPath: true) == segments(of: text, fastPath: false))
  }

  /// The width shortcut for text of single-code-point clusters against the walk over grapheme clusters.
  @Test func widthShortcutEqualsTheClusterWalk() async {
    let pieces =
      prosePieces + [
        "日本語", "。", "中文，", "한국어", "\u{1100}\u{1161}\u{11A8}", "ภาษาไทย", "👩‍👩‍👧", "🇯🇵", "👍🏽", "☺", "☺\u{FE0F}",
        "❤\u{FE0E}", "1\u{FE0F}\u{20E3}", "e\u{301}", "\u{200B}", "\u{AD}", "Ａ", "±", "\u{7}", "\u{7F}", "a\u{600}",
        "\u{1F600}", "ｶﾞ", "\u{0915}\u{094D}\u{0937}",
      ]
    await propertyCheck(count: 1000, input: Gen.int(in: 0...99_999).array(of: 1...12), Gen.int(in: 1...2)) {
      choices, ambiguous in
      let text = Array(randomText(choices, pieces: pieces).utf8)
      var measurer = TextMeasurer(options: WidthOptions(ambiguousWidth: ambiguous))
      text.withUnsafeBufferPointer { bytes in
        var walked = 0
        measurer.forEachCluster(bytes, 0..<bytes.count) { _, _, width in walked += width }
        #expect(
          measurer.width(bytes, 0..<bytes.count) == walked, "\(String(decoding: text, as: UTF8.self).debugDescription)")
      }
    }
  }

  /// A paragraph longer than the segmenter's scratch storage has its content written straight into its own array.
  ///
  /// Its pieces are those the fast path takes (one it leaves to ICU would send the whole paragraph there), with
  /// Latin letters and no-break spaces among them.
  @Test func fastPathEqualsICUOnAParagraphLongerThanTheScratchStorage() throws {
    let pieces = prosePieces.filter { $0.unicodeScalars.allSatisfy { $0.value < 0x800 } }
    var text = ""
    var choice = 0
    while text.utf8.count <= TextSegmenter.contentScratchCapacity + 100 {
      text += randomText([choice * 7919 % 10_000], pieces: pieces)
      choice += 1
    }
    let fast = try segments(of: text, fastPath: true, interiorBreakWidth: 20)
    let icu = try segments(of: text, fastPath: false, interiorBreakWidth: 20)
    #expect(fast.count > 5_000)
    #expect(fast == icu)
  }

  @Test func fastPathEqualsICUForAmbiguousWidthTwo() throws {
    let text = "Æsir ÿ façade ×÷ ø æ ß"
    let widths = WidthOptions(ambiguousWidth: 2)
    #expect(
      try segments(of: text, fastPath: true, widths: widths) == segments(of: text, fastPath: false, widths: widths))
  }
}

/// Text from random choices: a piece, then a separator, for each choice.
func randomText(_ choices: [Int], pieces: [String]) -> String {
  let separators = [" ", " ", " ", "  ", "\n", " \t"]
  return choices.map { pieces[$0 % pieces.count] + separators[($0 / pieces.count) % separators.count] }.joined()
}

/// The text of a gzip file, through gzip -dc.
func gunzip(_ path: String) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/gzip")
  process.arguments = ["-dc", path]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}
