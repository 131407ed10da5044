// Phase: segments to segments. The options that change where lines may end
// without changing the Unicode rules: CSS's keep-all, break-all and anywhere,
// soft and dictionary hyphens. None needs the line width. Joining words that
// fit (WordInteriors.swift) comes between the two steps here, since a word
// joined whole is hyphenated whole; it and cutting runs too wide for any line
// (OverlongSegments.swift) are the item builder's, where the width is known.

extension TextSegmenter {
  /// Applies Unicode 15.1's quotation-mark rules, the spaces after CJK punctuation that hold
  /// (``holdSpacesAfterCJKPunctuation(_:in:)``) and the options that forbid breaks: soft hyphens off, keep-all.
  ///
  /// `fromFastPath` says the fast path made the segments: its answers at a
  /// space between two ASCII characters already follow 15.1
  /// (``FastPathAnswers``), so an ASCII paragraph has nothing left to change
  /// at its spaces.
  ///
  /// Returns whether `bytes` may hold CJK punctuation (a byte from E3 to EF), the only text a line end can join
  /// without a space after a word.
  @discardableResult
  func refine(_ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>, fromFastPath: Bool = false)
    -> Bool
  {
    let scan = Self.scanForMarks(bytes)
    // Breaking anywhere keeps every break; keep-all adds none between letters, but the rules at spaces hold.
    if style.strictness != .anywhere {
      if scan.eastAsian && style.wordBreak != .keepAll { breakAroundQuotationMarks(&segments, in: bytes) }
      if scan.nonASCII || !fromFastPath { breakAfterSpacedQuotationMarks(&segments, in: bytes) }
    }
    // CJK punctuation starts with a byte from E3 to EF.
    if scan.eastAsian { holdSpacesAfterCJKPunctuation(&segments, in: bytes) }
    mergeWhereOptionsForbid(&segments, in: bytes)
    return scan.eastAsian
  }

  /// Whether ``WordInteriors`` may join a word's pieces: not when the style breaks inside words anyway.
  @inlinable package var joinsWordInteriors: Bool {
    wordInteriorBreaks == .whenTooWide && style.strictness != .anywhere && style.wordBreak != .breakAll
  }

  /// Applies the options that add breaks inside words: dictionary hyphenation, break-all and anywhere.
  ///
  /// Called once words that fit are joined, so that such a word
  /// (`pyenv-installer`) is hyphenated, or not, as one word.
  package func divideWords(_ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>) {
    if let hyphenator {
      segments = segments.flatMap { hyphenator.split($0, in: bytes, measurer: &measurer) }
    }
    if style.strictness == .anywhere || style.wordBreak == .breakAll {
      let everywhere = style.strictness == .anywhere
      segments = segments.flatMap { segment in
        split(segment, in: bytes, as: .allowed) { before, after in
          everywhere || (before.isLetterOrDigit && after.isLetterOrDigit)
        }
      }
    }
  }

  /// Joins segments across breaks the options do not allow: soft hyphens when they are off, and keep-all.
  package func mergeWhereOptionsForbid(_ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>) {
    guard hyphenation == .none || style.wordBreak == .keepAll else { return }
    var merged: [TextSegment] = []
    merged.reserveCapacity(segments.count)
    for segment in segments {
      if var last = merged.last, joins(last, segment, in: bytes) {
        last.end = segment.end
        last.width += segment.width
        last.next = segment.next
        merged[merged.count - 1] = last
      } else {
        merged.append(segment)
      }
    }
    segments = merged
  }

  private func joins(_ first: TextSegment, _ second: TextSegment, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch first.next {
    case .softHyphen: return hyphenation == .none
    case .allowed:
      guard style.wordBreak == .keepAll else { return false }
      let before = measurer.cache.properties(lastScalar(bytes, before: Int(first.end)))
      let after = measurer.cache.properties(decodeScalar(bytes, at: Int(second.start)).scalar)
      return before.isLetterOrDigit && after.isLetterOrDigit
    default: return false
    }
  }

  /// Cuts a segment between grapheme clusters where `allows(before, after)` says so.
  func split(
    _ segment: TextSegment, in bytes: UnsafeBufferPointer<UInt8>, as kind: SegmentBreak,
    allows: (CodePointProperties, CodePointProperties) -> Bool
  ) -> [TextSegment] {
    var pieces: [TextSegment] = []
    var pieceStart = Int(segment.start)
    var pieceWidth = 0
    var previous: CodePointProperties?
    var clusters: [(start: Int, width: Int)] = []
    measurer.forEachCluster(bytes, Int(segment.start)..<Int(segment.end)) { start, _, width in
      clusters.append((start, width))
    }
    for cluster in clusters {
      let current = measurer.cache.properties(decodeScalar(bytes, at: cluster.start).scalar)
      if let previous, cluster.start > pieceStart, allows(previous, current) {
        pieces.append(
          TextSegment(start: Int32(pieceStart), end: Int32(cluster.start), width: Int32(pieceWidth), next: kind))
        pieceStart = cluster.start
        pieceWidth = 0
      }
      pieceWidth += cluster.width
      previous = current
    }
    pieces.append(TextSegment(start: Int32(pieceStart), end: segment.end, width: Int32(pieceWidth), next: segment.next))
    return pieces
  }

  /// The scalar that ends just before `end`.
  func lastScalar(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> UInt32 {
    var start = end - 1
    while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return decodeScalar(bytes, at: start).scalar
  }
}

extension CodePointProperties {
  /// Letters and digits: what CSS's keep-all and break-all treat as parts of a word.
  package var isLetterOrDigit: Bool { isLetter || lineBreakClass == LineBreakClass.numeric }

  /// A character of text that separates its words with spaces, so a break beside it without a space is inside a word.
  ///
  /// Hangul is one: Korean puts spaces between words, and a line end
  /// between two Hangul syllables reads back as a space. Left out are the
  /// characters a reader joins across a line end without a space, or that
  /// break by dictionary: other wide characters, ideographs, kana,
  /// South-East Asian scripts, emoji, regional indicators, the zero-width
  /// space (an author's explicit break), and the object replacement character
  /// that stands for an inline box (a chip), which is never part of a word.
  package var isWordInterior: Bool {
    if isHangul { return true }
    guard !isWide else { return false }
    switch lineBreakClass {
    case LineBreakClass.contingentBreak, LineBreakClass.ideographic, LineBreakClass.complexContext,
      LineBreakClass.zeroWidthSpace, LineBreakClass.conditionalJapaneseStarter, LineBreakClass.regionalIndicator,
      LineBreakClass.emojiBase, LineBreakClass.emojiModifier:
      return false
    default: return true
    }
  }
}
