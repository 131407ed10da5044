// `--wrap sentence` for languages ICU lists no abbreviations for: its
// filtered sentence iterator refuses to open for Chinese and Japanese, so the
// plain sentence rules are filtered by Reflow's own list instead.

import Testing

@testable import ReflowText

@Suite struct SentenceLocaleTests {
  /// Each sentence starts a line, under every Chinese and Japanese locale: `TextWrap.wrap` threw
  /// U_MISSING_RESOURCE_ERROR.
  @Test(arguments: ["zh", "ja", "zh_Hans", "zh_Hant", "ja_JP"])
  func sentencesStartLinesInChineseAndJapanese(locale: String) throws {
    let options = TextWrapOptions(width: 20, lineBreak: LineBreakStyle(locale: locale), breaksAtSentences: true)
    #expect(try TextWrap.wrap("中文的句子。第二句。", options: options) == ["中文的句子。", "第二句。"])
  }

  /// Where ICU has no list, Reflow's abbreviations end no sentence: `Dr.` keeps its name with it.
  @Test func reflowsAbbreviationsStandInForICUs() throws {
    let boundaries = try SentenceBoundaries(locale: "zh")
    let text = Array("我见了 Dr. Smith 先生。他很好。".utf8)
    let starts = text.withUnsafeBufferPointer { boundaries.starts(in: $0) }
    #expect(starts == [Array("我见了 Dr. Smith 先生。".utf8).count])
  }

  /// A sentence iterator that cannot open is named as one: the message blamed the line-break iterator.
  @Test func aSentenceIteratorFailureNamesTheSentenceIterator() {
    let error = TextError.sentenceBreakIteratorUnavailable(locale: "zh", reason: "U_MISSING_RESOURCE_ERROR")
    #expect(error.description == "cannot open a sentence-break iterator for locale 'zh': U_MISSING_RESOURCE_ERROR")
  }
}
