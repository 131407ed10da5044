// Phase: tokens to breaks, for shortcut references. `[RFC 8446]` is a link
// when the document defines the label (`[RFC 8446]: https://...`), and text
// otherwise; the tokenizer cannot tell which, so the labels the document
// defines are read here, line by line, and a bracketed text that names one is
// kept whole like any other link text (KeptUnits). A line that only looks
// like a definition adds a label no harm comes of: the text stays whole.

import ReflowText

/// The labels of a document's link reference definitions, as CommonMark matches them.
struct LinkLabels: Sendable {
  private var labels: Set<[UInt8]> = []

  /// No labels: no shortcut reference is known.
  init() {}

  /// The labels defined in `source`: lines that start, after indentation and quote markers, with `[label]:`.
  ///
  /// The search goes from each `]:` back to its line's start, since far
  /// fewer places hold one than there are lines.
  init(_ source: UnsafeBufferPointer<UInt8>) {
    var from = 0
    while let close = SourceScan.firstIndex(of: UInt8(ascii: "]"), in: source, from: from) {
      from = close + 1
      guard close + 1 < source.count, source[close + 1] == UInt8(ascii: ":") else { continue }
      var lineStart = close
      while lineStart > 0 && source[lineStart - 1] != 0x0A && source[lineStart - 1] != 0x0D { lineStart -= 1 }
      var index = lineStart
      while index < close, MarkdownQuoteMarkers.isQuotePrefix(source[index]) { index += 1 }
      guard index + 1 < close, source[index] == UInt8(ascii: "["), source[index + 1] != UInt8(ascii: "^"),
        ParagraphSource.definitionColon(in: source[index...close + 1]) == close + 1 - index
      else { continue }
      labels.insert(Self.normalized(source[(index + 1)..<close]))
    }
  }

  /// Whether `text`, a bracketed text (`[label]` or `![label]`), names a label the document defines.
  func defines(_ text: some Collection<UInt8>) -> Bool {
    guard !labels.isEmpty else { return false }
    let inside = text.drop { $0 == UInt8(ascii: "!") }.dropFirst().dropLast()
    return labels.contains(Self.normalized(inside))
  }

  /// A label as CommonMark compares labels: white space runs as one space, none at the ends, ASCII letters in
  /// lower case (other letters as written: a shortcut that differs only in their case stays text here).
  private static func normalized(_ label: some Collection<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    var pendingSpace = false
    for byte in label {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace { result.append(0x20) }
      pendingSpace = false
      result.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
    }
    return result
  }
}
