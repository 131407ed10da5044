// Phase: content to segments. UAX #14 break opportunities (from ICU, or from
// the ASCII fast path that gives the same answers) cut the content into
// unbreakable segments, each measured in columns, each followed by what lies
// between it and the next: a space, a plain break, a hyphen, a forced break.

/// Turns paragraph content into measured segments.
///
/// A segmenter keeps its ICU iterator and caches between paragraphs; it is
/// not thread-safe, so give each thread its own.
@usableFromInline package final class TextSegmenter {
  @usableFromInline let style: LineBreakStyle
  let hyphenation: Hyphenation
  /// Whether the breaks inside a word (after a hyphen or slash) wait for the line width (``WordInteriors``), so
  /// that a word with nothing else inside may be left whole, unasked; `.always` asks ICU about every such word.
  @usableFromInline @exclusivity(unchecked) package var wordInteriorBreaks = WordInteriorBreaks.always
  /// Whether the text will be read back as text, as plain text is by the next refill: a break with no space then
  /// stays only where a line end joins the two sides with no space (``WordInteriors``).
  @inlinable package var readsLineEndsBack: Bool {
    get { storedReadsLineEndsBack }
    set { storedReadsLineEndsBack = newValue }
  }
  /// Where ``readsLineEndsBack`` is kept.
  ///
  /// The layers above reach it through the inlined accessor, which carries
  /// this module's unchecked access: their own access to a stored property
  /// would be checked for exclusivity at run time.
  @usableFromInline @exclusivity(unchecked) var storedReadsLineEndsBack = false
  /// The measurer of the segmenter's widths, with the caches it keeps from paragraph to paragraph
  /// (``withMeasurer(_:)``).
  @usableFromInline @exclusivity(unchecked) var measurer: TextMeasurer
  let lineIterator: ICUBreakIterator
  let hyphenator: Hyphenator?
  /// What the fast path has learnt of break opportunities and characters, kept from paragraph to paragraph.
  @exclusivity(unchecked) var caches = SegmenterCaches()
  /// Where two ideographs meet in the word being segmented, as offsets into the content.
  @exclusivity(unchecked) var ideographMeetings: [Int] = []
  /// The stand-in a piece of ideographic text is asked about, its ideographs written as one; kept to spare allocations.
  @exclusivity(unchecked) var ideographStandIn: [UInt8] = []
  /// Whether the fast path may be used (the tests switch it off to compare).
  @exclusivity(unchecked) var allowsFastPath = true
  /// The segments array of a paragraph its caller has finished with, whose storage the next one fills.
  @usableFromInline @exclusivity(unchecked) var spareSegments: [TextSegment] = []
  /// A word's shape before its first byte, copied for each word: making one afresh reads two lazily made globals,
  /// each behind a check on every word.
  let blankShape = WordShape()
  /// The content bytes of a paragraph its caller has finished with, whose storage the next one's content fills.
  @usableFromInline @exclusivity(unchecked) var spareContent: [UInt8] = []
  /// Where the fast path writes the content of a paragraph shorter than ``contentScratchCapacity`` before it is copied
  /// out.
  let contentScratch = UnsafeMutablePointer<UInt8>.allocate(capacity: contentScratchCapacity)
  @usableFromInline static var contentScratchCapacity: Int { 1 << 16 }
  /// Where the fast path writes a paragraph's segments before handing them over.
  @exclusivity(unchecked) var segmentBuffer = SegmentBuffer()

  /// A segmenter; ``Hyphenation/auto`` reads `hyphenationDictionary`, or else the installed one for the style's
  /// locale.
  package init(
    style: LineBreakStyle, hyphenation: Hyphenation, widths: WidthOptions,
    hyphenationDictionary: HyphenationDictionary? = nil
  ) throws(TextError) {
    self.style = style
    self.hyphenation = hyphenation
    self.measurer = TextMeasurer(options: widths)
    self.lineIterator = try ICUBreakIterator(lineBreaksFor: style.icuLocale)
    self.hyphenator =
      hyphenation == .auto
      ? try Hyphenator(dictionary: hyphenationDictionary ?? HyphenationDictionary(locale: style.locale)) : nil
  }

  deinit {
    segmentBuffer.deallocate()
    contentScratch.deallocate()
  }

  /// Builds a paragraph's content and segments it; the fast path does both in one reading of the input when it can.
  @usableFromInline package func paragraph(_ input: UnsafeBufferPointer<UInt8>, spacing: WordSpacing) -> (
    ParagraphContent, [TextSegment]
  ) {
    var tryContent = true
    if allowsFastPath, style.strictness != .anywhere {
      // Filled in one copy from the fast path's own buffer, so an array of its own is allocated at its size.
      var segments = spareSegments.takeStorage()
      var wideSpaces: [WideSpace] = []
      // The content is never longer than the input; eight bytes more let words be stored eight bytes at a time.
      // A paragraph that fits is written to scratch storage, then copied into storage a finished paragraph gave
      // back, so nothing is allocated afresh; a longer one straight into an array of its own, which spares a
      // second copy (and its page faults) where the copy is large, and keeps the scratch storage small.
      var bytes: [UInt8]
      var length: Int?
      if input.count + 8 <= Self.contentScratchCapacity {
        length = fastSegments(
          input, into: &segments, copyingTo: contentScratch, spacing: spacing, wideSpaces: &wideSpaces)
        bytes = spareContent.takeStorage()
        bytes.append(contentsOf: UnsafeBufferPointer(start: contentScratch, count: length ?? 0))
      } else {
        bytes = [UInt8](unsafeUninitializedCapacity: input.count + 8) { buffer, initialized in
          length = fastSegments(
            input, into: &segments, copyingTo: buffer.baseAddress!, spacing: spacing, wideSpaces: &wideSpaces)
          initialized = length ?? 0
        }
      }
      if length != nil {
        let eastAsian = bytes.withUnsafeBufferPointer { refine(&segments, in: $0, fromFastPath: true) }
        var content = ParagraphContent(collapsed: bytes, wideSpaces: wideSpaces)
        content.mayHoldCJKPunctuation = eastAsian
        return (content, segments)
      }
      reclaimContent(bytes)
      // Only escape sequences, which the content builder takes out, stop this reading and not the content's:
      // without them the fast path would give up on the content at the same character.
      tryContent = input.contains(EscapeSequence.escape)
      // The storage goes back for the next try to fill.
      spareSegments = segments
    }
    let content = ParagraphContent(input, spacing: spacing, measurer: &measurer)
    return (content, segments(of: content, tryingFastPath: tryContent))
  }

  /// Segments a paragraph's content; with `tryingFastPath` false it goes to ICU at once, the fast path known to give up.
  func segments(of content: ParagraphContent, tryingFastPath: Bool = true) -> [TextSegment] {
    content.bytes.withUnsafeBufferPointer { bytes in
      var segments = spareSegments.takeStorage()
      let fast =
        tryingFastPath && allowsFastPath && style.strictness != .anywhere && fastSegments(bytes, into: &segments)
      if !fast {
        segments.removeAll(keepingCapacity: true)
        // About one segment per word; growing the array as it fills costs more than a generous guess.
        segments.reserveCapacity(bytes.count / 4 + 1)
        icuSegments(bytes, into: &segments)
      }
      refine(&segments, in: bytes, fromFastPath: fast)
      return segments
    }
  }

  /// Runs `body` with the segmenter's measurer, borrowed in place.
  ///
  /// For the layers above, which measure with the segmenter's own caches:
  /// an `inout` access to the property from another module is checked for
  /// exclusivity at run time, where this inlined one keeps this module's
  /// unchecked access (the property is `@exclusivity(unchecked)`).
  @inlinable package func withMeasurer<Result>(_ body: (inout TextMeasurer) -> Result) -> Result {
    body(&measurer)
  }

  /// Takes back the segments of a paragraph the caller has finished with, for the next paragraph to fill.
  @inlinable package func reclaimSegments(_ segments: consuming [TextSegment]) {
    spareSegments = segments
  }

  /// Keeps `bytes`' storage for the next paragraph's content, unless it is larger than any content the scratch
  /// path copies, so that one long paragraph does not stay in memory after it.
  @inlinable package func reclaimContent(_ bytes: consuming [UInt8]) {
    if bytes.capacity <= Self.contentScratchCapacity { spareContent = bytes }
  }

  /// Segments with ICU's line iterator: any script, any locale.
  func icuSegments(_ bytes: UnsafeBufferPointer<UInt8>, into segments: inout [TextSegment]) {
    var pieceStart = 0
    lineIterator.forEachBreak(in: bytes) { offset, isMandatory in
      appendPiece(bytes, pieceStart..<offset, isMandatory: isMandatory, into: &segments)
      pieceStart = offset
    }
    if let last = segments.indices.last { segments[last].next = .end }
  }

  /// Appends the segments of the text between two break opportunities.
  ///
  /// Spaces inside the piece do not allow a break; a space at its end does.
  private func appendPiece(
    _ bytes: UnsafeBufferPointer<UInt8>, _ piece: Range<Int>, isMandatory: Bool, into segments: inout [TextSegment]
  ) {
    var wordStart = piece.lowerBound
    var index = piece.lowerBound
    while index <= piece.upperBound {
      let atSpace = index < piece.upperBound && bytes[index] == 0x20
      if atSpace || index == piece.upperBound {
        if index > wordStart {
          let width = measurer.width(bytes, wordStart..<index)
          let next: SegmentBreak
          if atSpace {
            // A line end where the space is would disappear when the text is read again: no break there. After
            // CJK punctuation the space may go with it, where refinement finds that it may.
            let breaks =
              index + 1 == piece.upperBound
              && !(index > 0 && bytes[index - 1] >= 0x80 && index + 1 < bytes.count
                && ParagraphContent.holdsSpace(
                  UnsafeBufferPointer(rebasing: bytes[..<index]), bytes, at: index + 1, measurer: &measurer))
            next = breaks ? .space : .spaceWithoutBreak
          } else if isMandatory {
            next = .mandatory
          } else {
            next = breakKind(endingWith: bytes, at: index)
          }
          segments.append(TextSegment(start: Int32(wordStart), end: Int32(index), width: Int32(width), next: next))
        }
        wordStart = index + 1
      }
      index += 1
    }
  }

  /// The kind of a break with no space, from the character before it (``SegmentBreak/withoutSpace(before:in:)``).
  @inline(__always)
  func breakKind(endingWith bytes: UnsafeBufferPointer<UInt8>, at end: Int) -> SegmentBreak {
    SegmentBreak.withoutSpace(before: end, in: bytes)
  }
}

extension Array {
  /// This array's storage, emptied, leaving an empty array in its place: a buffer kept for reuse changes hands
  /// without a copy (the array left behind does not share it, so the taker's appends need no copy-on-write).
  @inlinable package mutating func takeStorage() -> [Element] {
    var taken: [Element] = []
    swap(&taken, &self)
    taken.removeAll(keepingCapacity: true)
    return taken
  }
}
