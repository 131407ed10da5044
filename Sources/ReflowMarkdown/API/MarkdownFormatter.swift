// Phase: the whole Markdown pipeline. Parse, rewrap every paragraph in place
// and copy every other byte as written, then check the result: cmark-gfm's
// HTML of the output must equal the input's. A paragraph that fails the check
// is put back as it was, so the formatter never changes what a document means.

import Dispatch
import FlowLayout
import ReflowText

/// Rewraps the prose of Markdown documents without changing what they mean.
///
/// ```swift
/// let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 40))
/// let wrapped = formatter.format("> A quoted paragraph that is far too long for forty columns.\n").text
/// ```
///
/// Paragraphs, including those in lists and block quotes, are rewrapped;
/// code, HTML, tables, headings, front matter and link definitions are copied
/// byte for byte, so a document keeps its own list markers, emphasis and
/// heading style. So are the lines of Markdown dialects that cmark-gfm reads
/// as text (GitHub alerts, DocC directives, admonitions, display math and the
/// others `DialectLines` lists), and whatever an ignore directive marks
/// (`<!-- reflow-ignore -->`, `<!-- reflow-ignore-start -->` …
/// `<!-- reflow-ignore-end -->`, and prettier's `prettier-ignore` forms). A
/// formatter holds only its options, so threads may share it.
public struct MarkdownFormatter: Sendable {
  /// The options every document is formatted with.
  public let options: MarkdownFormatOptions
  /// How a paragraph too long to break at once is split (the tests make the windows small).
  var windows = ParagraphWindows()

  /// Creates a formatter.
  ///
  /// - Throws: ``MarkdownFormatError`` for a width below one, justified alignment, centred or right-aligned
  ///   lines wider than `TextWrapOptions.maximumAlignedWidth`, or line-break rules ICU cannot open.
  public init(options: MarkdownFormatOptions) throws(MarkdownFormatError) {
    guard options.width >= 1 else { throw .invalidWidth(options.width) }
    guard options.alignment != .justified else { throw .justifiedAlignment }
    if !options.layout.goalIsValid, let goal = options.goal {
      throw .lineBreaking(.invalidGoal(goal: goal, width: options.width))
    }
    if options.alignment != .leading, options.width > TextWrapOptions.maximumAlignedWidth {
      throw .widthTooWideToAlign(options.width)
    }
    do throws(TextError) {
      if options.breaksInsideCJKRuns { _ = try LineBreakIterator(style: options.lineBreakStyle) }
      if options.breaksAtSentences { _ = try SentenceBoundaries(locale: options.lineBreakStyle.locale) }
    } catch {
      throw .lineBreaking(error)
    }
    self.options = options
  }

  /// Formats one document of valid UTF-8.
  public func format(utf8 source: UnsafeBufferPointer<UInt8>) -> MarkdownFormatResult {
    let threads = ParallelPolicy.threads(forBytes: source.count, requested: options.threads)
    let check = MeaningCheck(source, verifies: options.verifiesMeaning, splitsHTML: threads > 1)
    let document = check.outline()
    let lines = SourceLines(source)
    var (paragraphs, unread) = Self.readParagraphs(
      of: document, in: source, lines: lines, threads: threads, keepsModuleLines: options.keepsModuleLines)
    // A paragraph that cannot be read for rewrapping is named like one the rewrapper refuses.
    var refusedUnread: [KeptParagraph] = []
    for paragraph in unread {
      guard let span = paragraph.lines, passesWidth(span, in: source, lines: lines) else { continue }
      refusedUnread.append(KeptParagraph(lineNumber: span.lowerBound, reason: paragraph.reason))
    }
    var (output, refused, lineCounts) = splice(
      source, paragraphs: paragraphs, lines: lines, keeping: [], feeding: check.feed)
    if !refusedUnread.isEmpty { refused = (refused + refusedUnread).sorted { $0.lineNumber < $1.lineNumber } }
    guard check.verifies else {
      var result = MarkdownFormatResult(output: output, keptAsWritten: refused)
      result.paragraphs = Self.formattedParagraphs(paragraphs, lineCounts: lineCounts)
      return result
    }
    // The paragraphs' text is read no more (a second splice reads it afresh). In a large document its pages go
    // back to the system before the output's HTML is rendered, where the run's memory peaks; a small one's stay
    // for the next document to reuse.
    for index in paragraphs.indices { paragraphs[index].source.releaseText() }
    if source.count >= Self.documentSizeWorthTrimming { FreedMemory.returnToSystem() }
    var result = check.compare { inputHTML, outputHTML in
      checked(
        output, renderedAs: outputHTML, renderingAs: inputHTML, source: source, paragraphs: paragraphs,
        lines: lines, lineCounts: lineCounts)
    }
    let putBack = Set(result.keptAsWritten.map(\.lineNumber))
    result.keptAsWritten = (result.keptAsWritten + refused.filter { !putBack.contains($0.lineNumber) }).sorted {
      $0.lineNumber < $1.lineNumber
    }
    return result
  }

