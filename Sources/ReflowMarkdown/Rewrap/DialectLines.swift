// Phase: paragraph lines that are not prose. Markdown's dialects write
// notes, directives, math and template tags as lines of their own, which
// cmark-gfm reads as a paragraph's text, so the meaning check cannot see a
// rewrap join them: GitHub would no longer show an alert, DocC would read a
// directive's closing brace as text. This file finds those lines in a
// paragraph, by one documented list, and cuts the paragraph into pieces: kept
// lines, copied as written, and prose, rewrapped between them. No wrapped line
// may start with a token that opens one of them (``DialectLines/opensLine(_:)``),
// so a rewrap never makes a new one and a second run finds the same pieces.

/// A run of a paragraph's lines, by index among them, kept as written or rewrapped as prose.
struct DialectPiece: Equatable {
  /// The lines, counting the paragraph's first line as 0.
  var lines: Range<Int>
  /// Whether the lines are copied as written.
  var isKept: Bool
  /// How many bytes of the first line's text are a marker that goes with the line's markers: a definition's `:`
  /// and the spaces after it, so that its later lines hang under its text.
  var markerLength = 0
}

/// The Markdown dialects whose lines cmark-gfm reads as paragraph text, kept on their own lines.
///
/// The list (a line is read past its container markers and indentation):
///
/// - **GitHub alerts**: `[!NOTE]` (any word) alone on a line; the note's
///   text after it is prose.
/// - **DocC directives**: a line opening with `@Name` (a capital letter)
///   that ends there or goes on with `(` or `{`, through the line that closes
///   its parentheses, and a `}` alone; the text between them is prose, kept at
///   its indentation.
/// - **MkDocs and Python-Markdown admonitions**: `!!! type`, `??? type` and
///   `???+ type`; the indented body after one is prose, kept at its
///   indentation.
/// - **Definition lists** (Pandoc, PHP Markdown Extra, MkDocs): a line
///   opening with `:` and a space starts a definition, rewrapped as prose
///   with its later lines hanging under its text, and the line before the
///   first one, the term, is kept.
/// - **Display math**: from a line opening with `$$` to the line that ends
///   with `$$`, kept as written: a formula's lines are not prose.
/// - **Liquid and Hugo tags**: a line opening with `{%`, `{{<` or `{{%`;
///   between a block tag and its end tag in the same paragraph (`{% highlight %}`
///   … `{% endhighlight %}`, `{{< name >}}` … `{{< /name >}}`), every line is
///   kept as written, since the body may be code.
/// - **MyST and Pandoc fences**: a line opening with `:::`; the text inside
///   is prose.
/// - **Tables of contents**: `[[_TOC_]]` (GitLab, Azure DevOps) and `[TOC]`
///   (Python-Markdown) alone on a line.
enum DialectLines {
  /// Whether a line whose text starts with `byte` may be one of the list's: the one test every line of a paragraph
  /// pays, so that most paragraphs are never looked at further.
  @inline(__always)
  static func mayStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "["), UInt8(ascii: "@"), UInt8(ascii: "}"), UInt8(ascii: "!"), UInt8(ascii: "?"),
      UInt8(ascii: ":"), UInt8(ascii: "$"), UInt8(ascii: "{"):
      true
    default: false
    }
  }

  /// Whether `token` would make a wrapped line one of the list's if it started it: no line may start with it.
  ///
  /// Wider than the line rules, as the block-start hazards are: a break
  /// refused costs a slightly different line, and one allowed wrongly makes
  /// a kept line a second run would find.
  static func opensLine(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = token.first, mayStart(first) else { return false }
    switch first {
    case UInt8(ascii: "["): return isAlert(token) || isTableOfContents(token)
    case UInt8(ascii: "@"): return token.count > 1 && (0x41...0x5A).contains(token[1])
    case UInt8(ascii: "}"): return token.count == 1
    case UInt8(ascii: "!"), UInt8(ascii: "?"): return isAdmonitionMarker(token)
    case UInt8(ascii: ":"): return token.count == 1 || starts(token, with: ":::")
    case UInt8(ascii: "$"): return starts(token, with: "$$")
    default: return starts(token, with: "{%") || starts(token, with: "{{<") || starts(token, with: "{{%")
    }
  }

  /// The pieces of a paragraph whose text, each line past its markers and joined with LF, is `content`; nil when
  /// every line is prose.
  static func pieces(of content: [UInt8]) -> [DialectPiece]? {
    content.withUnsafeBufferPointer { text in
      var lines: [UnsafeBufferPointer<UInt8>] = []
      var start = 0
      for index in 0...text.count where index == text.count || text[index] == 0x0A {
        var end = index
        while end > start && (text[end - 1] == 0x20 || text[end - 1] == 0x09 || text[end - 1] == 0x0D) { end -= 1 }
        lines.append(UnsafeBufferPointer(rebasing: text[start..<end]))
        start = index + 1
      }
      return pieces(ofLines: lines)
    }
  }

  /// What a line is to the rewrap.
  private enum Role {
    case prose
    /// Prose that starts a piece of its own: a definition.
    case opensProse
    case kept
  }

  /// The pieces of a paragraph of `lines`, each without trailing whitespace; nil when every line is prose.
  private static func pieces(ofLines lines: [UnsafeBufferPointer<UInt8>]) -> [DialectPiece]? {
    var roles: [Role]?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard let first = line.first, mayStart(first) else {
        index += 1
        continue
      }
      if let last = keptRun(from: index, in: lines) {
        if roles == nil { roles = Array(repeating: .prose, count: lines.count) }
        for kept in index...last { roles![kept] = .kept }
        index = last + 1
        continue
      }
      if isDefinition(line) {
        if roles == nil { roles = Array(repeating: .prose, count: lines.count) }
        // The term: the line before the first definition. A line before a later one is the end of the definition
        // before it (a term after a definition needs a blank line before it, which ends the paragraph).
        if index > 0 && roles![index - 1] == .prose && !roles!.contains(.opensProse) { roles![index - 1] = .kept }
        roles![index] = .opensProse
      }
      index += 1
    }
    guard let roles else { return nil }
    var pieces: [DialectPiece] = []
    for (line, role) in roles.enumerated() {
      let isKept = role == .kept
      if let last = pieces.last, last.isKept == isKept, role != .opensProse {
        pieces[pieces.count - 1].lines = last.lines.lowerBound..<(line + 1)
      } else {
        var piece = DialectPiece(lines: line..<(line + 1), isKept: isKept)
        if role == .opensProse {
          piece.markerLength = 1 + lines[line].dropFirst().prefix { $0 == 0x20 || $0 == 0x09 }.count
        }
        pieces.append(piece)
      }
    }
    return pieces
  }

  /// The last line of the kept run that starts at line `index`, or nil when the line is not one of the list's.
  private static func keptRun(from index: Int, in lines: [UnsafeBufferPointer<UInt8>]) -> Int? {
    let line = lines[index]
    switch line[0] {
    case UInt8(ascii: "["): return isAlert(line) || isTableOfContents(line) ? index : nil
    case UInt8(ascii: "@"): return directiveEnd(from: index, in: lines)
    case UInt8(ascii: "}"): return line.count == 1 ? index : nil
    case UInt8(ascii: "!"), UInt8(ascii: "?"):
      guard let space = line.firstIndex(of: 0x20), isAdmonitionMarker(UnsafeBufferPointer(rebasing: line[..<space]))
      else { return nil }
      return line[(space + 1)...].contains { $0 != 0x20 } ? index : nil
    case UInt8(ascii: ":"): return starts(line, with: ":::") ? index : nil
    case UInt8(ascii: "$"):
      guard starts(line, with: "$$") else { return nil }
      // A formula on one line, `$$x$$`, or its opening line: through the line that ends with `$$`.
      if line.count >= 4 && ends(line, with: "$$") { return index }
      return (index + 1..<lines.count).first { ends(lines[$0], with: "$$") } ?? lines.count - 1
    default: return templateTagEnd(from: index, in: lines)
    }
  }

  /// Whether `line` is a GitHub alert's marker, `[!` then letters then `]`.
  private static func isAlert(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.count > 3 && line[1] == UInt8(ascii: "!") && line[line.count - 1] == UInt8(ascii: "]")
      && line[2..<(line.count - 1)].allSatisfy { (0x61...0x7A).contains($0 | 0x20) }
  }

  private static func isTableOfContents(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.elementsEqual("[[_TOC_]]".utf8) || line.elementsEqual("[TOC]".utf8)
  }

  /// Whether `token` is `!!!`, `???` or `???+`, an admonition's marker.
  private static func isAdmonitionMarker(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
    token.elementsEqual("!!!".utf8) || token.elementsEqual("???".utf8) || token.elementsEqual("???+".utf8)
  }

  /// Whether `line` opens a definition: `:` then a space or a tab, then text.
  private static func isDefinition(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.count > 2 && line[0] == UInt8(ascii: ":") && (line[1] == 0x20 || line[1] == 0x09)
  }

  /// The last line of the DocC directive whose name opens line `index` (through its closing parenthesis), or nil.
  private static func directiveEnd(from index: Int, in lines: [UnsafeBufferPointer<UInt8>]) -> Int? {
    let line = lines[index]
    guard line.count > 1, (0x41...0x5A).contains(line[1]) else { return nil }
    var position = 2
    while position < line.count, isNameByte(line[position]) { position += 1 }
    while position < line.count && line[position] == 0x20 { position += 1 }
    guard position == line.count || line[position] == UInt8(ascii: "(") || line[position] == UInt8(ascii: "{") else {
      return nil
    }
    guard position < line.count, line[position] == UInt8(ascii: "(") else { return index }
    // Arguments may go on over lines: the run ends where the parentheses close, outside quoted strings.
    var depth = 0
    var quoted = false
    var current = index
    while current < lines.count {
      for byte in lines[current][(current == index ? position : 0)...] {
        if quoted {
          if byte == UInt8(ascii: "\"") { quoted = false }
        } else if byte == UInt8(ascii: "\"") {
          quoted = true
        } else if byte == UInt8(ascii: "(") {
          depth += 1
        } else if byte == UInt8(ascii: ")") {
          depth -= 1
        }
      }
      if depth <= 0 { return current }
      current += 1
    }
    return lines.count - 1
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "-")
  }

  /// The last line of the Liquid or Hugo tag that opens line `index`: the line of its end tag when one follows in
  /// the paragraph (the body between is kept), the line itself otherwise; nil when no tag opens the line.
  private static func templateTagEnd(from index: Int, in lines: [UnsafeBufferPointer<UInt8>]) -> Int? {
    let line = lines[index]
    let opener: String
    if starts(line, with: "{%") {
      opener = "{%"
    } else if starts(line, with: "{{<") {
      opener = "{{<"
    } else if starts(line, with: "{{%") {
      opener = "{{%"
    } else {
      return nil
    }
    // The tag's name: the first word inside it, past Liquid's `-` and the spaces.
    var position = opener.utf8.count
    while position < line.count, line[position] == 0x20 || line[position] == UInt8(ascii: "-") { position += 1 }
    let nameStart = position
    while position < line.count, isNameByte(line[position]) { position += 1 }
    let name = Array(line[nameStart..<position])
    guard !name.isEmpty, !starts(UnsafeBufferPointer(rebasing: line[nameStart...]), with: "end") else { return index }
    let end = (index + 1..<lines.count).first { closes(lines[$0], opener: opener, name: name) }
    return end ?? index
  }

  /// Whether `line` opens with the end tag of the block tag `name`: `{% endname` or `{{< /name` (`{{% /name`).
  private static func closes(_ line: UnsafeBufferPointer<UInt8>, opener: String, name: [UInt8]) -> Bool {
    guard starts(line, with: opener) else { return false }
    var position = opener.utf8.count
    while position < line.count, line[position] == 0x20 || line[position] == UInt8(ascii: "-") { position += 1 }
    let marker: [UInt8] = opener == "{%" ? Array("end".utf8) : [UInt8(ascii: "/")]
    guard line[position...].starts(with: marker) else { return false }
    position += marker.count
    while position < line.count, line[position] == 0x20 { position += 1 }
    return line[position...].starts(with: name)
      && (position + name.count == line.count || !isNameByte(line[position + name.count]))
  }

  private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: String) -> Bool {
    bytes.starts(with: prefix.utf8)
  }

  private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, with suffix: String) -> Bool {
    bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
  }
}
