// Phase: inlines and blocks, before drawing. Raw HTML in a Markdown document
// is read here as a browser would start to: text, tags with their
// attributes, and comments. Only what the page needs is kept (a tag's name,
// and the attributes that say what it shows: `alt`, `href`); anything this
// reading does not understand makes the caller draw the HTML as written, so
// nothing a reader would see is lost.

/// One piece of an HTML fragment.
enum HTMLToken: Equatable {
  /// Text between tags, its character references decoded.
  case text([UInt8])
  /// A start or end tag: its lower-cased name, whether it is an end tag, its `alt` and `href`, and whether it has
  /// `align="center"`, as READMEs centre their logos and badges (`<p align="center">`).
  case tag(name: String, isEnd: Bool, alt: [UInt8]?, href: [UInt8]?, centers: Bool = false)
  /// A comment, which shows nothing.
  case comment
}

/// Reads HTML fragments (an HTML block, or an inline tag) into tokens.
enum HTMLTags {
  /// The tokens of `html`, or nil when it holds something other than text, tags and comments, or a `<` that
  /// opens none of them without being plain text.
  static func tokens(_ html: ArraySlice<UInt8>) -> [HTMLToken]? {
    var tokens: [HTMLToken] = []
    var text: [UInt8] = []
    var index = html.startIndex
    func flushText() {
      if !text.isEmpty { tokens.append(.text(decodingReferences(text[...]))) }
      text.removeAll()
    }
    while index < html.endIndex {
      let byte = html[index]
      guard byte == UInt8(ascii: "<") else {
        text.append(byte)
        index += 1
        continue
      }
      let rest = html[(index + 1)...]
      if rest.starts(with: Array("!--".utf8)) {
        guard let end = firstIndex(of: Array("-->".utf8), in: html[(index + 4)...]) else { return nil }
        flushText()
        tokens.append(.comment)
        index = end + 3
      } else if let first = rest.first, isLetter(first) || first == UInt8(ascii: "/") {
        guard let (tag, end) = tag(html, from: index) else { return nil }
        flushText()
        tokens.append(tag)
        index = end
      } else if let first = rest.first, first == UInt8(ascii: "!") || first == UInt8(ascii: "?") {
        // A declaration, processing instruction or CDATA section: not something to show as text.
        return nil
      } else {
        // A `<` before a space or digit is text, as a browser reads it.
        text.append(byte)
        index += 1
      }
    }
    flushText()
    return tokens
  }

  /// The tag starting at the `<` at `start`, and the index after its `>`; nil if it is not a well-formed tag.
  private static func tag(_ html: ArraySlice<UInt8>, from start: Int) -> (HTMLToken, Int)? {
    var index = start + 1
    let isEnd = html[index] == UInt8(ascii: "/")
    if isEnd { index += 1 }
    let nameStart = index
    while index < html.endIndex && (isLetter(html[index]) || isDigit(html[index]) || html[index] == 0x2D) {
      index += 1
    }
    guard index > nameStart, isLetter(html[nameStart]) else { return nil }
    let name = String(decoding: html[nameStart..<index].map { $0 | (isLetter($0) ? 0x20 : 0) }, as: UTF8.self)
    var alt: [UInt8]?
    var href: [UInt8]?
    var centers = false
    while true {
      let beforeSpace = index
      while index < html.endIndex && isSpace(html[index]) { index += 1 }
      guard index < html.endIndex else { return nil }
      let token = HTMLToken.tag(name: name, isEnd: isEnd, alt: alt, href: href, centers: centers)
      if html[index] == UInt8(ascii: ">") { return (token, index + 1) }
      if html[index] == UInt8(ascii: "/"), index + 1 < html.endIndex, html[index + 1] == UInt8(ascii: ">") {
        return (token, index + 2)
      }
      // An attribute: a name after white space, then perhaps `=` and a value.
      guard index > beforeSpace, !isEnd else { return nil }
      let attributeStart = index
      while index < html.endIndex && isAttributeNameByte(html[index]) { index += 1 }
      guard index > attributeStart else { return nil }
      let attribute = html[attributeStart..<index].map { $0 | (isLetter($0) ? 0x20 : 0) }
      var afterName = index
      while afterName < html.endIndex && isSpace(html[afterName]) { afterName += 1 }
      guard afterName < html.endIndex, html[afterName] == UInt8(ascii: "=") else { continue }
      index = afterName + 1
      while index < html.endIndex && isSpace(html[index]) { index += 1 }
      guard index < html.endIndex else { return nil }
      let value: ArraySlice<UInt8>
      let quote = html[index]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        guard let close = html[(index + 1)...].firstIndex(of: quote) else { return nil }
        value = html[(index + 1)..<close]
        index = close + 1
      } else {
        let valueStart = index
        while index < html.endIndex && !isSpace(html[index]) && !"\"'=<>`".utf8.contains(html[index]) { index += 1 }
        guard index > valueStart else { return nil }
        value = html[valueStart..<index]
      }
      if attribute == Array("alt".utf8) { alt = decodingReferences(value) }
      if attribute == Array("href".utf8) { href = decodingReferences(value) }
      if attribute == Array("align".utf8) {
        centers = value.map { $0 | (isLetter($0) ? 0x20 : 0) }.elementsEqual("center".utf8)
      }
    }
  }

  /// `text` with the common character references (`&amp;`, `&lt;`, `&#169;`, `&#xA9;`, ...) replaced by what they
  /// stand for; others are kept as written.
  static func decodingReferences(_ text: ArraySlice<UInt8>) -> [UInt8] {
    guard text.contains(UInt8(ascii: "&")) else { return Array(text) }
    var result: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index] == UInt8(ascii: "&"),
        let semicolon = text[index..<Swift.min(text.endIndex, index + 12)].firstIndex(of: UInt8(ascii: ";")),
        let scalar = referencedScalar(text[(index + 1)..<semicolon])
      else {
        result.append(text[index])
        index += 1
        continue
      }
      result += Array(String(Character(scalar)).utf8)
      index = semicolon + 1
    }
    return result
  }

  /// The scalar a reference's name (between `&` and `;`) stands for: a few named ones, or any number but NUL.
  private static func referencedScalar(_ name: ArraySlice<UInt8>) -> Unicode.Scalar? {
    let named: [String: Unicode.Scalar] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
      "trade": "™", "mdash": "—", "ndash": "–", "hellip": "…", "middot": "·", "bull": "•",
    ]
    let string = String(decoding: name, as: UTF8.self)
    if let scalar = named[string] { return scalar }
    guard string.hasPrefix("#") else { return nil }
    let digits = string.dropFirst()
    let value =
      digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    guard let value, value != 0 else { return nil }
    return Unicode.Scalar(value)
  }

  private static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
    var index = haystack.startIndex
    while index + needle.count <= haystack.endIndex {
      if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
  private static func isAttributeNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || "_:.-".utf8.contains(byte)
  }
}
