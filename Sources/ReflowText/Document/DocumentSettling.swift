// Phase: the whole document, settling across paragraphs. Under a crown or a
// tag (-c, -t) a paragraph's first two lines decide which lines join it, so
// a rewrapped paragraph can regroup the lines after it on the next run:
// lines the check of each paragraph took as settled, as they were written as
// read. Here the output is formatted again, and the paragraphs whose lines
// would change are kept as written until it comes out as it is.

extension DocumentFormatter {
  /// How many times a document is formatted again, each time with more of its paragraphs kept as written, before all
  /// of them are.
  static let settleRounds = 4

  /// Formats `text` so that it settles as a whole: the output, formatted again, comes out as it is.
  ///
  /// Each paragraph is checked as it is written
  /// (``settles(_:lineCount:of:lines:in:writer:from:after:readBack:)``),
  /// after the lines written before it and before the input's lines after
  /// it; under a crown or a tag, the lines after it may still group
  /// otherwise once it and the paragraphs around it are rewrapped, as the
  /// next run reads them. So the output is formatted again, and where a
  /// paragraph of it comes out otherwise, the input's rewrapped paragraphs
  /// it was written from (or, where its lines were all written as read, the
  /// rewrapped paragraph before them) are kept as written and named
  /// (``KeptParagraph/Reason/readsBackDifferently``), and the document
  /// formatted once more. Where that does not settle within
  /// ``settleRounds``, or no rewrapped paragraph is to blame, every
  /// paragraph is kept as written. Only the shapes that read whole
  /// paragraphs pay for the second formatting.
  func settled(
    utf8 text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding, recordsParagraphs: Bool, startsIgnoring: Bool
  ) -> FormattedDocument {
    var keeping: [Int: Bool] = [:]
    var document = formattedOnce(
      utf8: text, lineEnding: lineEnding, recordsParagraphs: true, startsIgnoring: startsIgnoring)
    let inputLines = Self.lineRanges(of: text, lineEnding: lineEnding)
    for round in 0...Self.settleRounds {
      // The output's paragraphs written from kept ones are kept again: a run over the output keeps them for the same
      // reason, as the lines they would regroup are still after them.
      var keptInOutput: [Int: Bool] = [:]
      for paragraph in document.paragraphs where keeping[paragraph.input.lowerBound] != nil {
        keptInOutput[paragraph.output.lowerBound] = false
      }
      let again = document.output.withUnsafeBufferPointer { output in
        keepingWhileChecking = keptInOutput
        defer { keepingWhileChecking = nil }
        return formatted(utf8: output, lineEnding: lineEnding, recordsParagraphs: true, startsIgnoring: startsIgnoring)
      }
      if again.output == document.output { break }
      let rewrapped = document.output.withUnsafeBufferPointer { output in
        Self.rewrappedParagraphs(of: document, in: text, inputLines: inputLines, output: output, lineEnding: lineEnding)
      }
      var unsettled = document.output.withUnsafeBufferPointer { output in
        Self.unsettledParagraphs(of: document, again: again, output: output, lineEnding: lineEnding)
      }.filter { rewrapped.contains($0) }
      if unsettled.isEmpty {
        // Only lines written as they were read change: a paragraph rewrapped before them regrouped them.
        unsettled = Self.rewrappedBefore(Self.firstChangedLine(of: document, again: again), in: document, rewrapped)
      }
      let keepsAll = unsettled.isEmpty || round == Self.settleRounds
      if keepsAll {
        // The document as written: a paragraph kept only for the one before it may be rewrapped once that one is
        // kept, so every paragraph is, and those that changed are named.
        for (index, paragraph) in document.paragraphs.enumerated() {
          keeping[paragraph.input.lowerBound] = keeping[paragraph.input.lowerBound] == true || rewrapped.contains(index)
        }
      }
      for paragraph in unsettled { keeping[document.paragraphs[paragraph].input.lowerBound] = true }
      document = formattedOnce(
        utf8: text, lineEnding: lineEnding, recordsParagraphs: true, startsIgnoring: startsIgnoring, keeping: keeping)
      if keepsAll { break }
    }
    if !recordsParagraphs { document.paragraphs = [] }
    return document
  }

