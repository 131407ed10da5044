// Phase: the whole document. Lines are classified, text lines grouped into
// paragraphs, each paragraph rewrapped inside its leads, and everything else
// written back as it was, with the document's own line ending.

/// Rewraps whole documents: paragraphs inside their indentation, quote and comment markers and bullets.
///
/// ```swift
/// let formatter = try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 30)))
/// let quoted = formatter.format("> a quoted paragraph that is too long for one line\n")
/// // "> a quoted paragraph that is\n> too long for one line\n"
/// ```
///
/// A formatter is not thread-safe; give each thread its own.
public final class DocumentFormatter {
  /// The options every document is formatted with.
  public let options: DocumentOptions
  private let wrapper: TextWrapper
  /// Whether each rewrapped paragraph is read back (``ReadBackCheck``); off while a paragraph is formatted again for
  /// that check, and in tests that read text as a refill reads it, paragraphs and all.
  var checksReadBack = true
  /// Whether this formatter is formatting a window of lines again for the read-back check: then only lines that would
  /// change are kept, and nothing is formatted again in turn.
  private var isRecheckingWindow = false

  /// Creates a formatter.
  ///
  /// - Throws: ``TextError`` when the width is not positive, the locale has
  ///   no line-break rules, or the hyphenation dictionary is missing.
  public init(options: DocumentOptions) throws(TextError) {
    self.options = options
    // Right and centred lines gain spaces before them, which read back as indentation: such text is for reading,
    // and the check that it reads back as written does not apply.
    checksReadBack = options.wrap.alignment == .leading || options.wrap.alignment == .justified
    var wrap = options.wrap
    wrap.initialIndent = ""
    wrap.subsequentIndent = ""
    wrapper = try TextWrapper(options: wrap)
  }

  /// Formats valid UTF-8 text.
  ///
  /// The output ends with a line end exactly when the input does. Lines end
  /// with `lineEnding`; with `.crlf`, a carriage return before each line feed
  /// is part of the line end rather than of the line; with `.cr`, lines end
  /// at a carriage return and a line feed is white space inside a line.
  public func format(utf8 text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding = .lf) -> [UInt8] {
    formatted(utf8: text, lineEnding: lineEnding).output
  }

  /// Formats valid UTF-8 text, as ``format(utf8:lineEnding:)`` does, and appends every text paragraph it read to
  /// `paragraphs`, changed or not, in order.
  ///
  /// Lines are counted from the start of `text`, cut at `lineEnding`'s line
  /// ends. Each line that belongs to no paragraph is one output line: a verbatim
  /// line as it was, and a blank line (spaces and tabs only) written empty. So
  /// a diff or an editor's edits come from the paragraphs alone, in linear time
  /// (``FormattedParagraph``). One exception: a blank last line with no line
  /// end is written as nothing, which leaves the output a line short.
  public func format(
    utf8 text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding = .lf, paragraphs: inout [FormattedParagraph]
  ) -> [UInt8] {
    let document = formatted(utf8: text, lineEnding: lineEnding, recordsParagraphs: true)
    paragraphs += document.paragraphs
    return document.output
  }

  /// Formats valid UTF-8 text as ``format(utf8:lineEnding:)`` does, and appends each paragraph it kept as written,
  /// and why, to `keptAsWritten` (lines counted from 1 in `text`).
  ///
  /// A paragraph is kept when its rewrapped lines would read back as
  /// something else, so that the next run would change them again, or when
  /// its markers leave no room for text and one of its lines is wider than
  /// the width.
  public func format(
    utf8 text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding = .lf, keptAsWritten: inout [KeptParagraph]
  ) -> [UInt8] {
    let document = formatted(utf8: text, lineEnding: lineEnding)
    keptAsWritten += document.kept
    return document.output
  }

  /// A formatted document: its output, how many lines the input had, the paragraphs kept as written, and, when
  /// asked for, every paragraph's lines in the input and the output.
  package struct FormattedDocument {
    package var output: [UInt8]
    package var lineCount: Int
    package var kept: [KeptParagraph]
    package var paragraphs: [FormattedParagraph] = []
  }

