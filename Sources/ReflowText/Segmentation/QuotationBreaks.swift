// Phase: segments to segments. Unicode 15.1's LB19 and LB19a on top of ICU
// 72, which implements Unicode 15.0: a quotation mark between two East Asian
// characters no longer holds its neighbours together. ICU 72 keeps “ ” ‘ ’
// joined to both neighbours (15.0's LB19), so a Chinese sentence with
// quoted terms became one unbreakable run; 15.1 allows the break before an
// opening mark and after a closing one when East Asian characters stand on
// both sides (中“中, 中”中), and keeps Latin text's quotes as they were.
//
// The tailoring is a post-pass over ICU's opportunities, not a rule set of
// our own: it only adds a break inside a segment, where ICU gave none, and
// only where 15.1 differs from 15.0.

extension TextSegmenter {
  /// Splits segments where Unicode 15.1's LB19a allows a break beside a quotation mark that 15.0's LB19 forbade.
  ///
  /// The breaks added, with $EastAsian the East Asian Wide, Fullwidth and
  /// Halfwidth characters:
  /// - before an initial quotation mark (QU and Pi: `“`, `‘`, `«`) when the
  ///   character before it and the one after it are East Asian, unless the one
  ///   before forbids a break after it (OP, LB14; GL, WJ, ZWJ, BB);
  /// - after a final quotation mark (QU and Pf: `”`, `’`, `»`) when the
  ///   character before it and the one after it are East Asian, unless the one
  ///   after forbids a break before it (CL, CP, EX, IS, SY, NS, GL, WJ, ZW, CM,
  ///   ZWJ, BA, HY, IN, QU: LB8a to LB21).
  ///
  /// Other quotation marks (`"`, `'`) keep 15.0's rule: no break on either side.
  func breakAroundQuotationMarks(_ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>) {
    // Most paragraphs hold no East Asian character at all, found eight bytes at a time; then a segment that can
    // hold one and a quotation mark is not ASCII: its width differs from its length in bytes.
    guard Self.holdsEastAsian(bytes),
      segments.contains(where: { Int($0.width) != Int($0.end - $0.start) && Self.mayHoldEastAsianQuote($0, bytes) })
    else { return }
    var result: [TextSegment] = []
    result.reserveCapacity(segments.count + 8)
    func mayBreak(_ segment: TextSegment) -> Bool {
      Int(segment.width) != Int(segment.end - segment.start) && Self.mayHoldEastAsianQuote(segment, bytes)
    }
    for segment in segments {
      guard mayBreak(segment) else {
        result.append(segment)
        continue
      }
      guard segment.unaskedAfter != nil else {
        appendPieces(of: segment, in: bytes, to: &result)
        continue
      }
      // A word whose inner breaks were not asked stays whole, its mark kept, unless a quotation mark splits it;
      // then it is cut at its inner breaks first, as it would have been had they been asked.
      var split: [TextSegment] = []
      appendPieces(of: segment, in: bytes, to: &split)
      guard split.count > 1 else {
        result.append(segment)
        continue
      }
      var inner: [TextSegment] = []
      appendInnerPieces(of: segment, in: bytes, to: &inner)
      for piece in inner {
        if mayBreak(piece) { appendPieces(of: piece, in: bytes, to: &result) } else { result.append(piece) }
      }
    }
    segments = result
  }

  /// Appends `segment` cut where 15.1 allows a break beside a quotation mark inside it.
  private func appendPieces(
    of segment: TextSegment, in bytes: UnsafeBufferPointer<UInt8>, to result: inout [TextSegment]
  ) {
    var clusters: [(start: Int, width: Int, properties: CodePointProperties)] = []
    measurer.forEachCluster(bytes, Int(segment.start)..<Int(segment.end)) { start, _, width in
      clusters.append((start, width, measurer.cache.properties(decodeScalar(bytes, at: start).scalar)))
    }
    var pieceStart = 0
    let classes = clusters.map(\.properties)
    for index in clusters.indices.dropFirst() where QuotationBreaks.allowsBreak(before: index, classes) {
      let width = clusters[pieceStart..<index].reduce(0) { $0 + $1.width }
      result.append(
        TextSegment(
          start: Int32(clusters[pieceStart].start), end: Int32(clusters[index].start), width: Int32(width),
          next: .allowed))
      pieceStart = index
    }
    let width = clusters[pieceStart...].reduce(0) { $0 + $1.width }
    result.append(
      TextSegment(start: Int32(clusters[pieceStart].start), end: segment.end, width: Int32(width), next: segment.next))
  }

  /// Whether `bytes` hold a byte from E3 to EF, which starts an East Asian character (U+3000 and up); ASCII eight
  /// bytes at a time.
  private static func holdsEastAsian(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index + 8 <= bytes.count {
      if UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
        for offset in index..<(index + 8) where bytes[offset] >= 0xE3 && bytes[offset] <= 0xEF { return true }
      }
      index += 8
    }
    return bytes[index...].contains { $0 >= 0xE3 && $0 <= 0xEF }
  }

  /// Whether `segment` holds a byte that starts an East Asian character (E3 to EF: U+3000 and up, where CJK, kana,
  /// Hangul syllables and the fullwidth and halfwidth forms are) and one that starts a Pi or Pf quotation mark (C2
  /// for `«` `»`, E2 for `“` `”` `‘` `’` `‹` `›` and the supplemental ones).
  private static func mayHoldEastAsianQuote(_ segment: TextSegment, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let range = Int(segment.start)..<Int(segment.end)
    var quote = false
    var eastAsian = false
    for index in range {
      let byte = bytes[index]
      if byte == 0xC2 || byte == 0xE2 { quote = true }
      if byte >= 0xE3 && byte <= 0xEF { eastAsian = true }
    }
    return quote && eastAsian
  }
}

/// Unicode 15.1's breaks beside quotation marks, which ICU 72 (Unicode 15.0) does not make.
enum QuotationBreaks {
  /// Whether 15.1's LB19a allows a break before character `index` (of `classes`, one a cluster or code point),
  /// beside a quotation mark, where 15.0 did not.
  static func allowsBreak(before index: Int, _ classes: [CodePointProperties]) -> Bool {
    let quotation: UInt8 = 23
    // Before an initial mark: East Asian before it and after it, and nothing before it that holds on to it.
    let mark = classes[index]
    if mark.lineBreakClass == quotation && mark.isOpeningPunctuation, index + 1 < classes.count {
      let before = classes[index - 1]
      let after = classes[index + 1]
      // OP 20, GL 12, WJ 30, ZWJ 42, BB 5.
      let holds: Set<UInt8> = [20, 12, 30, 42, 5]
      if before.isEastAsian && after.isEastAsian && !holds.contains(before.lineBreakClass) { return true }
    }
    // After a final mark: East Asian before it and after it, and nothing after it that may not start a line.
    let closing = classes[index - 1]
    if closing.lineBreakClass == quotation && closing.isClosingPunctuation, index >= 2 {
      let before = classes[index - 2]
      let after = classes[index]
      // CL 8, CP 36, EX 11, IS 16, SY 27, NS 18, GL 12, WJ 30, ZW 28, CM 9, ZWJ 42, BA 4, HY 13, IN 15, QU 23.
      let refuses: Set<UInt8> = [8, 36, 11, 16, 27, 18, 12, 30, 28, 9, 42, 4, 13, 15, 23]
      if before.isEastAsian && after.isEastAsian && !refuses.contains(after.lineBreakClass) { return true }
    }
    return false
  }
}
