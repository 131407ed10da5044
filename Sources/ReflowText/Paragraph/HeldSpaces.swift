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
  /// A chain is segments joined by such spaces; each space counts one
  /// column, the least it takes. Chains that fit are left alone, so their
  /// words stay together wherever a line can hold them. A space inside one of
  /// `kept` (byte ranges in order: render's code spans that fit a line) stays
  /// held: the span is cut beside, not inside
  /// (``OverlongRunRule/cutBeside(_:in:bytes:width:measurer:boxWidth:)``).
  package static func open(_ segments: inout [TextSegment], widerThan width: Int, keeping kept: [Range<Int>] = []) {
    guard segments.contains(where: { $0.next == .spaceWithoutBreak }) else { return }
    var chainStart = 0
    var chainWidth = 0
    var nextKept = 0
    for index in segments.indices {
      chainWidth += Int(segments[index].width)
      if segments[index].next == .spaceWithoutBreak {
        chainWidth += 1
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
}