  /// Each candidate's input lines and the output lines it became, in order.
  ///
  /// `lineCounts` holds the line count of each candidate's rewrapped text, nil
  /// where it was left as written. Every line outside the candidates is
  /// copied, so each one's output lines start where its input lines do, moved
  /// by what the candidates before it gained or lost.
  static func formattedParagraphs(_ candidates: [Candidate], lineCounts: [Int?]) -> [FormattedParagraph] {
    var shift = 0
    return zip(candidates, lineCounts).map { candidate, count in
      // SourceLines counts from 1, a FormattedParagraph from 0.
      let input = (candidate.source.lines.lowerBound - 1)..<candidate.source.lines.upperBound
      let written = count ?? input.count
      defer { shift += written - input.count }
      return FormattedParagraph(input: input, output: (input.lowerBound + shift)..<(input.lowerBound + shift + written))
    }
  }

  /// `output` if it renders to `html`, the input's HTML; otherwise the output with every paragraph
  /// whose HTML changed put back as written, or the source itself if that is still not the same.
  ///
  /// `outputHTML` is the output's HTML when the caller has rendered it already; `lineCounts` says how many lines
  /// each paragraph became in `output` (nil: left as written), for the result's ``MarkdownFormatResult/paragraphs``.
  func checked(
    _ output: [UInt8], renderedAs outputHTML: UnsafeBufferPointer<UInt8>? = nil,
    renderingAs html: UnsafeBufferPointer<UInt8>,
    source: UnsafeBufferPointer<UInt8>, paragraphs: [Candidate], lines: SourceLines, lineCounts: [Int?]
  ) -> MarkdownFormatResult {
    var comparison = HTMLComparison()
    comparison.rawOpenings = RawTextElements.openings(in: source)
    func rendersTheSame(_ candidate: [UInt8]) -> Bool {
      candidate.withUnsafeBufferPointer { CmarkTree($0, footnotes: true).htmlBuffer() }.withBytes {
        comparison.same(html, $0)
      }
    }
    let outputIsTheSame = outputHTML.map { comparison.same(html, $0) } ?? rendersTheSame(output)
    if outputIsTheSame {
      var result = MarkdownFormatResult(output: output)
      result.paragraphs = Self.formattedParagraphs(paragraphs, lineCounts: lineCounts)
      return result
    }
    func putBack(_ kept: [Candidate]) -> [KeptParagraph] {
      kept.map { KeptParagraph(lineNumber: $0.source.lines.lowerBound, reason: .rendersDifferently) }
    }
    let changed = Set(Self.changedParagraphs(source, output, paragraphs.map(\.ordinal), &comparison))
    if !changed.isEmpty {
      let repaired =
        Self.puttingBack(
          changed, in: output, source: source, paragraphs: paragraphs, lines: lines, lineCounts: lineCounts)
        ?? {
          let spliced = splice(
            source, paragraphs: rereadParagraphs(source, lines: lines), lines: lines, keeping: changed)
          return (spliced.output, spliced.lineCounts)
        }()
      if rendersTheSame(repaired.output) {
        var result = MarkdownFormatResult(
          output: repaired.output, keptAsWritten: putBack(paragraphs.filter { changed.contains($0.ordinal) }))
        result.paragraphs = Self.formattedParagraphs(paragraphs, lineCounts: repaired.lineCounts)
        return result
      }
    }
    // The difference lies outside the paragraphs, or keeping them did not remove it: keep everything.
    var result = MarkdownFormatResult(output: Array(source), keptAsWritten: putBack(paragraphs))
    result.paragraphs = Self.formattedParagraphs(paragraphs, lineCounts: paragraphs.map { _ in nil })
    return result
  }

