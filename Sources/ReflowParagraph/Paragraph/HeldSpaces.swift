// Phase: segments to segments, with the line width known. UAX #14 holds some
// words together across a space: after an opening bracket (`( see`, LB14),
// between a closing quote and an opening bracket (`” (`, 15.0's LB15), between
// two em dashes (LB17). Where the words so held are wider than any line, the
// width wins: those spaces may end a line. Plain text and render both ask
// here, so both break such a run at the same space.

/// Spaces no line may end at, opened where the words they hold together are wider than the line.
package enum HeldSpaces {
  /// Turns every ``SegmentBreak/spaceWithoutBreak`` of a chain wider than `width` into a ``SegmentBreak/space``.
  ///
  /// A chain is segments joined by such spaces, each as wide as it is
  /// drawn: one column, or what `spaceWidths` gives for the space at that
  /// offset (in order; two spaces kept in a code span, say). Chains that fit
  /// are left alone, so their words stay together wherever a line can hold
  /// them. A space inside one of `kept` (byte ranges in order: render's code
  /// spans that fit a line) stays held: the span is cut beside, not inside
  /// (``OverlongRunRule/cutBeside(_:in:bytes:width:spaceWidths:measurer:boxWidth:)``).
  package static func open(
    _ segments: inout [TextSegment], widerThan width: Int, keeping kept: [Range<Int>] = [],
    spaceWidths: [(offset: Int, width: Int)] = []
  ) {
    guard segments.contains(where: { $0.next == .spaceWithoutBreak }) else { return }
    var chainStart = 0
    var chainWidth = 0
    var nextKept = 0
    var nextSpace = 0
    for index in segments.indices {
      chainWidth += Int(segments[index].width)
      if segments[index].next == .spaceWithoutBreak {
        chainWidth += columns(ofSpaceAfter: segments[index], in: spaceWidths, from: &nextSpace)
        continue
      }
      if chainWidth > width && chainStart < index {
        for link in chainStart..<index where segments[link].next == .spaceWithoutBreak {
          let before = Int(segments[link].end)
          let after = Int(segments[link + 1].start)
          while nextKept < kept.count && kept[nextKept].upperBound <= after { nextKept += 1 }
          if nextKept < kept.count && kept[nextKept].lowerBound < before { continue }
          segments[link].next = .space
        }
      }
      chainStart = index + 1
      chainWidth = 0
    }
  }

  /// The columns of the space after `segment`.
  ///
  /// One, unless `spaceWidths` (by offset, in order) gives another width for
  /// it. `next` carries the search from one call to the next, for segments
  /// taken in order.
  package static func columns(
    ofSpaceAfter segment: TextSegment, in spaceWidths: [(offset: Int, width: Int)], from next: inout Int
  ) -> Int {
    while next < spaceWidths.count && spaceWidths[next].offset < Int(segment.end) { next += 1 }
    guard next < spaceWidths.count, spaceWidths[next].offset == Int(segment.end) else { return 1 }
    return spaceWidths[next].width
  }
}