  /// Formats valid UTF-8 text: ``format(utf8:lineEnding:)`` with what a pipeline needs to report on it, and the
  /// paragraph map (``format(utf8:lineEnding:paragraphs:)``) when `recordsParagraphs`.
  ///
  /// `startsIgnoring` says whether `text`, a piece of a document, starts inside a `reflow: off` region
  /// (``IgnoreDirectives/endsIgnoring(_:startingIgnoring:)`` over the pieces before it says so).
  package func formatted(
    utf8 text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding = .lf, recordsParagraphs: Bool = false,
    startsIgnoring: Bool = false
  ) -> FormattedDocument {
    if lineEnding == .cr {
      // Exchanging CR and LF undoes itself: the text is formatted as LF lines and exchanged back.
      let exchanged = text.map(Self.exchangingLineEnds)
      var document = exchanged.withUnsafeBufferPointer {
        formatted(utf8: $0, lineEnding: .lf, recordsParagraphs: recordsParagraphs, startsIgnoring: startsIgnoring)
      }
      document.output = document.output.map(Self.exchangingLineEnds)
      return document
    }
    if options.wrap.padsLines, let unpadded = AlignmentPadding.unpadded(text) {
      return unpadded.withUnsafeBufferPointer {
        formatted(
          utf8: $0, lineEnding: lineEnding, recordsParagraphs: recordsParagraphs, startsIgnoring: startsIgnoring)
      }
    }
    let lines = DocumentLineReader(options: options, lineEnding: lineEnding).lines(
      of: text, startsIgnoring: startsIgnoring)
    var grouping = ParagraphGrouping(
      text: text, lines: lines, shape: options.shape, widths: options.wrap.widths,
      readsPaddedLines: options.wrap.padsLines)
    let newline = lineEnding.bytes
    var output: [UInt8] = []
    output.reserveCapacity(text.count + text.count / 8)
    var kept: [KeptParagraph] = []
    var paragraphs: [FormattedParagraph] = []
    var readBack = ReadBackCheck(options: options, lineEnding: lineEnding)
    var wroteLine = false
    // Where the last line written starts in `output`: the line a paragraph is read back after.
    var lastLineStart = 0
    // Lines written so far, and the last signature separator (`-- `) among them: where it starts, and its number.
    var linesWritten = 0
    var lastSeparator: (start: Int, line: Int)?
    // Where the paragraph the last line belongs to starts, and its number: under a crown or a tag, its first two
    // lines decide which lines join it, so a paragraph after it is read back after all of it.
    var lastParagraph: (start: Int, line: Int)?
    let readsWholeParagraphs = options.shape == .crownMargin || options.shape == .taggedParagraph
    // Whether the paragraph just written was kept as written because its lines would read back otherwise: that
    // reading took the line after it as it was, so the paragraph after it is rewrapped only where the two, formatted
    // again together, come out the same (a later line rewritten could let the kept one be rewrapped next run).
    var keptToReadBack = false
    func noteSeparator(at start: Int, line: Int) {
      guard start < output.count, output[start] == UInt8(ascii: "-") || QuoteMarkers.isMarker(output[start]) else {
        return
      }
      let isSeparator = output[start...].withUnsafeBufferPointer { bytes in
        let line = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: newline[0]) ?? bytes.count)])
        return DocumentLineReader.isSignatureSeparator(
          UnsafeBufferPointer(rebasing: line[DocumentLineReader.quoteDepth(line).rest...]))
      }
      if isSeparator { lastSeparator = (start, line) }
    }
    func emit<Line: Collection<UInt8>>(_ line: Line) {
      if wroteLine { output.append(bytesOf: newline) }
      lastLineStart = output.count
      output += line
      wroteLine = true
      noteSeparator(at: lastLineStart, line: linesWritten)
      linesWritten += 1
    }
    var body: [UInt8] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      switch line.kind {
      case .blank:
        emit(EmptyCollection())
        lastParagraph = nil
        keptToReadBack = false
        index += 1
      case .verbatim:
        emit(text[line.range])
        lastParagraph = nil
        keptToReadBack = false
        index += 1
      case .text:
        let plan = grouping.paragraph(startingAt: index)
        // A paragraph of one line (each line is one under --wrap keep, and under -t where lines share an indent)
        // changes only when it is too long for the width: then it is asked about with the lines around it.
        let holdsRecords =
          plan.lines.count == 1
          ? (lines[plan.lines.lowerBound].range.count > options.wrap.width || lines[plan.lines.lowerBound].hasTab)
            && RecordParagraph.holdsRecords(around: plan.lines.lowerBound, of: lines, in: text)
          : RecordParagraph.holdsRecords(plan.lines, of: lines, in: text)
        if holdsRecords {
          // Records, not prose: written as they are, silently. The paragraph after them is read back after all of
          // them, as after a paragraph kept as written.
          let firstOutputLine = linesWritten
          let keptStart = (start: output.count + (wroteLine ? newline.count : 0), line: linesWritten)
          for member in plan.lines { emit(text[lines[member].range]) }
          lastParagraph = keptStart
          keptToReadBack = true
          if recordsParagraphs {
            paragraphs.append(FormattedParagraph(input: plan.lines, output: firstOutputLine..<linesWritten))
          }
          index = plan.lines.upperBound
          continue
        }
        let first = lines[plan.lines.lowerBound]
        // A paragraph of one line with no tab to expand is wrapped where it stands rather than copied: a long
        // line, or a whole file on one line, is not held twice.
        let inPlace = plan.lines.count == 1 && !first.hasTab && first.suffixLength == 0
        body.removeAll(keepingCapacity: true)
        for member in plan.lines where !inPlace {
          if member > plan.lines.lowerBound { body.append(0x0A) }
          let line = lines[member]
          let range = line.range
          let textStart = range.lowerBound + line.lead!.textStart
          let lineText = UnsafeBufferPointer(rebasing: text[textStart..<(range.upperBound - Int(line.suffixLength))])
          if line.hasTab {
            let lead = UnsafeBufferPointer(rebasing: text[range.lowerBound..<textStart])
            TabColumns.append(
              lineText, from: TabColumns.column(after: lead, widths: options.wrap.widths), widths: options.wrap.widths,
              to: &body)
          } else {
            body += lineText
          }
        }
        let indents = LineIndents(
          first: plan.firstLead, firstWidth: TabColumns.column(after: plan.firstLead, widths: options.wrap.widths),
          rest: plan.restLead, restWidth: TabColumns.column(after: plan.restLead, widths: options.wrap.widths))
        let leads = first.rules
        // The line before the paragraph, as a range: a slice of `output` held while it grows would copy it.
        let previousLine = wroteLine ? lastLineStart..<output.count : nil
        let paragraphStart = output.count
        let written =
          first.suffixLength > 0
          ? writeComment(
            body, closedLike: first, in: text, indents: indents, leads: leads, to: &output,
            newline: newline, afterLine: wroteLine)
          : inPlace
            ? wrapper.wrap(
              utf8: UnsafeBufferPointer(
                rebasing: text[(first.range.lowerBound + first.lead!.textStart)..<first.range.upperBound]),
              indents: indents, leads: leads, appendingTo: &output, lineEnd: newline, afterLine: wroteLine)
            : body.withUnsafeBufferPointer {
              wrapper.wrap(
                utf8: $0, indents: indents, leads: leads, appendingTo: &output, lineEnd: newline, afterLine: wroteLine)
            }
        let firstOutputLine = linesWritten
        var keeps: KeptParagraph.Reason?
        if let written {
          if written > 0 {
            let firstLineStart = paragraphStart + (wroteLine ? newline.count : 0)
            wroteLine = true
            if checksReadBack,
              !Self.writtenMatchesInput(of: plan, lines, in: text, output[firstLineStart...], newline: newline),
              !readsBack(
                output[firstLineStart...], in: output, lineCount: written,
                previous: previousLine.map { last in
                  var context = (start: last.lowerBound, lines: 1)
                  if readsWholeParagraphs || keptToReadBack, let paragraph = lastParagraph {
                    context = (paragraph.start, linesWritten - paragraph.line)
                  }
                  // From a separator a few lines up, whose lines' count decides whether they are a signature.
                  if let separator = lastSeparator, separator.start < context.start,
                    linesWritten - separator.line <= DocumentLineReader.signatureLinesAtMost
                  {
                    context = (separator.start, linesWritten - separator.line)
                  }
                  return (context.start..<last.upperBound, context.lines)
                },
                following: ReadBackCheck.linesAfter(plan.lines.upperBound, of: lines, in: text), of: lines,
                in: text,
                plan: plan, first: first, formatsAgain: keptToReadBack, check: &readBack)
            {
              keeps = .readsBackDifferently
            }
          }
        } else {
          keeps = .noRoomForText
        }
        keptToReadBack = keeps == .readsBackDifferently
        if let keeps {
          // Put back as written: the paragraph's own lines, with the document's line ends.
          output.removeSubrange(paragraphStart...)
          wroteLine = previousLine != nil
          let keptStart = (start: output.count + (wroteLine ? newline.count : 0), line: linesWritten)
          for member in plan.lines { emit(text[lines[member].range]) }
          lastParagraph = keptStart
          if keeps == .readsBackDifferently
            || plan.lines.contains(where: {
              TabColumns.column(
                after: UnsafeBufferPointer(rebasing: text[lines[$0].range]), widths: options.wrap.widths)
                > options.wrap.width
            })
          {
            kept.append(KeptParagraph(lineNumber: plan.lines.lowerBound + 1, reason: keeps))
          }
        } else if let written, written > 0 {
          let firstLineStart = paragraphStart + (previousLine == nil ? 0 : newline.count)
          noteSeparator(at: firstLineStart, line: linesWritten)
          lastParagraph = (firstLineStart, linesWritten)
          linesWritten += written
          lastLineStart = Self.lastLineStart(in: output, newline: newline)
        }
        if recordsParagraphs {
          paragraphs.append(FormattedParagraph(input: plan.lines, output: firstOutputLine..<linesWritten))
        }
        index = plan.lines.upperBound
      }
    }
    if text.last == 0x0A { output.append(bytesOf: newline) }
    return FormattedDocument(output: output, lineCount: lines.count, kept: kept, paragraphs: paragraphs)
  }

  /// Whether `written` holds the paragraph's input lines as they were: then it reads back as it did.
  private static func writtenMatchesInput(
    of plan: ParagraphPlan, _ lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, _ written: ArraySlice<UInt8>,
    newline: [UInt8]
  ) -> Bool {
    written.withUnsafeBufferPointer { written in
      var position = 0
      for member in plan.lines {
        let line = UnsafeBufferPointer(rebasing: text[lines[member].range])
        if member > plan.lines.lowerBound {
          guard written[position...].starts(with: newline) else { return false }
          position += newline.count
        }
        guard written.count - position >= line.count,
          Self.equal(UnsafeBufferPointer(rebasing: written[position..<(position + line.count)]), line)
        else { return false }
        position += line.count
      }
      return position == written.count
    }
  }

  /// Whether two byte runs of one length are equal, compared eight bytes at a time.
  ///
  /// Most paragraphs of a document already formatted come out as they went in, so this comparison reads nearly
  /// every byte of such a document, and a word at a time reads it an eighth as often as a byte at a time.
  private static func equal(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = one.count
    guard count > 0 else { return true }
    let first = UnsafeRawPointer(one.baseAddress!)
    let second = UnsafeRawPointer(other.baseAddress!)
    var index = 0
    while index + 8 <= count {
      guard
        first.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          == second.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      else { return false }
      index += 8
    }
    while index < count {
      guard one[index] == other[index] else { return false }
      index += 1
    }
    return true
  }

  /// Whether the `lineCount` lines written for `plan` read back as it: at once (``ReadBackCheck``), or, where they
  /// group otherwise or `formatsAgain` asks, formatted again after their context without a change.
  private func readsBack(
    _ written: ArraySlice<UInt8>, in output: [UInt8], lineCount: Int, previous: (bytes: Range<Int>, lines: Int)?,
    following: Range<Int>?, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, plan: ParagraphPlan,
    first: DocumentLine, formatsAgain: Bool, check: inout ReadBackCheck
  ) -> Bool {
    let context = previous.map { output[$0.bytes] }
    // The input lines after the paragraph, line ends and all.
    let after = following.map {
      text[lines[$0.lowerBound].range.lowerBound..<lines[$0.upperBound - 1].range.upperBound]
    }
    switch check.read(
      written, lineCount: lineCount, previous: context, previousCount: previous?.lines ?? 0,
      next: after, nextCount: following?.count ?? 0, nextLine: following.map { lines[$0.lowerBound] }, plan: plan,
      first: first)
    {
    case .same where !formatsAgain || isRecheckingWindow: return true
    case .groupsOtherwise where isRecheckingWindow: return true
    case .changes: return false
    case .same, .groupsOtherwise:
      // Formatted again after the lines it was read after: a line of another kind at the paragraph's start (a rule
      // set alone) changes how the paragraph before it reads, which may then be rewrapped where it was kept.
      // With the check on, so that a paragraph kept in the context is kept again where it would still read back
      // otherwise, and rewrapped (a difference) where the new lines after it let it be.
      isRecheckingWindow = true
      defer { isRecheckingWindow = false }
      // With the line after them too, as it was: how a `>` line reads can depend on the line after it, so without it
      // the window may read as the next run will not.
      let newline = check.lineEnding.bytes
      var window: [UInt8] = []
      if let context {
        window += context
        window += newline
      }
      window += written
      let ours = window.count
      if let after {
        window += newline
        window += after
      }
      let again = window.withUnsafeBufferPointer { formatted(utf8: $0, lineEnding: check.lineEnding).output }
      guard after != nil else { return again == window }
      // The context and the paragraph must come out as they are, ended where they end; the line after may change.
      return again.count >= ours + newline.count && again[..<ours] == window[..<ours]
        && again[ours..<(ours + newline.count)].elementsEqual(newline)
    }
  }

  /// Where the last line of `output` starts: after its last line end.
  private static func lastLineStart(in output: [UInt8], newline: [UInt8]) -> Int {
    output.withUnsafeBufferPointer { output in
      ByteSearch.lastIndex(of: newline.last!, in: output, before: output.count).map { $0 + 1 } ?? 0
    }
  }

  /// What closes each rewrapped line of a C comment written on one line.
  static let commentSuffix = Array(" */".utf8)

  /// Wraps the text of comment lines that are closed at their end, each output line closed again; returns the lines
  /// written, or nil (and writes nothing) when the leads leave no room.
  ///
  /// `first`, the paragraph's first line, says how: a C comment on one line
  /// (`/* text */`) is closed with ` */`, as par does; a comment box's line
  /// (` * text  *`) with its side, padded so that the side stands in the
  /// column it stood in (or one space after a longer line), so the box keeps
  /// its shape. The side's width is kept free like an indent's.
  private func writeComment(
    _ body: [UInt8], closedLike first: DocumentLine, in text: UnsafeBufferPointer<UInt8>, indents: LineIndents,
    leads: LeadRules, to output: inout [UInt8], newline: [UInt8], afterLine: Bool
  ) -> Int? {
    let widths = options.wrap.widths
    let suffixStart = first.range.upperBound - Int(first.suffixLength)
    var side = Array(text[suffixStart..<first.range.upperBound].drop(while: LineLead.isBlank))
    while let last = side.last, LineLead.isBlank(last) { side.removeLast() }
    // The column a box's side stands in; a one-line comment's ` */` follows its text.
    let star = first.range.upperBound - 1 - trailingBlanks(text, first.range)
    var sideColumn =
      side == [0x2A]
      ? TabColumns.column(after: UnsafeBufferPointer(rebasing: text[first.range.lowerBound..<star]), widths: widths)
      : nil
    var lines: [[UInt8]] = []
    // A line that runs past the side's column (a word wider than the room) pushes the side out for every line, and the
    // text is wrapped again for that column: the next run reads the column from the first line, so the sides must
    // stand in one column, and the lines be the ones that column gives, to read back as written.
    for round in 0..<4 {
      let reserved = sideColumn.map { Swift.max(2, options.wrap.width - ($0 - 1)) } ?? Self.commentSuffix.count
      var widened = indents
      widened.firstWidth += reserved
      widened.restWidth += reserved
      guard let wrapped = body.withUnsafeBufferPointer({ wrapper.wrap(utf8: $0, indents: widened, leads: leads) })
      else { return nil }
      lines = wrapped
      guard let column = sideColumn else { break }
      let needed = lines.reduce(column) { Swift.max($0, TabColumns.column(after: $1, widths: widths) + 1) }
      sideColumn = needed
      if needed == column || round == 3 { break }
    }
    let column = sideColumn
    for (number, line) in lines.enumerated() {
      if afterLine || number > 0 { output.append(bytesOf: newline) }
      output += line
      if let column {
        output += repeatElement(0x20, count: Swift.max(1, column - TabColumns.column(after: line, widths: widths)))
        output += side
      } else {
        output += Self.commentSuffix
      }
    }
    return lines.count
  }

  /// How many blanks end the line at `range`.
  private func trailingBlanks(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var count = 0
    while count < range.count && LineLead.isBlank(text[range.upperBound - 1 - count]) { count += 1 }
    return count
  }

  /// LF for CR and CR for LF; every other byte as it is.
  private static func exchangingLineEnds(_ byte: UInt8) -> UInt8 {
    byte == 0x0A ? 0x0D : byte == 0x0D ? 0x0A : byte
  }

  /// Formats a string; see ``format(utf8:lineEnding:)``.
  public func format(_ text: some StringProtocol, lineEnding: LineEnding = .lf) -> String {
    var string = String(text)
    return string.withUTF8 { String(decoding: format(utf8: $0, lineEnding: lineEnding), as: UTF8.self) }
  }

  /// The first place at or after line start `from` where `text` may be cut so the parts format independently.
  ///
  /// That is the end of a complete blank line (spaces and tabs only): output
  /// of the parts, concatenated, is the output of the whole.
  public static func firstIndependentEnd(
    in text: UnsafeBufferPointer<UInt8>, from: Int = 0, lineEnding: LineEnding = .lf
  ) -> Int? {
    var scanner = IndependentEndScanner(lineEnding: lineEnding)
    for index in from..<text.count where scanner.endsBlankLine(text[index]) { return index + 1 }
    return nil
  }
}

