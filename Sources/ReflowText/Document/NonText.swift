// Phase: before any line is read. Bytes that are not UTF-8 text (a program,
// an image, a UTF-16 or UTF-32 document) are told apart from text, so that no
// mode rewrites them: a rewrap of a binary joins its "lines", and a UTF-16
// document's CR LFs read as spaces between invalid bytes.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why some bytes are no UTF-8 text, and must be left as they are.
///
/// Two signs, each cheap and each what other tools go by: a NUL byte, which
/// no text file holds (git and grep call such a file binary), and a UTF-16 or
/// UTF-32 byte-order mark, which starts a text in another encoding whose
/// line ends and spaces are not single bytes. A UTF-16 file without a mark
/// holds a NUL for every ASCII character, and is found by that.
public enum NonText: Equatable, Sendable, CustomStringConvertible {
  /// A NUL byte at this offset: a program, an image, an archive.
  case nulByte(offset: Int)
  /// A byte-order mark of another encoding than UTF-8, named as iconv names it (`UTF-16LE`).
  case byteOrderMark(encoding: String)

  /// What the bytes are, for a message after the file's name.
  public var description: String {
    switch self {
    case .nulByte(let offset): "binary input (a NUL byte at byte offset \(offset))"
    case .byteOrderMark(let encoding):
      "\(encoding) text (its byte-order mark says so), which reflow reads only as UTF-8"
    }
  }

  /// The byte-order marks of the encodings that are not UTF-8, longest first: UTF-32LE's starts with UTF-16LE's.
  private static let byteOrderMarks: [(bytes: [UInt8], encoding: String)] = [
    ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"),
    ([0xFF, 0xFE], "UTF-16LE"), ([0xFE, 0xFF], "UTF-16BE"),
  ]

  /// Why `bytes`, the start of a document (or all of it), are no UTF-8 text; nil when they may be.
  ///
  /// `atStart` says whether `bytes` start the document, where a byte-order mark is looked for; a later stretch is
  /// looked through for a NUL only. `offset` is where `bytes` start in the document, for the NUL's offset.
  public static func find(in bytes: UnsafeBufferPointer<UInt8>, atStart: Bool = true, offset: Int = 0) -> NonText? {
    if atStart {
      for mark in byteOrderMarks where bytes.starts(with: mark.bytes) {
        return .byteOrderMark(encoding: mark.encoding)
      }
    }
    // The C library's vectorised search: every batch of plain text is looked through.
    guard let base = bytes.baseAddress, let nul = memchr(base, 0, bytes.count) else { return nil }
    return .nulByte(offset: offset + (UnsafeRawPointer(nul) - UnsafeRawPointer(base)))
  }
}
