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
/// A formatter may be shared between threads and tasks: each call claims
/// it for the call's length, and a call that finds it claimed by another
/// thread works on a spare copy (made once, and kept for the next such
/// call), so the output is that of a formatter of its own. Under heavy
/// sharing, a formatter per thread spares the copies' set-up.
public final class DocumentFormatter: @unchecked Sendable, ClaimedPerCall {
  /// The options every document is formatted with.
  public let options: DocumentOptions
  private let wrapper: TextWrapper
  /// Whether each rewrapped paragraph is read back (``ReadBackCheck``); off while a paragraph is formatted again for
  /// that check, and in tests that read text as a refill reads it, paragraphs and all.
  var checksReadBack = true
  /// Whether this formatter is formatting a window of lines again for the read-back check: then only lines that would
  /// change are kept, and nothing is formatted again in turn.
  var isRecheckingWindow = false
  /// While this formatter formats a document's output again to see that it settles
  /// (``settled(utf8:lineEnding:recordsParagraphs:startsIgnoring:)``), the output's paragraphs to keep as written, by
  /// their first line: the output is formatted once, with the paragraphs kept that the run that wrote it kept.
  var keepingWhileChecking: [Int: Bool]?
  /// Which thread is formatting, for a formatter shared between threads: the wrapper and the switch above are used
  /// by the thread that holds the claim alone, and the settings are only ever read once the formatter is made (the
  /// tests' switch is set before its first call).
  let claim = ScratchClaim<DocumentFormatter>()

  /// Creates a formatter.
  ///
  /// - Throws: `TextError` when the width is not positive, the locale has
  ///   no line-break rules, or the hyphenation dictionary is missing.
  public init(options: DocumentOptions) throws(TextError) {
    self.options = options
    var wrap = options.wrap
    wrap.initialIndent = ""
    wrap.subsequentIndent = ""
    wrapper = try TextWrapper(options: wrap)
  }

  /// A formatter with these options and switches and a wrapper of its own, for a call that finds this one claimed.
  func spareCopy() -> DocumentFormatter? {
    guard let copy = try? DocumentFormatter(options: options) else { return nil }
    copy.checksReadBack = checksReadBack
    return copy
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
    guard isClaimedHere else {
      return exclusively {
        $0.formatted(
          utf8: text, lineEnding: lineEnding, recordsParagraphs: recordsParagraphs, startsIgnoring: startsIgnoring)
      }
    }
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
    guard checksReadBack && !isRecheckingWindow,
      options.shape == .crownMargin || options.shape == .taggedParagraph
    else {
      return formattedOnce(
        utf8: text, lineEnding: lineEnding, recordsParagraphs: recordsParagraphs, startsIgnoring: startsIgnoring)
    }
    if let keeping = keepingWhileChecking {
      return formattedOnce(
        utf8: text, lineEnding: lineEnding, recordsParagraphs: recordsParagraphs, startsIgnoring: startsIgnoring,
        keeping: keeping)
    }
    return settled(
      utf8: text, lineEnding: lineEnding, recordsParagraphs: recordsParagraphs, startsIgnoring: startsIgnoring)
  }

