// The eight-bytes-at-a-time tests (ByteWord) against a byte at a time. Each
// test is tried with every byte value at every position, among fillers that
// pass it and fillers that do not (so the value decides), then on random
// words of zeros, ones, spaces and bytes with the high bit set: their borrows
// and carries are what a careless version gets wrong. An exact test must
// flag exactly the bytes it accepts; one exact up to its first flag must
// flag the first such byte and none before it.

import PropertyBased
import Testing

@testable import ReflowUnicode

/// A word as an unaligned little-endian load of `bytes` would give it.
private func word(_ bytes: [UInt8]) -> UInt64 {
  bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
}

/// The flags of the bytes `accepts` takes: the high bit of each, and no other bit.
private func flags(_ bytes: [UInt8], _ accepts: (UInt8) -> Bool) -> UInt64 {
  bytes.enumerated().reduce(0) { accepts($1.element) ? $0 | 0x80 << (8 * UInt64($1.offset)) : $0 }
}

/// The byte values at every position among `fillers`, then random words drawn from `alphabet`.
private func everyWord(
  fillers: [UInt8], alphabet: [UInt8] = [0x00, 0x00, 0x01, 0x20, 0x7F, 0x80, 0x81, 0xFF],
  _ check: ([UInt8]) -> Void
) async {
  for filler in fillers {
    for position in 0..<8 {
      for value in 0...255 {
        var bytes = [UInt8](repeating: filler, count: 8)
        bytes[position] = UInt8(value)
        check(bytes)
      }
    }
  }
  await propertyCheck(count: 3000, input: Gen.int(in: 0..<alphabet.count).array(of: 8...8)) { codes in
    check(codes.map { alphabet[$0] })
  }
}

@Suite struct ByteWordTests {
  @Test func loadAndStoreKeepTheBytesInMemoryOrder() {
    let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    bytes.withUnsafeBufferPointer { buffer in
      #expect(ByteWord.load(buffer, at: 1) == word(Array(bytes[1..<9])))
      #expect(ByteWord.load(buffer.baseAddress! + 2) == word(Array(bytes[2..<10])))
    }
    var stored = [UInt8](repeating: 0, count: 9)
    stored.withUnsafeMutableBufferPointer { ByteWord.store(word(Array(bytes[0..<8])), at: $0.baseAddress! + 1) }
    #expect(stored == [0] + bytes[0..<8])
    #expect(ByteWord.repeating(0x2A) == word([UInt8](repeating: 0x2A, count: 8)))
  }

  @Test func fourBytesLoadAndCopyInMemoryOrder() {
    let bytes: [UInt8] = [1, 2, 3, 4, 5, 6]
    bytes.withUnsafeBufferPointer { buffer in
      #expect(ByteWord.loadFour(buffer.baseAddress! + 1) == UInt32(truncatingIfNeeded: word(Array(bytes[1..<5]))))
      var copied = [UInt8](repeating: 0, count: 6)
      copied.withUnsafeMutableBufferPointer {
        ByteWord.copyFour(from: buffer.baseAddress! + 2, to: $0.baseAddress! + 1)
      }
      #expect(copied == [0, 3, 4, 5, 6, 0])
    }
  }

  @Test func theExactTestsFlagExactlyTheBytesTheyAccept() async {
    await everyWord(fillers: [0x00, 0x01, 0x20, 0x7F, 0x80, 0xFF]) { bytes in
      let chunk = word(bytes)
      #expect(ByteWord.nonASCII(chunk) == flags(bytes) { $0 >= 0x80 }, "\(bytes)")
      #expect(ByteWord.zeros(chunk) == flags(bytes) { $0 == 0 }, "\(bytes)")
      for byte: UInt8 in [0x00, 0x0A, 0x20, 0x80, 0xFF] {
        #expect(ByteWord.bytes(of: chunk, equalTo: byte) == flags(bytes) { $0 == byte }, "\(bytes) = \(byte)")
      }
      for bound: UInt8 in [0x01, 0x20, 0x7F, 0x80] {
        #expect(ByteWord.bytes(of: chunk, atLeast: bound) == flags(bytes) { $0 >= bound }, "\(bytes) >= \(bound)")
      }
    }
  }

  /// The cheaper tests flag the first byte they accept, and none before it; a word with no such byte, not at all.
  @Test func theFirstFlagTestsFindTheFirstByteTheyAccept() async {
    await everyWord(fillers: [0x00, 0x01, 0x20, 0x7F, 0x80, 0xFF]) { bytes in
      let chunk = word(bytes)
      func check(_ found: UInt64, _ accepts: (UInt8) -> Bool, _ what: String) {
        #expect(ByteWord.firstFlagged(found) == (bytes.firstIndex(where: accepts) ?? 8), "\(bytes) \(what)")
      }
      check(ByteWord.firstZeros(chunk), { $0 == 0 }, "zero")
      for byte: UInt8 in [0x00, 0x09, 0x0A, 0x2A, 0x80, 0xFF] {
        check(ByteWord.firstBytes(of: chunk, equalTo: byte), { $0 == byte }, "= \(byte)")
      }
      for bound: UInt8 in [0x01, 0x0B, 0x20, 0x80] {
        check(ByteWord.firstBytes(of: chunk, below: bound), { $0 < bound }, "< \(bound)")
      }
    }
  }

  /// A range test counts the leading run of its bytes, whatever follows the run (a byte above 0x7F included).
  @Test func anASCIIRangeCountsItsLeadingRun() async {
    let ranges: [ClosedRange<UInt8>] = [0x20...0x7E, 0x21...0x7E, 0x30...0x39, 0x61...0x7A, 0x00...0x7F]
    await everyWord(fillers: [0x61, 0x30, 0x20, 0x80], alphabet: [0x00, 0x20, 0x30, 0x61, 0x7E, 0x7F, 0x80, 0xFF]) {
      bytes in
      for range in ranges {
        let found = ByteWord.asciiBytes(of: word(bytes), from: range.lowerBound, through: range.upperBound)
        #expect(ByteWord.leadingFlagged(found) == bytes.prefix(while: range.contains).count, "\(bytes) \(range)")
      }
    }
  }

  @Test func flagsReadBackAsOffsets() {
    for first in 0..<8 {
      for last in first..<8 {
        let found = word((0..<8).map { $0 == first || $0 == last ? 0x80 : 0 })
        #expect(ByteWord.firstFlagged(found) == first)
        #expect(ByteWord.lastFlagged(found) == last)
        #expect(ByteWord.leadingFlagged(word((0..<8).map { $0 < first ? 0x80 : 0 })) == first)
      }
    }
    #expect(ByteWord.firstFlagged(0) == 8)
    #expect(ByteWord.leadingFlagged(ByteWord.highBits) == 8)
  }
}
