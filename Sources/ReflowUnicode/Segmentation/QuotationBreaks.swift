// Phase: segments to segments. Unicode 15.1's rules for quotation marks on
// top of ICU 72, which implements Unicode 15.0:
// - LB19 and LB19a: a quotation mark between two East Asian characters no
//   longer holds its neighbours together. ICU 72 keeps “ ” ‘ ’ joined to
//   both neighbours (15.0's LB19), so a Chinese sentence with quoted terms
//   became one unbreakable run; 15.1 allows the break before an opening
//   mark and after a closing one when East Asian characters stand on both
//   sides (中“中, 中”中), and keeps Latin text's quotes as they were.
// - LB15a and LB15b replace 15.0's LB15 (`QU SP* × OP`): a quotation mark
//   and spaces no longer hold an opening bracket after them (`敗" (http…`
//   may break at the space), and an initial mark that opens a quotation
//   (after a space or a bracket, or at the start) holds what follows it
//   even across spaces (`said “ word` does not end a line after `“`).
//
// The tailoring is a post-pass over ICU's opportunities, not a rule set of
// our own: it changes a break only where 15.1 differs from 15.0.

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
    // Called for paragraphs that hold an East Asian character (``scanForMarks(_:)``); a segment that can hold one
    // and a quotation mark is not ASCII: its width differs from its length in bytes.
    guard segments.contains(where: { Int($0.width) != Int($0.end - $0.start) && Self.mayHoldEastAsianQuote($0, bytes) })
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

  /// Applies Unicode 15.1's LB15a, LB15b and the end of 15.0's LB15 at the spaces beside quotation marks.
  ///
  /// For each space between two segments, the rules read the quotation
  /// mark that ends the segment before it or starts the one after it
  /// (``QuotationBreaks/breaksAtSpaces(mark:before:after:afterNext:)``). Most segments end and start in a
  /// letter: one look at a byte on each side passes them.
  func breakAfterSpacedQuotationMarks(_ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>) {
    guard segments.count > 1 else { return }
    segments.withUnsafeMutableBufferPointer { all in
      for index in 0..<(all.count - 1) {
        // Most pairs are passed on two bytes alone: a rule can apply only where a mark that is not ASCII (an
        // initial or final one) stands on either side, or `"` or `'` before an ASCII bracket. (An empty segment
        // reads a byte of another here, and is passed below.)
        let end = Int(all[index].end)
        let nextStart = Int(all[index + 1].start)
        guard end > 0, nextStart < bytes.count else { continue }
        let last = bytes[end - 1]
        let first = bytes[nextStart]
        guard
          (last | first) >= 0x80
            || ((last == 0x22 || last == 0x27) && (first == 0x28 || first == 0x5B || first == 0x7B))
        else { continue }
        let segment = all[index]
        let next = all[index + 1]
        guard segment.next == .space || segment.next == .spaceWithoutBreak, segment.end > segment.start,
          next.end > next.start
        else { continue }
        let markStart = Self.lastScalarStart(of: segment, in: bytes)
        let mark = measurer.cache.properties(decodeScalar(bytes, at: markStart).scalar)
        let before: UInt8?
        if markStart > Int(segment.start) {
          before = measurer.cache.properties(lastScalar(bytes, before: markStart)).lineBreakClass
        } else {
          before = index == 0 ? nil : classAfter(all[index - 1], then: segment, in: bytes)
        }
        let (after, afterLength) = decodeScalar(bytes, at: Int(next.start))
        let afterNext: UInt8? =
          Int(next.start) + afterLength < Int(next.end)
          ? measurer.cache.properties(decodeScalar(bytes, at: Int(next.start) + afterLength).scalar).lineBreakClass
          : index + 2 < all.count
            ? classAfter(next, then: all[index + 2], in: bytes)
            : next.next == .end ? nil : LineBreakClass.space
        if let breaks = QuotationBreaks.breaksAtSpaces(
          mark: mark, before: before, after: measurer.cache.properties(after), afterNext: afterNext)
        {
          all[index].next = breaks ? .space : .spaceWithoutBreak
        }
      }
    }
  }

  /// The line-break class of what lies between `segment` and `following`: a space, a line end, or else the first
  /// scalar of `following`.
  private func classAfter(
    _ segment: TextSegment, then following: TextSegment, in bytes: UnsafeBufferPointer<UInt8>
  ) -> UInt8 {
    switch segment.next {
    case .space, .spaceWithoutBreak: return LineBreakClass.space
    case .mandatory: return LineBreakClass.mandatoryBreak
    default:
      guard following.end > following.start else { return LineBreakClass.space }
      return measurer.cache.properties(decodeScalar(bytes, at: Int(following.start)).scalar).lineBreakClass
    }
  }

  /// Where the last scalar of a non-empty segment starts.
  private static func lastScalarStart(of segment: TextSegment, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var start = Int(segment.end) - 1
    while start > Int(segment.start) && bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return start
  }

  /// Whether `bytes` hold a byte that is not ASCII, and whether one from E3 to EF, which starts an East Asian
  /// character (U+3000 and up); ASCII eight bytes at a time.
  static func scanForMarks(_ bytes: UnsafeBufferPointer<UInt8>) -> (nonASCII: Bool, eastAsian: Bool) {
    var nonASCII = false
    var index = 0
    while index + 8 <= bytes.count {
      if ByteWord.nonASCII(ByteWord.load(bytes, at: index)) != 0 {
        nonASCII = true
        for offset in index..<(index + 8) where bytes[offset] >= 0xE3 && bytes[offset] <= 0xEF { return (true, true) }
      }
      index += 8
    }
    for byte in bytes[index...] where byte >= 0x80 {
      nonASCII = true
      if byte >= 0xE3 && byte <= 0xEF { return (true, true) }
    }
    return (nonASCII, false)
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
  /// What 15.1 says of the break after spaces: true where it allows one that 15.0 forbade, false where it forbids
  /// one that 15.0 allowed, nil where the two agree.
  ///
  /// `mark` is what precedes the spaces and `before` the class of what
  /// precedes it (nil at the start of the text); `after` is what follows the
  /// spaces and `afterNext` the class of what follows that (nil at the end).
  /// A space or line end between segments counts as SP or BK.
  /// - LB15a, `(sot | BK | CR | LF | NL | OP | QU | GL | SP | ZW) [\p{Pi}&QU] SP* ×`:
  ///   an initial mark that opens a quotation holds what follows it.
  /// - LB15b, `× [\p{Pf}&QU] (SP | GL | WJ | CL | QU | CP | EX | IS | SY | BK | CR | LF | NL | ZW | eot)`:
  ///   a final mark that closes one is held by what precedes it, which
  ///   15.0's LB18 (`SP ÷`) let go after a space (`« mot »`).
  /// - 15.0's LB15, `QU SP* × OP`, is gone: after any other quotation mark,
  ///   an opening bracket after spaces may start a line (`"a" (b`).
  static func breaksAtSpaces(
    mark: CodePointProperties, before: UInt8?, after: CodePointProperties, afterNext: UInt8?
  ) -> Bool? {
    let quotation = LineBreakClass.quotation
    if mark.lineBreakClass == quotation && mark.isOpeningPunctuation && (before.map(opensQuotation) ?? true) {
      return false
    }
    if after.lineBreakClass == quotation && after.isClosingPunctuation && (afterNext.map(closesQuotation) ?? true) {
      return false
    }
    return mark.lineBreakClass == quotation && after.lineBreakClass == LineBreakClass.openPunctuation ? true : nil
  }

  /// Whether what precedes an initial quotation mark lets it open a quotation (LB15a).
  private static func opensQuotation(_ lineBreak: UInt8) -> Bool {
    switch lineBreak {
    case LineBreakClass.mandatoryBreak, LineBreakClass.carriageReturn, LineBreakClass.lineFeed,
      LineBreakClass.nextLine, LineBreakClass.openPunctuation, LineBreakClass.quotation, LineBreakClass.glue,
      LineBreakClass.space, LineBreakClass.zeroWidthSpace:
      return true
    default: return false
    }
  }

  /// Whether what follows a final quotation mark lets it close a quotation (LB15b).
  private static func closesQuotation(_ lineBreak: UInt8) -> Bool {
    switch lineBreak {
    case LineBreakClass.space, LineBreakClass.glue, LineBreakClass.wordJoiner, LineBreakClass.closePunctuation,
      LineBreakClass.quotation, LineBreakClass.closeParenthesis, LineBreakClass.exclamation,
      LineBreakClass.infixSeparator, LineBreakClass.symbol, LineBreakClass.mandatoryBreak,
      LineBreakClass.carriageReturn, LineBreakClass.lineFeed, LineBreakClass.nextLine, LineBreakClass.zeroWidthSpace:
      return true
    default: return false
    }
  }

  /// Whether 15.1's LB19a allows a break before character `index` (of `classes`, one a cluster or code point),
  /// beside a quotation mark, where 15.0 did not.
  static func allowsBreak(before index: Int, _ classes: [CodePointProperties]) -> Bool {
    let quotation = LineBreakClass.quotation
    // Before an initial mark: East Asian before it and after it, and nothing before it that holds on to it.
    let mark = classes[index]
    if mark.lineBreakClass == quotation && mark.isOpeningPunctuation, index + 1 < classes.count {
      let before = classes[index - 1]
      let after = classes[index + 1]
      let holds: Set<UInt8> = [
        LineBreakClass.openPunctuation, LineBreakClass.glue, LineBreakClass.wordJoiner, LineBreakClass.zeroWidthJoiner,
        LineBreakClass.breakBefore,
      ]
      if before.isEastAsian && after.isEastAsian && !holds.contains(before.lineBreakClass) { return true }
    }
    // After a final mark: East Asian before it and after it, and nothing after it that may not start a line.
    let closing = classes[index - 1]
    if closing.lineBreakClass == quotation && closing.isClosingPunctuation, index >= 2 {
      let before = classes[index - 2]
      let after = classes[index]
      let refuses: Set<UInt8> = [
        LineBreakClass.closePunctuation, LineBreakClass.closeParenthesis, LineBreakClass.exclamation,
        LineBreakClass.infixSeparator, LineBreakClass.symbol, LineBreakClass.nonstarter, LineBreakClass.glue,
        LineBreakClass.wordJoiner, LineBreakClass.zeroWidthSpace, LineBreakClass.combiningMark,
        LineBreakClass.zeroWidthJoiner, LineBreakClass.breakAfter, LineBreakClass.hyphen, LineBreakClass.inseparable,
        LineBreakClass.quotation,
      ]
      if before.isEastAsian && after.isEastAsian && !refuses.contains(after.lineBreakClass) { return true }
    }
    return false
  }
}
