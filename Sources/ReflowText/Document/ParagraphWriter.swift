// Phase: the whole document, its output. Lines and paragraphs are written
// one after another, each ended with the document's line ending; what the
// settle check reads a paragraph after (the line before it, the paragraph or
// signature it belongs to) is noted as they are written.

/// A document's output as it is written, and what a rewrapped paragraph is read back after.
struct ParagraphWriter {
  /// The document's line ending.
  let newline: [UInt8]
  /// Everything written so far.
  var output: [UInt8] = []
  /// Whether a line has been written: the next one is put after a line end.
  var wroteLine = false
  /// Where the last line written starts in ``output``: the line a paragraph is read back after.
  private(set) var lastLineStart = 0
  /// Lines written so far.
  private(set) var linesWritten = 0
  /// The last signature separator (`-- `) written: where it starts, and its line number.
  private var lastSeparator: (start: Int, line: Int)?
  /// Where the paragraph the last line belongs to starts, and its number: under a crown or a tag, its first two
  /// lines decide which lines join it, so a paragraph after it is read back after all of it.
  private var lastParagraph: (start: Int, line: Int)?
  /// Whether the paragraph just written was kept as written because its lines would read back otherwise (or are
  /// records): that reading took the line after it as it was, so the paragraph after it is read back after all of
  /// it, and rewrapped only where the two, formatted again together, come out the same.
  var keptToReadBack = false
  /// Where lines written as they are go under centred or right alignment; nil when they start at the margin.
  let placement: KeptLinePlacement?

  /// A writer for a document of about `capacity` bytes of output.
  init(newline: [UInt8], capacity: Int, placement: KeptLinePlacement? = nil) {
    self.newline = newline
    self.placement = placement
    output.reserveCapacity(capacity)
  }

  /// The last line written, as a range of ``output``; nil before the first.
  var previousLine: Range<Int>? { wroteLine ? lastLineStart..<output.count : nil }

  /// Writes a line that belongs to no paragraph: a blank line, or one kept as written.
  mutating func writeAlone(_ line: some Collection<UInt8>) {
    emit(line)
    lastParagraph = nil
    keptToReadBack = false
  }

  /// Writes the lines `members` of a paragraph as they are in `text`.
  mutating func writeAsWritten(
    _ members: Range<Int>, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>
  ) {
    let keptStart = (start: output.count + (wroteLine ? newline.count : 0), line: linesWritten)
    for member in members {
      let line = text[lines[member].range]
      guard let placement, let lead = lines[member].lead else {
        emit(line)
        continue
      }
      // The spaces go after the lead, where a rewrapped line's go.
      let textStart = line.startIndex + lead.textStart
      emit(Array(line[..<textStart]) + repeatElement(0x20, count: placement.padding(of: line)) + line[textStart...])
    }
    lastParagraph = keptStart
  }

  /// Takes back what was written for a paragraph from `paragraphStart` on, after `previousLine`, and writes its
  /// lines `members` as they are in `text` instead.
  mutating func putBack(
    _ members: Range<Int>, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, from paragraphStart: Int,
    after previousLine: Range<Int>?
  ) {
    output.removeSubrange(paragraphStart...)
    wroteLine = previousLine != nil
    writeAsWritten(members, of: lines, in: text)
  }

  /// Notes the `count` lines a paragraph was rewrapped into, written from `paragraphStart` on after `previousLine`.
  mutating func noteRewrapped(_ count: Int, from paragraphStart: Int, after previousLine: Range<Int>?) {
    let firstLineStart = paragraphStart + (previousLine == nil ? 0 : newline.count)
    noteSeparator(at: firstLineStart, line: linesWritten)
    lastParagraph = (firstLineStart, linesWritten)
    linesWritten += count
    lastLineStart = output.withUnsafeBufferPointer { output in
      ByteSearch.lastIndex(of: newline.last!, in: output, before: output.count).map { $0 + 1 } ?? 0
    }
  }

  /// The lines a paragraph written after `previousLine` is read back after, as a range of ``output`` and a count.
  ///
  /// The line before it; all of the paragraph that line belongs to when
  /// `readsWholeParagraphs` (a crown or a tag) or that paragraph was kept to
  /// read back; from a signature separator a few lines up, whose lines'
  /// count decides whether they are a signature.
  func readBackContext(
    after previousLine: Range<Int>?, readsWholeParagraphs: Bool
  ) -> (bytes: Range<Int>, lines: Int)? {
    previousLine.map { last in
      var context = (start: last.lowerBound, lines: 1)
      if readsWholeParagraphs || keptToReadBack, let paragraph = lastParagraph {
        context = (paragraph.start, linesWritten - paragraph.line)
      }
      if let separator = lastSeparator, separator.start < context.start,
        linesWritten - separator.line <= DocumentLineReader.signatureLinesAtMost
      {
        context = (separator.start, linesWritten - separator.line)
      }
      return (context.start..<last.upperBound, context.lines)
    }
  }

  /// Writes one line, after a line end unless it is the first.
  private mutating func emit(_ line: some Collection<UInt8>) {
    if wroteLine { output.append(bytesOf: newline) }
    lastLineStart = output.count
    output += line
    wroteLine = true
    noteSeparator(at: lastLineStart, line: linesWritten)
    linesWritten += 1
  }

  /// Notes the line at `start`, number `line`, when it is a signature separator.
  private mutating func noteSeparator(at start: Int, line: Int) {
    guard start < output.count, output[start] == UInt8(ascii: "-") || QuoteMarkers.isMarker(output[start]) else {
      return
    }
    let newline = newline
    let isSeparator = output[start...].withUnsafeBufferPointer { bytes in
      let line = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: newline[0]) ?? bytes.count)])
      return DocumentLineReader.isSignatureSeparator(
        UnsafeBufferPointer(rebasing: line[DocumentLineReader.quoteDepth(line).rest...]))
    }
    if isSeparator { lastSeparator = (start, line) }
  }
}
