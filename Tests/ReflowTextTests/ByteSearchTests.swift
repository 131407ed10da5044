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
}
