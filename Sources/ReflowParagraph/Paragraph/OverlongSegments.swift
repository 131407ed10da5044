// Phase: segments to segments, with the line width known. Segmentation gives
// break opportunities and widths only; here, where the width is known, each
// segment too wide for any line is cut by the run rule (OverlongRunRule).

extension OverlongRunRule {
  /// Runs longer than this many bytes are cut into line-wide pieces from their start, without the rule.
  ///
  /// The rule looks at every grapheme cluster of a run and offers the
  /// breaker each allowed cut, which costs memory in proportion to the
  /// clusters. Past this length (a base64 blob, a minified file on one line)
  /// the run is cut every `width` columns instead, so a word of any length
  /// costs what measuring it costs; such a run starts on a line of its own.
  static let ruledLengthLimit = 1 << 14

  /// Cuts every segment wider than `width` where ``cuts(_:in:width:cache:)`` allows.
  ///
  /// Each piece ends in the kind of cut that follows it (``SegmentBreak/runCut``,
  /// ``SegmentBreak/emergency`` inside a word, ``SegmentBreak/lastResortCut``);
  /// the last piece keeps the segment's own break.
  /// Segments starting at an offset in `whole` (in order) are words that must stay whole (``WholeWords``), left
  /// to run past the width. `boxWidth(offset)` gives the width of an inline box (a chip, drawn in place of the
  /// one-cluster mark at `offset`), nil for text; a cut may fall on either side of a box. Returns whether any
  /// segment was cut.
  @discardableResult
  func cut(
    _ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>, width: Int, measurer: inout TextMeasurer,
    keepingWhole whole: [Int32] = [], boxWidth: ((Int) -> Int?)? = nil
  ) -> Bool {
    guard segments.contains(where: { $0.width > width }) else { return false }
    var result: [TextSegment] = []
    result.reserveCapacity(segments.count + 16)
    var nextWhole = 0
    for segment in segments {
      while nextWhole < whole.count && whole[nextWhole] < segment.start { nextWhole += 1 }
      let isWhole = nextWhole < whole.count && whole[nextWhole] == segment.start
      guard segment.width > width, !isWhole else {
        result.append(segment)
        continue
      }
      let range = Int(segment.start)..<Int(segment.end)
      guard range.count <= Self.ruledLengthLimit else {
        result += Self.cutEvenly(segment, in: bytes, toWidth: width, measurer: &measurer, boxWidth: boxWidth)
        continue
      }
      let units = Self.units(of: segment, in: bytes, measurer: &measurer, boxWidth: boxWidth)
      result += Self.pieces(of: segment, units, cutting: cuts(units, in: bytes, width: width, cache: &measurer.cache))
    }
    segments = result
    return true
  }

  /// Cuts the segments of each chain wider than `width` that hold an edge of one of `spans`, beside the spans and
  /// never inside them: the spans fit a line, and a span that fits is not cut.
  ///
  /// A chain is segments joined by ``SegmentBreak/spaceWithoutBreak``, each
  /// such space as wide as `spaceWidths` says (see
  /// ``HeldSpaces/open(_:widerThan:keeping:spaceWidths:)``). Render holds a code span together (its spaces
  /// hold, its pieces join), so text written against it without a space
  /// (`` see`code` ``) becomes one run with it, and such a run can be wider
  /// than the line though each of its segments fits. Such a segment is cut at
  /// the spans' edges and wherever the run rule allows outside them, each cut
  /// of the kind the rule gives it, as in a longer run; an edge the rule
  /// forbids (after `(`, before `)`) is a last resort. A cut falls only
  /// between grapheme clusters. `spans` are byte ranges in order; `boxWidth`
  /// as for ``cut(_:in:width:measurer:keepingWhole:boxWidth:)``. Returns
  /// whether any segment was cut.
  @discardableResult
  func cutBeside(
    _ spans: [Range<Int>], in segments: inout [TextSegment], bytes: UnsafeBufferPointer<UInt8>, width: Int,
    spaceWidths: [(offset: Int, width: Int)] = [], measurer: inout TextMeasurer, boxWidth: ((Int) -> Int?)? = nil
  ) -> Bool {
    guard !spans.isEmpty else { return false }
    var result: [TextSegment] = []
    var changed = false
    var nextSpan = 0
    var nextSpace = 0
    var chainStart = 0
    while chainStart < segments.count {
      var chainEnd = chainStart
      var chainWidth = Int(segments[chainStart].width)
      while chainEnd + 1 < segments.count && segments[chainEnd].next == .spaceWithoutBreak {
        chainWidth += HeldSpaces.columns(ofSpaceAfter: segments[chainEnd], in: spaceWidths, from: &nextSpace)
        chainEnd += 1
        chainWidth += Int(segments[chainEnd].width)
      }
      for index in chainStart...chainEnd {
        let segment = segments[index]
        let start = Int(segment.start)
        let end = Int(segment.end)
        while nextSpan < spans.count && spans[nextSpan].upperBound <= start { nextSpan += 1 }
        var inside: [Range<Int>] = []
        var span = nextSpan
        while chainWidth > width && span < spans.count && spans[span].lowerBound < end {
          if spans[span].lowerBound > start || spans[span].upperBound < end { inside.append(spans[span]) }
          span += 1
        }
        // A segment past the rule's length is cut evenly by ``cut(_:in:width:measurer:keepingWhole:boxWidth:)``.
        guard !inside.isEmpty, end - start <= Self.ruledLengthLimit else {
          if changed { result.append(segment) }
          continue
        }
        if !changed {
          result = Array(segments[..<index])
          changed = true
        }
        result += pieces(
          of: segment, beside: inside, bytes: bytes, width: width, measurer: &measurer, boxWidth: boxWidth)
      }
      chainStart = chainEnd + 1
    }
    if changed { segments = result }
    return changed
  }

