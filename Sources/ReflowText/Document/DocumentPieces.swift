// Phase: splitting a document for threads. A batch of plain text is cut at
// blank lines where no paragraph, comment block or signature spans the cut
// (DocumentFormatter.firstIndependentEnd), into a few pieces per thread of
// about equal size, which are formatted apart and joined in order.

extension DocumentFormatter {
  /// The pieces to format `text` in on up to `threads` threads: one when it is small
  /// (``ParallelPolicy/threads(forBytes:requested:)``), otherwise a few per thread
  /// (``ParallelPolicy/piecesPerThread``), each ending where the next can be formatted without it.
  package static func parallelPieces(
    of text: UnsafeBufferPointer<UInt8>, threads: Int, lineEnding: LineEnding
  ) -> [Range<Int>] {
    guard ParallelPolicy.threads(forBytes: text.count, requested: threads) > 1 else { return [0..<text.count] }
    var pieces: [Range<Int>] = []
    var start = 0
    let count = threads * ParallelPolicy.piecesPerThread
    for part in 1..<count {
      let target = text.count * part / count
      guard target > start else { continue }
      let lineStart = (text[target...].firstIndex(of: lineEnding.terminator) ?? text.count - 1) + 1
      guard lineStart < text.count, let cut = firstIndependentEnd(in: text, from: lineStart, lineEnding: lineEnding)
      else { break }
      pieces.append(start..<cut)
      start = cut
    }
    pieces.append(start..<text.count)
    return pieces
  }
}