  /// The size from which a document's freed paragraph text is worth handing back to the system: megabytes of
  /// pages then, where a small document's few would only be faulted in again by the next.
  static let documentSizeWorthTrimming = 1 << 20

  /// The paragraphs `format` rewrapped, read again from `source` with their text, which it lets go after the splice.
  func rereadParagraphs(_ source: UnsafeBufferPointer<UInt8>, lines: SourceLines) -> [Candidate] {
    let document = MarkdownDocument(blocks: CmarkTree(source, footnotes: true).outline())
    return Self.readParagraphs(of: document, in: source, lines: lines, keepsModuleLines: options.keepsModuleLines)
      .candidates
  }

  /// Formats a string of Markdown: the text, and every paragraph left as written, with its line and why.
  ///
  /// The meaning check's findings are part of the answer, as the command
  /// prints them: `result.text` is the document, and each entry of
  /// `result.keptAsWritten` says where a paragraph was kept and, in its
  /// reason's `description`, why, in words a user can read.
  public func format(_ source: some StringProtocol) -> MarkdownFormatResult {
    var text = String(source)
    return text.withUTF8 { format(utf8: $0) }
  }

  /// A paragraph to rewrap, with its place among all the document's paragraphs.
  struct Candidate: Sendable {
    var source: ParagraphSource
    /// The ordinal in 32 bits, which fit in the padding after the source's last field: a document holds one
    /// candidate a paragraph, and 64 bits would make each a word larger.
    private var storedOrdinal: Int32
    /// The paragraph's place among all the document's paragraphs, counting from 0.
    var ordinal: Int { Int(storedOrdinal) }

    init(source: ParagraphSource, ordinal: Int) {
      self.source = source
      storedOrdinal = Int32(ordinal)
    }
  }

  /// The paragraphs that can be rewrapped, in order, none overlapping another.
  ///
  /// Reading each paragraph's lines and markers is independent of the others, so with `threads` above one the
  /// document's paragraphs are read in as many parts at once; only the check for overlaps goes in order.
  static func paragraphs(
    of document: MarkdownDocument, in source: UnsafeBufferPointer<UInt8>, lines: SourceLines, threads: Int = 1
  ) -> [Candidate] {
    readParagraphs(of: document, in: source, lines: lines, threads: threads).candidates
  }

  /// A paragraph that cannot be rewrapped: the lines cmark-gfm gives it, when it gives any, and why.
  struct Unread {
    var lines: ClosedRange<Int>?
    var reason: KeptParagraph.Reason
  }

  /// The paragraphs that can be rewrapped (``paragraphs(of:in:lines:threads:)``), and those that cannot.
  ///
  /// With `keepsModuleLines`, MDX's module blocks (``MarkdownFormatOptions/keepsModuleLines``) are left as written,
  /// and not named: they are code, not prose kept.
  static func readParagraphs(
    of document: MarkdownDocument, in source: UnsafeBufferPointer<UInt8>, lines: SourceLines, threads: Int = 1,
    keepsModuleLines: Bool = false
  ) -> (candidates: [Candidate], unread: [Unread]) {
    let blocks = document.blocks.indices.filter { document.blocks[$0].kind == .paragraph }
    let parts = Swift.max(1, Swift.min(threads, blocks.count))
    let shared = SharedSource(bytes: source)
    let read = ParallelPolicy.map(parts) { part in
      let range = blocks.count * part / parts..<blocks.count * (part + 1) / parts
      return blocks[range].map { index in
        Result { () throws(Unreadable) -> ParagraphSource in
          try ParagraphSource(
            block: document.blocks[index], containers: document.containers(of: index), bytes: shared.bytes,
            index: lines)
        }
      }
    }
    var found: [Candidate] = []
    var unread: [Unread] = []
    found.reserveCapacity(blocks.count)
    for (ordinal, paragraph) in read.joined().enumerated() {
      switch paragraph {
      case .success(let paragraph): found.append(Candidate(source: paragraph, ordinal: ordinal))
      case .failure(let unreadable):
        let block = document.blocks[blocks[ordinal]]
        let lines = block.start.flatMap { start in block.end.map { start.line...Swift.max(start.line, $0.line) } }
        unread.append(Unread(lines: lines, reason: unreadable.reason))
      }
    }
    // cmark-gfm moves footnote definitions to the document's end: in source order, a definition's paragraph comes
    // back to its place, before the paragraphs and lists written after it.
    if zip(found, found.dropFirst()).contains(where: { $0.source.lines.lowerBound > $1.source.lines.lowerBound }) {
      found.sort { $0.source.lines.lowerBound < $1.source.lines.lowerBound }
    }
    var candidates: [Candidate] = []
    candidates.reserveCapacity(found.count)
    var lastLine = FrontMatter.lastLine(in: source, lines: lines) ?? 0
    let frontMatterEnd = lastLine
    for candidate in found {
      guard candidate.source.lines.lowerBound > lastLine else {
        // Lines cmark-gfm gave two paragraphs (one above a table), outside the front matter, which is not Markdown.
        if candidate.source.lines.lowerBound > frontMatterEnd {
          unread.append(Unread(lines: candidate.source.lines, reason: .noPosition))
        }
        continue
      }
      lastLine = candidate.source.lines.upperBound
      candidates.append(candidate)
    }
    if keepsModuleLines {
      candidates.removeAll { ModuleLines.opens(lines.content(of: $0.source.lines.lowerBound, in: source), in: source) }
    }
    // What the user marks with an ignore directive is left as written, and not named.
    let ignored = MarkdownIgnoreDirectives.ignoredLines(in: document, source: source, lines: lines)
    if !ignored.isEmpty {
      func isIgnored(_ span: ClosedRange<Int>) -> Bool { ignored.contains { $0.overlaps(span) } }
      candidates.removeAll { isIgnored($0.source.lines) }
      unread.removeAll { $0.lines.map(isIgnored) ?? false }
    }
    return (candidates, unread)
  }

