// Phase: segments to segments, with the line width known. The rule that a
// word that fits a line is never cut: UAX #14 lets a line end after the
// hyphen of `pyenv-installer` or a slash of a path, and a word broken there
// only because the line was nearly full reads as a hyphenated word, and a
// URL broken so cannot be copied. Plain text and render both ask here, so
// the rule and what counts as a word's inside are written once. Segmentation
// does not know the width: it leaves most such words whole, unasked, and
// only those wider than the line are cut here at their inner breaks.

/// Joins the pieces of words that fit a line.
package enum WordInteriors {
  /// Gives each word of a paragraph's segments the inner breaks `width` leaves it, then the word options' breaks.
  ///
  /// A word left whole by segmentation (``TextSegment/unaskedAfter``) and
  /// wider than `width` is cut where UAX #14 breaks inside it; a word that
  /// fits is joined (``join(_:in:unlessWiderThan:cache:)``); then the
  /// segmenter's hyphenation and break-all add theirs. Where the segmenter
  /// keeps every inner break (``WordInteriorBreaks/always``, break-all) the
  /// width changes nothing.
  static func fit(
    _ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>, width: Int, segmenter: TextSegmenter
  ) {
    if segmenter.joinsWordInteriors {
      if let asks = wordsToAsk(segments, width: width), let first = asks.firstIndex(of: true) {
        var asked = Array(segments[..<first])
        asked.reserveCapacity(segments.count + 16)
        for (index, segment) in segments.enumerated().dropFirst(first) {
          if asks[index] {
            segmenter.appendInnerPieces(of: segment, in: bytes, to: &asked)
          } else {
            asked.append(segment)
          }
        }
        // The pieces are refined as the rest was (merging again leaves the rest as it is). The quotation-mark
        // step has no break for them: it left this word whole, and a piece holds no pair the word did not.
        segmenter.mergeWhereOptionsForbid(&asked, in: bytes)
        segments = asked
      }
      let readsLineEndsBack = segmenter.readsLineEndsBack
      segmenter.withMeasurer { measurer in
        join(
          &segments, in: bytes, unlessWiderThan: width, cache: &measurer.cache, readsLineEndsBack: readsLineEndsBack)
      }
    }
    segmenter.divideWords(&segments, in: bytes)
  }

  /// Which segments are words left whole by segmentation that are to be cut at their inner breaks: those in a run
  /// wider than `width`; nil when none is.
  ///
  /// The run is ``join(_:in:unlessWiderThan:cache:readsLineEndsBack:)``'s
  /// unit, or wider: segments linked by a space that allows no break or by a
  /// break with no space. ICU's path gives every word its inner breaks and
  /// lets the join decide by the run, so a word that fits alone but is held
  /// to its neighbours in a run too wide keeps them there, and is asked for
  /// them here; one asked in a run that then fits is joined again.
  private static func wordsToAsk(_ segments: [TextSegment], width: Int) -> [Bool]? {
    var asks: [Bool]?
    // Runs already measured end before this segment: each is measured once, from the first word in it left whole.
    var measuredUpTo = 0
    for index in segments.indices where segments[index].unaskedAfter != nil {
      let asked = Int(segments[index].width) > width
      // Most words left whole stand between spaces that allow a break: the word alone is the run.
      if !asked && index >= measuredUpTo
        && (Self.links(segments[index].next) || (index > 0 && Self.links(segments[index - 1].next)))
      {
        var start = index
        while start > 0 && Self.links(segments[start - 1].next) { start -= 1 }
        var end = start
        var runWidth = Int(segments[start].width)
        while end + 1 < segments.count && Self.links(segments[end].next) {
          runWidth += Int(segments[end + 1].width) + (segments[end].next == .spaceWithoutBreak ? 1 : 0)
          end += 1
        }
        measuredUpTo = end + 1
        if runWidth > width {
          for member in start...end where segments[member].unaskedAfter != nil {
            if asks == nil { asks = [Bool](repeating: false, count: segments.count) }
            asks![member] = true
          }
        }
      }
      if asked {
        if asks == nil { asks = [Bool](repeating: false, count: segments.count) }
        asks![index] = true
      }
    }
    return asks
  }

  /// Whether `link` holds two segments in one run for ``wordsToAsk(_:width:)``: a space that allows no break, or a
  /// break with no space.
  @inline(__always)
  private static func links(_ link: SegmentBreak) -> Bool {
    link == .spaceWithoutBreak || link == .allowed || link == .afterHyphen
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
  ///
  /// With `readsLineEndsBack` (plain text, which the next refill reads back)
  /// a break with no space also counts as inside a word wherever a line end
  /// would not vanish there (``ParagraphContent/joinsWithoutSpace(_:_:cache:)``):
  /// `リフローは` / `ICU` refills as `リフローは ICU`, a space the text did
  /// not hold, so such a break is a cut. Between two ideographs, or two Thai
  /// letters, the line end vanishes, and the break stays.
  package static func join(
    _ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>, unlessWiderThan width: Int,
    cache: inout PropertyCache, readsLineEndsBack: Bool = false
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
        if segments[runEnd].next == .spaceWithoutBreak && SpaceBreaks.breaksBeforePath(bytes[Int(next.start)])
          && !Self.vanishesBeforePath(after: segments[runEnd], in: bytes, cache: &cache)
        {
          segments[runEnd].next = .space
          break
        }
        let linked = segments[runEnd].next == .spaceWithoutBreak
        guard
          linked
            || isInteriorBreak(
              after: segments[runEnd], before: next, in: bytes, cache: &cache, readsLineEndsBack: readsLineEndsBack)
        else { break }
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

  /// Whether a line end at the space after `segment`, before a path, would vanish on reading back (after CJK
  /// punctuation: `例如， /lib`), so that the space must hold there after all.
  private static func vanishesBeforePath(
    after segment: TextSegment, in bytes: UnsafeBufferPointer<UInt8>, cache: inout PropertyCache
  ) -> Bool {
    guard segment.end > segment.start, bytes[Int(segment.end) - 1] >= 0x80,
      let last = ParagraphContent.lastScalar(of: UnsafeBufferPointer(rebasing: bytes[..<Int(segment.end)]))
    else { return false }
    return ParagraphContent.joinsWithoutSpace(last, UInt32(UInt8(ascii: "/")), cache: &cache)
  }

  /// Whether `segment` may be joined to the next in ``join(_:in:unlessWiderThan:cache:)``: a break with no
  /// space, or a space that does not allow one.
  @inline(__always)
  private static func mayLink(_ segment: TextSegment) -> Bool {
    segment.next == .allowed || segment.next == .afterHyphen || segment.next == .spaceWithoutBreak
  }

  /// Whether the break between two adjacent segments lies inside a word of alphabetic text, or, with
  /// `readsLineEndsBack`, anywhere a line end would come back as a space.
  private static func isInteriorBreak(
    after first: TextSegment, before second: TextSegment, in bytes: UnsafeBufferPointer<UInt8>,
    cache: inout PropertyCache, readsLineEndsBack: Bool
  ) -> Bool {
    guard first.next == .allowed || first.next == .afterHyphen, first.end == second.start else { return false }
    let before = bytes[Int(first.end) - 1]
    let after = bytes[Int(second.start)]
    // Printable ASCII on both sides, the common case, needs no look-up.
    if before > 0x20 && before < 0x7F && after > 0x20 && after < 0x7F { return true }
    var start = Int(first.end) - 1
    while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
    if readsLineEndsBack {
      let last = decodeScalar(bytes, at: start).scalar
      let next = decodeScalar(bytes, at: Int(second.start)).scalar
      if !ParagraphContent.joinsWithoutSpace(last, next, cache: &cache) { return true }
    }
    // Lead bytes E5 to E9 start U+5000 to U+9FFF, all CJK ideographs, which are never inside a word.
    if after >= 0xE5 && after <= 0xE9 { return false }
    // The character after first: it is found without walking back, and between ideographs it already says no.
    guard cache.properties(decodeScalar(bytes, at: Int(second.start)).scalar).isWordInterior else { return false }
    return cache.properties(decodeScalar(bytes, at: start).scalar).isWordInterior
  }
}
