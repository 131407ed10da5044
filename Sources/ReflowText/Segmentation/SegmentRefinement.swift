// Phase: segments to segments. The options that change where lines may end
// without changing the Unicode rules: CSS's keep-all, break-all and anywhere,
// soft and dictionary hyphens, and cutting words too wide for any line.

extension TextSegmenter {
  /// Applies the style's word-break, strictness, hyphenation and long-word options.
  func refine(_ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>) {
    if hyphenation == .none || style.wordBreak == .keepAll {
      merge(&segments, in: bytes)
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
    if let emergencyWidth, segments.contains(where: { $0.width > emergencyWidth }) {
      segments = segments.flatMap { segment in
        segment.width > emergencyWidth ? cut(segment, in: bytes, toWidth: emergencyWidth) : [segment]
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

  /// Cuts a segment wider than `width` into pieces that each fill a line, between grapheme clusters.
  ///
  /// The pieces are as wide as a line allows, so the work and the number of
  /// items grow with the segment's length over the width, not with its
  /// clusters: a 10 MB word costs what its 10 MB of text costs to measure.
  func cut(_ segment: TextSegment, in bytes: UnsafeBufferPointer<UInt8>, toWidth width: Int) -> [TextSegment] {
    var pieces: [TextSegment] = []
    var pieceStart = Int(segment.start)
    var pieceWidth = 0
    measurer.forEachCluster(bytes, Int(segment.start)..<Int(segment.end)) { start, _, clusterWidth in
      if pieceWidth + clusterWidth > width && start > pieceStart {
        pieces.append(
          TextSegment(start: Int32(pieceStart), end: Int32(start), width: Int32(pieceWidth), next: .emergency))
        pieceStart = start
        pieceWidth = 0
      }
      pieceWidth += clusterWidth
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
}
