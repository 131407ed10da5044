// Where lines may and may not end: UAX #14 through our paragraphs, CJK
// joining, locale strictness, CSS word-break, hyphenation and long words.

import Dispatch
import Foundation
import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

/// One paragraph wrapped, its line ends read as spaces; long words overflow unless a test asks for cuts.
///
/// These tests are about where lines may end, so a word wider than the line
/// is left whole by default here, and a cut never hides a wrong opportunity.
private func wrap(_ text: String, _ width: Int, _ configure: (inout TextWrapOptions) -> Void = { _ in }) throws
  -> [String]
{
  var options = TextWrapOptions(width: width, breaksLongWords: false)
  configure(&options)
  return try TextWrapper(options: options).wrapParagraph(text)
}

/// Eighty ISO 639-1 language codes, for tests that need more locales than the iterator table keeps.
private let languages = """
  aa ab af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es \
  et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg \
  ki kj kk kl
  """.split(separator: " ").map(String.init)

@Suite struct BreakingTests {
  @Test func cjkBreaksBetweenCharacters_butNotBeforeClosingPunctuation() throws {
    #expect(try wrap("日本語です。", 6) == ["日本語", "です。"])
    #expect(try wrap("日本語、日本語", 8) == ["日本語、", "日本語"])
  }

  @Test func joiningLinesPutsNoSpaceBetweenWideCharacters_butDoesBetweenHangulAndLatin() throws {
    #expect(try wrap("日本\n語", 20) == ["日本語"])
    #expect(try wrap("한국\n어", 20) == ["한국 어"])
    #expect(try wrap("日本\nabc", 20) == ["日本 abc"])
  }

  @Test func noBreakSpaceWordJoinerAndNonBreakingHyphenHold() throws {
    #expect(try wrap("aaaa\u{A0}bbbb", 5) == ["aaaa\u{A0}bbbb"])
    #expect(try wrap("aaaa\u{2060}bbbb", 5) == ["aaaa\u{2060}bbbb"])
    #expect(try wrap("aaaa\u{2011}bbbb", 5) == ["aaaa\u{2011}bbbb"])
    #expect(try wrap("aaaa-bbbb", 5) { $0.wordInteriorBreaks = .always } == ["aaaa-", "bbbb"])
  }

