// Phase: the whole document, settling across paragraphs. Under a crown or a
// tag (-c, -t) a paragraph's first two lines decide which lines join it, so
// a rewrapped paragraph can regroup the lines after it on the next run, and
// a paragraph kept for the input's lines after it can be rewrapped once
// those are: lines the check of each paragraph took as settled. Here the
// output is formatted again, and the lines between blank lines that would
// change are kept as written until it comes out as it is.

extension DocumentFormatter {
  /// How many times a document is formatted again, each time with more of its lines kept as written, before all of
  /// them are.
  static let settleRounds = 4

  /// Formats `text` so that it settles as a whole: the output, formatted again, comes out as it is.
  ///
  /// Each paragraph is checked as it is written
  /// (``settles(_:lineCount:of:lines:in:writer:from:after:readBack:)``),
  /// after the lines written before it and before the input's lines after
  /// it; under a crown or a tag, lines near it may still group otherwise
  /// once it and the paragraphs around it are rewrapped, as the next run
  /// reads them. So the output is formatted again, and where a paragraph of
  /// it comes out otherwise, the lines between the blank lines around it are
  /// kept as written, their rewrapped paragraphs named
  /// (``KeptParagraph/Reason/readsBackDifferently``), and the document
  /// formatted once more. A blank line parts what formats independently
  /// (``firstIndependentEnd(in:from:lineEnding:)``), so the next run keeps
  /// the same lines for the same reason, and the rest of the document,
  /// which settled, comes out as it is: a paragraph alone, kept without the
  /// lines around it, would be rewrapped by the next run, which reads it
  /// with other lines after it. Where that does not settle within
  /// ``settleRounds``, every paragraph is kept as written. Only the shapes
  /// that read whole paragraphs pay for the second formatting.
  func settled(
    utf8 text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding, recordsParagraphs: Bool, startsIgnoring: Bool
  ) -> FormattedDocument {
    var keeping: [Int: Bool] = [:]
    var document = formattedOnce(
      utf8: text, lineEnding: lineEnding, recordsParagraphs: true, startsIgnoring: startsIgnoring)
    let inputLines = Self.lineRanges(of: text, lineEnding: lineEnding)
    for round in 0...Self.settleRounds {
      // The output's paragraphs written from kept ones are kept again, as the next run keeps them.
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
      let (rewrapped, unsettled) = document.output.withUnsafeBufferPointer { output in
        let outputLines = Self.lineRanges(of: output, lineEnding: lineEnding)
        return (
          Self.rewrappedParagraphs(of: document, in: text, inputLines: inputLines, output: output, outputLines),
          Self.unsettledParagraphs(of: document, again: again, output: output, outputLines, lineEnding: lineEnding)
        )
      }
      let named = Set(document.kept.map(\.lineNumber))
      // Every paragraph when no block is to blame or the rounds are spent: the document as written.
      let keepsAll = unsettled.isEmpty || round == Self.settleRounds
      for (index, paragraph) in document.paragraphs.enumerated() where keepsAll || unsettled.contains(index) {
        let first = paragraph.input.lowerBound
        keeping[first] = keeping[first] == true || rewrapped.contains(index) || named.contains(first + 1)
      }
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
    output: UnsafeBufferPointer<UInt8>, _ outputLines: [Range<Int>]
  ) -> Set<Int> {
    var rewrapped: Set<Int> = []
    for (index, paragraph) in document.paragraphs.enumerated()
    where !sameLines(
      inputLines[paragraph.input].map { text[$0] }, outputLines[paragraph.output].map { output[$0] })
    {
      rewrapped.insert(index)
    }
    return rewrapped
  }

  /// The paragraphs of `document` (indices into its map) written between the same blank lines as a paragraph that
  /// `again`, the document's output formatted again, changed.
  private static func unsettledParagraphs(
    of document: FormattedDocument, again: FormattedDocument, output: UnsafeBufferPointer<UInt8>,
    _ outputLines: [Range<Int>], lineEnding: LineEnding
  ) -> Set<Int> {
    let againLines = again.output.withUnsafeBufferPointer { lineRanges(of: $0, lineEnding: lineEnding) }
    let isBlank = outputLines.map { output[$0].allSatisfy(LineLead.isBlank) }
    var blocks: [Range<Int>] = []
    again.output.withUnsafeBufferPointer { againOutput in
      for paragraph in again.paragraphs
      where !sameLines(
        outputLines[paragraph.input].map { output[$0] }, againLines[paragraph.output].map { againOutput[$0] })
      {
        var block = paragraph.input
        while block.lowerBound > 0 && !isBlank[block.lowerBound - 1] {
          block = (block.lowerBound - 1)..<block.upperBound
        }
        while block.upperBound < outputLines.count && !isBlank[block.upperBound] {
          block = block.lowerBound..<(block.upperBound + 1)
        }
        blocks.append(block)
      }
    }
    var unsettled: Set<Int> = []
    for (index, paragraph) in document.paragraphs.enumerated()
    where blocks.contains(where: { $0.overlaps(paragraph.output) }) {
      unsettled.insert(index)
    }
    return unsettled
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
