// Phase: source files, what stays as written. Each rule that keeps a comment
// line or a run of them lives here: tool directives, regions a tool or the
// user turned off, the file's first lines, license headers and commented-out
// code.

import ReflowText

/// Which comment lines are kept as written, and which runs of them read as code.
enum KeptComments {
  /// Text a tool reads, at the start of a comment's text: such a line is a directive, never prose.
  static let directivePrefixes: [[UInt8]] = [
    "type:", "noqa", "shellcheck ", "swiftlint:", "swift-format-ignore", "swift-tools-version", "eslint-", "eslint ",
    "go:", "MARK:", "pragma", "pylint:", "mypy:", "pyright:", "isort:", "fmt:", "yapf:", "NOLINT", "nolint",
    "clang-format", "clang-tidy", "prettier-ignore", "@ts-", "rubocop:", "vim:", "vi:", "-*-", "SPDX-",
    "jshint", "jslint", "istanbul ", "sourcery:", "lint:", "nosec", "coverage:", "#region", "#endregion",
  ].map { Array($0.utf8) }

  /// Directives that turn a formatter off and on again, each pair after a comment leader: every comment line from
  /// the first to the second is kept.
  static let offOnPairs: [(off: [UInt8], on: [UInt8])] = [
    ("clang-format off", "clang-format on"), ("fmt: off", "fmt: on"), ("yapf: disable", "yapf: enable"),
    ("swift-format-ignore-file", ""),
  ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

  /// Marks of a license or copyright header, lowercased.
  static let licenseWords: [[UInt8]] = ["copyright", "license", "licence", "spdx-"].map { Array($0.utf8) }

  /// Whether each of `lines` is kept as written, by every rule that looks at one line or a region of them.
  ///
  /// - the first two lines when they name an encoding (`# -*- coding: utf-8 -*-`), and a leader with no space after
  ///   it (`#!`, `//go:`, `#pragma`, a rule of `////`): directives and drawings;
  /// - a comment whose text starts with a tool's directive (``directivePrefixes``);
  /// - `clang-format off` … `on`, `fmt: off` … `on`, `yapf: disable` … `enable`, and `reflow: off` … `on`
  ///   (``ReflowText/IgnoreDirectives``): the lines from one to the other;
  /// - Markdown code fences inside comments other than documentation (```` ``` ````, `~~~`) and the lines between
  ///   them;
  /// - a license header: the comments before a file's first code line, when they name a copyright or a license.
  static func keptLines(_ text: UnsafeBufferPointer<UInt8>, lines: [SourceLine]) -> [Bool] {
    keptLinesAndOpenPairs(text, lines: lines).kept
  }

  /// ``keptLines(_:lines:)``, and whether each line starts between a formatter's off directive and its on one
  /// (``offOnPairs``): state that a reading of the text from that line alone would not have.
  static func keptLinesAndOpenPairs(_ text: UnsafeBufferPointer<UInt8>, lines: [SourceLine]) -> (
    kept: [Bool], pairOpen: [Bool]
  ) {
    var kept = [Bool](repeating: false, count: lines.count)
    var pairOpen = [Bool](repeating: false, count: lines.count)
    let regions = IgnoreDirectives.offRegions(in: text)
    var regionIndex = 0
    var closing: [UInt8]?
    var inFence = false
    for (index, line) in lines.enumerated() {
      while regionIndex < regions.count && regions[regionIndex].upperBound <= line.content.lowerBound {
        regionIndex += 1
      }
      if regionIndex < regions.count && regions[regionIndex].contains(line.content.lowerBound) { kept[index] = true }
      pairOpen[index] = closing != nil
      guard let comment = line.comment else {
        if !line.isCommentOrBlank { inFence = false }
        continue
      }
      let words = trimmedStart(text, comment.text)
      if let on = closing {
        kept[index] = true
        if !on.isEmpty && starts(text, words, with: on) { closing = nil }
        continue
      }
      if let pair = offOnPairs.first(where: { starts(text, words, with: $0.off) }) {
        kept[index] = true
        closing = pair.on
        continue
      }
      // Documentation is Markdown: the Markdown formatter keeps its code blocks.
      if !comment.isDoc
        && (starts(text, words, with: Array("```".utf8)) || starts(text, words, with: Array("~~~".utf8)))
      {
        kept[index] = true
        inFence.toggle()
        continue
      }
      if (inFence && !comment.isDoc) || comment.isGlued
        || directivePrefixes.contains(where: { starts(text, words, with: $0) })
      {
        kept[index] = true
      }
      if index < 2 && contains(text, line.content, Array("coding".utf8)) { kept[index] = true }
    }
    keepLicenseHeader(text, lines: lines, kept: &kept)
    return (kept, pairOpen)
  }

  /// Marks a file's license header as kept: the comments before its first code line, in groups that blank lines
  /// part, up to the last of the first groups that name a copyright or a license.
  ///
  /// A license is legal text whose owners chose its every line, and many
  /// projects check that it is byte for byte the same in every file. The
  /// comment after the blank line that ends it documents the code below it
  /// (often the first declaration's doc comment), and is prose like any other.
  private static func keepLicenseHeader(_ text: UnsafeBufferPointer<UInt8>, lines: [SourceLine], kept: inout [Bool]) {
    var keptEnd = 0
    var named = false
    var groupStart = 0
    var groupNames = false
    for index in 0...lines.count {
      let line = index < lines.count ? lines[index] : nil
      let blank = line.map { text[$0.content].allSatisfy { $0 == 0x20 || $0 == 0x09 } } ?? true
      if blank || line?.isCommentOrBlank != true {
        if groupNames {
          keptEnd = index
          named = true
        } else if named && index > groupStart {
          break
        }
        groupStart = index + 1
        groupNames = false
        if line?.isCommentOrBlank != true { break }
        continue
      }
      if let line, !groupNames {
        let lowered = text[line.content].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        groupNames = licenseWords.contains { word in lowered.firstRange(of: word) != nil }
      }
    }
    for index in 0..<keptEnd { kept[index] = true }
  }

  /// Whether the comment run's lines read as code that was commented out, so that the run is kept as written.
  ///
  /// A line is code when its text ends with `;`, `{` or `}`, ends with `)`
  /// after a call (`name(` with no space before the parenthesis), starts with
  /// a C preprocessor line (`#include`, `#define`, `#if`...), or starts with
  /// four spaces or a tab beyond the run's one space (an indented example, as
  /// Markdown reads it). So is a line that is one statement a script language
  /// writes without a closing mark: an assignment to a name (`DEBUG = True`),
  /// a quoted key and its value (`"debug": True,`), an import of names and
  /// nothing else (`import readline`, `from os import path`), a statement
  /// (`continue`, `return x`, `print "name:", name`), a command after a
  /// shell's or Python's prompt (`$ make install`, `% make`, `>>> f(1)`), an
  /// item of a list or a tuple (`(r'\s+', Text),`), or tokens joined by arrows
  /// (`L<Foo> -> L<Foo|Foo>`). Prose rarely writes a line so, and a run that
  /// holds one such line is kept whole, so that rewrapping can never move
  /// code into a sentence.
  static func readsAsCode(_ text: UnsafeBufferPointer<UInt8>, _ comments: some Sequence<LineComment>) -> Bool {
    comments.contains { comment in
      var end = comment.text.upperBound
      while end > comment.text.lowerBound && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
      let body = comment.text.lowerBound..<end
      guard !body.isEmpty else { return false }
      if text[body.lowerBound] == 0x09 || starts(text, body, with: Array("    ".utf8)) { return true }
      let last = text[end - 1]
      if last == UInt8(ascii: ";") || last == UInt8(ascii: "{") || last == UInt8(ascii: "}") { return true }
      if last == UInt8(ascii: ")") && hasCall(text, body) { return true }
      let words = trimmedStart(text, body)
      if isAssignment(text, words) || isQuotedKey(text, words) || isImport(text, words) || isStatement(text, words)
        || isPrompt(text, words) || isBracketedItem(text, words) || isMapping(text, words)
      {
        return true
      }
      return ["#include", "#define", "#if", "#else", "#endif", "#import"].contains {
        starts(text, words, with: Array($0.utf8))
      }
    }
  }

  /// Whether `range` is a name (letters, digits, `_`, `.`, with subscripts), blanks or none, then `=` and a value:
  /// an assignment, as in `DEBUG = True` or `self.size=10`.
  ///
  /// `==` is a comparison, and prose puts words before it, or after the value: `size=0 is special because…` does
  /// not read as a value (``readsAsValue(_:_:)``).
  private static func isAssignment(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard let first = range.first, isNameStart(text[first]) else { return false }
    var index = first + 1
    while index < range.upperBound
      && (isNameByte(text[index]) || text[index] == UInt8(ascii: ".") || text[index] == UInt8(ascii: "[")
        || text[index] == UInt8(ascii: "]"))
    {
      index += 1
    }
    while index < range.upperBound && text[index] == 0x20 { index += 1 }
    guard index + 1 < range.upperBound, text[index] == UInt8(ascii: "="), text[index + 1] != UInt8(ascii: "=")
    else { return false }
    return readsAsValue(text, trimmedStart(text, (index + 1)..<range.upperBound))
  }

  /// Whether `range`, after an `=` or a key's `:`, reads as a value: not empty, holding a letter, a digit, a quote
  /// or a bracket, not ended by the `.` of a sentence or the `:` that introduces what follows, closing no bracket
  /// it did not open (`(e.g. args=['a', 'b'])` ends a sentence's parenthesis), and not going on with two words in a
  /// row (``holdsTwoWordsInARow(_:_:)``).
  private static func readsAsValue(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard let last = range.last, text[last] != UInt8(ascii: "."), text[last] != UInt8(ascii: ":") else {
      return false
    }
    var holdsValue = false
    var depth = 0
    for byte in text[range] {
      if isNameByte(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { holdsValue = true }
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        holdsValue = true
        depth += 1
      } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        depth -= 1
        if depth < 0 { return false }
      }
    }
    return holdsValue && !holdsTwoWordsInARow(text, range)
  }

