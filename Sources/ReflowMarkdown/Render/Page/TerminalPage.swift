// Phase: the rendered page. Rows of UTF-8 with style runs over them, as a
// terminal would hold them: the layout phases write rows, and each emitter
// (plain, ANSI, SVG, HTML) reads the same rows. Rows are bytes, not arrays of
// cells, so a large document renders without a string per character.

/// A run of one style: the row's bytes from the previous run's end up to `end`.
public struct StyledRun: Hashable, Sendable {
  /// Where the run ends in ``TerminalRow/bytes``.
  public var end: Int32
  /// How the run is drawn.
  public var style: TerminalStyle
}

/// One row of the page.
public struct TerminalRow: Hashable, Sendable {
  /// The row's text, UTF-8, without a line end.
  public var bytes: [UInt8] = []
  /// Style runs covering ``bytes`` from the start, in order.
  public var runs: [StyledRun] = []
  /// The row's width in terminal columns.
  public var width = 0
  /// Whether the row is verbatim source (a code or HTML block line), which is never wrapped.
  public var isVerbatim = false

  /// Creates an empty row.
  public init() {}

  /// Appends text of `width` columns in `style`.
  mutating func append(_ text: some Collection<UInt8>, width: Int, style: TerminalStyle) {
    guard !text.isEmpty else { return }
    bytes += text
    self.width += width
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].end = Int32(bytes.count)
    } else {
      runs.append(StyledRun(end: Int32(bytes.count), style: style))
    }
  }

  /// Appends `count` spaces in `style`.
  mutating func appendSpaces(_ count: Int, style: TerminalStyle = .plain) {
    guard count > 0 else { return }
    append(repeatElement(0x20, count: count), width: count, style: style)
  }

  /// Puts `count` plain spaces before the row's text: the x its line is placed at, known once the text is measured.
  mutating func prependSpaces(_ count: Int) {
    guard count > 0 else { return }
    bytes.insert(contentsOf: repeatElement(0x20, count: count), at: 0)
    for index in runs.indices { runs[index].end += Int32(count) }
    if runs.first?.style != .plain { runs.insert(StyledRun(end: Int32(count), style: .plain), at: 0) }
    width += count
  }

  /// Appends `count` copies of a one-column character (a rule or a frame's edge) in `style`.
  mutating func appendRepeated(_ character: Unicode.Scalar, count: Int, style: TerminalStyle) {
    guard count > 0 else { return }
    let encoded = Array(String(character).utf8)
    var text: [UInt8] = []
    text.reserveCapacity(encoded.count * count)
    for _ in 0..<count { text += encoded }
    append(text, width: count, style: style)
  }

  /// Appends another row's cells.
  mutating func append(_ other: TerminalRow) {
    var start = 0
    for run in other.runs {
      let end = Int(run.end)
      append(other.bytes[start..<end], width: 0, style: run.style)
      start = end
    }
    width += other.width
  }

  /// The row's text and the style of each run, for walking a row in emitters.
  ///
  /// A run's end is taken within the row, so a row whose runs a caller has edited past its bytes draws what it has.
  func forEachRun(_ body: (ArraySlice<UInt8>, TerminalStyle) -> Void) {
    var start = 0
    for run in runs {
      let end = Swift.min(Swift.max(Int(run.end), start), bytes.count)
      body(bytes[start..<end], run.style)
      start = end
    }
  }
}

/// A rendered document: rows top to bottom and the hyperlinks their styles point at.
public struct TerminalPage: Sendable {
  /// The rows, top to bottom.
  public var rows: [TerminalRow] = []
  /// Link destinations, indexed by ``TerminalStyle/link``.
  public var links: [String] = []

  /// Creates an empty page.
  public init() {}

  /// The destination of link `index`; nil for no link, or for an index the page has no link for (a style a
  /// caller has edited).
  func destination(ofLink index: Int32?) -> String? {
    guard let index, index >= 0, Int(index) < links.count else { return nil }
    return links[Int(index)]
  }

  /// The rows of `range` that the page has, all of them for nil: a range past either end asks for what there is.
  func rows(in range: Range<Int>?) -> ArraySlice<TerminalRow> {
    rows[(range ?? rows.indices).clamped(to: rows.indices)]
  }
}
