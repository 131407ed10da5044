// Phase: splicing. A paragraph's source lines carry its containers' markers:
// `>` for block quotes, indentation for list items. This file separates the
// markers from the text, keeps the first line's markers as written, and
// derives the markers every later line needs.

import ReflowText

/// Why a paragraph cannot be read for rewrapping.
struct Unreadable: Error {
  var reason: KeptParagraph.Reason
}

/// One paragraph's text with its container markers taken off, and the markers to put back.
struct ParagraphSource: Sendable {
  /// The first and last source line (1-based) the paragraph occupies.
  var lines: ClosedRange<Int>
  /// The first line's markers exactly as written, such as `> - ` or `1. `.
  var firstPrefix: [UInt8]
  /// The markers for every later line: the first line's with list markers turned into spaces.
  var continuationPrefix: [UInt8]
  /// The text: each line without markers or leading whitespace, joined with LF.
  ///
  /// Trailing spaces are kept, because two of them make a hard break.
  var content: [UInt8]

  /// Reads paragraph `block` from `bytes`, or throws why it must be left as written.
  ///
  /// Left alone: a paragraph cmark-gfm gives no position (its last line became
  /// a table header). cmark-gfm counts the link reference definitions it took
  /// off a paragraph's first lines in the paragraph's lines without saying how
  /// many there were; those lines are found by asking cmark-gfm which of them
  /// are nothing but definitions, and the paragraph starts after them. A
  /// paragraph that starts like a definition (`[label]: text`) but is none is
  /// read like any other (``definitionColon(in:)`` keeps its first words together).
  init(
    block: MarkdownBlock, containers: [MarkdownBlockKind], bytes: UnsafeBufferPointer<UInt8>, index: SourceLines
  ) throws(Unreadable) {
    guard let start = block.start, let end = block.end, end.line >= start.line, end.line <= index.lineCount else {
      throw Unreadable(reason: .noPosition)
    }
    let firstLine = index.content(of: start.line, in: bytes)
    let textStart = firstLine.lowerBound + start.column - 1
    guard textStart < firstLine.upperBound else { throw Unreadable(reason: .noPosition) }
    // A delimiter-like line right after the paragraph (a table's header row `|-|`) would take the paragraph's
    // last line as its header if rewrapping gave that line as many cells: left as written.
    if end.line < index.lineCount, Self.looksLikeDelimiterRow(bytes, index.content(of: end.line + 1, in: bytes)) {
      throw Unreadable(reason: .aboveDelimiterRow)
    }
    lines = start.line...end.line
    firstPrefix = Array(bytes[firstLine.lowerBound..<textStart])
    continuationPrefix = Self.continuation(of: firstPrefix)
    content = []
    content.reserveCapacity(index.end(of: end.line) - textStart)
    content.append(bytesIn: textStart..<firstLine.upperBound, of: bytes)
    // cmark-gfm moves a footnote definition to the document's end, out of the quote it was written in, so the
    // quote markers are also counted on the first line.
    let quoteDepth = Swift.max(
      containers.reduce(0) { $0 + ($1 == .blockQuote ? 1 : 0) },
      firstPrefix.reduce(0) { $0 + ($1 == UInt8(ascii: ">") ? 1 : 0) })
    for line in lines.dropFirst() {
      content.append(0x0A)
      let range = index.content(of: line, in: bytes)
      content.append(
        bytesIn: Self.textStart(of: range, in: bytes, quoteDepth: quoteDepth)..<range.upperBound, of: bytes)
    }
    // The most lines that are definitions, or none: then the paragraph's text only starts like one.
    if Self.definitionColon(in: content) != nil, let definitions = Self.leadingDefinitionLines(content) {
      guard definitions < lines.count else { throw Unreadable(reason: .noPosition) }
      let first = start.line + definitions
      let range = index.content(of: first, in: bytes)
      let textStart = Self.textStart(of: range, in: bytes, quoteDepth: quoteDepth)
      guard textStart < range.upperBound else { throw Unreadable(reason: .noPosition) }
      lines = first...end.line
      firstPrefix = Array(bytes[range.lowerBound..<textStart])
      continuationPrefix = Self.continuation(of: firstPrefix)
      let kept = content.split(separator: 0x0A, omittingEmptySubsequences: false).dropFirst(definitions)
      content = Array(kept.joined(separator: [0x0A]))
    }
  }

  /// Whether the line at `range`, past its indentation and quote markers, holds only `|`, `-`, `:` and blanks, with
  /// a `|` and a `-`: a table's delimiter row, for whatever line stands above it.
  static func looksLikeDelimiterRow(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: ">") {
      index += 1
    }
    var pipe = false
    var dash = false
    for byte in bytes[index..<range.upperBound] {
      switch byte {
      case UInt8(ascii: "|"): pipe = true
      case UInt8(ascii: "-"): dash = true
      case UInt8(ascii: ":"), 0x20, 0x09, 0x0D: break
      default: return false
      }
    }
    return pipe && dash
  }

  /// How many of `text`'s first lines are link reference definitions: the most lines, up to a limit, that
  /// cmark-gfm reads as nothing but definitions; nil when none are.
  ///
  /// The most, not the fewest: a definition's title may go on to the next
  /// line, and cmark-gfm takes every definition it can off a paragraph's start.
  private static func leadingDefinitionLines(_ text: [UInt8]) -> Int? {
    let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
    var found: Int?
    for count in 1..<Swift.min(lines.count, 64) {
      let prefix = Array(lines[0..<count].joined(separator: [0x0A]))
      let blocks = prefix.withUnsafeBufferPointer { CmarkBridge.parse($0, wants: .outline).blocks }
      if blocks.count == 1 { found = count }
    }
    return found
  }

  /// The markers for a continuation line: `>` and tabs stay where they were, everything else becomes a space.
  ///
  /// Keeping each byte's column keeps tab stops where they were, so the text
  /// lands in the same column as on the first line: inside every container.
  /// A byte-order mark before the first line's markers takes no column, and
  /// gives none.
  private static func continuation(of prefix: [UInt8]) -> [UInt8] {
    prefix.dropFirst(ByteOrderMark.length(atStartOf: prefix)).map { $0 == UInt8(ascii: ">") || $0 == 0x09 ? $0 : 0x20 }
  }

  /// Where the text of a continuation line starts: after up to `quoteDepth` `>` markers and any whitespace.
  ///
  /// A line with fewer `>` than the paragraph's quotes is a lazy continuation:
  /// its text starts at the first byte that is not a marker.
  private static func textStart(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, quoteDepth: Int) -> Int {
    var index = range.lowerBound
    var quotes = 0
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 {
        index += 1
      } else if byte == UInt8(ascii: ">") && quotes < quoteDepth {
        quotes += 1
        index += 1
      } else {
        break
      }
    }
    return index
  }

  /// Where the colon is when the text starts like a link reference definition, `[label]:`; nil when it does not.
  ///
  /// A label ends at its first unescaped `]`, so one look decides it; a link
  /// whose text wraps over lines, `[long text](url)`, is not a definition.
  static func definitionColon(in text: some RandomAccessCollection<UInt8>) -> Int? {
    guard text.first == UInt8(ascii: "[") else { return nil }
    var index = 1
    while index < text.count {
      switch text[text.index(text.startIndex, offsetBy: index)] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "]"):
        let colon = index + 1
        return colon < text.count && text[text.index(text.startIndex, offsetBy: colon)] == UInt8(ascii: ":")
          ? colon : nil
      default: index += 1
      }
    }
    return nil
  }
}
