// Phase: segments to segments. The options that change where lines may end
// without changing the Unicode rules: CSS's keep-all, break-all and anywhere,
// soft and dictionary hyphens. Cutting runs too wide for any line is the
// paragraph's business (OverlongSegments.swift), where the width is known.

extension TextSegmenter {
  /// Applies the style's word-break, strictness and hyphenation options.
  func refine(_ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>) {
    if style.strictness != .anywhere && style.wordBreak != .keepAll {
      breakAroundQuotationMarks(&segments, in: bytes)
    }
    if hyphenation == .none || style.wordBreak == .keepAll {
      merge(&segments, in: bytes)
    }
    if let interiorBreakWidth, style.strictness != .anywhere, style.wordBreak != .breakAll {
      joinWordInteriors(&segments, in: bytes, unlessWiderThan: interiorBreakWidth)
    }
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
  private func merge(_ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>) {
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

  /// Rejoins the pieces of words that UAX #14 broke with no space between letters, where the words fit in `width`.
  ///
  /// The unit of the decision is a run that cannot break at a space: segments
  /// joined by breaks inside words (``CodePointProperties/isWordInterior`` on
  /// both sides, `.allowed` or `.afterHyphen`) or by spaces that do not allow
  /// a break ("( a"). A run no wider than `width` loses its breaks inside
  /// words; a wider one keeps them, since they are better places to end a
  /// line than a cut between two letters or an overflow.
  ///
  /// A space before a slash is a break here, although UAX #14 (LB13) forbids
  /// it: it lets "in /usr/share/doc" end a line before the path rather than
  /// inside it, and a reader joins a line end with a space anyway.
  private func joinWordInteriors(
    _ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>, unlessWiderThan width: Int
  ) {
    // Nothing to join and no space before a slash to turn into a break: the common case, left at one scan.
    // Before the first segment that could link to the next, every run is one segment, kept as it is.
    guard let firstLink = segments.firstIndex(where: Self.mayLink) else { return }
    // Compacted in place: a run never gives more segments than it has, so writes trail reads.
    var written = firstLink
    var runStart = firstLink
    while runStart < segments.count {
      // A segment that cannot link to the next is a run of its own, kept.
      if !Self.mayLink(segments[runStart]) {
        segments[written] = segments[runStart]
        written += 1
        runStart += 1
        continue
      }
      // The run: up to a segment followed by a break at a space, a forced break or a break beside CJK.
      var runEnd = runStart
      var runWidth = Int(segments[runStart].width)
      while runEnd + 1 < segments.count {
        let next = segments[runEnd + 1]
        if segments[runEnd].next == .spaceWithoutBreak && bytes[Int(next.start)] == UInt8(ascii: "/") {
          segments[runEnd].next = .space
          break
        }
        let linked = segments[runEnd].next == .spaceWithoutBreak
        guard linked || isInteriorBreak(after: segments[runEnd], before: next, in: bytes) else { break }
        runWidth += Int(next.width) + (linked ? 1 : 0)
        runEnd += 1
      }
      if runWidth > width {
        for index in runStart...runEnd {
          segments[written] = segments[index]
          written += 1
        }
      } else {
        // Inside the run every link is a space without a break (kept) or a break inside a word (joined).
        var current = segments[runStart]
        for index in runStart..<runEnd {
          let next = segments[index + 1]
          if segments[index].next == .spaceWithoutBreak {
            segments[written] = current
            written += 1
            current = next
          } else {
            current.end = next.end
            current.width += next.width
            current.next = next.next
          }
        }
        segments[written] = current
        written += 1
      }
      runStart = runEnd + 1
    }
    segments.removeLast(segments.count - written)
  }

  /// Whether `segment` may be joined to the next in ``joinWordInteriors(_:in:unlessWiderThan:)``: a break with no
  /// space, or a space that does not allow one.
  @inline(__always)
  private static func mayLink(_ segment: TextSegment) -> Bool {
    segment.next == .allowed || segment.next == .afterHyphen || segment.next == .spaceWithoutBreak
  }

  /// Whether the break between two adjacent segments lies inside a word of alphabetic text.
  private func isInteriorBreak(
    after first: TextSegment, before second: TextSegment, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard first.next == .allowed || first.next == .afterHyphen, first.end == second.start else { return false }
    let before = bytes[Int(first.end) - 1]
    let after = bytes[Int(second.start)]
    // Printable ASCII on both sides, the common case, needs no look-up.
    if before > 0x20 && before < 0x7F && after > 0x20 && after < 0x7F { return true }
    // Lead bytes E5 to E9 start U+5000 to U+9FFF, all CJK ideographs, which are never inside a word.
    if after >= 0xE5 && after <= 0xE9 { return false }
    // The character after first: it is found without walking back, and between ideographs it already says no.
    return measurer.cache.properties(decodeScalar(bytes, at: Int(second.start)).scalar).isWordInterior
      && measurer.cache.properties(lastScalar(bytes, before: Int(first.end))).isWordInterior
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
  var isLetterOrDigit: Bool { isLetter || lineBreakClass == LineBreakValue.numeric }

  /// A character of text that separates its words with spaces, so a break beside it without a space is inside a word.
  ///
  /// Hangul is one: Korean puts spaces between words, and a line end
  /// between two Hangul syllables reads back as a space. Left out are the
  /// characters a reader joins across a line end without a space, or that
  /// break by dictionary: other wide characters, ideographs, kana,
  /// South-East Asian scripts, emoji, regional indicators, and the zero-width
  /// space (an author's explicit break).
  var isWordInterior: Bool {
    if isHangul { return true }
    guard !isWide else { return false }
    // ULineBreak values: ID 14, SA 24, ZW 28, CJ 37, RI 39, EB 40, EM 41.
    switch lineBreakClass {
    case 14, 24, 28, 37, 39, 40, 41: return false
    default: return true
    }
  }
}
