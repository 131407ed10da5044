// Phase: segments to flow items. Each segment becomes a box and what follows
// it becomes glue or a penalty, so the engine sees a paragraph of text as it
// sees a row of chips.

import FlowLayout

/// A paragraph of text, segmented and measured, ready to be laid out.
///
/// Every front end ends here: each cuts its paragraphs into segments through
/// ``ParagraphSegmenter``, and ``items(into:narrowestLine:rules:)`` turns
/// them into the engine's items by the same rules.
@usableFromInline package struct TextParagraph: Sendable {
  /// The visible content and the escape sequences taken out of it.
  @usableFromInline package private(set) var content: ParagraphContent
  /// One per box, in order.
  @usableFromInline package var segments: [TextSegment]
  /// Whether a run too wide for the line was cut into pieces (``OverlongRunRule``): only then does a break before
  /// a run need its cost, so other paragraphs skip the look.
  @usableFromInline package var hasCutRuns = false

  /// A paragraph of `content` cut into `segments`: plain text's segmenter makes both in one reading of the bytes.
  @inlinable package init(content: ParagraphContent, segments: [TextSegment]) {
    self.content = content
    self.segments = segments
  }

  /// A paragraph another front end segmented: `segments` over `bytes`, each space one column except those in
  /// `spaceWidths`, by the offset of the segment end they follow.
  package init(bytes: [UInt8], segments: [TextSegment], spaceWidths: [(offset: Int, width: Int)]) {
    content = ParagraphContent(
      collapsed: bytes, wideSpaces: spaceWidths.map { WideSpace(offset: Int32($0.offset), width: Int32($0.width)) })
    self.segments = segments
  }

  /// The segments in `range`, over the same content: a window of a paragraph too long to lay out at once
  /// (``ParagraphWindows``).
  package func window(_ range: Range<Int>) -> TextParagraph {
    var window = self
    window.segments = Array(segments[range])
    return window
  }

  /// The flow items: a box per segment, and glue or a penalty between segments.
  ///
  /// A space is glue, the only thing justification stretches: a space put
  /// between two ideographs would be kept by the next refill as one the text
  /// did not hold. A break with no space is a penalty.
  ///
  /// `rules.lineStart(ofSegment: i, in: self)` says whether segment `i` may begin a line. Where it is
  /// `.forbidden` (it would read as a list bullet) the break before it is
  /// forbidden; where it is `.avoided` (a field's name) the break is
  /// forbidden too, unless keeping it would make a stretch no line of
  /// `narrowestLine` columns can hold (`su - Password:` at width 10): then
  /// it costs what a last-resort cut does, and the width wins over the rule;
  /// where it is `.discouraged` the break always costs that much.
  /// The items are appended to `items`, whose storage the caller reuses
  /// from paragraph to paragraph.
  @inlinable @inline(__always)
  package func items(
    into items: inout [FlowItem<Int>], narrowestLine: Int = .max, rules: some LineStartRules
  ) {
    items.reserveCapacity(items.count + segments.count * 2)
    let wideSpaces = content.wideSpaces
    var nextWide = 0
    // The width of the space at the end of `segment`: one column unless it is a wide space.
    func spaceWidth(after segment: TextSegment) -> Int {
      while nextWide < wideSpaces.count && wideSpaces[nextWide].offset < segment.end { nextWide += 1 }
      guard nextWide < wideSpaces.count, wideSpaces[nextWide].offset == segment.end else { return 1 }
      return Int(wideSpaces[nextWide].width)
    }
    // Columns since the last place a line may end: what a held-back break would add to.
    var stretch = 0
    for (index, segment) in segments.enumerated() {
      items.append(.box(FlowBox(width: Int(segment.width))))
      stretch += Int(segment.width)
      var heldBack = false
      if segment.next == .space, index + 1 < segments.count,
        case let rule = rules.lineStart(ofSegment: index + 1, in: self),
        rule != .free
      {
        if rule == .required {
          items.append(.penalty(.forcedBreak))
          stretch = 0
          continue
        }
        if rule == .discouraged {
          items.append(.penalty(FlowPenalty(cost: RunCut.lastResort.cost)))
          items.append(.glue(FlowGlue(width: spaceWidth(after: segment), stretch: 1)))
          stretch = 0
          continue
        }
        let space = spaceWidth(after: segment)
        if rule == .forbidden || stretch + space + Int(segments[index + 1].width) <= narrowestLine {
          items.append(.penalty(.noBreak))
          heldBack = true
          stretch += space
        } else {
          items.append(.penalty(FlowPenalty(cost: RunCut.lastResort.cost)))
          items.append(.glue(FlowGlue(width: space, stretch: 1)))
          stretch = 0
          continue
        }
      }
      // The break before a run too wide for the line costs what a cut does, so the run starts on this line.
      if hasCutRuns, !heldBack, index + 1 < segments.count, segment.next.runCut == nil,
        segments[index + 1].next.runCut != nil
      {
        switch segment.next {
        case .space:
          items.append(.penalty(FlowPenalty(cost: OverlongRunRule.breakBeforeRunCost)))
          items.append(.glue(FlowGlue(width: spaceWidth(after: segment), stretch: 1)))
          stretch = 0
          continue
        case .allowed:
          items.append(.penalty(FlowPenalty(cost: OverlongRunRule.breakBeforeRunCost)))
          stretch = 0
          continue
        default: break
        }
      }
      // Every break below may end a line, except a space held back or one that allows none.
      if !heldBack && segment.next != .spaceWithoutBreak { stretch = 0 }
      switch segment.next {
      case .space: items.append(.glue(FlowGlue(width: spaceWidth(after: segment), stretch: 1)))
      case .spaceWithoutBreak:
        let space = spaceWidth(after: segment)
        items.append(.penalty(.noBreak))
        items.append(.glue(FlowGlue(width: space, stretch: 1)))
        stretch += space
      case .allowed: items.append(.penalty(FlowPenalty()))
      case .afterHyphen: items.append(.penalty(FlowPenalty(cost: 50, isFlagged: true)))
      // A soft hyphen already has its column (terminals draw it); it becomes the visible hyphen.
      // A soft hyphen with nothing before it (a word that starts with one) is no place to break: the line would
      // hold only the hyphen the break draws.
      case .softHyphen where segment.end - segment.start == 2 && content.bytes[Int(segment.start)] == 0xC2:
        items.append(.penalty(.noBreak))
      case .softHyphen: items.append(.penalty(FlowPenalty(cost: 50, isFlagged: true)))
      case .hyphenationPoint: items.append(.penalty(FlowPenalty(width: 1, cost: 50, isFlagged: true)))
      case .emergency, .runCut, .lastResortCut: items.append(.penalty(FlowPenalty(cost: segment.next.runCut!.cost)))
      case .mandatory: items.append(.penalty(.forcedBreak))
      case .end: break
      }
    }
  }

  /// Gives each space that a line of `layout` ends at the width it reads back with; returns how many changed.
  ///
  /// A line end reads back as one space, however many the text held there
  /// (`WordSpacing.preserve`), or as two after a sentence (`.sentences`):
  /// laid out again with those spaces as the next pass will read them, a
  /// paragraph may break elsewhere, so the next pass would change it. A
  /// space only ever changes one way (a preserved run narrows, a sentence's
  /// end widens, and each then reads back the same inside a line too), so
  /// laying out again until nothing changes ends, and the paragraph then
  /// reads back as it was laid out.
  package mutating func settleSpaces(atLineEndsOf layout: FlowLayoutResult<Int>, spacing: WordSpacing) -> Int {
    if spacing == .collapse || (spacing == .preserve && content.wideSpaces.isEmpty) { return 0 }
    var changed = 0
    for line in layout.lines.dropLast() where !line.boxes.isEmpty {
      if settleSpace(after: line.boxes.upperBound - 1, spacing: spacing) { changed += 1 }
    }
    return changed
  }

  /// Takes out each space after CJK punctuation that a line of `layout` ends at, adding its segment's index to
  /// `dropped`; returns how many went.
  ///
  /// Such a line end reads back as nothing (``PropertyCache/joinsByScript(_:_:)``),
  /// so the next run reads the words on either side joined, with a break
  /// between them but no space (segmentation let the line end there only
  /// where the words joined break: ``TextSegmenter/holdSpacesAfterCJKPunctuation(_:in:)``).
  /// Laid out again without the space, as the next run will read it, the
  /// paragraph may break elsewhere; a space only ever goes, so laying out
  /// again until none goes ends. A line ends at such a space only in text
  /// with CJK punctuation, so a line is passed on one byte.
  package mutating func dropSpacesAfterCJKPunctuation(
    atLineEndsOf layout: FlowLayoutResult<Int>, into dropped: inout [Int]
  )
    -> Int
  {
    var count = 0
    for line in layout.lines.dropLast() where !line.boxes.isEmpty {
      let index = line.boxes.upperBound - 1
      guard segments[index].next == .space, endsWithCJKPunctuation(segments[index]) else { continue }
      segments[index].next = .allowed
      dropped.append(index)
      count += 1
    }
    return count
  }

  /// Holds every space after CJK punctuation, for sentence by sentence: a line end there reads back as nothing
  /// (``PropertyCache/joinsByScript(_:_:)``), and the next run, reading the sentences joined, may find no sentence
  /// start there (`完了。(1)`, whose bracket is part of the sentence before it) or read the word after otherwise
  /// (`。R.` is no initial).
  package mutating func holdSpacesAfterCJKPunctuation() {
    for index in segments.indices where segments[index].next == .space && endsWithCJKPunctuation(segments[index]) {
      segments[index].next = .spaceWithoutBreak
    }
  }

  /// Whether `segment` ends with CJK punctuation; one byte decides for most.
  private func endsWithCJKPunctuation(_ segment: TextSegment) -> Bool {
    let end = Int(segment.end)
    guard end > Int(segment.start), content.bytes[end - 1] >= 0x80,
      let last = content.bytes.withUnsafeBufferPointer({
        ParagraphContent.lastScalar(of: UnsafeBufferPointer(rebasing: $0[..<end]))
      })
    else { return false }
    return CodePointProperties(last).isCJKPunctuation
  }

  /// Puts back the spaces after the segments `dropped` (``dropSpacesAfterCJKPunctuation(atLineEndsOf:into:)``) that
  /// no line of `layout` ends at, and returns their indices: a space that went where an earlier layout ended a line
  /// need not stay gone inside one.
  package mutating func restoreSpaces(_ dropped: [Int], notEndingLinesOf layout: FlowLayoutResult<Int>) -> [Int] {
    let lineEnds = Set(layout.lines.map { $0.boxes.upperBound - 1 })
    let restored = dropped.filter { !lineEnds.contains($0) }
    for index in restored { segments[index].next = .space }
    return restored
  }

  /// Gives every space between words the width it would read back with at a line end: under justification, where
  /// the spaces a line is stretched with read back as a run, each sentence's end is two spaces wherever it falls.
  package mutating func settleEverySpace(spacing: WordSpacing) {
    for index in segments.indices { _ = settleSpace(after: index, spacing: spacing) }
  }

  /// Gives the space after segment `index`, if it is one, the width a line end there reads back with; whether it
  /// changed.
  @inline(__always)
  private mutating func settleSpace(after index: Int, spacing: WordSpacing) -> Bool {
    let segment = segments[index]
    guard segment.next == .space else { return false }
    let offset = segment.end
    let readBack = content.bytes.withUnsafeBufferPointer {
      ParagraphContent.spaceWidth(
        spacing, columns: 0, hasLineEnd: true, after: UnsafeBufferPointer(rebasing: $0[..<Int(offset)]))
    }
    var low = 0
    var high = content.wideSpaces.count
    while low < high {
      let middle = (low + high) / 2
      if content.wideSpaces[middle].offset < offset { low = middle + 1 } else { high = middle }
    }
    let found = low < content.wideSpaces.count && content.wideSpaces[low].offset == offset
    let current = found ? content.wideSpaces[low].width : 1
    guard readBack != current else { return false }
    if readBack == 1 {
      content.wideSpaces.remove(at: low)
    } else if found {
      content.wideSpaces[low].width = readBack
    } else {
      content.wideSpaces.insert(WideSpace(offset: offset, width: readBack), at: low)
    }
    return true
  }

  /// Makes the space before each sentence after the first a forced break, so that every sentence starts a line.
  ///
  /// A space becomes one, and so does a break with no space where sentences
  /// meet without one (Chinese and Japanese, after `。`), since a line end
  /// there joins back without a space. A sentence start inside a piece that
  /// allows no break (a run kept whole) is left alone.
  ///
  /// A space after CJK punctuation (`です。 "Quoted."`) is held, and no
  /// sentence start (``holdSpacesAfterCJKPunctuation()``).
  package mutating func breakBeforeSentences(_ boundaries: SentenceBoundaries) {
    let starts = content.bytes.withUnsafeBufferPointer { boundaries.starts(in: $0) }
    var next = 1
    for start in starts {
      while next < segments.count && Int(segments[next].start) < start { next += 1 }
      guard next < segments.count else { break }
      if Int(segments[next].start) == start
        && (segments[next - 1].next == .space || segments[next - 1].next == .allowed)
      {
        segments[next - 1].next = .mandatory
      }
    }
  }
}

extension TextSegmenter {
  /// Takes back the segments and content of a paragraph the caller has finished with, for the next paragraph to fill.
  @inlinable package func reclaim(_ paragraph: TextParagraph) {
    reclaimSegments(paragraph.segments)
    reclaimContent(paragraph.content.bytes)
  }

  /// Takes back the content of a paragraph whose segments the caller keeps.
  @inlinable package func reclaimContent(of paragraph: TextParagraph) {
    reclaimContent(paragraph.content.bytes)
  }
}
