// Positions: LSP counts a position's character in code units of an encoding
// the client and server agree on, UTF-16 unless both take another; documents
// are held as UTF-8 bytes. Here a count of code units into a line becomes a
// byte offset, and back.

/// The unit a position's `character` counts.
public enum PositionEncoding: String, Sendable, CaseIterable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
  case utf32 = "utf-32"

  /// The encoding for a session: UTF-8 when the client offers it (the server then counts bytes, as it stores
  /// them), else UTF-16, which every client must take.
  public static func negotiated(offered: [String]?) -> PositionEncoding {
    offered?.contains(PositionEncoding.utf8.rawValue) == true ? .utf8 : .utf16
  }

  /// The byte offset `units` code units into `line` (valid UTF-8), counted from the line's start.
  ///
  /// A count past the line's end stops at its end, as LSP says; a count
  /// that falls inside a character (half a surrogate pair, a byte inside a
  /// sequence) stops before it, so that an edit never splits one.
  public func byteOffset(units: Int, in line: UnsafeBufferPointer<UInt8>) -> Int {
    byteOffset(units: units, in: line, line: 0..<line.count)
  }

  /// The byte offset `units` code units into the bytes `line` of `text`, counted from the line's start.
  public func byteOffset(units: Int, in text: some ByteText, line: Range<Int>) -> Int {
    var offset = line.lowerBound
    var counted = 0
    while offset < line.upperBound {
      let length = Self.sequenceLength(text[offset])
      let width = self.units(ofSequence: length)
      guard counted + width <= units else { break }
      counted += width
      offset += length
    }
    return offset - line.lowerBound
  }

  /// How many code units the UTF-8 bytes of `text` are.
  public func units(in text: UnsafeBufferPointer<UInt8>) -> Int {
    units(in: text, bytes: 0..<text.count)
  }

  /// How many code units the UTF-8 bytes `bytes` of `text` are.
  public func units(in text: some ByteText, bytes: Range<Int>) -> Int {
    if self == .utf8 { return bytes.count }
    var offset = bytes.lowerBound
    var counted = 0
    while offset < bytes.upperBound {
      let length = Self.sequenceLength(text[offset])
      counted += units(ofSequence: length)
      offset += length
    }
    return counted
  }

  /// Code units of one character whose UTF-8 sequence is `length` bytes.
  private func units(ofSequence length: Int) -> Int {
    switch self {
    case .utf8: length
    case .utf16: length == 4 ? 2 : 1
    case .utf32: 1
    }
  }

  /// The length of the UTF-8 sequence that `lead` starts.
  @inline(__always)
  static func sequenceLength(_ lead: UInt8) -> Int {
    lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }
}
