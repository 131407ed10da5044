// Phase: reading bytes. Finding one byte (a line end, a tab, a bracket) in
// a whole document is a scan every front end makes before any layout; the
// standard library's `firstIndex(of:)` looks at a byte at a time, and these
// look at eight.

/// Searches for bytes eight at a time.
@usableFromInline package enum ByteSearch {
  /// The offset of the first `byte` in `bytes[start..<end]` (`end` defaults to the end of `bytes`), or nil.
  package static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int? = nil
  ) -> Int? {
    let pattern = ones &* UInt64(byte)
    return firstIndex(in: bytes, from: start, to: end ?? bytes.count) {
      lowestZeroFlag($0 ^ pattern)
    } single: {
      $0 == byte
    }
  }

  /// The offset of the last `byte` in `bytes[..<end]`, or nil: read backwards eight bytes at a time.
  @inlinable package static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, before end: Int)
    -> Int?
  {
    let pattern = ones &* UInt64(byte)
    var index = end
    if let base = bytes.baseAddress {
      while index >= 8 {
        let chunk = UnsafeRawPointer(base + (index &- 8)).loadUnaligned(as: UInt64.self) ^ pattern
        // Every zero byte flagged exactly (not only the lowest), so the highest flag is the last match.
        let found = ~(((chunk & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | chunk | 0x7F7F_7F7F_7F7F_7F7F)
        if found != 0 { return index &- 8 &+ (63 &- found.leadingZeroBitCount) >> 3 }
        index &-= 8
      }
    }
    while index > 0 {
      index &-= 1
      if bytes[index] == byte { return index }
    }
    return nil
  }

  /// The offset of the first line feed or carriage return in `bytes` at or after `start`, or nil.
  package static func firstLineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let feeds = ones &* 0x0A
    let returns = ones &* 0x0D
    return firstIndex(in: bytes, from: start, to: bytes.count) {
      lowestZeroFlag($0 ^ feeds) | lowestZeroFlag($0 ^ returns)
    } single: {
      $0 == 0x0A || $0 == 0x0D
    }
  }

  /// Whether two runs of one length hold the same bytes, compared eight at a time.
  ///
  /// The runs compared (a word's bytes as a cache key, a paragraph's lines
  /// as written and as read) are mostly short, where a call to `memcmp`
  /// costs more than the loop.
  @inlinable @inline(__always)
  package static func equal(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = one.count
    guard count > 0 else { return true }
    let first = UnsafeRawPointer(one.baseAddress!)
    let second = UnsafeRawPointer(other.baseAddress!)
    var index = 0
    while index + 8 <= count {
      guard
        first.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          == second.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      else { return false }
      index += 8
    }
    while index < count {
      guard one[index] == other[index] else { return false }
      index += 1
    }
    return true
  }

  /// How many bytes from `one` and `other` on are the same, up to `limit`, compared eight at a time.
  @inlinable @inline(__always)
  package static func commonPrefixLength(
    _ one: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, limit: Int
  ) -> Int {
    var length = 0
    while length + 8 <= limit
      && UnsafeRawPointer(one + length).loadUnaligned(as: UInt64.self)
        == UnsafeRawPointer(other + length).loadUnaligned(as: UInt64.self)
    {
      length += 8
    }
    while length < limit && one[length] == other[length] { length += 1 }
    return length
  }

  /// 0x01 in every byte (computed, so it folds into the code that uses it).
  @usableFromInline static var ones: UInt64 { 0x0101_0101_0101_0101 }

  /// The zero bytes of `chunk` flagged by their high bits, exactly up to the first one.
  ///
  /// A borrow can flag a byte only above a real zero, so the lowest flag is
  /// always a zero byte, which is all a search for the first one reads (and
  /// of two such tests or-ed together, the lowest flag is still exact).
  @inline(__always)
  private static func lowestZeroFlag(_ chunk: UInt64) -> UInt64 {
    (chunk &- ones) & ~chunk & 0x8080_8080_8080_8080
  }

  /// The first offset in `start..<end` whose byte `single` accepts; `chunk` flags, with the high bit, the bytes of
  /// eight (first in memory lowest) that `single` would accept, exactly up to the first.
  @inline(__always)
  private static func firstIndex(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, chunk: (UInt64) -> UInt64,
    single: (UInt8) -> Bool
  ) -> Int? {
    var index = start
    if let base = bytes.baseAddress {
      while index + 8 <= end {
        let found = chunk(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        if found != 0 { return index + found.trailingZeroBitCount >> 3 }
        index += 8
      }
    }
    while index < end {
      if single(bytes[index]) { return index }
      index += 1
    }
    return nil
  }
}
