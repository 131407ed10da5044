// Phase: emitting, for documents. A page exported as HTML or SVG is opened in
// a browser, where a link to `javascript:` runs its script. Links and images
// there follow cmark-gfm's safe rule (what its HTML renderer does without
// `--unsafe`): no `javascript:`, `vbscript:` or `file:` URL, and no `data:`
// URL but an image's. The scheme is read as a browser reads it: leading
// spaces and control characters are dropped, a tab or line end anywhere is
// removed, and letters match in either case, so `JaVaScRiPt:` and
// `java⇥script:` are caught too. A link that fails keeps its text, unlinked.

/// Which URLs an exported page may link to.
enum SafeLinks {
  /// Whether a browser may follow `url` from an exported page.
  static func allows(_ url: String) -> Bool {
    var scheme: [UInt8] = []
    for byte in url.utf8 {
      // A browser drops leading C0 controls and spaces, and removes tabs and line ends anywhere.
      if byte == 0x09 || byte == 0x0A || byte == 0x0D || (scheme.isEmpty && byte <= 0x20) { continue }
      // Lowercase ASCII letters; "data:image/webp" is the longest prefix the rule reads.
      scheme.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
      if scheme.count == 15 { break }
    }
    let text = String(decoding: scheme, as: UTF8.self)
    if text.hasPrefix("javascript:") || text.hasPrefix("vbscript:") || text.hasPrefix("file:") { return false }
    guard text.hasPrefix("data:") else { return true }
    return ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { text.hasPrefix($0) }
  }
}

/// Text safe inside XML or HTML content and attributes.
///
/// `&`, `<`, `>` and `"` become references, and each character XML 1.0
/// forbids (the C0 controls but tab, line feed and carriage return, and
/// U+FFFE and U+FFFF, which no reference may stand for either) becomes
/// U+FFFD, so an XML parser reads every page.
func xmlEscaped(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x26: result += "&amp;"
    case 0x3C: result += "&lt;"
    case 0x3E: result += "&gt;"
    case 0x22: result += "&quot;"
    case 0x09, 0x0A, 0x0D: result.unicodeScalars.append(scalar)
    case 0x00..<0x20, 0xFFFE, 0xFFFF: result += "\u{FFFD}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}
