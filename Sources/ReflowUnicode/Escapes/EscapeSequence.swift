// Phase: bytes to content. Terminal escape sequences take no columns and
// must never be split, so they are recognised before anything is measured
// and set aside with the position they came from.

/// Recognises terminal escape sequences in UTF-8 bytes.
enum EscapeSequence {
  static let escape: UInt8 = 0x1B

  /// The length of the complete escape sequence starting at `index`, or nil if it is malformed or unterminated.
  ///
  /// Recognised: CSI (`ESC [` parameters, intermediates, a final byte),
  /// string commands such as OSC (`ESC ]` up to BEL or `ESC \`), and
  /// two-byte escapes. An unterminated string command stops at the next ESC,
  /// so scanning stays linear on hostile input.
  static func length(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int? {
    guard index + 1 < end, bytes[index] == escape else { return nil }
    let kind = bytes[index + 1]
    switch kind {
    case UInt8(ascii: "["):
      var cursor = index + 2
      while cursor < end, (0x30...0x3F).contains(bytes[cursor]) { cursor += 1 }
      while cursor < end, (0x20...0x2F).contains(bytes[cursor]) { cursor += 1 }
      guard cursor < end, (0x40...0x7E).contains(bytes[cursor]) else { return nil }
      return cursor + 1 - index
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      var cursor = index + 2
      while cursor < end {
        let byte = bytes[cursor]
        if byte == 0x07 { return cursor + 1 - index }
        if byte == escape {
          return cursor + 1 < end && bytes[cursor + 1] == UInt8(ascii: "\\") ? cursor + 2 - index : nil
        }
        cursor += 1
      }
      return nil
    case 0x20...0x2F:
      var cursor = index + 1
      while cursor < end, (0x20...0x2F).contains(bytes[cursor]) { cursor += 1 }
      guard cursor < end, (0x30...0x7E).contains(bytes[cursor]) else { return nil }
      return cursor + 1 - index
    case 0x30...0x7E:
      return 2
    default:
      return nil
    }
  }
}