  @Test func aWordThatFitsIsNotBrokenAfterAHyphenOrSlash_unlessAsked() throws {
    #expect(try wrap("xx yy aaaa-bbbb", 11) { $0.algorithm = .greedy } == ["xx yy", "aaaa-bbbb"])
    #expect(
      try wrap("xx yy aaaa-bbbb", 11) {
        $0.algorithm = .greedy
        $0.wordInteriorBreaks = .always
      } == ["xx yy aaaa-", "bbbb"])
    #expect(try wrap("see /usr/share/doc", 16) == ["see", "/usr/share/doc"])
    #expect(try wrap("see /usr/share/doc", 16) { $0.wordInteriorBreaks = .always } == ["see /usr/share/", "doc"])
    // Between ideographs and in Thai, breaks without a space are how lines end, and stay.
    #expect(try wrap("日本語です。", 6) == ["日本語", "です。"])
    #expect(try wrap("ภาษาไทยง่ายนิดเดียว", 8).count > 1)
    // Korean puts spaces between words, so a Korean word that fits stays whole too.
    #expect(try wrap("한국어를 배웁니다", 6) == ["한국어를", "배웁니다"])
    #expect(try wrap("한국어를 배웁니다", 6) { $0.wordInteriorBreaks = .always } != ["한국어를", "배웁니다"])
  }

  @Test func aWordWiderThanTheLineBreaksAfterItsHyphensBeforeItIsCut() throws {
    #expect(try wrap("aaaa-bbbb", 5) { $0.breaksLongWords = true } == ["aaaa-", "bbbb"])
    #expect(try wrap("aaaa-bbbb-cccc", 6) { $0.breaksLongWords = true } == ["aaaa-", "bbbb-", "cccc"])
    // Without cutting, such a word stays whole as fmt keeps it, so URLs in mail survive.
    #expect(try wrap("aaaa-bbbb", 5) == ["aaaa-bbbb"])
  }

  /// Segmentation does not know the line width: a word with breaks inside comes out whole, marked, and the width
  /// decides its breaks afterwards, as they would have been had segmentation asked ICU at once.
  @Test func segmentationLeavesAWordsInnerBreaksToTheLineWidth() throws {
    let text = "see pyenv-installer/bin now"
    let segmenter = try TextSegmenter(style: LineBreakStyle(), hyphenation: .soft, widths: WidthOptions())
    segmenter.wordInteriorBreaks = .whenTooWide
    let bytes = Array(text.utf8)
    let (content, found) = bytes.withUnsafeBufferPointer { segmenter.paragraph($0, spacing: .collapse) }
    func words(_ segments: [TextSegment]) -> [String] {
      segments.map { String(decoding: content.bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
    }
    #expect(words(found) == ["see", "pyenv-installer/bin", "now"])
    #expect(found.map { $0.unaskedAfter != nil } == [false, true, false])
    // The mark costs no memory: it lies in the padding after the break.
    #expect(MemoryLayout<TextSegment>.stride == 16)
    for (width, expected) in [
      (19, ["see", "pyenv-installer/bin", "now"]), (18, ["see", "pyenv-", "installer/", "bin", "now"]),
    ] {
      var fitted = found
      content.bytes.withUnsafeBufferPointer { WordInteriors.fit(&fitted, in: $0, width: width, segmenter: segmenter) }
      #expect(words(fitted) == expected, "width \(width)")
      #expect(fitted == (try segments(of: text, fastPath: false, interiorBreakWidth: width)), "width \(width)")
    }
  }

  @Test func aLineEndInsideThaiJoinsWithoutASpace_soWrappedThaiRefillsWhole() throws {
    #expect(try wrap("ภาษา\nไทย", 40) == ["ภาษาไทย"])
    #expect(try wrap("ภาษา \nไทย", 40) == ["ภาษาไทย"])
    #expect(try wrap("ภาษา ไทย", 40) == ["ภาษา ไทย"])
    let wrapped = try wrap("ภาษาไทยง่ายนิดเดียว", 8)
    #expect(try wrap(wrapped.joined(separator: "\n"), 40) == ["ภาษาไทยง่ายนิดเดียว"])
  }

  /// No line ends at a space that a line end there would erase (two Thai phrases, a space between ideographs or
  /// beside an emoji, a space after a soft hyphen): the text would refill with the space gone, two sentences or
  /// two words run together.
  @Test func noLineEndsWhereItWouldEraseASpace() throws {
    let thai = "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ โปรแกรมจึงต้องใช้พจนานุกรม"
    for (text, width) in [
      (thai, 40), ("ナっかカの語で 👍🏽 のでの", 16), ("日本 語 日本 語 日本 語 日本 語", 10), ("aaaa co\u{AD} operate more", 8),
    ] {
      let wrapped = try wrap(text, width)
      #expect(wrapped.count > 1, "\(wrapped)")
      #expect(try wrap(wrapped.joined(separator: "\n"), 200) == [text], "\(wrapped)")
    }
  }

  @Test func aSoftHyphenAtALineEndJoinsTheWordBackWithoutASpace() throws {
    #expect(try wrap("co\u{AD}\noperate now", 40) == ["co\u{AD}operate now"])
    #expect(try wrap("co\u{AD} operate", 40) == ["co\u{AD} operate"])
  }

  @Test func spacesAreDroppedAtBreaks_andCollapsedInside() throws {
    #expect(try wrap("aa    bb \t cc", 5) { $0.spacing = .collapse } == ["aa bb", "cc"])
  }

  /// A run of spaces keeps its width inside a line; a line end reads back as one space, so where a line would end
  /// at the run, the run is made one space and the paragraph laid out again, as the next pass will read it.
  @Test func preservedSpacesKeepTheirWidthInsideALine_andAreNarrowedWhereALineEnds() throws {
    #expect(try wrap("aa   bb cc", 7) == ["aa   bb", "cc"])
    #expect(try wrap("aa   bb cc", 6) == ["aa bb", "cc"])
    #expect(try wrap("aa bb cc", 6) == ["aa bb", "cc"])
    #expect(try wrap("aa\n bb", 7) == ["aa bb"])
  }

  @Test func strictLineBreakingKeepsSmallKanaOffTheLineStart() throws {
    let text = "キャッシュ"
    let loose = try BreakOpportunities.of(text, style: LineBreakStyle(locale: "ja", strictness: .loose))
    let strict = try BreakOpportunities.of(text, style: LineBreakStyle(locale: "ja", strictness: .strict))
    // Loose allows a break before the small ャ (UTF-8 offset 3); strict does not.
    #expect(loose.map(\.offset).contains(3))
    #expect(!strict.map(\.offset).contains(3))
  }

  /// Iterators are cloned from one kept per locale: each must still follow its own locale's rules, however
  /// the locales alternate and however many there are.
  @Test func iteratorsClonedPerLocaleKeepTheirLocalesRules() throws {
    let text = "キャッシュ"
    for round in 0..<3 {
      for strictness in [LineBreakStrictness.strict, .loose, .strict] {
        let offsets = try BreakOpportunities.of(
          text, style: LineBreakStyle(locale: "ja", strictness: strictness)
        )
        .map(\.offset)
        #expect(offsets.contains(3) == (strictness == .loose), "round \(round), \(strictness)")
      }
    }
    // Past the number of locales kept, iterators are opened afresh and still work.
    for index in 0..<80 {
      let style = LineBreakStyle(locale: languages[index], strictness: index % 2 == 0 ? .strict : .loose)
      #expect(try BreakOpportunities.of("a b", style: style).map(\.offset) == [2, 3])
    }
  }

  /// The table of kept iterators is shared by every thread; ThreadSanitizer (`Scripts/check/sanitize.sh thread`, run
  /// by CI) checks the lock around it while threads open iterators for new and known locales at once.
  @Test func iteratorsAreOpenedFromManyThreadsAtOnce() {
    let failures = Counter()
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      let style = LineBreakStyle(locale: languages[index % 16], strictness: index % 2 == 0 ? .strict : .loose)
      if (try? BreakOpportunities.of("a b", style: style).map(\.offset)) != [2, 3] { failures.add() }
    }
    #expect(failures.value == 0)
  }

  @Test(arguments: ["xx", "english", "en_QQ", "klingon@lb=strict"])
  func anUnknownLocaleIsAnError(locale: String) {
    let named = String(locale.prefix { $0 != "@" })
    #expect(throws: TextError.unknownLocale(named)) {
      try TextWrapper(options: TextWrapOptions(lineBreak: LineBreakStyle(locale: locale)))
    }
  }

  @Test(arguments: ["", "ja", "zh_Hant", "zh_Hant_TW", "en-GB", "es_419", "fil"])
  func aKnownLocaleIsAccepted(locale: String) throws {
    _ = try TextWrapper(options: TextWrapOptions(lineBreak: LineBreakStyle(locale: locale)))
  }

  @Test func mandatoryBreaksAreReported() throws {
    let breaks = try BreakOpportunities.of("a\u{2028}b")
    #expect(breaks.first == BreakOpportunity(offset: 4, isMandatory: true))
    #expect(try wrap("a\u{2028}b", 20).count == 2)
  }

  @Test func keepAllKeepsCJKWordsWhole_breakAllBreaksLatinWords() throws {
    #expect(try wrap("한국어 단어", 6) == ["한국어", "단어"])
    #expect(try wrap("한국어", 4) { $0.wordInteriorBreaks = .always } == ["한국", "어"])
    #expect(
      try wrap("한국어", 4) {
        $0.wordInteriorBreaks = .always
        $0.lineBreak.wordBreak = .keepAll
      } == ["한국어"])
    #expect(try wrap("abcdefgh", 4) { $0.lineBreak.wordBreak = .breakAll } == ["abcd", "efgh"])
    #expect(try wrap("ab, cd", 3) { $0.lineBreak.strictness = .anywhere } == ["ab,", "cd"])
  }

  /// A soft hyphen a line ends at stays in the text, where the terminal draws it (in the column it already takes):
  /// written as `-`, it would come back as a hard hyphen, two words, on the next refill.
  @Test func softHyphensBreakWhereTaken_andStayInTheText() throws {
    let text = "extra\u{AD}ordinary"
    #expect(try wrap(text, 8) == ["extra\u{AD}", "ordinary"])
    #expect(try wrap(text, 30) == [text])
    #expect(try wrap(text, 8) { $0.hyphenation = .none } == [text])
  }

  /// A word that starts with a soft hyphen offers no break after it: that line would hold only the hyphen drawn
  /// there (the random-bytes test found `-` invented from a paragraph that began so).
  @Test func aSoftHyphenWithNothingBeforeItIsNoBreak() throws {
    let lines = try TextWrap.wrap("\u{AD}abcdefghij", options: TextWrapOptions(width: 4))
    #expect(lines.first?.hasPrefix("\u{AD}a") == true)
    #expect(!lines.joined().contains("-"))
    #expect(try wrap("co\u{AD}operate", 4) == ["co\u{AD}", "operate"])
  }

  @Test func dictionaryHyphenationIsOffByDefault_andOnWithAuto() throws {
    let text = "hyphenation algorithm"
    #expect(try wrap(text, 10) == ["hyphenation", "algorithm"])
    let hyphenated = try wrap(text, 10) { $0.hyphenation = .auto }
    #expect(hyphenated.contains { $0.hasSuffix("-") })
    #expect(hyphenated.joined().replacingOccurrences(of: "-", with: "") == "hyphenationalgorithm")
    #expect(hyphenated.allSatisfy { TextWrap.displayWidth($0) <= 10 })
  }

  @Test func longWordsAreCutByDefault_orOverflowOnRequest() throws {
    #expect(try TextWrap.wrap("abcdefghij", options: TextWrapOptions(width: 4)) == ["abcd", "efgh", "ij"])
    #expect(try wrap("abcdefghij", 4) == ["abcdefghij"])
    #expect(try wrap("abcdefghij", 4) { $0.breaksLongWords = true } == ["abcd", "efgh", "ij"])
    #expect(try wrap("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", 4) { $0.breaksLongWords = true } == ["👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧"])
  }
}

/// A count that threads add to under a lock.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
