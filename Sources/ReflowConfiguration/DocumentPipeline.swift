// Streaming and cores: input is read in chunks, cut where a blank line lets
// paragraphs format independently, the pieces formatted on every core at
// once, and the results handed on in input order. Memory stays bounded by the
// batch size plus the largest run of lines between blank lines.

import Dispatch
import ReflowText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a document could not be formatted to the end.
package enum PipelineFailure: Error {
  case read(SystemError)
  case invalidUTF8(offset: Int)
  /// A NUL byte or another encoding's byte-order mark: the input is no UTF-8 text, and is left alone.
  case notText(NonText)
  /// The consumer of the output failed; it has already said why.
  case consumer
}

/// What to do with bytes that are not valid UTF-8.
package enum InvalidUTF8Handling {
  /// Keep each as it is, one column wide, and warn (plain text: a filter never loses an editor's text).
  case passThrough
  /// Replace each invalid sequence with U+FFFD (`--lossy`).
  case replace
  /// Refuse the input before writing any of it (`--strict-utf8`, and Markdown's default).
  case refuse
}

/// The invalid bytes an input held that were passed through unchanged.
package struct PassedThroughBytes {
  package var count: Int
  package var firstOffset: Int
}

/// One stretch of an input, cut where its lines end, and what formatting made of it.
package struct FormattedBatch {
  /// The input's bytes.
  package var input: ArraySlice<UInt8>
  /// The output, in pieces to be written one after another.
  package var output: [[UInt8]]
  /// When asked for: every paragraph the formatter read, in order, its lines counted from the batch's first
  /// line (of the input and of the output); every other line is one output line (``FormattedParagraph``).
  package var paragraphs: [FormattedParagraph]?

  /// A stretch of `input` and its `output`, with its paragraphs when they were asked for.
  package init(input: ArraySlice<UInt8>, output: [[UInt8]], paragraphs: [FormattedParagraph]? = nil) {
    self.input = input
    self.output = output
    self.paragraphs = paragraphs
  }
}

/// Formats whole inputs, handing each stretch of input and its output to a consumer in order.
package protocol InputFormatting {
  /// Formats all of `input`; `consume` gets each stretch of input with its output and returns false to stop.
  /// With `listingParagraphs`, a formatter that knows its paragraphs lists them (``FormattedBatch/paragraphs``).
  /// Returns the invalid bytes passed through, if there were any.
  func run(_ input: InputFile, listingParagraphs: Bool, consume: (FormattedBatch) -> Bool)
    throws(PipelineFailure) -> PassedThroughBytes?

  /// Whether invalid UTF-8 is refused: a regular file is then checked through before any of its output is written.
  var refusesInvalidUTF8: Bool { get }
}

