// Phase: code blocks, the language a fenced block names. The info string's
// first word, in the forms Markdown writers use, is handed to the highlighter.

/// The language a fenced code block's info string names.
enum CodeBlockLanguage {
  /// Other names an info string gives a language, and the name a highlighter knows it by.
  static let aliases = ["yml": "yaml"]

  /// The language an info string names: its first word, lowercased, without Pandoc's `{.` or `.`; nil for none.
  ///
  /// ` ```python title="x" `, ` ```{.python} ` and ` ```Python ` all name `python`.
  static func language(ofInfo info: ArraySlice<UInt8>) -> String? {
    var word = info.drop { $0 == 0x20 || $0 == 0x09 }
    while let first = word.first, first == UInt8(ascii: "{") || first == UInt8(ascii: ".") { word = word.dropFirst() }
    let name = word.prefix { byte in
      byte != 0x20 && byte != 0x09 && byte != UInt8(ascii: "}") && byte != UInt8(ascii: ",")
        && byte != UInt8(ascii: "{")
    }
    guard !name.isEmpty, name.count <= 32 else { return nil }
    // Only names a language file could have: letters, digits, '+', '-', '_' and '#'.
    let allowed = name.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "#")
    }
    guard allowed else { return nil }
    let lowered = String(decoding: name, as: UTF8.self).lowercased()
    return aliases[lowered] ?? lowered
  }
}
