// Phase: line starts, Markdown. A wrapped line's first token is read as the
// start of a line by the Markdown parser. Some tokens there would open a new
// block and end the paragraph: a list item, a heading, a quote, a fence, an
// HTML block, a table, a thematic break, a setext underline or a footnote
// definition. `--markdown` never breaks before such a token; it moves the
// break instead (``InlineTokenizer``'s breakable gaps).

import ReflowText

extension LineStartPolicy {
  /// Markdown's line-start rules: whether a token would open a block if it started a line.
  ///
  /// The test is deliberately wider than the parser's own rules (which depend
  /// on what follows on the line and on the containers), because a break that
  /// is refused costs a slightly different line, and a break that is allowed
  /// wrongly costs the document's meaning.
  package enum Markdown {
    /// Whether `token` would be unsafe as the first token of a continuation line.
    package static func opensBlock(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let first = token.first else { return false }
      switch first {
      case MarkdownQuoteMarkers.marker, UInt8(ascii: "|"):
        // A block quote; a table row or delimiter row.
        return true
      case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "="), UInt8(ascii: "#"):
        // List bullets, thematic breaks, setext underlines, ATX headings, table delimiters (`--|--`).
        return token.allSatisfy { $0 == first } || (first == UInt8(ascii: "-") && isDelimiterCells(token))
      case UInt8(ascii: "+"):
        return token.count == 1
      case UInt8(ascii: ":"):
        return isDelimiterCells(token)
      case UInt8(ascii: "`"), UInt8(ascii: "~"):
        // A code fence needs three.
        return token.count >= 3 && token[1] == first && token[2] == first
      case UInt8(ascii: "<"):
        return opensHTMLBlock(token)
      case UInt8(ascii: "["):
        // A footnote definition (`[^note]:`), which GitHub lets interrupt a paragraph.
        return token.count >= 5 && token[1] == UInt8(ascii: "^") && token[token.count - 2] == UInt8(ascii: "]")
          && token[token.count - 1] == UInt8(ascii: ":")
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        // An ordered list marker: up to nine digits, then `.` or `)`.
        let digits = token.prefix { (0x30...0x39).contains($0) }.count
        guard digits <= 9, digits + 1 == token.count else { return false }
        return token[digits] == UInt8(ascii: ".") || token[digits] == UInt8(ascii: ")")
      default:
        return false
      }
    }

    /// The tag names that open an HTML block of kind 1 or 6, the kinds that can interrupt a paragraph.
    ///
    /// Kind 7 (any other complete tag, such as `<span>`) cannot interrupt a
    /// paragraph, so it is safe at the start of a wrapped line.
    private static let blockTagNames: Set<String> = [
      "script", "pre", "style", "textarea",
      "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
      "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
      "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe",
      "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p",
      "param", "search", "section", "source", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title",
      "tr", "track", "ul",
    ]

    /// Whether a token starting with `<` would open an HTML block of kinds 1 to 6 at the start of a line.
    private static func opensHTMLBlock(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
      guard token.count > 1 else { return false }
      // Comments, processing instructions, declarations and CDATA (kinds 2 to 5).
      if token[1] == UInt8(ascii: "?") { return true }
      if token[1] == UInt8(ascii: "!") {
        guard token.count > 2 else { return false }
        return token[2] == UInt8(ascii: "-") || token[2] == UInt8(ascii: "[") || (0x61...0x7A).contains(token[2] | 0x20)
      }
      var index = token[1] == UInt8(ascii: "/") ? 2 : 1
      let nameStart = index
      while index < token.count, (0x61...0x7A).contains(token[index] | 0x20) || (0x30...0x39).contains(token[index]) {
        index += 1
      }
      guard index > nameStart, index - nameStart <= 10 else { return false }
      let name = String(decoding: token[nameStart..<index].map { $0 | 0x20 }, as: UTF8.self)
      guard blockTagNames.contains(name) else { return false }
      // The name must end the token or be followed by `>` or `/>`; other characters make a different name.
      return index == token.count || token[index] == UInt8(ascii: ">") || token[index] == UInt8(ascii: "/")
    }

    /// Whether a token alone at a paragraph's start would open an HTML block of kind 7: a complete open or closing
    /// tag (`<span class="x">`, `</kbd>`), which a line holding nothing else starts.
    ///
    /// Kind 7 cannot interrupt a paragraph, so later lines may start with
    /// such a tag; only the first line needs the word after it.
    package static func isCompleteTag(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
      guard token.count >= 3, token[0] == UInt8(ascii: "<"), token[token.count - 1] == UInt8(ascii: ">") else {
        return false
      }
      let nameStart = token[1] == UInt8(ascii: "/") ? 2 : 1
      guard nameStart < token.count, (0x61...0x7A).contains(token[nameStart] | 0x20) else { return false }
      var index = nameStart + 1
      while index < token.count,
        (0x61...0x7A).contains(token[index] | 0x20) || (0x30...0x39).contains(token[index]) || token[index] == 0x2D
      {
        index += 1
      }
      // After the name: the closing `>`, `/>`, or white space before attributes (a URL's `:` makes an autolink).
      let next = token[index]
      guard next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || next == 0x20 || next == 0x09 || next == 0x0A
      else { return false }
      // The tag must be the whole token: `<a id="x"></a>` alone on a line is text, since more follows the first tag.
      var quote: UInt8 = 0
      while index < token.count {
        let byte = token[index]
        if quote != 0 {
          if byte == quote { quote = 0 }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: ">") {
          return index == token.count - 1
        }
        index += 1
      }
      return false
    }

    /// Whether a token opens a code fence made of backticks (three or more, then nothing but more text).
    ///
    /// At a paragraph's start such a run is text only because the rest of its
    /// first line holds a backtick (a fence's info string may not), so that
    /// line stays as written.
    package static func isBacktickFence(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
      token.count >= 3 && token[0] == UInt8(ascii: "`") && token[1] == UInt8(ascii: "`")
        && token[2] == UInt8(ascii: "`")
    }

    /// Whether a token is made only of `-`, `:` and `|`, as a table's delimiter row is.
    private static func isDelimiterCells(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
      token.allSatisfy { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "|") }
        && token.contains(UInt8(ascii: "-"))
    }
  }
}
