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
  /// Whether a line's text starts with a byte a dialect's line may start with (``DialectLines/mayStart(_:)``): only
  /// then is the paragraph cut into pieces.
  var mayHoldDialect = false

  /// A paragraph of the lines `lines`, whose first line's markers are `firstPrefix` and whose text is `content`.
  init(lines: ClosedRange<Int>, firstPrefix: [UInt8], content: [UInt8]) {
    self.lines = lines
    self.firstPrefix = firstPrefix
    continuationPrefix = Self.continuation(of: firstPrefix)
    self.content = content
  }

  /// Lets go of the text and the markers, keeping the lines: after the splice only where a paragraph lies is read.
  mutating func releaseText() {
    firstPrefix = []
    continuationPrefix = []
    content = []
  }

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
    mayHoldDialect = DialectLines.mayStart(bytes[textStart])
    // cmark-gfm moves a footnote definition to the document's end, out of the quote it was written in, so the
    // quote markers are also counted on the first line.
    let quoteDepth = Swift.max(
      containers.reduce(0) { $0 + ($1 == .blockQuote ? 1 : 0) },
      MarkdownQuoteMarkers.count(in: firstPrefix))
    for line in lines.dropFirst() {
      content.append(0x0A)
      let range = index.content(of: line, in: bytes)
      let lineText = Self.textStart(of: range, in: bytes, quoteDepth: quoteDepth)
      content.append(bytesIn: lineText..<range.upperBound, of: bytes)
      if lineText < range.upperBound && DialectLines.mayStart(bytes[lineText]) { mayHoldDialect = true }
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
    while index < range.upperBound, MarkdownQuoteMarkers.isQuotePrefix(bytes[index]) { index += 1 }
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

  /// How many of `text`'s first lines are link reference definitions: the most lines that cmark-gfm reads as
  /// nothing but definitions; nil when none are.
  ///
  /// The most, not the fewest: a definition's title may go on to the next
  /// line, and cmark-gfm takes every definition it can off a paragraph's
  /// start. The lines that could belong to definitions are found first
  /// (``definitionRun(_:)``), and cmark-gfm is asked about all of them: in a
  /// run of definitions followed by text, the one parse answers. Otherwise
  /// the last place a definition starts before which every line is a
  /// definition is searched for by halves, and then the lines of the
  /// definition that starts there (its destination, its title). Asking about
  /// every count was quadratic, and a limit on the count left a text line
  /// joined to the last definition past it.
  private static func leadingDefinitionLines(_ text: [UInt8]) -> Int? {
    let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard lines.count > 1 else { return nil }
    func allDefinitions(_ count: Int) -> Bool {
      let prefix = Array(lines[0..<count].joined(separator: [0x0A]))
      return prefix.withUnsafeBufferPointer { CmarkBridge.parse($0, wants: .outline).blocks }.count == 1
    }
    let (run, starts) = definitionRun(lines)
    // The counts that end where a definition starts, and the run's end: a paragraph keeps a line of its own.
    var boundaries = starts.filter { $0 >= 1 && $0 < lines.count - 1 }
    let end = Swift.min(run, lines.count - 1)
    if end >= 1 && boundaries.last.map({ $0 < end }) ?? true { boundaries.append(end) }
    guard let last = boundaries.last else { return nil }
    if allDefinitions(last) { return last }
    // Every line before a boundary is a definition up to some boundary, and none past it.
    var low = 0
    var high = boundaries.count - 1
    while low < high {
      let middle = (low + high) / 2
      if allDefinitions(boundaries[middle]) { low = middle + 1 } else { high = middle }
    }
    let base = low > 0 ? boundaries[low - 1] : 0
    // The definition that starts at `base` may hold the lines up to the next boundary but one.
    for count in stride(from: boundaries[low] - 1, to: base, by: -1).prefix(8) where allDefinitions(count) {
      return count
    }
    return base > 0 ? base : nil
  }

  /// The bytes a link title opens with.
  private static let titleOpeners: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "(")]

  /// How many of `lines`' first lines could belong to link reference definitions, and which of them start one.
  ///
  /// A line belongs when it starts a definition (`[label]:`), or goes on
  /// one: the destination after a label alone on its line, a title that
  /// opens on its own line (`"`, `'`, `(`), or a title not yet closed. Only
  /// cmark-gfm says which of these really are definitions.
  private static func definitionRun(_ lines: [ArraySlice<UInt8>]) -> (count: Int, starts: [Int]) {
    var starts: [Int] = []
    var wantsDestination = false
    var openTitle: UInt8?
    for (index, line) in lines.enumerated() {
      let text = line.drop { $0 == 0x20 || $0 == 0x09 }
      var rest: ArraySlice<UInt8>
      if let closer = openTitle {
        if text.contains(closer) { openTitle = nil }
        continue
      } else if let colon = definitionColon(in: text) {
        starts.append(index)
        rest = text.dropFirst(colon + 1)
      } else if wantsDestination || text.first.map(Self.titleOpeners.contains) == true {
        rest = text
      } else {
        return (index, starts)
      }
      rest = rest.drop { $0 == 0x20 || $0 == 0x09 }
      let opensWithTitle = rest.first.map(Self.titleOpeners.contains) ?? false
      wantsDestination = rest.isEmpty && starts.last == index
      // Past the destination, a title that opens on this line and does not close on it goes on to the next.
      if !opensWithTitle || starts.last == index || wantsDestination {
        rest = rest.drop { $0 != 0x20 && $0 != 0x09 }.drop { $0 == 0x20 || $0 == 0x09 }
      }
      if let opener = rest.first, Self.titleOpeners.contains(opener) {
        let closer = opener == UInt8(ascii: "(") ? UInt8(ascii: ")") : opener
        if !rest.dropFirst().contains(closer) { openTitle = closer }
      }
    }
    return (lines.count, starts)
  }

  /// The markers for a continuation line: `>` and tabs stay where they were, everything else becomes a space.
  ///
  /// Keeping each byte's column keeps tab stops where they were, so the text
  /// lands in the same column as on the first line: inside every container.
  /// A byte-order mark before the first line's markers takes no column, and
  /// gives none.
  static func continuation(of prefix: [UInt8]) -> [UInt8] {
    prefix.dropFirst(ByteOrderMark.length(atStartOf: prefix)).map {
      MarkdownQuoteMarkers.isMarker($0) || $0 == 0x09 ? $0 : 0x20
    }
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
      } else if MarkdownQuoteMarkers.isMarker(byte) && quotes < quoteDepth {
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