/// Finds, a byte at a time, where a document may be cut so that the parts format independently.
///
/// Bytes are fed in order, so text that arrives in chunks is looked at once,
/// however long its lines: asking again from the start of the last line on
/// every chunk would be quadratic in a line with no end.
public struct IndependentEndScanner: Sendable {
  private var lineIsBlank = true
  /// The byte that ends a line: LF, or CR in a classic-Mac document.
  private let lineEnd: UInt8
  /// The other of CR and LF, which inside a line is white space (the CR of a CR LF, for one).
  private let otherEnd: UInt8

  /// A scanner at the start of a line of a document whose lines end with `lineEnding`.
  ///
  /// A document whose lines end with a lone CR has its blank lines found at
  /// CRs; looking for LFs there would never cut it, and a stream of it would
  /// be held whole.
  public init(lineEnding: LineEnding = .lf) {
    lineEnd = lineEnding.terminator
    otherEnd = lineEnd == 0x0A ? 0x0D : 0x0A
  }

  /// Takes the next byte; true when it ends a blank line, so the document may be cut after it.
  @inline(__always)
  public mutating func endsBlankLine(_ byte: UInt8) -> Bool {
    if byte == lineEnd {
      defer { lineIsBlank = true }
      return lineIsBlank
    }
    if !isBlank(byte) { lineIsBlank = false }
    return false
  }

