// Reading terminal output back: escape sequences found and removed by rules
// written here, apart from the library's, so the checks do not trust the
// code they check.

/// A complete escape sequence's length at `index`, or nil: CSI (`ESC [` … final byte) or OSC (`ESC ]` … BEL or `ESC \`).
///
/// A sequence never runs across a line feed: reflow reads text a line at a time, so an OSC still open at
/// the end of its line is text, even if a BEL further on would close it for a terminal.
func escapeLength(_ bytes: [UInt8], at index: Int) -> Int? {
  guard index + 1 < bytes.count, bytes[index] == 0x1B else { return nil }
  var cursor = index + 2
  switch bytes[index + 1] {
  case UInt8(ascii: "["):
    // ECMA-48: parameter bytes, then intermediate bytes, then one final byte.
    while cursor < bytes.count, (0x30...0x3F).contains(bytes[cursor]) { cursor += 1 }
    while cursor < bytes.count, (0x20...0x2F).contains(bytes[cursor]) { cursor += 1 }
    guard cursor < bytes.count, (0x40...0x7E).contains(bytes[cursor]) else { return nil }
    return cursor + 1 - index
  case UInt8(ascii: "]"):
    while cursor < bytes.count {
      if bytes[cursor] == 0x07 { return cursor + 1 - index }
      if bytes[cursor] == 0x0A { return nil }
      if bytes[cursor] == 0x1B {
        return cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "\\") ? cursor + 2 - index : nil
      }
      cursor += 1
    }
    return nil
  default:
    return nil
  }
}

/// `bytes` without its complete escape sequences, and the sequences in order.
func splitEscapes(_ bytes: [UInt8]) -> (text: [UInt8], escapes: [[UInt8]]) {
  var text: [UInt8] = []
  var escapes: [[UInt8]] = []
  var index = 0
  while index < bytes.count {
    if let length = escapeLength(bytes, at: index) {
      escapes.append(Array(bytes[index..<index + length]))
      index += length
    } else {
      text.append(bytes[index])
      index += 1
    }
  }
  return (text, escapes)
}

/// Whether an OSC 8 sequence opens a link (a target after the parameters) rather than closing one.
func opensLink(_ escape: [UInt8]) -> Bool? {
  guard escape.count > 4, escape[1] == UInt8(ascii: "]"), escape[2] == UInt8(ascii: "8"), escape[3] == UInt8(ascii: ";")
  else { return nil }
  let body = escape[4...].prefix { $0 != 0x07 && $0 != 0x1B }
  guard let separator = body.firstIndex(of: UInt8(ascii: ";")) else { return nil }
  return separator + 1 < body.endIndex
}

/// Whether an SGR sequence resets every attribute (`ESC [ m` or `ESC [ 0 m`).
func isReset(_ escape: [UInt8]) -> Bool {
  escape == [0x1B, UInt8(ascii: "["), UInt8(ascii: "m")] || escape == [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]
}