  /// Statements that stand alone on a line (`continue`), and those whose keyword a value follows (`return x`,
  /// `print "name:", name`, `export PATH=…`), in the script languages and the shell.
  private static let bareStatements: [[UInt8]] = ["continue", "break", "pass", "return", "exit", "fi", "done", "esac"]
    .map { Array($0.utf8) }
  private static let valueStatements: [[UInt8]] = [
    "return", "print", "raise", "del", "assert", "yield", "throw", "echo", "export", "local", "unset", "exit",
  ].map { Array($0.utf8) }

  /// Whether `range` is a statement: a keyword alone (``bareStatements``), or a keyword and a value
  /// (``valueStatements``, ``readsAsValue(_:_:)``): `return the value` goes on with two words, and is prose.
  private static func isStatement(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var end = range.lowerBound
    while end < range.upperBound && isNameByte(text[end]) { end += 1 }
    let keyword = text[range.lowerBound..<end]
    guard !keyword.isEmpty else { return false }
    if end == range.upperBound { return bareStatements.contains { keyword.elementsEqual($0) } }
    guard text[end] == 0x20, valueStatements.contains(where: { keyword.elementsEqual($0) }) else { return false }
    return readsAsValue(text, trimmedStart(text, end..<range.upperBound))
  }

  /// Whether `range` is a command after a shell's prompt or Python's (`$ ./configure`, `% make`, `>>> import os`).
  ///
  /// A session is shown so; joined, the next line would run on as the
  /// command's arguments, and a `%` prompt at a line's start would be read
  /// as a comment leader and repeated on the next. `$ 5 a month` is money.
  static func isPrompt(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    if starts(text, range, with: Array(">>> ".utf8)) { return range.count > 4 }
    guard range.count > 2, starts(text, range, with: Array("$ ".utf8)) || starts(text, range, with: Array("% ".utf8))
    else { return false }
    let next = text[range.lowerBound + 2]
    return isNameStart(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: "/")
  }

