// Phase: bytes in. Text is validated once at the door, so every later phase
// may decode without checks; the error names the first bad byte, and a lossy
// mode replaces bad sequences with U+FFFD instead.

/// Checks and repairs UTF-8.
public enum UTF8Validation {
  /// The offset of the first byte that is not part of a valid UTF-8 sequence, or nil if all are valid.
  ///
  /// Overlong forms, surrogates (ED A0 80 to ED BF BF) and code points above
  /// U+10FFFF are invalid, as the Unicode standard requires.
  public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      // Thirty-two ASCII bytes at a time, then eight: every byte of a command-line run's input is read through
      // here, by the thread that formats it, and all of it on one thread before `--strict-utf8` formats a file.
      while index + 32 <= count {
        let base = bytes.baseAddress! + index
        let any =
          ByteWord.load(base) | ByteWord.load(base + 8) | ByteWord.load(base + 16) | ByteWord.load(base + 24)
        if ByteWord.nonASCII(any) != 0 { break }
        index += 32
      }
      if index == count { break }
      if index + 8 <= count {
        if ByteWord.nonASCII(ByteWord.load(bytes, at: index)) == 0 {
          index += 8
          continue
        }
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; upper = 0x9F
      case 0xF0: length = 4; lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; upper = 0x8F
      default: return index
      }
      guard index + 1 < count, bytes[index + 1] >= lower, bytes[index + 1] <= upper else { return index }
      for offset in 2..<max(2, length) {
        guard index + offset < count, bytes[index + offset] & 0xC0 == 0x80 else { return index }
      }
      index += length
    }
    return nil
  }

  /// The bytes with every invalid sequence replaced by U+FFFD.
  public static func repaired(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    Array(String(decoding: bytes, as: UTF8.self).utf8)
  }
}
