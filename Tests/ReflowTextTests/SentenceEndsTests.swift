// Where a sentence ends: one rule (SentenceEnds) in its two modes.

import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

@Suite struct SentenceEndsTests {
  /// The punctuation mode: `.`, `?` or `!`, then any closing brackets or quotes; an abbreviation or initials end none.
  @Test func punctuationMode() {
    #expect(endsByPunctuation("done."))
    #expect(endsByPunctuation("really?)"))
    #expect(endsByPunctuation("\"stop!\""))
    #expect(!endsByPunctuation("Dr."))
    #expect(!endsByPunctuation("U.S."))
    #expect(!endsByPunctuation("J."))
    #expect(!endsByPunctuation("done,"))
    #expect(endsByPunctuation("“stop.”"))
    #expect(endsByPunctuation("‘why?’)"))
    #expect(endsByPunctuation("«non!»"))
    #expect(!endsByPunctuation("“stop”"))
    #expect(!endsByPunctuation("”"))
    #expect(!endsByPunctuation("完了。"))
  }

  /// The unicode mode: ICU's rules with the same abbreviations, and any script's sentence punctuation.
  @Test func unicodeMode() throws {
    let boundaries = try SentenceBoundaries()
    #expect(starts("It ends. Next one.", boundaries) == ["Next one."])
    #expect(starts("See Dr. Smith now. Then go.", boundaries) == ["Then go."])
    #expect(starts("By J. R. R. Tolkien here. Yes.", boundaries) == ["Yes."])
    #expect(try starts("完了。次です。", SentenceBoundaries(locale: "ja")) == ["次です。"])
  }

  /// Both modes agree on a Latin sentence end and on an abbreviation: what two spaces mark, a sentence per line does.
  @Test(arguments: ["It ends.", "See Dr.", "By J.", "Why?", "Stop!"])
  func bothModesAgreeOnLatinText(_ first: String) throws {
    let boundaries = try SentenceBoundaries()
    let unicodeEnds = !starts(first + " Next words here.", boundaries).isEmpty
    #expect(endsByPunctuation(first) == unicodeEnds, "\(first)")
  }

  private func endsByPunctuation(_ word: String) -> Bool {
    Array(word.utf8).withUnsafeBufferPointer { SentenceEnds.endsByPunctuation($0) }
  }

  /// The sentences after the first, each up to the next.
  private func starts(_ text: String, _ boundaries: SentenceBoundaries) -> [String] {
    let bytes = Array(text.utf8)
    let starts = bytes.withUnsafeBufferPointer { boundaries.starts(in: $0) }
    return starts.indices.map { index in
      let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
      return String(decoding: bytes[starts[index]..<end], as: UTF8.self)
    }
  }
}