  /// Where the output of a rewrap goes to be parsed as it is written, once `after` is done.
  struct OutputFeed {
    var parse: OutputParse
    /// Work that must end before the parse takes memory: the input's HTML, whose tree's memory it then reuses.
    var after: DispatchGroup
  }

  /// The source with every paragraph not in `keeping` replaced by its rewrapped lines.
  ///
  /// Paragraphs are independent, so a large document is cut into runs of
  /// paragraphs, a few per thread, and the pieces are joined in order. With
  /// `feeding`, each piece goes to that parse as soon as it and the pieces
  /// before it are written, on a thread of its own, so the output's blocks
  /// are parsed while later pieces are still being rewrapped, and the pieces
  /// are joined here while that thread finishes the parse.
  private func splice(
    _ source: UnsafeBufferPointer<UInt8>, paragraphs: [Candidate], lines: SourceLines, keeping: Set<Int>,
    feeding: OutputFeed? = nil
  ) -> (output: [UInt8], refused: [KeptParagraph], lineCounts: [Int?]) {
    let threads = ParallelPolicy.threads(forBytes: source.count, requested: options.threads)
    let parts = threads == 1 ? 1 : threads * ParallelPolicy.piecesPerThread
    // Piece `i` copies the source from `starts[i]` up to `starts[i + 1]`, rewrapping the paragraphs in it.
    var cuts = [0]
    var starts = [0]
    for part in 1..<parts {
      let cut = paragraphs.count * part / parts
      guard cut > cuts.last!, cut < paragraphs.count else { continue }
      cuts.append(cut)
      starts.append(lines.start(of: paragraphs[cut].source.lines.lowerBound))
    }
    cuts.append(paragraphs.count)
    starts.append(source.count)
    let pieceParagraphs = cuts, pieceStarts = starts
    let pieces = ParallelSlots<[UInt8]>(count: cuts.count - 1)
    let refusals = ParallelSlots<[KeptParagraph]>(count: cuts.count - 1)
    let counts = ParallelSlots<[Int?]>(count: cuts.count - 1)
    let shared = SharedSource(bytes: source)
    let written = (0..<pieces.count).map { _ in DispatchSemaphore(value: 0) }
    if let feeding { feeding.parse.start(after: feeding.after, pieces: pieces, written: written) }
    // Each thread keeps one rewrapper for all the pieces it takes: a rewrapper learns ICU's answers about the
    // spaces it meets, and one made afresh for every piece would ask ICU again for each. Each piece is signalled
    // as it is written, so that the output's parse takes it while later pieces are still being rewrapped.
    let workers = Swift.min(threads, pieces.count)
    let rewrappers = (0..<workers).map { _ in RewrapperOfWorker(rewrapper(for: source)) }
    _ = ParallelPolicy.map(pieces.count, workers: workers) { worker, piece in
      var refused: [KeptParagraph] = []
      var lineCounts: [Int?] = []
      pieces.set(
        piece,
        splice(
          shared.bytes, paragraphs: paragraphs[pieceParagraphs[piece]..<pieceParagraphs[piece + 1]], lines: lines,
          keeping: keeping, from: pieceStarts[piece], to: pieceStarts[piece + 1], with: &rewrappers[worker].value,
          refused: &refused, lineCounts: &lineCounts))
      refusals.set(piece, refused)
      counts.set(piece, lineCounts)
      written[piece].signal()
    }
    return (pieces.joined, refusals.values.flatMap { $0 }, counts.values.flatMap { $0 })
  }

