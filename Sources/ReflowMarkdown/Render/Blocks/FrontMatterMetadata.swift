// Phase: front matter, read. Only two keys matter to the renderer: `title`
// and `tags`. YAML (`tags: [a, b]` or a block list of `- a` lines) and TOML
// (`tags = ["a", "b"]`) are read by a small line parser that knows keys,
// scalars, quoted strings and lists of them; nested mappings and TOML tables
// are allowed and skipped. Anything else is reported with its line, and the
// front matter is then shown as text rather than guessed at.

/// The title and tags of a document's front matter.
struct FrontMatterMetadata: Equatable {
  var title: String?
  var tags: [String] = []

  /// Why front matter could not be read: the line (counting from 1 in the document) and what was wrong.
  struct ParseError: Error, Equatable {
    var line: Int
    var message: String
  }

  /// Reads the lines between the fences; `firstLine` is the document line of `lines[0]`.
  static func parse(_ lines: [Substring], isTOML: Bool, firstLine: Int) throws(ParseError) -> FrontMatterMetadata {
    var metadata = FrontMatterMetadata()
    var listKey: String?
    for (offset, raw) in lines.enumerated() {
      let lineNumber = firstLine + offset
      let line = raw.trimmingSuffix { $0 == " " || $0 == "\t" || $0 == "\r" }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if isTOML {
        if trimmed.hasPrefix("[") {
          guard trimmed.hasSuffix("]") else { throw ParseError(line: lineNumber, message: "an unclosed table header") }
          listKey = "table"
          continue
        }
        guard let equals = trimmed.firstIndex(of: "=") else {
          throw ParseError(line: lineNumber, message: "expected key = value")
        }
        let key = trimmed[..<equals].trimmed
        let value = trimmed[trimmed.index(after: equals)...].trimmed
        guard listKey == nil else { continue }
        try metadata.assign(key: key, value: value, line: lineNumber)
        continue
      }
      let indented = line.first == " " || line.first == "\t"
      if trimmed.hasPrefix("- ") || trimmed == "-" {
        guard let key = listKey else { throw ParseError(line: lineNumber, message: "a list item outside a list") }
        if key == "tags" { metadata.tags.append(try scalar(trimmed.dropFirst().trimmed, line: lineNumber)) }
        continue
      }
      guard let colon = trimmed.firstIndex(of: ":") else {
        throw ParseError(line: lineNumber, message: "expected key: value")
      }
      if indented && listKey != nil { continue }
      let key = trimmed[..<colon].trimmed
      let value = trimmed[trimmed.index(after: colon)...].trimmed
      if indented { continue }
      listKey = value.isEmpty ? String(key) : nil
      if !value.isEmpty { try metadata.assign(key: key, value: value, line: lineNumber) }
    }
    return metadata
  }

  private mutating func assign(key: Substring, value: Substring, line: Int) throws(ParseError) {
    let key = key.lowercased()
    if value.hasPrefix("[") {
      guard value.hasSuffix("]") else { throw ParseError(line: line, message: "an unclosed list") }
      let items = try Self.listItems(value.dropFirst().dropLast(), line: line)
      if key == "tags" { tags = items }
    } else {
      let text = try Self.scalar(value, line: line)
      if key == "title" { title = text }
      if key == "tags" { tags = text.split(separator: ",").map { String($0.trimmed) }.filter { !$0.isEmpty } }
    }
  }

  /// The items of a flow list's inside, `a, "b, c", 'd'`.
  private static func listItems(_ inside: Substring, line: Int) throws(ParseError) -> [String] {
    var items: [String] = []
    var current = ""
    var quote: Character?
    for character in inside {
      if let open = quote {
        if character == open { quote = nil }
        current.append(character)
      } else if character == "\"" || character == "'" {
        quote = character
        current.append(character)
      } else if character == "," {
        items.append(current)
        current = ""
      } else if character == "[" || character == "]" || character == "{" || character == "}" {
        throw ParseError(line: line, message: "a nested list or mapping in a list")
      } else {
        current.append(character)
      }
    }
    guard quote == nil else { throw ParseError(line: line, message: "an unclosed quote") }
    items.append(current)
    var result: [String] = []
    for item in items where !item.trimmed.isEmpty { result.append(try scalar(item.trimmed, line: line)) }
    return result
  }

  /// A plain or quoted scalar's text.
  private static func scalar(_ value: some StringProtocol, line: Int) throws(ParseError) -> String {
    let text = Substring(value)
    guard let first = text.first, first == "\"" || first == "'" else { return String(text) }
    guard text.count >= 2, text.last == first else { throw ParseError(line: line, message: "an unclosed quote") }
    return String(text.dropFirst().dropLast())
  }
}

extension StringProtocol {
  fileprivate var trimmed: Substring {
    Substring(self).drop { $0 == " " || $0 == "\t" }.trimmingSuffix { $0 == " " || $0 == "\t" }
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ predicate: (Character) -> Bool) -> Substring {
    var text = self
    while let last = text.last, predicate(last) { text = text.dropLast() }
    return text
  }
}
