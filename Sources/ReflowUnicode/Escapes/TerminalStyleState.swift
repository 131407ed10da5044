// Phase: rendering. Which styles and hyperlink are open at a point in the
// output, so that a line can close them at its end and the next line can open
// them again: each line then stands on its own in a pager, a diff or a
// terminal that is scrolled.

/// The SGR styles and OSC 8 hyperlink in effect.
package struct TerminalStyleState: Equatable {
  /// The SGR sequences applied since the last reset, in order.
  private(set) var styles: [ArraySlice<UInt8>] = []
  /// The OSC 8 sequence that opened the current hyperlink.
  private(set) var link: ArraySlice<UInt8>?

  package var isEmpty: Bool { styles.isEmpty && link == nil }

  /// No style and no link: the state at the start of the output.
  package init() {}

  /// Updates the state with an escape sequence that is about to be written.
  package mutating func apply(_ sequence: ArraySlice<UInt8>) {
    let bytes = Array(sequence)
    guard bytes.count >= 3 else { return }
    if bytes[1] == UInt8(ascii: "["), bytes.last == UInt8(ascii: "m") {
      let parameters = bytes[2..<(bytes.count - 1)]
      let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      let resets = fields.first.map { $0.allSatisfy { $0 == UInt8(ascii: "0") } } ?? true
      if resets {
        styles.removeAll()
        if fields.count > 1 { styles.append(sequence) }
      } else {
        styles.append(sequence)
      }
      return
    }
    if bytes[1] == UInt8(ascii: "]"), bytes.count >= 4, bytes[2] == UInt8(ascii: "8"), bytes[3] == UInt8(ascii: ";") {
      // ESC ] 8 ; params ; URI terminator: an empty URI closes the link.
      var body = bytes[4...]
      if body.last == 0x07 { body = body.dropLast() } else { body = body.dropLast(2) }
      guard let separator = body.firstIndex(of: UInt8(ascii: ";")) else { return }
      link = body[(separator + 1)...].isEmpty ? nil : sequence
    }
  }

  /// Whether `sequence` only sets styles or the hyperlink (SGR, OSC 8): one this state follows, whose whole effect
  /// ``closing`` and ``reopening`` can stand for.
  package static func isStyle(_ sequence: ArraySlice<UInt8>) -> Bool {
    guard sequence.count >= 3, sequence.first == EscapeSequence.escape else { return false }
    let kind = sequence[sequence.startIndex + 1]
    if kind == UInt8(ascii: "[") { return sequence.last == UInt8(ascii: "m") }
    return kind == UInt8(ascii: "]") && sequence.dropFirst(2).starts(with: [UInt8(ascii: "8"), UInt8(ascii: ";")])
  }

  /// The bytes that end every open style and link.
  package var closing: [UInt8] {
    var bytes: [UInt8] = []
    if !styles.isEmpty { bytes += [EscapeSequence.escape] + Array("[0m".utf8) }
    if link != nil {
      bytes += [EscapeSequence.escape] + Array("]8;;".utf8) + [EscapeSequence.escape, UInt8(ascii: "\\")]
    }
    return bytes
  }

  /// The bytes that open the same styles and link again.
  package var reopening: [UInt8] {
    var bytes: [UInt8] = []
    for style in styles { bytes += style }
    if let link { bytes += link }
    return bytes
  }
}
