// Phase: a document's lines and a paragraph's indents, before layout.
// Centred and right-aligned lines start with spaces that place them, and the
// next run reads those spaces as indentation: taken as such, they would
// narrow the measure, push the lines further in on every run, and change
// which lines make a paragraph. So under those alignments the white space
// that opens a line, or follows its markers, is padding, dropped before the
// lines are read and placed again, and a run settles at once.

import FlowLayout

/// The padding centred and right-aligned lines start with.
enum AlignmentPadding {
  /// `text` with no padding where its lines open: the white space before a line's text and among its markers
  /// (`>`, `#`, `//`, `;`, `%`, bullets) made none before the first marker and one space after each; nil when no
  /// line has any to drop.
  ///
  /// Indentation means nothing to lines placed by padding, and padding
  /// after a quote's `>` or a bullet is no part of the lead, so a document
  /// is read as if it had neither, before and after a run alike.
  static func unpadded(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      // The line's opening: markers, and white space made one space after a marker and none before the first.
      var pendingSpace = false
      var sawMarker = false
      while index < text.count {
        let byte = text[index]
        if byte == 0x20 || byte == 0x09 {
          pendingSpace = sawMarker
        } else if isMarker(byte) {
          if pendingSpace { result.append(0x20) }
          pendingSpace = false
          sawMarker = true
          result.append(byte)
        } else {
          if pendingSpace { result.append(0x20) }
          break
        }
        index += 1
      }
      // The rest of the line, as it is.
      while index < text.count {
        let byte = text[index]
        result.append(byte)
        index += 1
        if byte == 0x0A { break }
      }
    }
    return result.elementsEqual(text) ? nil : result
  }

  /// A byte that may mark a line's lead: a quote's `>`, a comment leader's `#`, `/`, `;` or `%`, a bullet's `-`,
  /// `*` or `+`.
  private static func isMarker(_ byte: UInt8) -> Bool {
    QuoteMarkers.isMarker(byte) || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ";")
      || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*")
      || byte == UInt8(ascii: "+")
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
    lead.withUnsafeBufferPointer { TabColumns.column(after: $0, widths: widths) }
  }
}

/// Where a line written as it is goes under centred or right alignment: after its lead, by the spaces the engine
/// puts before a rewrapped line.
///
/// Records and paragraphs kept as written are placed like the rewrapped
/// lines around them. Flush left instead, they would not settle: a
/// paragraph that one run centres can read as records on the next (a short
/// centred line above an overlong one), and would move back to the margin.
struct KeptLinePlacement {
  let alignment: FlowAlignment
  /// The widest a line may be, in columns, lead included.
  let width: Int
  let widths: WidthOptions

  /// The placement `options` ask for; nil when lines start at the margin.
  init?(_ options: TextWrapOptions) {
    guard options.padsLines else { return nil }
    alignment = options.alignment
    width = options.width
    widths = options.widths
  }

  /// The spaces to put before the text of `line`, a line whose padding was dropped (``AlignmentPadding``).
  func padding(of line: some Collection<UInt8>) -> Int {
    let slack = width - TabColumns.column(after: Array(line), widths: widths)
    guard slack > 0 else { return 0 }
    return alignment == .center ? slack.halved() : slack
  }
}

extension TextWrapOptions {
  /// Whether lines are placed by spaces before them (centred or right-aligned), which a lead's white space is then
  /// read as (``LineIndents/withoutPadding(_:)``).
  var padsLines: Bool { alignment == .center || alignment == .trailing }
}