  /// Whether `range` is an item of a list, a tuple or a dictionary that opens with a quoted string
  /// (`(r'\s+', Text),`).
  ///
  /// It opens with a bracket, a string (perhaps with a prefix such as `r`
  /// or `b`) right inside it, holds a `,` or a `:` between its elements, and
  /// ends where that bracket closes, a comma and a comment allowed after it
  /// (`['a', 'b'],  # two`). A sentence's parenthesis opens with a word
  /// (`(see 'foo' below)`), holds words where elements would be (`('lambda'
  /// is reserved)`), or goes on after it closes.
  private static func isBracketedItem(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard let first = range.first, [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(text[first])
    else { return false }
    // The first element is a string: a quote after the bracket, blanks and at most two prefix letters.
    var opening = first + 1
    while opening < range.upperBound && text[opening] == 0x20 { opening += 1 }
    var prefix = 0
    while prefix < 2 && opening < range.upperBound && "rRbBuUfF".utf8.contains(text[opening]) {
      opening += 1
      prefix += 1
    }
    guard opening < range.upperBound, text[opening] == UInt8(ascii: "\"") || text[opening] == UInt8(ascii: "'")
    else { return false }
    var depth = 0
    var quote: UInt8?
    var separated = false
    var index = first
    scan: while index < range.upperBound {
      let byte = text[index]
      if let open = quote {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == open { quote = nil }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
      case UInt8(ascii: ","), UInt8(ascii: ":"): if depth == 1 { separated = true }
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { break scan }
      default: break
      }
      index += 1
    }
    guard depth == 0, separated, index < range.upperBound else { return false }
    var rest = index + 1
    if rest < range.upperBound && text[rest] == UInt8(ascii: ",") { rest += 1 }
    while rest < range.upperBound && text[rest] == 0x20 { rest += 1 }
    return rest == range.upperBound || text[rest] == UInt8(ascii: "#")
      || starts(text, rest..<range.upperBound, with: Array("//".utf8))
  }

  /// Whether `range` is tokens joined by arrows (`->`, `=>`), one between each two: a row of a table of mappings
  /// (`L<Foo> -> L<Foo|Foo>`), one to a line, or a chain of steps (`read -> parse -> write`).
  private static func isMapping(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let tokens = text[range].split(separator: 0x20)
    guard tokens.count >= 3, tokens.count % 2 == 1 else { return false }
    return tokens.indices.allSatisfy { index in
      let isArrow = tokens[index].elementsEqual("->".utf8) || tokens[index].elementsEqual("=>".utf8)
      return isArrow == (index % 2 == 1)
    }
  }

  /// Keywords that join the parts of an expression in the script languages (`a if b else c`, `not x`): words a
  /// value may hold in a row.
  private static let expressionKeywords: [[UInt8]] = [
    "if", "else", "and", "or", "not", "in", "is", "for", "lambda", "None", "True", "False", "await", "yield", "new",
    "typeof", "instanceof", "nil", "true", "false", "null", "then", "do", "end",
  ].map { Array($0.utf8) }

  /// Whether `range`, up to a trailing comment (` #`, ` //`), holds two words in a row, each of two or more letters
  /// (an apostrophe allowed) and neither an ``expressionKeywords`` entry: prose, not a value.
  private static func holdsTwoWordsInARow(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var wordsInARow = 0
    var index = range.lowerBound
    while index < range.upperBound {
      while index < range.upperBound && text[index] == 0x20 { index += 1 }
      let start = index
      while index < range.upperBound && text[index] != 0x20 { index += 1 }
      let token = text[start..<index]
      if token.starts(with: "#".utf8) || token.starts(with: "//".utf8) { break }
      let isWord =
        token.count >= 2
        && token.allSatisfy { $0 == UInt8(ascii: "'") || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
        && !expressionKeywords.contains { token.elementsEqual($0) }
      wordsInARow = isWord ? wordsInARow + 1 : 0
      if wordsInARow == 2 { return true }
    }
    return false
  }

  /// Whether `range` opens with a quoted key, then `:` and a value (``readsAsValue(_:_:)``): an entry of a
  /// dictionary or of JSON, as in `"debug": True,`, where `'include_dirs': a list of…` is prose.
  private static func isQuotedKey(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard let first = range.first, text[first] == UInt8(ascii: "\"") || text[first] == UInt8(ascii: "'") else {
      return false
    }
    var index = first + 1
    while index < range.upperBound && text[index] != text[first] && text[index] != 0x20 { index += 1 }
    guard index < range.upperBound, index > first + 1, text[index] == text[first] else { return false }
    index += 1
    while index < range.upperBound && text[index] == 0x20 { index += 1 }
    guard index < range.upperBound, text[index] == UInt8(ascii: ":") else { return false }
    return readsAsValue(text, trimmedStart(text, (index + 1)..<range.upperBound))
  }

  /// Whether `range` is an import of names and nothing else.
  ///
  /// That is `import` and a list of dotted names, or `from`, a dotted name, `import` and a list of names or `*`
  /// (`import readline`, `from os import path as p`). In the list, commas part the names and `as` renames one, so a
  /// sentence that starts with either word reads as none.
  private static func isImport(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    // The words, and a comma as a word of its own; parentheses around the list are dropped.
    var words: [Range<Int>] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = text[index]
      if byte == 0x20 || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
        index += 1
      } else if byte == UInt8(ascii: ",") {
        words.append(index..<(index + 1))
        index += 1
      } else {
        let start = index
        while index < range.upperBound && !" ,()".utf8.contains(text[index]) { index += 1 }
        words.append(start..<index)
      }
    }
    func word(_ position: Int, is keyword: String) -> Bool {
      position < words.count && text[words[position]].elementsEqual(keyword.utf8)
    }
    var position: Int
    if word(0, is: "import") {
      position = 1
    } else if word(0, is: "from"), words.count > 1, isDottedName(text, words[1]), word(2, is: "import") {
      position = 3
      if word(3, is: "*") { return words.count == 4 }
    } else {
      return false
    }
    // name [as name] (, name [as name])*
    while true {
      guard position < words.count, isDottedName(text, words[position]) else { return false }
      position += 1
      if word(position, is: "as") {
        guard position + 1 < words.count, isDottedName(text, words[position + 1]) else { return false }
        position += 2
      }
      if position == words.count { return true }
      guard word(position, is: ",") else { return false }
      position += 1
    }
  }

