// Documents: a document's URI and the file it names. Settings are found from
// the file's folder, and a configuration file's problems are published on its
// own URI; a document that is no file (an unsaved buffer) reads no settings.

/// File URIs and paths.
public enum DocumentURI {
  /// The path a `file:` URI names, its escapes decoded; nil for other schemes or a URI that is not one.
  public static func path(of uri: String) -> String? {
    let scheme = "file://"
    guard uri.lowercased().hasPrefix(scheme) else { return nil }
    var rest = Substring(uri.dropFirst(scheme.count))
    // An authority before the path: only the local machine names a file here.
    if !rest.hasPrefix("/") {
      guard let slash = rest.firstIndex(of: "/"), rest[..<slash] == "localhost" else { return nil }
      rest = rest[slash...]
    }
    var bytes: [UInt8] = []
    var utf8 = rest.utf8[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    guard let path = String(validating: bytes, as: UTF8.self) else { return nil }
    return path
  }

  /// The `file:` URI of an absolute path, with every byte but the unreserved ones and `/` escaped.
  public static func uri(ofPath path: String) -> String {
    var uri = "file://"
    for byte in path.utf8 {
      let unreserved =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || "-._~/".utf8.contains(byte)
      if unreserved {
        uri.unicodeScalars.append(UnicodeScalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        uri += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return uri
  }

  /// The last part of a URI's path: the document's name, which says what kind of file it is.
  public static func name(of uri: String) -> String {
    let path = path(of: uri) ?? uri
    return String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
  }
}
