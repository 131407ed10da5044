// Phase: bytes in and out. Invalid UTF-8 that is passed through: each bad
// byte stands, while the text is formatted, for one private-use code point
// of its own, which is one column wide and one grapheme cluster, so it is
// never split and never merged with another; on the way out it becomes the
// byte again. A filter in an editor's Latin-1 buffer then hands back every
// byte it was given.

/// Invalid bytes carried through formatting as private-use code points and restored afterwards.
public enum InvalidBytes {
  /// Byte `b` (0x80 to 0xFF; ASCII is always valid) stands for U+10FF00 + `b`, the top 128 code points of plane
  /// 16's private use area: UTF-8 `F4 8F BE 80` to `F4 8F BF BF`.
  static let firstStandIn: UInt32 = 0x10FF80

  /// `bytes` with each byte that is not part of valid UTF-8 replaced by its stand-in, and how many were; nil when
  /// `bytes` already holds one of the stand-ins, which could then not be told apart from a replaced byte.
  public static func escaped(_ bytes: UnsafeBufferPointer<UInt8>) -> (text: [UInt8], count: Int)? {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count + 64)
    var count = 0
    var start = 0
    while start < bytes.count {
      let rest = UnsafeBufferPointer(rebasing: bytes[start...])
      guard let invalid = UTF8Validation.firstInvalidOffset(in: rest) else {
        guard !containsStandIn(rest) else { return nil }
        text += rest
        break
      }
      let valid = UnsafeBufferPointer(rebasing: rest[..<invalid])
      guard !containsStandIn(valid) else { return nil }
      text += valid
      let byte = rest[invalid]
      text += [0xF4, 0x8F, 0xBE + (byte >> 6) - 2, 0x80 | (byte & 0x3F)]
      count += 1
      start += invalid + 1
    }
    return (text, count)
  }

  /// Replaces every stand-in in `text` with the byte it stands for.
  public static func restore(_ text: inout [UInt8]) {
    guard var read = firstStandIn(in: text) else { return }
    var write = read
    while read < text.count {
      if read + 3 < text.count, isStandIn(text, at: read) {
        text[write] = ((text[read + 2] - 0xBE + 2) << 6) | (text[read + 3] & 0x3F)
        read += 4
      } else {
        text[write] = text[read]
        read += 1
      }
      write += 1
    }
    text.removeLast(text.count - write)
  }

  private static func isStandIn<C: RandomAccessCollection<UInt8>>(_ text: C, at index: C.Index) -> Bool
  where C.Index == Int {
    text[index] == 0xF4 && text[index + 1] == 0x8F && (text[index + 2] == 0xBE || text[index + 2] == 0xBF)
  }

  private static func firstStandIn(in text: [UInt8]) -> Int? {
    text.withUnsafeBufferPointer { bytes in
      var index = ByteSearch.firstIndex(of: 0xF4, in: bytes, from: 0) ?? bytes.count
      while index + 3 < bytes.count {
        if isStandIn(bytes, at: index) { return index }
        index = ByteSearch.firstIndex(of: 0xF4, in: bytes, from: index + 1) ?? bytes.count
      }
      return nil
    }
  }

  private static func containsStandIn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = ByteSearch.firstIndex(of: 0xF4, in: bytes, from: 0) ?? bytes.count
    while index + 3 < bytes.count {
      if isStandIn(bytes, at: index) { return true }
      index = ByteSearch.firstIndex(of: 0xF4, in: bytes, from: index + 1) ?? bytes.count
    }
    return false
  }
}