  /// Takes `bytes` in order; one past the end of the last blank line among them, if one ends there.
  ///
  /// The same answers as ``endsBlankLine(_:)`` byte by byte, faster: the
  /// search runs back from the last line end, eight bytes at a time between
  /// lines, and stops at the first blank line it meets. A batch of text
  /// ends a few lines after a blank one, so the bytes before are never read.
  /// A pipeline reads every batch through here on one thread while the
  /// others wait, so each byte read here counts twice.
  public mutating func lastBlankLineEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    // Whether the line `bytes` starts in is blank so far.
    let carried = lineIsBlank
    guard var end = ByteSearch.lastIndex(of: lineEnd, in: bytes, before: bytes.count) else {
      lineIsBlank = carried && isBlank(bytes, 0..<bytes.count)
      return nil
    }
    lineIsBlank = isBlank(bytes, (end + 1)..<bytes.count)
    while true {
      // The line ending at `end`, read back to its start or its last byte of text.
      var start = end
      while start > 0 && isBlank(bytes[start - 1]) { start -= 1 }
      if start == 0 { return carried ? end + 1 : nil }
      if bytes[start - 1] == lineEnd { return end + 1 }
      guard let previous = ByteSearch.lastIndex(of: lineEnd, in: bytes, before: start - 1) else { return nil }
      end = previous
    }
  }

  /// Whether `byte` leaves a line blank: a space, a tab, or the other of CR and LF.
  @inline(__always)
  private func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == otherEnd
  }

  /// Whether every byte of `range` leaves a line blank.
  private func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    range.allSatisfy { isBlank(bytes[$0]) }
  }
}
