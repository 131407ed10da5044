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

  /// The count of a byte is a byte at a time's, at every length around a word of eight and beside bytes with the
  /// high bit set, whose borrows a careless test would count.
  @Test func countMatchesAByteAtATime() {
    for count in 0...20 {
      for seed in 0..<7 {
        let bytes = (0..<count).map { [0x0A, 0x0B, 0x8A, 0xFF, 0x00, 0x09, 0x0A][($0 &* 5 &+ seed) % 7] as UInt8 }
        let counted = bytes.withUnsafeBufferPointer { ByteSearch.count(of: 0x0A, in: $0) }
        #expect(counted == bytes.count { $0 == 0x0A }, "\(bytes)")
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
}