  /// Whether `range` is a name, or names joined by `.` (`os.path`, `.module`), with no stop at its end.
  private static func isDottedName(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard let last = range.last, text[last] != UInt8(ascii: ".") else { return false }
    var sawName = false
    for index in range {
      if text[index] == UInt8(ascii: ".") { continue }
      guard isNameByte(text[index]) else { return false }
      sawName = true
    }
    return sawName
  }

  /// Whether `byte` may start a name in code: an ASCII letter or `_`.
  private static func isNameStart(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// Whether `byte` may go on a name in code: an ASCII letter, a digit or `_`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  /// Whether a Go comment run holds a block of Go's doc comment syntax, so that the run is kept as written.
  ///
  /// Go's doc comments are not Markdown: gofmt reads an indented line as a
  /// list item or a code block and a `# ` line as a heading, and reformats
  /// them its own way. Their other paragraphs are plain text, which the
  /// line path rewraps; a run holding one of these blocks stays as written.
  static func holdsGoDocBlocks(_ text: UnsafeBufferPointer<UInt8>, _ comments: [LineComment]) -> Bool {
    if let head = comments.first, starts(text, head.text, with: Array("# ".utf8)) { return true }
    return comments.contains { comment in
      !comment.text.isEmpty && (text[comment.text.lowerBound] == 0x20 || text[comment.text.lowerBound] == 0x09)
    }
  }

  /// Whether `range` holds a name directly followed by an opening parenthesis.
  private static func hasCall(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound + 1
    while index < range.upperBound {
      if text[index] == UInt8(ascii: "(") && isNameByte(text[index - 1]) { return true }
      index += 1
    }
    return false
  }

  /// `range` without its leading blanks.
  static func trimmedStart(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    while start < range.upperBound && (text[start] == 0x20 || text[start] == 0x09) { start += 1 }
    return start..<range.upperBound
  }

  /// Whether the bytes at `range` start with `prefix`.
  static func starts(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, with prefix: [UInt8]) -> Bool {
    range.count >= prefix.count && text[range.lowerBound..<(range.lowerBound + prefix.count)].elementsEqual(prefix)
  }

  /// Whether the bytes at `range` hold `word`.
  private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: [UInt8]) -> Bool {
    text[range].firstRange(of: word) != nil
  }
}
