// Phase: splicing, for a paragraph that holds a dialect's lines. Each kept
// piece (DialectLines) is copied as written, its markers and line ends
// included; each prose piece is rewrapped as a paragraph of its own, whose
// first line keeps the markers and indentation it has in the source, so an
// admonition's or a directive's body stays where its dialect reads it.

import ReflowText

extension MarkdownFormatter {
  /// Writes `paragraph`, cut into `pieces`, to `output`, through its last line end; returns how many lines it became.
  ///
  /// A prose piece is rewrapped with `rewrapper`, its lines ended with
  /// `lineEnd`; one the rewrapper refuses is copied. Before a kept piece, a
  /// prose piece keeps its last line's trailing spaces, which make a hard
  /// break there as in the source.
  static func rewrap(
    _ paragraph: ParagraphSource, pieces: [DialectPiece], source: UnsafeBufferPointer<UInt8>, lines: SourceLines,
    lineEnd: [UInt8], with rewrapper: inout ParagraphRewrapper, into output: inout [UInt8]
  ) -> Int {
    let contentLines = paragraph.content.split(separator: 0x0A, omittingEmptySubsequences: false)
    let first = paragraph.lines.lowerBound
    var written = 0
    for (number, piece) in pieces.enumerated() {
      let firstLine = first + piece.lines.lowerBound
      let lastLine = first + piece.lines.upperBound - 1
      if !piece.isKept {
        var prefix = paragraph.firstPrefix
        if piece.lines.lowerBound > 0 {
          let range = lines.content(of: firstLine, in: source)
          let written = source[range.lowerBound..<(range.upperBound - contentLines[piece.lines.lowerBound].count)]
          prefix = Self.prefix(indentedAs: written, continuing: paragraph.continuationPrefix)
        }
        // A definition's `:` goes with the markers, and its later lines hang under its text.
        prefix += contentLines[piece.lines.lowerBound].prefix(piece.markerLength)
        var text = Array(contentLines[piece.lines].joined(separator: [0x0A]))
        text.removeFirst(piece.markerLength)
        let prose = ParagraphSource(lines: firstLine...lastLine, firstPrefix: prefix, content: text)
        if rewrapper.rewrap(prose, lineEnd: lineEnd, into: &output) {
          output.removeLast(lineEnd.count)
          let last = lines.content(of: lastLine, in: source)
          var trailing = last.upperBound
          if number < pieces.count - 1 {
            while trailing > last.lowerBound && (source[trailing - 1] == 0x20 || source[trailing - 1] == 0x09) {
              trailing -= 1
            }
          }
          output.append(bytesIn: trailing..<lines.end(of: lastLine), of: source)
          written += rewrapper.lastLineCount
          continue
        }
      }
      output.append(bytesIn: lines.start(of: firstLine)..<lines.end(of: lastLine), of: source)
      written += piece.lines.count
    }
    return written
  }

  /// The markers of a prose piece that starts on a later line of its paragraph, written `written` in the source.
  ///
  /// They are the paragraph's continuation markers, with the line's own
  /// indentation past them (an admonition's or a directive's body), so that
  /// every line of the piece continues the paragraph in its containers: a
  /// lazy line (fewer markers than its containers') would let a line that
  /// starts like an HTML block end the list item it continues.
  private static func prefix(indentedAs written: some Collection<UInt8>, continuing continuation: [UInt8]) -> [UInt8] {
    func quotes(_ bytes: some Sequence<UInt8>) -> Int { MarkdownQuoteMarkers.count(in: bytes) }
    // Columns as CommonMark counts them for blocks: a tab runs to the next multiple of four.
    func columns(_ bytes: some Sequence<UInt8>) -> Int { TabColumns.column(after: Array(bytes), widths: blockTabs) }
    let extra = columns(written) - columns(continuation)
    guard extra > 0, quotes(written) == quotes(continuation) else { return continuation }
    return continuation + repeatElement(0x20, count: extra)
  }

  /// CommonMark's tab stops for block structure: every four columns, whatever the width options say.
  private static let blockTabs = WidthOptions(tabWidth: 4)
}
