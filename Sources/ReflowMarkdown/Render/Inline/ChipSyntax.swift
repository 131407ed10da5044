// Phase: chips, found in text. A chip is written as a bracketed span with the
// `chip` class, `[Swift]{.chip}`, as Pandoc, djot and markdown-it-attrs write
// attributes. CommonMark has no such syntax, so cmark-gfm leaves it as text,
// and the renderer finds it there. Unknown attributes are ignored.

/// An inline box that never breaks inside: a tag or a pill.
struct Chip: Hashable {
  /// The label, UTF-8.
  var label: [UInt8]
  /// The colour the `color=` attribute chose; nil for the default.
  var colour: TerminalColor?

  /// The chip with control characters in its label made visible, as in running text.
  var sanitized: Chip {
    var clean = InlineText()
    clean.append(label, style: .plain)
    return Chip(label: clean.bytes, colour: colour)
  }
}

/// Finds `[label]{.chip ...}` spans in a run of text.
enum ChipSyntax {
  /// A chip and the bytes it was written with.
  struct Match {
    var range: Range<Int>
    var chip: Chip
  }

  /// Every chip span in `text`, in order, none overlapping.
  static func matches(in text: [UInt8]) -> [Match] {
    var found: [Match] = []
    var index = 0
    while let open = text[index...].firstIndex(of: UInt8(ascii: "[")) {
      index = open + 1
      guard let close = text[index...].firstIndex(where: { $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "[") }),
        text[close] == UInt8(ascii: "]"), close > open + 1,
        close + 1 < text.count, text[close + 1] == UInt8(ascii: "{"),
        let braceEnd = text[(close + 2)...].firstIndex(where: { $0 == UInt8(ascii: "}") || $0 == 0x0A }),
        text[braceEnd] == UInt8(ascii: "}"),
        let attributes = attributes(text[(close + 2)..<braceEnd]), attributes.classes.contains("chip")
      else { continue }
      let label = Array(text[(open + 1)..<close])
      guard label.contains(where: { $0 != 0x20 }) else { continue }
      let colour = (attributes.values["color"] ?? attributes.values["colour"]).flatMap { TerminalColor(name: $0) }
      found.append(Match(range: open..<(braceEnd + 1), chip: Chip(label: label, colour: colour)))
      index = braceEnd + 1
    }
    return found
  }

  /// The classes and key-value pairs of an attribute list: `.class`, `#id`, `key=value`, `key="a value"`.
  ///
  /// Returns nil when the text is not an attribute list, so `{not attributes}` stays text.
  static func attributes(_ text: ArraySlice<UInt8>) -> (classes: Set<String>, values: [String: String])? {
    var classes: Set<String> = []
    var values: [String: String] = [:]
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == 0x20 {
        index += 1
        continue
      }
      var end = index
      var quote: UInt8 = 0
      while end < text.endIndex && (quote != 0 || text[end] != 0x20) {
        if text[end] == UInt8(ascii: "\"") { quote = quote == 0 ? text[end] : 0 }
        end += 1
      }
      let token = String(decoding: text[index..<end], as: UTF8.self)
      index = end
      if token.hasPrefix(".") && token.count > 1 {
        classes.insert(String(token.dropFirst()))
      } else if token.hasPrefix("#") && token.count > 1 {
        continue
      } else if let equals = token.firstIndex(of: "="), equals != token.startIndex {
        var value = token[token.index(after: equals)...]
        if value.count >= 2 && value.first == "\"" && value.last == "\"" { value = value.dropFirst().dropLast() }
        values[String(token[..<equals]).lowercased()] = String(value)
      } else {
        return nil
      }
    }
    return (classes, values)
  }
}