  /// Rewraps `paragraphs`, copying the source between them, over `source[start..<end]`.
  ///
  /// A paragraph the rewrapper leaves as written goes into `refused` when one of its lines runs past the width:
  /// the user is told where, and why. `lineCounts` gets each paragraph's count of rewrapped lines, in order, or
  /// nil for one left as written.
  private func splice(
    _ source: UnsafeBufferPointer<UInt8>, paragraphs: ArraySlice<Candidate>, lines: SourceLines,
    keeping: Set<Int>, from start: Int, to end: Int, with rewrapper: inout ParagraphRewrapper,
    refused: inout [KeptParagraph], lineCounts: inout [Int?]
  ) -> [UInt8] {
    var measurer = DisplayWidthMeasurer(options: options.widths)
    var output: [UInt8] = []
    output.reserveCapacity((end - start) + (end - start) / 16)
    var copied = start
    lineCounts.reserveCapacity(paragraphs.count)
    for candidate in paragraphs {
      guard !keeping.contains(candidate.ordinal) else {
        lineCounts.append(nil)
        continue
      }
      let paragraph = candidate.source
      let paragraphStart = lines.start(of: paragraph.lines.lowerBound)
      output.append(bytesIn: copied..<paragraphStart, of: source)
      copied = paragraphStart
      let lineEnd = MarkdownSettling.lineEnd(
        forParagraphAt: paragraph.lines.lowerBound, of: lines, in: source, whereNone: options.lineEndingWhereNone.bytes)
      // A dialect's lines (an alert's marker, a directive, a formula) stay as written, and the prose between them
      // is rewrapped piece by piece.
      if paragraph.mayHoldDialect, let pieces = DialectLines.pieces(of: paragraph.content) {
        lineCounts.append(
          Self.rewrap(
            paragraph, pieces: pieces, source: source, lines: lines, lineEnd: lineEnd, with: &rewrapper,
            into: &output))
        copied = lines.end(of: paragraph.lines.upperBound)
        continue
      }
      guard rewrapper.rewrap(paragraph, lineEnd: lineEnd, into: &output) else {
        if passesWidth(paragraph.lines, in: source, lines: lines, measurer: &measurer) {
          refused.append(KeptParagraph(lineNumber: paragraph.lines.lowerBound, reason: rewrapper.lastRefusal))
        }
        lineCounts.append(nil)
        continue
      }
      lineCounts.append(rewrapper.lastLineCount)
      // The paragraph's own last line end (or none, at the end of the file) goes back after it: in a file
      // with mixed line ends, a CR put before a following LF would join two line ends into one.
      let last = paragraph.lines.upperBound
      output.removeLast(lineEnd.count)
      output.append(bytesIn: lines.content(of: last, in: source).upperBound..<lines.end(of: last), of: source)
      copied = lines.end(of: last)
    }
    output.append(bytesIn: copied..<end, of: source)
    return output
  }

  /// A rewrapper for the paragraphs of `source`, with this formatter's options and windows.
  private func rewrapper(for source: UnsafeBufferPointer<UInt8>) -> ParagraphRewrapper {
    var rewrapper = ParagraphRewrapper(options: options)
    rewrapper.windows = windows
    rewrapper.document = source
    return rewrapper
  }

  /// Whether a line of `span` runs past the width: a paragraph left as written with one is named.
  private func passesWidth(
    _ span: ClosedRange<Int>, in source: UnsafeBufferPointer<UInt8>, lines: SourceLines,
    measurer: inout DisplayWidthMeasurer
  ) -> Bool {
    span.contains { line in
      line <= lines.lineCount && measurer.width(of: source, in: lines.content(of: line, in: source)) > options.width
    }
  }

