// The one byte-search type (ByteSearch): eight bytes at a time, with the
// same answers as a byte at a time at every length and offset.

import Testing

@testable import ReflowText

@Suite struct ByteSearchTests {
  /// Equal runs at every length around a word of eight, and a difference at every place in them.
  @Test func equalFindsEveryDifference() {
    for count in 0...20 {
      let one = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 1) }
      one.withUnsafeBufferPointer { first in
        #expect(ByteSearch.equal(first, first))
        for place in 0..<count {
          var other = one
          other[place] ^= 0x40
          other.withUnsafeBufferPointer { #expect(!ByteSearch.equal(first, $0), "\(count) at \(place)") }
        }
      }
    }
  }

  /// The common prefix ends at the first difference or at the limit, wherever that falls in a word of eight.
  @Test func commonPrefixLengthStopsAtTheFirstDifference() {
    let one = Array("the same text, then it differs here".utf8)
    for place in 0..<one.count {
      var other = one
      other[place] = UInt8(ascii: "#")
      let length = one.withUnsafeBufferPointer { first in
        other.withUnsafeBufferPointer {
          ByteSearch.commonPrefixLength(first.baseAddress!, $0.baseAddress!, limit: one.count)
        }
      }
      #expect(length == place)
      let limited = one.withUnsafeBufferPointer { first in
        other.withUnsafeBufferPointer { ByteSearch.commonPrefixLength(first.baseAddress!, $0.baseAddress!, limit: 5) }
      }
      #expect(limited == min(place, 5))
    }
  }

  /// ASCII at every length around a block of 32, and one byte of a wider character at every place in it.
  @Test func isASCIIFindsEveryByteAbove127() {
    for count in 0...70 {
      let ascii = (0..<count).map { UInt8($0 % 95 + 32) }
      ascii.withUnsafeBufferPointer { #expect(ByteSearch.isASCII($0), "\(count)") }
      for place in 0..<count {
        var other = ascii
        other[place] = 0xE3
        other.withUnsafeBufferPointer { #expect(!ByteSearch.isASCII($0), "\(count) at \(place)") }
      }
    }
  }

  /// The first control byte, `|` or space before a space, at every place around blocks of sixteen, as a byte at a
  /// time finds it: a pair across two blocks included.
  @Test func firstGapCandidateAgreesWithAByteAtATime() {
    for count in 0...40 {
      let prose = (0..<count).map { UInt8(ascii: $0 % 3 == 2 ? " " : "a") }
      for place in 0..<count {
        for (mark, width) in [(UInt8(0x09), 1), (UInt8(ascii: "|"), 1), (UInt8(0x20), 2)] where place + width <= count {
          var bytes = prose
          for offset in 0..<width { bytes[place + offset] = mark }
          for start in [0, place / 2, place] {
            let expected = bytes.indices.dropFirst(start).first { index in
              bytes[index] < 0x20 || bytes[index] == 0x7C
                || bytes[index] == 0x20 && index + 1 < count && bytes[index + 1] == 0x20
            }
            let found = bytes.withUnsafeBufferPointer { ByteSearch.firstGapCandidate(in: $0, from: start) }
            #expect(found == expected, "\(count) \(mark) at \(place) from \(start)")
          }
        }
      }
    }
  }
}