/// Formats one input after another, in batches, with one formatter per core.
package final class DocumentPipeline: InputFormatting, @unchecked Sendable {
  /// Bytes asked of each read.
  package static let readSize = 256 << 10
  /// Bytes gathered before a batch is formatted, when input keeps coming.
  ///
  /// A batch is held three times over while it is formatted (its bytes, its lines, its output), so its size sets
  /// the run's working memory, which stays small whatever the input's size. Each batch is still cut into four pieces
  /// per thread, enough for every core to finish together.
  package static let batchSize = 512 << 10

  /// The number of threads `--jobs N` asks for; 0 means one per core.
  package static func threads(forJobs jobs: Int) -> Int {
    jobs > 0 ? jobs : Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  /// One formatter per thread: a batch's pieces are shared among them (``ParallelPolicy/map(_:workers:_:)``).
  private let formatters: [DocumentFormatter]
  private let invalidUTF8: InvalidUTF8Handling

  package var refusesInvalidUTF8: Bool { invalidUTF8 == .refuse }

  /// Written where the input has no line end to copy.
  private let lineEndingWhereNone: LineEnding

  /// Whether the input formatted so far ends inside a `reflow: off` region, which the next batch then starts in.
  private var ignoring = false

  package init(
    options: DocumentOptions, cores: Int, invalidUTF8: InvalidUTF8Handling, lineEndingWhereNone: LineEnding = .lf
  ) throws(TextError) {
    var formatters: [DocumentFormatter] = []
    for _ in 0..<Swift.max(cores, 1) { formatters.append(try DocumentFormatter(options: options)) }
    self.formatters = formatters
    self.invalidUTF8 = invalidUTF8
    self.lineEndingWhereNone = lineEndingWhereNone
  }

  /// Why a regular file is refused, read once through before formatting: its first invalid UTF-8, or the NUL byte or
  /// byte-order mark that says it is no UTF-8 text at all (which `--lossy` would not make text).
  ///
  /// Checking first means an invalid file produces no output at all, rather than output that stops halfway.
  package static func firstRefusal(in input: InputFile) throws(SystemError) -> PipelineFailure? {
    var buffer: [UInt8] = []
    var consumed = 0
    while true {
      let got = try input.read(appendingTo: &buffer, count: readSize)
      if let nonText = buffer.withUnsafeBufferPointer({ NonText.find(in: $0, atStart: consumed == 0, offset: consumed) }
      ) {
        return .notText(nonText)
      }
      // The last sequence may be cut by the read: it waits for more (at most four bytes are carried).
      let end = got == 0 ? buffer.count : DocumentPipeline.startOfLastSequence(buffer)
      if let offset = buffer.withUnsafeBufferPointer({
        UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: $0[..<end]))
      }) {
        return .invalidUTF8(offset: consumed + offset)
      }
      buffer.removeFirst(end)
      consumed += end
      if got == 0 { return nil }
    }
  }

  /// Where the last UTF-8 sequence of `bytes` starts: the last byte that is not a continuation byte,
  /// looking back no further than a sequence can be long.
  package static func startOfLastSequence(_ bytes: [UInt8]) -> Int {
    var start = bytes.count
    while start > 0 && bytes.count - start < 4 {
      start -= 1
      if bytes[start] & 0xC0 != 0x80 { break }
    }
    return start
  }

  /// Formats all of `input`, handing each batch's input and output (in pieces) to `consume` in order.
  ///
  /// `consume` returns false to stop. Input from a pipe refused for invalid UTF-8 is read whole before any of it
  /// is formatted, so that nothing is written before the refusal (a regular file is checked before the run).
  /// Batches end at a blank line, so each starts a line, of the input and of the output alike.
  package func run(_ input: InputFile, listingParagraphs: Bool, consume: (FormattedBatch) -> Bool)
    throws(PipelineFailure) -> PassedThroughBytes?
  {
    let holdsWhole = invalidUTF8 == .refuse && !input.isRegularFile
    ignoring = false
    var passed: PassedThroughBytes?
    var pending: [UInt8] = []
    var consumed = 0
    // The line ending, known once the first line end has been read; blank lines are looked for by it.
    var lineEnding: LineEnding?
    var lineEndSearch = LineEndSearch()
    // Bytes of `pending` already given to the scanner, and the last cut it found there.
    var scanned = 0
    var scanner = IndependentEndScanner()
    var independentEnd: Int?
    // Lines of the input formatted so far, which number the lines of the next batch.
    var linesBefore = 0
    while true {
      let got: Int
      let read = pending.count
      do { got = try input.read(appendingTo: &pending, count: DocumentPipeline.readSize) } catch { throw .read(error) }
      // No mode rewrites a binary or a UTF-16 document: each read is looked through for a NUL before any of it is
      // formatted (a short read is formatted at once, in pieces, and a NUL in a later piece, `\n\0`, came after the
      // first was written), and the input's start for a byte-order mark while fewer than its four bytes had come (a
      // pipe's first read may hold part of one). Each byte is searched about once, far cheaper than formatting it.
      let from = consumed == 0 && read < 4 ? 0 : read
      if let nonText = pending.withUnsafeBufferPointer({
        NonText.find(in: UnsafeBufferPointer(rebasing: $0[from...]), atStart: from == 0, offset: consumed + from)
      }) {
        throw .notText(nonText)
      }
      let atEnd = got == 0
      if lineEnding == nil {
        lineEnding = DocumentPipeline.lineEnding(
          of: pending, search: &lineEndSearch, atEnd: atEnd, whereNone: lineEndingWhereNone)
        if let lineEnding { scanner = IndependentEndScanner(lineEnding: lineEnding) }
      }
      var end: Int?
      if atEnd {
        end = pending.count
      } else if lineEnding != nil && !holdsWhole {
        pending.withUnsafeBufferPointer { bytes in
          if let end = scanner.lastBlankLineEnd(in: UnsafeBufferPointer(rebasing: bytes[scanned...])) {
            independentEnd = scanned + end
          }
        }
        scanned = pending.count
        // A short read means the writer is slow: format what is ready rather than wait.
        if let found = independentEnd, pending.count >= DocumentPipeline.batchSize || got < DocumentPipeline.readSize {
          end = found
        }
      }
      if let end, end > 0, let lineEnding {
        let batch = pending[..<end]
        let formatted = try format(
          batch, at: consumed, lineEnding: lineEnding, passed: &passed, listingParagraphs: listingParagraphs)
        report(formatted.kept, in: input, linesBefore: linesBefore)
        linesBefore += formatted.lineCount
        guard consume(FormattedBatch(input: batch, output: formatted.pieces, paragraphs: formatted.paragraphs)) else {
          throw .consumer
        }
        pending.removeFirst(end)
        consumed += end
        scanned = Swift.max(0, scanned - end)
        independentEnd = nil
      }
      if atEnd { return passed }
    }
  }

  /// How far the search for the input's line ending got: each byte is looked at once, however long the first
  /// line is.
  package struct LineEndSearch {
    var searched = 0
    /// Where the last CR before any LF is.
    var lastCarriageReturn: Int?
  }

  /// The line ending of input that starts with `pending`, once it is known.
  ///
  /// Known at the first LF, which says LF or CR LF; before that, a blank
  /// line between two CRs says CR (a classic-Mac file; a progress bar's CRs
  /// come with text between them), and so does input that ends, or a whole
  /// batch, with CRs and no LF. A batch is cut only at a blank line anyway,
  /// so a classic-Mac stream's output starts as soon as it can.
  package static func lineEnding(
    of pending: [UInt8], search: inout LineEndSearch, atEnd: Bool, whereNone: LineEnding = .lf
  ) -> LineEnding? {
    while let end = pending[search.searched...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
      search.searched = end + 1
      if pending[end] == 0x0A { return end > 0 && pending[end - 1] == 0x0D ? .crlf : .lf }
      // The CR before this one had no LF after it, so this is no CR LF file.
      if let previous = search.lastCarriageReturn,
        pending[(previous + 1)..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 })
      {
        return .cr
      }
      search.lastCarriageReturn = end
    }
    search.searched = pending.count
    guard atEnd || pending.count >= batchSize else { return nil }
    return search.lastCarriageReturn != nil ? .cr : (atEnd ? whereNone : nil)
  }

  /// Names each paragraph the formatter kept as written on standard error, with its line in the whole input,
  /// unless standard error is the output file (an editor's filter), where the note would become the user's text.
  private func report(_ kept: [KeptParagraph], in input: InputFile, linesBefore: Int) {
    guard !kept.isEmpty, !StandardStreams.errorGoesToOutputFile else { return }
    for paragraph in kept {
      let inWholeInput = KeptParagraph(lineNumber: linesBefore + paragraph.lineNumber, reason: paragraph.reason)
      printError("\(input.displayName):\(inWholeInput)")
    }
  }

  /// A formatted batch before it is handed on: its output in pieces, its input's line count, the paragraphs kept as
  /// written (lines counted from 1 in the batch), and, when asked for, the paragraph map (lines counted from 0 in
  /// the batch, of the input and of the output).
  private struct FormattedPieces {
    var pieces: [[UInt8]] = []
    var lineCount = 0
    var kept: [KeptParagraph] = []
    var paragraphs: [FormattedParagraph]?
  }

  /// Formats one batch of complete paragraphs, split between the formatters.
  ///
  /// Invalid UTF-8 is handled as `invalidUTF8` says; bytes passed through are added to `passed`. With
  /// `listingParagraphs`, the batch's paragraphs are listed too.
  private func format(
    _ batch: ArraySlice<UInt8>, at offset: Int, lineEnding: LineEnding, passed: inout PassedThroughBytes?,
    listingParagraphs: Bool
  ) throws(PipelineFailure) -> FormattedPieces {
    // Each piece is checked on the thread that formats it, so that no core waits while one reads the whole batch
    // through; a batch that holds invalid UTF-8 is formatted again here, as `invalidUTF8` says. A batch that would
    // be refused is checked first, so that none of it is formatted for nothing (a pipe's is its whole input).
    if invalidUTF8 != .refuse || batch.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) == nil,
      let formatted = formattedIfValid(batch, lineEnding: lineEnding, listingParagraphs: listingParagraphs)
    {
      return formatted
    }
    if let invalid = batch.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) {
      switch invalidUTF8 {
      case .refuse: throw .invalidUTF8(offset: offset + invalid)
      case .replace:
        let repaired = batch.withUnsafeBufferPointer(UTF8Validation.repaired)
        return try format(
          repaired[...], at: offset, lineEnding: lineEnding, passed: &passed, listingParagraphs: listingParagraphs)
      case .passThrough:
        // Text holding one of the stand-ins already could not be given back byte for byte.
        guard let escaped = batch.withUnsafeBufferPointer(InvalidBytes.escaped) else {
          throw .invalidUTF8(offset: offset + invalid)
        }
        let first = passed?.firstOffset ?? offset + invalid
        passed = PassedThroughBytes(count: (passed?.count ?? 0) + escaped.count, firstOffset: first)
        var formatted = try format(
          escaped.text[...], at: offset, lineEnding: lineEnding, passed: &passed, listingParagraphs: listingParagraphs)
        for index in formatted.pieces.indices { InvalidBytes.restore(&formatted.pieces[index]) }
        return formatted
      }
    }
    preconditionFailure("a piece of the batch held invalid UTF-8, and the batch none")
  }

  /// One batch formatted, split between the formatters; nil if a piece holds invalid UTF-8.
  ///
  /// Pieces end at line ends, which no UTF-8 sequence holds, so each is
  /// checked on its own.
  private func formattedIfValid(_ batch: ArraySlice<UInt8>, lineEnding: LineEnding, listingParagraphs: Bool)
    -> FormattedPieces?
  {
    batch.withUnsafeBufferPointer { bytes in
      let pieces = DocumentFormatter.parallelPieces(of: bytes, threads: formatters.count, lineEnding: lineEnding)
      // Whether each piece starts inside a `reflow: off` region: one search of the batch for the directives.
      var startsIgnoring: [Bool] = []
      var state = ignoring
      for piece in pieces {
        startsIgnoring.append(state)
        state = IgnoreDirectives.endsIgnoring(UnsafeBufferPointer(rebasing: bytes[piece]), startingIgnoring: state)
      }
      let shared = SharedBuffer(bytes: bytes)
      let checked = ParallelPolicy.map(pieces.count, workers: formatters.count) {
        worker, index -> DocumentFormatter.FormattedDocument? in
        let piece = UnsafeBufferPointer(rebasing: shared.bytes[pieces[index]])
        guard UTF8Validation.firstInvalidOffset(in: piece) == nil else { return nil }
        return formatters[worker].formatted(
          utf8: piece, lineEnding: lineEnding, recordsParagraphs: listingParagraphs,
          startsIgnoring: startsIgnoring[index])
      }
      let documents = checked.compactMap { $0 }
      guard documents.count == checked.count else { return nil }
      ignoring = state
      // Each piece counts its lines from its own start; the pieces before it move them on. Output lines are counted
      // only for the paragraph map, which a run asks for with --diff.
      var formatted = FormattedPieces(paragraphs: listingParagraphs ? [] : nil)
      var outputLines = 0
      let terminator = lineEnding.terminator
      for document in documents {
        formatted.pieces.append(document.output)
        formatted.kept += document.kept.map {
          KeptParagraph(lineNumber: formatted.lineCount + $0.lineNumber, reason: $0.reason)
        }
        if listingParagraphs {
          let (lines, written) = (formatted.lineCount, outputLines)
          formatted.paragraphs! += document.paragraphs.map { paragraph in
            FormattedParagraph(
              input: (paragraph.input.lowerBound + lines)..<(paragraph.input.upperBound + lines),
              output: (paragraph.output.lowerBound + written)..<(paragraph.output.upperBound + written))
          }
          outputLines += document.output.count { $0 == terminator }
        }
        formatted.lineCount += document.lineCount
      }
      return formatted
    }
  }
}

/// A read-only buffer shared by the workers of one batch.
private struct SharedBuffer: @unchecked Sendable {
  package let bytes: UnsafeBufferPointer<UInt8>
}