  /// `segment` cut wherever the run rule allows outside `spans` (in order), and at their edges, each cut of the kind
  /// the rule gives it.
  private func pieces(
    of segment: TextSegment, beside spans: [Range<Int>], bytes: UnsafeBufferPointer<UInt8>, width: Int,
    measurer: inout TextMeasurer, boxWidth: ((Int) -> Int?)?
  ) -> [TextSegment] {
    let units = Self.units(of: segment, in: bytes, measurer: &measurer, boxWidth: boxWidth)
    var allowed: [Int: RunCut] = [:]
    for (before, kind) in cuts(units, in: bytes, width: width, cache: &measurer.cache) { allowed[before] = kind }
    var chosen: [(before: Int, kind: RunCut)] = []
    var span = 0
    for index in 1..<Swift.max(1, units.count) {
      let offset = units[index].start
      while span < spans.count && spans[span].upperBound < offset { span += 1 }
      if span < spans.count && (spans[span].lowerBound == offset || spans[span].upperBound == offset) {
        chosen.append((index, allowed[index] ?? .lastResort))
      } else if !(span < spans.count && spans[span].lowerBound < offset), let kind = allowed[index] {
        chosen.append((index, kind))
      }
    }
    return Self.pieces(of: segment, units, cutting: chosen)
  }

  /// The grapheme clusters of `segment`, each a unit of the run; a cluster `boxWidth` knows is an inline box.
  private static func units(
    of segment: TextSegment, in bytes: UnsafeBufferPointer<UInt8>, measurer: inout TextMeasurer,
    boxWidth: ((Int) -> Int?)?
  ) -> [RunUnit] {
    var units: [RunUnit] = []
    measurer.forEachCluster(bytes, Int(segment.start)..<Int(segment.end)) { start, end, clusterWidth in
      if let box = boxWidth?(start) {
        units.append(RunUnit(start: start, end: end, width: box, isBox: true))
      } else {
        units.append(RunUnit(start: start, end: end, width: clusterWidth))
      }
    }
    return units
  }

  /// `segment`, made of `units`, cut before each unit `cuts` names (in order), each piece ending in its cut's break
  /// and the last in the segment's own.
  private static func pieces(
    of segment: TextSegment, _ units: [RunUnit], cutting cuts: [(before: Int, kind: RunCut)]
  ) -> [TextSegment] {
    var pieces: [TextSegment] = []
    var pieceStart = 0
    func piece(upTo end: Int, next: SegmentBreak) -> TextSegment {
      let columns = units[pieceStart..<end].reduce(0) { $0 + $1.width }
      return TextSegment(
        start: Int32(units[pieceStart].start), end: Int32(units[end - 1].end), width: Int32(columns), next: next)
    }
    for (before, kind) in cuts {
      pieces.append(piece(upTo: before, next: SegmentBreak(kind)))
      pieceStart = before
    }
    pieces.append(piece(upTo: units.count, next: segment.next))
    return pieces
  }

  /// Cuts a segment into pieces that each fill a line, between grapheme clusters, from its start.
  ///
  /// A soft hyphen goes with the cluster before it, as the run rule keeps
  /// it (``OverlongRunRule``): the cut moves back one cluster rather than
  /// open a line with it.
  static func cutEvenly(
    _ segment: TextSegment, in bytes: UnsafeBufferPointer<UInt8>, toWidth width: Int, measurer: inout TextMeasurer,
    boxWidth: ((Int) -> Int?)? = nil
  ) -> [TextSegment] {
    var pieces: [TextSegment] = []
    var pieceStart = Int(segment.start)
    var pieceWidth = 0
    var previous = (start: pieceStart, width: 0)
    measurer.forEachCluster(bytes, Int(segment.start)..<Int(segment.end)) { start, end, textWidth in
      let clusterWidth = boxWidth?(start) ?? textWidth
      if pieceWidth + clusterWidth > width && start > pieceStart {
        let isSoftHyphen = end - start == 2 && bytes[start] == 0xC2 && bytes[start + 1] == 0xAD
        let cut = isSoftHyphen && previous.start > pieceStart ? previous : (start: start, width: 0)
        pieces.append(
          TextSegment(
            start: Int32(pieceStart), end: Int32(cut.start), width: Int32(pieceWidth - cut.width),
            next: .lastResortCut))
        pieceStart = cut.start
        pieceWidth = cut.width
      }
      previous = (start, clusterWidth)
      pieceWidth += clusterWidth
    }
    pieces.append(TextSegment(start: Int32(pieceStart), end: segment.end, width: Int32(pieceWidth), next: segment.next))
    return pieces
  }
}

extension SegmentBreak {
  /// The break a run cut of this kind becomes.
  init(_ cut: RunCut) {
    switch cut {
    case .preferred: self = .runCut
    case .insideWord: self = .emergency
    case .lastResort: self = .lastResortCut
    }
  }

  /// The kind of run cut this break is; nil for every other break.
  @usableFromInline var runCut: RunCut? {
    switch self {
    case .runCut: return .preferred
    case .emergency: return .insideWord
    case .lastResortCut: return .lastResort
    default: return nil
    }
  }
}
