// Phase: reading bytes. Finding one byte (a line end, a bracket) in a whole
// document is a scan front ends make before any layout; the standard
// library's `firstIndex(of:)` looks at a byte at a time, and these look at
// eight, with the fast path's exact zero-byte test.

/// Searches for bytes eight at a time.
package enum ByteSearch {
  /// The offset of the first `byte` in `bytes[start..<end]`, or nil.
  package static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int? = nil
  ) -> Int? {
    let end = end ?? bytes.count
    let pattern = TextSegmenter.ones &* UInt64(byte)
    return firstIndex(in: bytes, from: start, to: end) {
      TextSegmenter.zeroBytes($0 ^ pattern)
    } single: {
      $0 == byte
    }
  }

  /// The offset of the first line feed or carriage return in `bytes` at or after `start`, or nil.
  package static func firstLineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let feeds = TextSegmenter.ones &* 0x0A
    let returns = TextSegmenter.ones &* 0x0D
    return firstIndex(in: bytes, from: start, to: bytes.count) {
      TextSegmenter.zeroBytes($0 ^ feeds) | TextSegmenter.zeroBytes($0 ^ returns)
    } single: {
      $0 == 0x0A || $0 == 0x0D
    }
  }

  /// The first offset in `start..<end` whose byte `single` accepts; `chunk` marks, with its high bit, each byte of
  /// eight (first in memory lowest) that `single` would accept.
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
