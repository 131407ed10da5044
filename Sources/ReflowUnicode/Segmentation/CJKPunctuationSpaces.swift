// Phase: segments to segments. A space after CJK punctuation (`、 ssh(1)`,
// `为： https://`) may end a line although the line end reads back as
// nothing: the space goes with it (TextParagraph.dropSpacesAfterCJKPunctuation),
// and the next run reads the two words joined, which is whitespace changed
// and nothing else. It reads the same breaks only where the words joined
// break there too; where they do not (`。 "-R"`: UAX #14 holds a quotation
// mark to the Latin text after it), the space holds, as UAX #14 holds it.

extension TextSegmenter {
  /// Holds each space after CJK punctuation at which the line may not end: everywhere when line ends are not read
  /// back (render, which draws them), and elsewhere where the text without the space would not break there.
  func holdSpacesAfterCJKPunctuation(_ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>) {
    guard segments.count > 1 else { return }
    for index in 0..<(segments.count - 1) where segments[index].next == .space {
      let segment = segments[index]
      let end = Int(segment.end)
      guard end > Int(segment.start), bytes[end - 1] >= 0x80,
        measurer.cache.properties(lastScalar(bytes, before: end)).isCJKPunctuation
      else { continue }
      if !readsLineEndsBack || !breaksJoined(segment, segments[index + 1], in: bytes) {
        segments[index].next = .spaceWithoutBreak
      }
    }
  }

  /// Whether the text of `first` then `second`, with nothing between them, breaks where they meet, as segmenting
  /// that text finds: ICU's breaks, then Unicode 15.1's beside quotation marks.
  private func breaksJoined(
    _ first: TextSegment, _ second: TextSegment, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let sample =
      Array(bytes[Int(first.start)..<Int(first.end)]) + Array(bytes[Int(second.start)..<Int(second.end)])
    let meeting = Int(first.end - first.start)
    var pieces: [TextSegment] = []
    sample.withUnsafeBufferPointer { sample in
      icuSegments(sample, into: &pieces)
      if style.wordBreak != .keepAll { breakAroundQuotationMarks(&pieces, in: sample) }
    }
    return pieces.contains { Int($0.end) == meeting && $0.next != .end }
  }
}