  /// Formats valid UTF-8 text once, each paragraph checked as it is written, and the paragraphs that start at the
  /// lines `keeping` names written as they are (named as kept where the value is true).
  ///
  /// The text's line ends are LF or CR LF and its lines unpadded: what
  /// ``formatted(utf8:lineEnding:recordsParagraphs:startsIgnoring:)`` passes on.
  func formattedOnce(
    utf8 text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding, recordsParagraphs: Bool, startsIgnoring: Bool,
    keeping: [Int: Bool] = [:]
  ) -> FormattedDocument {
    let lines = DocumentLineReader(options: options, lineEnding: lineEnding).lines(
      of: text, startsIgnoring: startsIgnoring)
    var grouping = ParagraphGrouping(
      text: text, lines: lines, shape: options.shape, widths: options.wrap.widths,
      readsPaddedLines: options.wrap.padsLines)
    var writer = ParagraphWriter(
      newline: lineEnding.bytes, capacity: text.count + text.count / 8, placement: KeptLinePlacement(options.wrap))
    var kept: [KeptParagraph] = []
    var paragraphs: [FormattedParagraph] = []
    var readBack = ReadBackCheck(options: options, lineEnding: lineEnding)
    var body: [UInt8] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      switch line.kind {
      case .blank:
        writer.writeAlone(EmptyCollection())
        index += 1
      case .verbatim:
        writer.writeAlone(text[line.range])
        index += 1
      case .text:
        let plan = grouping.paragraph(startingAt: index)
        let firstOutputLine = writer.linesWritten
        if holdsRecords(plan, of: lines, in: text) || isRowBelowWritten(plan, of: lines, in: text, writer: writer) {
          // Records, not prose: written as they are, silently. The paragraph after them is read back after all of
          // them, as after a paragraph kept as written.
          writer.writeAsWritten(plan.lines, of: lines, in: text)
          writer.keptToReadBack = true
        } else if let named = keeping[plan.lines.lowerBound] {
          // Kept because the document, formatted again, changed it: read after as any paragraph kept to read back.
          writer.writeAsWritten(plan.lines, of: lines, in: text)
          writer.keptToReadBack = true
          if named { kept.append(KeptParagraph(lineNumber: plan.lines.lowerBound + 1, reason: .readsBackDifferently)) }
        } else if let keeps = write(plan, of: lines, in: text, body: &body, to: &writer, readBack: &readBack) {
          kept.append(keeps)
        }
        if recordsParagraphs {
          paragraphs.append(FormattedParagraph(input: plan.lines, output: firstOutputLine..<writer.linesWritten))
        }
        index = plan.lines.upperBound
      }
    }
    if text.last == 0x0A { writer.output.append(bytesOf: writer.newline) }
    return FormattedDocument(output: writer.output, lineCount: lines.count, kept: kept, paragraphs: paragraphs)
  }

  /// Whether the paragraph `plan` holds records (one item a line), rows set in columns, or an editor's settings,
  /// which are written as they are.
  ///
  /// A paragraph of one line (each line is one under --wrap keep, and
  /// under -t where lines share an indent) changes only when it is too long
  /// for the width: then it is asked about with the lines around it. Under
  /// --wrap keep and -t every such line is asked whether it is a row with
  /// its neighbours, which are paragraphs of one line too.
  private func holdsRecords(
    _ plan: ParagraphPlan, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    plan.lines.count == 1
      ? (lines[plan.lines.lowerBound].range.count > options.wrap.width || lines[plan.lines.lowerBound].hasTab)
        && RecordParagraph.holdsRecords(around: plan.lines.lowerBound, of: lines, in: text)
        || (options.shape == .splitOnly || options.shape == .taggedParagraph)
          && ColumnRows.holdsColumns(around: plan.lines.lowerBound, of: lines, in: text, widths: options.wrap.widths)
      : RecordParagraph.holdsRecords(plan.lines, of: lines, in: text)
        || ColumnRows.holdsColumns(plan.lines, of: lines, in: text, widths: options.wrap.widths)
        || LocalVariablesBlock.opens(plan.lines, of: lines, in: text)
        || OptionList.holds(plan.lines, of: lines, in: text)
  }

  /// Whether the paragraph `plan`, one line too long for the width, is a row of the table just written above it
  /// (``ColumnRows/linesUp(_:in:withWritten:widths:)``).
  private func isRowBelowWritten(
    _ plan: ParagraphPlan, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, writer: ParagraphWriter
  ) -> Bool {
    guard plan.lines.count == 1, lines[plan.lines.lowerBound].range.count > options.wrap.width,
      let above = writer.previousLine
    else { return false }
    return writer.output.withUnsafeBufferPointer { output in
      ColumnRows.linesUp(
        lines[plan.lines.lowerBound], in: text, withWritten: UnsafeBufferPointer(rebasing: output[above]),
        widths: options.wrap.widths)
    }
  }

  /// Rewraps the paragraph `plan` into `writer`, or writes it as it is where it has no room or would not settle
  /// (``settles(_:lineCount:of:lines:in:writer:after:readBack:)``); returns the paragraph to name as kept, if any.
  ///
  /// `body` is a buffer for the paragraph's text, reused from one paragraph to the next.
  private func write(
    _ plan: ParagraphPlan, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, body: inout [UInt8],
    to writer: inout ParagraphWriter, readBack: inout ReadBackCheck
  ) -> KeptParagraph? {
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
    let previousLine = writer.previousLine
    let paragraphStart = writer.output.count
    let afterLine = writer.wroteLine
    let newline = writer.newline
    let written =
      first.suffixLength > 0
      ? writeComment(
        body, closedLike: first, in: text, indents: indents, leads: leads, to: &writer.output,
        newline: newline, afterLine: afterLine)
      : inPlace
        ? wrapper.wrap(
          utf8: UnsafeBufferPointer(
            rebasing: text[(first.range.lowerBound + first.lead!.textStart)..<first.range.upperBound]),
          indents: indents, leads: leads, appendingTo: &writer.output, lineEnd: newline, afterLine: afterLine)
        : body.withUnsafeBufferPointer {
          wrapper.wrap(
            utf8: $0, indents: indents, leads: leads, appendingTo: &writer.output, lineEnd: newline,
            afterLine: afterLine)
        }
    var keeps: KeptParagraph.Reason?
    if let written {
      if written > 0 {
        writer.wroteLine = true
        if !settles(
          plan, lineCount: written, of: lines, in: text, writer: writer, from: paragraphStart, after: previousLine,
          readBack: &readBack)
        {
          keeps = .readsBackDifferently
        }
      }
    } else {
      keeps = .noRoomForText
    }
    writer.keptToReadBack = keeps == .readsBackDifferently
    if let keeps {
      // Put back as written: the paragraph's own lines, with the document's line ends.
      writer.putBack(plan.lines, of: lines, in: text, from: paragraphStart, after: previousLine)
      if keeps == .readsBackDifferently
        || plan.lines.contains(where: {
          TabColumns.column(
            after: UnsafeBufferPointer(rebasing: text[lines[$0].range]), widths: options.wrap.widths)
            > options.wrap.width
        })
      {
        return KeptParagraph(lineNumber: plan.lines.lowerBound + 1, reason: keeps)
      }
    } else if let written, written > 0 {
      writer.noteRewrapped(written, from: paragraphStart, after: previousLine)
    }
    return nil
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
