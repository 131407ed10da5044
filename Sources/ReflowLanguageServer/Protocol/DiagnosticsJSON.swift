// Message encoding: published diagnostics, written straight to bytes. A
// large document has thousands of diagnostics, all sent again after every
// pause in typing (LSP has no partial publish), and Foundation's JSONEncoder
// builds a tree of values and casts each field on the way: the list was most
// of a lint's cost once the lint itself redid only what changed. The envelope
// is still JSONEncoder's, with the list written in the place of an empty one,
// and the bytes are those JSONEncoder writes (sorted keys, slashes as they are).

/// Writes `textDocument/publishDiagnostics` notifications.
enum DiagnosticsJSON {
  /// The method the notification names.
  static let method = "textDocument/publishDiagnostics"

  /// The notification that publishes `params`, as ``LanguageServer/encoded(_:)`` would write it.
  static func notification(_ params: PublishDiagnosticsParams) -> [UInt8] {
    var envelope = params
    envelope.diagnostics = []
    let empty = LanguageServer.encoded(OutgoingMessage(method: method, params: envelope))
    // Outside a string a quote is never escaped, so the key and its empty list occur once: the key's own.
    let key = Array(#""diagnostics":["#.utf8)
    guard !params.diagnostics.isEmpty,
      let at = empty.indices.first(where: { empty[$0...].starts(with: key) })
    else { return empty }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(empty.count + params.diagnostics.count * 192)
    bytes += empty[..<(at + key.count)]
    for (index, diagnostic) in params.diagnostics.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      append(diagnostic, to: &bytes)
    }
    bytes += empty[(at + key.count)...]
    return bytes
  }

  /// Appends `diagnostic` as a JSON object, its keys sorted.
  static func append(_ diagnostic: Diagnostic, to bytes: inout [UInt8]) {
    bytes += #"{"code":"#.utf8
    append(string: diagnostic.code, to: &bytes)
    bytes += #","message":"#.utf8
    append(string: diagnostic.message, to: &bytes)
    bytes += #","range":{"end":"#.utf8
    append(diagnostic.range.end, to: &bytes)
    bytes += #","start":"#.utf8
    append(diagnostic.range.start, to: &bytes)
    bytes += #"},"severity":"#.utf8
    bytes += String(diagnostic.severity.rawValue).utf8
    bytes += #","source":"#.utf8
    append(string: diagnostic.source, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  private static func append(_ position: Position, to bytes: inout [UInt8]) {
    bytes += #"{"character":"#.utf8
    bytes += String(position.character).utf8
    bytes += #","line":"#.utf8
    bytes += String(position.line).utf8
    bytes.append(UInt8(ascii: "}"))
  }

  /// Appends `string` quoted: a quote, a backslash and the control characters escaped, as JSONEncoder escapes them,
  /// everything else as its UTF-8.
  static func append(string: String, to bytes: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes += #"\""#.utf8
      case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
      case 0x08: bytes += #"\b"#.utf8
      case 0x0C: bytes += #"\f"#.utf8
      case 0x0A: bytes += #"\n"#.utf8
      case 0x0D: bytes += #"\r"#.utf8
      case 0x09: bytes += #"\t"#.utf8
      case 0x00..<0x20:
        bytes += #"\u00"#.utf8
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
