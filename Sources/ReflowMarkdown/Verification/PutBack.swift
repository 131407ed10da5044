// Phase: the meaning check's repair. When paragraphs render differently
// after a rewrap, they are put back as written. The output already holds
// every other paragraph rewrapped, and the line counts say where each one
// is, so the repaired document is cut from the output and the source as
// they are: keeping a paragraph costs a copy of the document, never a
// second rewrap of all the others.

extension MarkdownFormatter {
  /// `output` with the paragraphs whose ordinals are in `keeping` put back as written, and the line counts that
  /// then describe it; nil when `lineCounts` do not describe `output` (the caller then rewraps again).
  ///
  /// `lineCounts` holds how many lines each of `paragraphs` became in
  /// `output`, nil where it was left as written; every other line of the
  /// source is in the output as written (``formattedParagraphs(_:lineCounts:)``).
  static func puttingBack(
    _ keeping: Set<Int>, in output: [UInt8], source: UnsafeBufferPointer<UInt8>, paragraphs: [Candidate],
    lines: SourceLines, lineCounts: [Int?]
  ) -> (output: [UInt8], lineCounts: [Int?])? {
    output.withUnsafeBufferPointer { written in
      let outputLines = SourceLines(written)
      let placed = formattedParagraphs(paragraphs, lineCounts: lineCounts)
      // Every line outside the paragraphs is copied, so the counts must add up to the output's lines.
      let expected = lines.lineCount + placed.reduce(0) { $0 + $1.output.count - $1.input.count }
      guard expected == outputLines.lineCount, placed.allSatisfy({ !$0.output.isEmpty }) else { return nil }
      var repaired: [UInt8] = []
      repaired.reserveCapacity(output.count + source.count / 8)
      var counts = lineCounts
      var copied = 0
      for (index, candidate) in paragraphs.enumerated() where keeping.contains(candidate.ordinal) {
        // SourceLines counts from 1, a FormattedParagraph from 0.
        let place = placed[index]
        let start = outputLines.start(of: place.output.lowerBound + 1)
        repaired.append(bytesIn: copied..<start, of: written)
        repaired.append(
          bytesIn: lines.start(of: place.input.lowerBound + 1)..<lines.end(of: place.input.upperBound), of: source)
        copied = outputLines.end(of: place.output.upperBound)
        counts[index] = nil
      }
      repaired.append(bytesIn: copied..<written.count, of: written)
      return (repaired, counts)
    }
  }
}
