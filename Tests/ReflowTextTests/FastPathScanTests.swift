// The fast path's eight-bytes-at-a-time tests against plain byte-by-byte
// ones, and the segment buffer it writes to. Each chunk test is tried with
// every byte value at every position (among bytes that would otherwise pass,
// so the value decides), then on random chunks, which include bytes with the
// high bit set: their carries are what a careless version gets wrong.

import PropertyBased
import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

/// A chunk as an unaligned little-endian load of `bytes` would give it.
private func chunk(_ bytes: [UInt8]) -> UInt64 {
  bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
}

private func isLetterOrDigit(_ byte: UInt8) -> Bool {
  (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
}

@Suite struct FastPathScanTests {
  /// The word counts of the fast path and the printable count of the measurer, on every byte at every position.
  @Test func wordByteCountsEqualTheByteByByteCounts() async {
    func check(_ bytes: [UInt8]) {
      let counts = TextSegmenter.leadingWordByteCounts(chunk(bytes))
      #expect(counts.printable == bytes.prefix { $0 > 0x20 && $0 < 0x7F }.count, "\(bytes)")
      #expect(counts.letters == bytes.prefix(while: isLetterOrDigit).count, "\(bytes)")
      #expect(
        TextMeasurer.leadingPrintableASCII(chunk(bytes)) == bytes.prefix { $0 >= 0x20 && $0 < 0x7F }.count,
        "\(bytes)")
    }
    for filler in [UInt8(ascii: "k"), UInt8(ascii: "/")] {
      for position in 0..<8 {
        for value in 0...255 {
          var bytes = [UInt8](repeating: filler, count: 8)
          bytes[position] = UInt8(value)
          check(bytes)
        }
      }
    }
    await propertyCheck(count: 3000, input: Gen.int(in: 0...255).array(of: 8...8)) { values in
      check(values.map(UInt8.init))
    }
  }

  /// Runs of white space long enough to take the eight-byte count of spaces, with other bytes mixed in.
  @Test func longWhiteSpaceRunsAreScannedAsByteByByte() async {
    let white: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    let alphabet: [UInt8] = [0x20, 0x20, 0x20, 0x20, 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x00, 0x41, 0xA0]
    await propertyCheck(
      count: 3000, input: Gen.int(in: 0..<alphabet.count).array(of: 0...40), Gen.int(in: 0...8)
    ) { codes, start in
      let bytes = codes.map { alphabet[$0] }
      let from = Swift.min(start, bytes.count)
      let run = bytes[from...].prefix { white.contains($0) }
      let found = bytes.withUnsafeBufferPointer { TextSegmenter.skipWhiteSpace($0, from: from) }
      #expect(found.end == from + run.count, "\(bytes) from \(from)")
      #expect(found.crossesLineEnd == run.contains { $0 == 0x0A || $0 == 0x0D }, "\(bytes) from \(from)")
      #expect(found.columns == run.filter { $0 == 0x20 || $0 == 0x09 }.count, "\(bytes) from \(from)")
    }
  }

  /// From texts of eight bytes or more (loaded whole and shifted) and shorter ones (copied byte by byte).
  @Test func theLastChunkHoldsTheTextsLastBytesThenSpaces() {
    for text in [Array("abcdefghij".utf8), Array("abcdefgh".utf8), Array("abcde".utf8), []] {
      for start in Swift.max(0, text.count - 7)...text.count {
        let found = text.withUnsafeBufferPointer { TextSegmenter.lastChunk($0, from: start) }
        let expected = Array(text[start...]) + [UInt8](repeating: 0x20, count: 8 - (text.count - start))
        #expect(found == chunk(expected), "\(text) from \(start)")
      }
    }
  }

  /// The simple-word loop keeps words of two-byte characters whole as it keeps words of ASCII, which holds only if
  /// every two-byte character the fast path takes may be inside a word.
  @Test func everyTwoByteCharacterTheFastPathTakesMayBeInsideAWord() {
    var measurer = TextMeasurer(options: WidthOptions())
    var taken = 0
    for scalar in UInt32(0x80)...0x7FF {
      let properties = measurer.cache.properties(scalar)
      // What the fast path's representatives accept, before the limit on symbols.
      guard properties.isPlainLatinLetter || properties.isPlainIdeograph || properties.isSimpleSymbol else { continue }
      #expect(properties.isWordInterior, "U+\(String(scalar, radix: 16))")
      taken += 1
    }
    #expect(taken > 300)
  }

  /// Every scalar the ideograph bits call plain is a plain ideograph of two columns.
  ///
  /// The fast path takes such a scalar without looking at its properties, so
  /// each must be what the properties say: a plain ideograph, two columns
  /// wide, never inside a word, with the ideographs' representative. And the
  /// bits must take the ideographs and kana, or they spare nothing.
  @Test func everyScalarTheIdeographBitsTakeIsAPlainIdeographOfTwoColumns() throws {
    let segmenter = try TextSegmenter(
      style: LineBreakStyle(), hyphenation: .soft, widths: WidthOptions())
    var measurer = TextMeasurer(options: WidthOptions())
    var taken = 0
    for scalar in UInt32(0x2F00)..<0xA100 {
      let properties = measurer.cache.properties(scalar)
      guard segmenter.isKnownPlainIdeograph(scalar) else {
        #expect(!properties.isPlainIdeograph || properties.isWordInterior || !(0x3000..<0xA000).contains(scalar))
        continue
      }
      // Asked again, the answer comes from the bits, not the long way.
      #expect(segmenter.isKnownPlainIdeograph(scalar))
      #expect(properties.isPlainIdeograph, "U+\(String(scalar, radix: 16))")
      #expect(!properties.isWordInterior, "U+\(String(scalar, radix: 16))")
      #expect(ClusterWidthAccumulator.width(of: scalar, properties, ambiguousWidth: 1) == 2)
      #expect(segmenter.representative(of: scalar, properties) == segmenter.caches.ideographSlot)
      #expect(segmenter.caches.ideographSlot != 0)
      taken += 1
    }
    // U+4E00 to U+9FFF alone are 20,992 ideographs; hiragana and katakana add some 180.
    #expect(taken > 21_000)
  }

  @Test func theSegmentBufferKeepsEverySegmentAsItGrows() {
    var buffer = SegmentBuffer(capacity: 2)
    defer { buffer.deallocate() }
    let made = (0..<1000).map { TextSegment(start: Int32($0), end: Int32($0 + 1), width: Int32($0 % 7), next: .space) }
    for round in 0..<2 {
      buffer.removeAll()
      #expect(buffer.last == nil)
      for segment in made.prefix(round == 0 ? 1000 : 300) { buffer.append(segment) }
      #expect(Array(buffer.written) == Array(made.prefix(round == 0 ? 1000 : 300)))
      #expect(buffer.last == made[round == 0 ? 999 : 299])
    }
  }

  /// The eight-at-a-time byte search finds what the standard library's search finds, from any start, to any end.
  @Test func byteSearchFindsWhatAByteByByteSearchFinds() async {
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x5B, 0x20, 0x61, 0x80, 0xFF, 0x0B, 0x09, 0x0C]
    await propertyCheck(count: 2000, input: Gen.int(in: 0...99).array(of: 0...40), Gen.int(in: 0...50)) {
      choices, cut in
      // Mostly letters, so that a found byte can lie past several chunks.
      let bytes = choices.map { $0 < 80 ? UInt8(ascii: "a") : alphabet[$0 % alphabet.count] }
      let start = Swift.min(cut % 9, bytes.count)
      let end = Swift.max(start, bytes.count - cut / 9)
      bytes.withUnsafeBufferPointer { buffer in
        for target in [UInt8(0x5B), 0x0A, 0x80] {
          #expect(
            ByteSearch.firstIndex(of: target, in: buffer, from: start, to: end)
              == bytes[start..<end].firstIndex(of: target), "\(bytes) \(target) \(start)..<\(end)")
        }
        #expect(
          ByteSearch.firstLineEnd(in: buffer, from: start)
            == bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D }, "\(bytes) from \(start)")
        // Backwards, before any end: a match in the same chunk as a later one, or next to a 0x80 or 0xFF byte
        // (where a borrow could flag a byte that is no match), is found exactly.
        for target in [UInt8(0x5B), 0x0A, 0x80, 0x00] {
          #expect(
            ByteSearch.lastIndex(of: target, in: buffer, before: end) == bytes[..<end].lastIndex(of: target),
            "\(bytes) \(target) before \(end)")
        }
      }
    }
  }
}
