// The fast path's memory of ICU's answers: a hit gives back exactly what was
// stored for that word and context, a near miss gives nothing, the tables
// grow, and they start afresh when full (of words, or of bytes) so memory
// stays bounded.

import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

private func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
  Array(text.utf8).withUnsafeBufferPointer(body)
}

@Suite struct AnswerCacheTests {
  @Test func aWordIsFoundByItsBytesAndContext_andNothingElse() {
    var cache = WordBreakCache()
    withBytes("/usr/share") { word in
      let hash = WordBreakCache.hash(word, context: 0)
      let range = cache.insert(word, context: 0, hash: hash, breaks: [1, 5])
      #expect(cache.breaks(of: word, context: 0, hash: hash).map { Array(cache.breakOffsets[$0]) } == [1, 5])
      #expect(Array(cache.breakOffsets[range]) == [1, 5])
      // The same word after another character is another question.
      #expect(cache.breaks(of: word, context: UInt8(ascii: "("), hash: WordBreakCache.hash(word, context: 40)) == nil)
      // Another word that happens to share the hash is not taken for it.
      withBytes("/usr/shard") { other in #expect(cache.breaks(of: other, context: 0, hash: hash) == nil) }
      withBytes("/usr/share/") { longer in #expect(cache.breaks(of: longer, context: 0, hash: hash) == nil) }
    }
  }

  @Test func theWordTableGrowsAndKeepsEveryAnswer_thenStartsAfreshWhenFull() {
    var cache = WordBreakCache(maximumEntries: 1000)
    let words = (0..<1000).map { "w\($0)-x\($0 * 7)" }
    for (index, word) in words.enumerated() {
      withBytes(word) { bytes in
        _ = cache.insert(bytes, context: 0, hash: WordBreakCache.hash(bytes, context: 0), breaks: [Int32(index % 5)])
      }
    }
    for (index, word) in words.enumerated() {
      withBytes(word) { bytes in
        let found = cache.breaks(of: bytes, context: 0, hash: WordBreakCache.hash(bytes, context: 0))
        #expect(found.map { Array(cache.breakOffsets[$0]) } == [Int32(index % 5)], "\(word)")
      }
    }
    #expect(cache.count == 1000)
    withBytes("one-more") { bytes in
      _ = cache.insert(bytes, context: 0, hash: WordBreakCache.hash(bytes, context: 0), breaks: [])
      #expect(cache.breaks(of: bytes, context: 0, hash: WordBreakCache.hash(bytes, context: 0)) == 0..<0)
    }
    #expect(cache.count == 1)
    withBytes(words[0]) { bytes in
      #expect(cache.breaks(of: bytes, context: 0, hash: WordBreakCache.hash(bytes, context: 0)) == nil)
    }
  }

  @Test func theWordTableStartsAfreshWhenItsBytesWouldPassTheLimit_holdingAnOverlongWordAlone() {
    var cache = WordBreakCache(maximumBytes: 10_000)
    let words = (0..<40).map { index in String(repeating: "ab/\(index)-", count: 200) }
    for word in words {
      withBytes(word) { bytes in
        _ = cache.insert(bytes, context: 0, hash: WordBreakCache.hash(bytes, context: 0), breaks: [3])
        #expect(cache.breaks(of: bytes, context: 0, hash: WordBreakCache.hash(bytes, context: 0)) != nil)
        #expect(cache.byteCount <= 10_000)
      }
    }
    // The first words were forgotten to make room.
    withBytes(words[0]) { bytes in
      #expect(cache.breaks(of: bytes, context: 0, hash: WordBreakCache.hash(bytes, context: 0)) == nil)
    }
    let overlong = String(repeating: "x/", count: 8_000)
    withBytes(overlong) { bytes in
      _ = cache.insert(bytes, context: 0, hash: WordBreakCache.hash(bytes, context: 0), breaks: [])
      #expect(cache.count == 1 && cache.byteCount == bytes.count)
    }
  }

  @Test func keyedAnswersGrowAndKeepEveryAnswer_thenStartAfreshWhenFull() {
    var answers = KeyedAnswers(maximumEntries: 500)
    for key in 1...500 { answers.keep(key % 3 == 0, for: UInt64(key) << 20 | 1) }
    for key in 1...500 { #expect(answers.answer(UInt64(key) << 20 | 1) == (key % 3 == 0)) }
    #expect(answers.answer(7) == nil)
    #expect(answers.count == 500)
    answers.keep(true, for: 9)
    #expect(answers.count == 1)
    #expect(answers.answer(9) == true)
    #expect(answers.answer(UInt64(1) << 20 | 1) == nil)
  }
}
