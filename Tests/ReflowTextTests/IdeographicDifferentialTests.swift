// The fast path on Chinese and Japanese against ICU's line iterator. The fast
// path cuts such text wherever two ideographs meet and asks ICU only about
// the pieces between, with their ideographs written as one; these tests hold
// that to ICU on the Debian Reference's Chinese and Japanese editions and on
// random text built from the characters the rules and the tailorings for
// Chinese and Japanese single out.

import Foundation
import PropertyBased
import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

@Suite struct IdeographicDifferentialTests {
  static let styles = [
    LineBreakStyle(locale: "zh"), LineBreakStyle(locale: "ja", strictness: .strict),
    LineBreakStyle(locale: "ja", strictness: .loose), LineBreakStyle(locale: "ja", wordBreak: .keepAll),
    LineBreakStyle(locale: "zh", wordBreak: .breakAll),
  ]

  /// Pieces of random text: ideographs and kana, the small kana and marks the strictness settings single
  /// out, CJK punctuation, Latin and numbers beside them, and what the fast path must leave to ICU.
  static let pieces: [String] = [
    "中", "文", "日本語", "ひらがな", "カタカナ", "ッ", "ャ", "ぁ", "ー", "々", "ゝ", "〻", "。", "、", "，", "．", "：",
    "；", "！", "？", "（", "）", "「", "」", "『", "』", "《", "》", "【", "】", "〜", "・", "‥", "…", "“", "”", "％",
    "￥", "＄", "Ａ", "ｂ", "１", "apt-get", "1.5", "$100", "50%", "(see", "x)", "-1", "a/b", "e.g.", "\u{A0}", "—",
    "中\u{301}", "文\u{FE00}", "𠀀", "𠮷野", "⌚", "😀", "👍🏽", "한국", "ｶﾞ", "\u{200B}", "\u{2060}", "中。", "（中）",
    "「日本」", "1年", "第3", "$中", "中%", "中-文", "中/文", "ａｂｃ", "中a", "a中", "\u{3164}", "中\u{FFFD}",
  ]

  /// Found by the segmentation fuzz target: U+3164 HANGUL FILLER is a wide letter of class ID that takes no
  /// column, and the fast path measured it as an ideograph, two columns.
  @Test(arguments: ["をㅤなげる", "ㅤ", "中ㅤ", "ㅤ文 a"])
  func aWideLetterOfNoWidthIsNotTakenForAnIdeograph(text: String) throws {
    let style = LineBreakStyle(locale: "zh")
    #expect(try segments(of: text, fastPath: true, style: style) == segments(of: text, fastPath: false, style: style))
  }

  @Test func fastPathEqualsICUOnChineseAndJapanese() throws {
    var paragraphs = 0
    for name in ["zh-cn", "ja"] {
      let path = "/usr/share/debian-reference/debian-reference.\(name).txt.gz"
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let text = try gunzip(path)
      let style = LineBreakStyle(locale: name == "ja" ? "ja" : "zh")
      for paragraph in text.components(separatedBy: "\n\n") where !paragraph.isEmpty {
        for width in [nil, 72] {
          let fast = try segments(of: paragraph, fastPath: true, style: style, interiorBreakWidth: width)
          let icu = try segments(of: paragraph, fastPath: false, style: style, interiorBreakWidth: width)
          #expect(fast == icu, "\(name), paragraph: \(paragraph.prefix(200))")
        }
        paragraphs += 1
      }
    }
    #expect(paragraphs > 5000, "install debian-reference-zh-cn and debian-reference-ja")
  }

  @Test func fastPathEqualsICUOnRandomIdeographicText() async {
    await propertyCheck(count: 1500, input: Gen.int(in: 0...99_999).array(of: 1...24)) { choices in
      // Pieces run together (no separator) as often as not: Chinese and Japanese put no spaces between words.
      let text = choices.map { choice in
        Self.pieces[choice % Self.pieces.count] + ["", "", "", " ", "\n", "  "][(choice / Self.pieces.count) % 6]
      }.joined()
      for style in Self.styles {
        let fast = try! segments(of: text, fastPath: true, style: style)
        let icu = try! segments(of: text, fastPath: false, style: style)
        #expect(fast == icu, "\(style.icuLocale) \(style.strictness): \(text.debugDescription)")
      }
    }
  }

  /// The tests above would pass if the fast path gave up on every ideograph; it must not.
  @Test(arguments: ["中文的标点，在“引号”里。", "日本語のテキストです。「かっこ」も", "使用 apt-get（见第 3 章）", "一二三"])
  func fastPathTakesIdeographicText(text: String) throws {
    let segmenter = try TextSegmenter(
      style: LineBreakStyle(), hyphenation: .soft, widths: WidthOptions())
    var found: [TextSegment] = []
    let taken = Array(text.utf8).withUnsafeBufferPointer { segmenter.fastSegments($0, into: &found) }
    #expect(taken)
  }

  /// Refinement takes a lead byte of E5 to E9 after a break to mean an ideograph, which no word runs across.
  @Test func everyScalarFromU5000ToU9FFFIsAnIdeographOutsideWords() {
    var cache = PropertyCache()
    for scalar in UInt32(0x5000)...0x9FFF {
      let properties = cache.properties(scalar)
      #expect(!properties.isWordInterior && properties.isWide, "U+\(String(scalar, radix: 16, uppercase: true))")
    }
  }
}