  private func passesWidth(_ span: ClosedRange<Int>, in source: UnsafeBufferPointer<UInt8>, lines: SourceLines) -> Bool
  {
    var measurer = DisplayWidthMeasurer(options: options.widths)
    return passesWidth(span, in: source, lines: lines, measurer: &measurer)
  }

  /// Which of the paragraphs `ordinals` (counting every paragraph of the document) render differently
  /// in `output` than in `source`.
  static func changedParagraphs(
    _ source: UnsafeBufferPointer<UInt8>, _ output: [UInt8], _ ordinals: [Int], _ comparison: inout HTMLComparison
  ) -> [Int] {
    let before = CmarkBridge.parse(source, wants: .paragraphHTML)
    let after = output.withUnsafeBufferPointer { CmarkBridge.parse($0, wants: .paragraphHTML) }
    // A different number of paragraphs means the structure moved: every rewrapped paragraph is suspect.
    guard before.paragraphHTML.count == after.paragraphHTML.count else { return ordinals }
    return ordinals.filter {
      $0 >= before.paragraphHTML.count || before.paragraphStates[$0] != after.paragraphStates[$0]
        || !comparison.same(before.paragraphHTML[$0], after.paragraphHTML[$0], startingIn: before.paragraphStates[$0])
    }
  }
}

/// A formatted document and what the meaning check did.
public struct MarkdownFormatResult: Sendable {
  /// The formatted document.
  public var output: [UInt8]
  /// The formatted document as a string.
  public var text: String { String(decoding: output, as: UTF8.self) }
  /// How many paragraphs were left as written and named: the length of ``keptAsWritten``.
  public var keptParagraphCount: Int { keptAsWritten.count }
  /// Every paragraph left as written with a line past the width, or put back by the meaning check, in order.
  public var keptAsWritten: [KeptParagraph] = []
  /// Every paragraph considered for rewrapping, in order, kept ones too: the input lines it was read from and the
  /// output lines it became.
  ///
  /// Every other line is copied as written, one output line for one input
  /// line, so these are all a diff or an editor's edits need (ReflowText's
  /// `FormattedParagraph`). Lines end at LF, CR LF or a CR alone, as cmark-gfm
  /// ends them.
  public var paragraphs: [FormattedParagraph] = []

  /// A formatted document and the paragraphs it kept as written.
  init(output: [UInt8], keptAsWritten: [KeptParagraph] = []) {
    self.output = output
    self.keptAsWritten = keptAsWritten
  }
}

extension MarkdownFormatResult {
  /// The former name of ``keptParagraphCount``: a count, while ``keptAsWritten`` is the list.
  @available(*, deprecated, renamed: "keptParagraphCount")
  public var keptParagraphs: Int { keptParagraphCount }
}

/// Options a Markdown formatter cannot work with.
public enum MarkdownFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The width is below one column.
  case invalidWidth(Int)
  /// Justified lines are not offered for Markdown: stretched spaces change the text.
  case justifiedAlignment
  /// Lines are to be centred or right-aligned in more than `TextWrapOptions.maximumAlignedWidth` columns.
  case widthTooWideToAlign(Int)
  /// ICU could not open line-break rules for the breaks inside CJK runs, or sentence rules for sentence lines.
  case lineBreaking(TextError)

  /// A sentence saying what is wrong with the options.
  public var description: String {
    switch self {
    case .invalidWidth(let width): "the width \(width) is below one column"
    case .justifiedAlignment:
      "Markdown cannot be justified: the stretched spaces would change the text; align left, right or center"
    case .lineBreaking(let error): error.description
    case .widthTooWideToAlign(let width): TextError.widthTooWideToAlign(width).description
    }
  }
}

/// The rewrapper one thread uses for every piece it takes, and no other thread touches meanwhile.
private final class RewrapperOfWorker: @unchecked Sendable {
  var value: ParagraphRewrapper

  init(_ value: ParagraphRewrapper) { self.value = value }
}

/// The source, shared read-only by the threads that rewrap it.
private struct SharedSource: @unchecked Sendable {
  let bytes: UnsafeBufferPointer<UInt8>
}