  /// The paragraphs of `document` (indices into its map) whose output lines are not their input lines.
  private static func rewrappedParagraphs(
    of document: FormattedDocument, in text: UnsafeBufferPointer<UInt8>, inputLines: [Range<Int>],
    output: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding
  ) -> Set<Int> {
    let outputLines = lineRanges(of: output, lineEnding: lineEnding)
    var rewrapped: Set<Int> = []
    for (index, paragraph) in document.paragraphs.enumerated()
    where !sameLines(
      inputLines[paragraph.input].map { text[$0] }, outputLines[paragraph.output].map { output[$0] })
    {
      rewrapped.insert(index)
    }
    return rewrapped
  }

  /// The paragraphs of `document` (indices into its map) with an output line in a paragraph that `again`, the
  /// document's output formatted again, changed.
  private static func unsettledParagraphs(
    of document: FormattedDocument, again: FormattedDocument, output: UnsafeBufferPointer<UInt8>,
    lineEnding: LineEnding
  ) -> Set<Int> {
    let outputLines = lineRanges(of: output, lineEnding: lineEnding)
    let againLines = again.output.withUnsafeBufferPointer { lineRanges(of: $0, lineEnding: lineEnding) }
    var changed: [Range<Int>] = []
    again.output.withUnsafeBufferPointer { againOutput in
      for paragraph in again.paragraphs
      where !sameLines(
        outputLines[paragraph.input].map { output[$0] }, againLines[paragraph.output].map { againOutput[$0] })
      {
        changed.append(paragraph.input)
      }
    }
    var unsettled: Set<Int> = []
    for (index, paragraph) in document.paragraphs.enumerated()
    where changed.contains(where: { $0.overlaps(paragraph.output) }) {
      unsettled.insert(index)
    }
    return unsettled
  }

  /// The first output line of `document` in a paragraph that `again` changed, or past the last line.
  private static func firstChangedLine(of document: FormattedDocument, again: FormattedDocument) -> Int {
    let outputLines = document.output.withUnsafeBufferPointer { lineRanges(of: $0, lineEnding: .lf) }
    let againLines = again.output.withUnsafeBufferPointer { lineRanges(of: $0, lineEnding: .lf) }
    for (line, range) in outputLines.enumerated()
    where line >= againLines.count || document.output[range] != again.output[againLines[line]] {
      return line
    }
    return outputLines.count
  }

  /// The last rewrapped paragraph of `document` whose output starts before output line `line`, if any.
  private static func rewrappedBefore(_ line: Int, in document: FormattedDocument, _ rewrapped: Set<Int>) -> Set<Int> {
    let before = rewrapped.filter { document.paragraphs[$0].output.lowerBound < line }
    return before.max().map { [$0] } ?? []
  }

  /// Whether two lists of lines are the same lines.
  private static func sameLines(
    _ one: [Slice<UnsafeBufferPointer<UInt8>>], _ other: [Slice<UnsafeBufferPointer<UInt8>>]
  )
    -> Bool
  {
    one.count == other.count && zip(one, other).allSatisfy { $0.elementsEqual($1) }
  }

  /// Each line of `bytes` as a range, without its line end, counted as the formatter counts them: a last line
  /// without a line end counts too.
  static func lineRanges(of bytes: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    let dropsReturn = lineEnding == .crlf
    for index in bytes.indices where bytes[index] == 0x0A {
      ranges.append(start..<(dropsReturn && index > start && bytes[index - 1] == 0x0D ? index - 1 : index))
      start = index + 1
    }
    if start < bytes.count { ranges.append(start..<bytes.count) }
    return ranges
  }
}
