// Phase: a document's lines and a paragraph's indents, before layout.
// Centred and right-aligned lines start with spaces that place them, and the
// next run reads those spaces as indentation: taken as such, they would
// narrow the measure, push the lines further in on every run, and join a
// line to the paragraph above it. So under those alignments the white space
// that opens a line, or ends a lead, is padding, dropped before the lines are
// read and placed again, and a run settles at once.

/// The padding centred and right-aligned lines start with.
enum AlignmentPadding {
  /// `options` as a document of padded lines is read: with no indentation to tell where a paragraph ends, a
  /// paragraph runs on to a blank line, a line of another kind or another lead, or a bullet, as under `-c` (whose
  /// first two lines decide, and here both have none).
  static func reading(_ options: DocumentOptions) -> DocumentOptions {
    guard options.wrap.padsLines, options.shape == .sameIndent || options.shape == .taggedParagraph else {
      return options
    }
    var reading = options
    reading.shape = .crownMargin
    return reading
  }

  /// `text` without the spaces and tabs that open its lines (after each line feed), or nil when no line opens so.
  ///
  /// Indentation means nothing to lines placed by padding, so a document
  /// is read as if none of its lines had any, before and after a run alike.
  static func unpadded(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var atLineStart = true
    guard
      text.contains(where: { byte in
        defer { atLineStart = byte == 0x0A }
        return atLineStart && (byte == 0x20 || byte == 0x09)
      })
    else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    atLineStart = true
    for byte in text {
      if atLineStart && (byte == 0x20 || byte == 0x09) { continue }
      atLineStart = byte == 0x0A
      result.append(byte)
    }
    return result
  }
}

extension LineIndents {
  /// These indents with the white space each ends with read as alignment padding: dropped, and a marker (`>`, `#`)
  /// given exactly one space after it, so that padding never glues it to the text, nor becomes its space.
  func withoutPadding(_ widths: WidthOptions) -> LineIndents {
    let first = Self.withoutPadding(first)
    let rest = Self.withoutPadding(rest)
    return LineIndents(
      first: first, firstWidth: Self.columns(first, widths), rest: rest, restWidth: Self.columns(rest, widths))
  }

  /// A lead without the spaces and tabs it ends with, and with one space after a marker.
  private static func withoutPadding(_ lead: [UInt8]) -> [UInt8] {
    var end = lead.count
    while end > 0 && (lead[end - 1] == 0x20 || lead[end - 1] == 0x09) { end -= 1 }
    if end == 0 { return [] }
    if end + 1 == lead.count && lead[end] == 0x20 { return lead }
    return Array(lead[..<end]) + [0x20]
  }

  private static func columns(_ lead: [UInt8], _ widths: WidthOptions) -> Int {
    lead.withUnsafeBufferPointer { LeadWidth.columns($0, widths) }
  }
}

extension TextWrapOptions {
  /// Whether lines are placed by spaces before them (centred or right-aligned), which a lead's white space is then
  /// read as (``LineIndents/withoutPadding(_:)``).
  var padsLines: Bool { alignment == .center || alignment == .trailing }
}
