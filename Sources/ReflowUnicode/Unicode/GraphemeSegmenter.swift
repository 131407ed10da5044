// Phase: graphemes. The extended grapheme cluster rules of UAX #29 (Unicode
// 15.0, the version of ICU 72's data) as a small state machine over cached
// properties. A cluster is the unit that is measured, and that a line may
// never split.

/// Decides, one code point at a time, where extended grapheme clusters begin.
struct GraphemeBreakState {
  private var previous: GraphemeBreakClass?
  /// Regional indicators immediately before this point, for pairing flags (GB12, GB13).
  private var regionalIndicatorRun = 0
  /// Inside `ExtPict Extend*`, waiting for a ZWJ (GB11).
  private var inPictographicRun = false
  /// Just after `ExtPict Extend* ZWJ`.
  private var afterPictographicJoiner = false

  /// Whether the last code point was a prepended mark, which joins whatever follows (GB9b).
  var followsPrepend: Bool { previous == .prepend }

  /// Whether a cluster boundary falls before a code point with `properties`; then records it.
  @inline(__always)
  mutating func isBoundary(before properties: CodePointProperties) -> Bool {
    let current = properties.graphemeBreak
    let boundary = GraphemeBreakState.breaks(
      previous, current, joiner: afterPictographicJoiner,
      pictographic: properties.isExtendedPictographic, regionalIndicatorRun: regionalIndicatorRun)
    // Track GB11's context.
    if properties.isExtendedPictographic {
      inPictographicRun = true
      afterPictographicJoiner = false
    } else if current == .extend && inPictographicRun {
      afterPictographicJoiner = false
    } else if current == .zwj && inPictographicRun {
      afterPictographicJoiner = true
      inPictographicRun = false
    } else {
      inPictographicRun = false
      afterPictographicJoiner = false
    }
    regionalIndicatorRun = current == .regionalIndicator ? regionalIndicatorRun + 1 : 0
    previous = current
    return boundary
  }

  @inline(__always)
  private static func breaks(
    _ previous: GraphemeBreakClass?, _ current: GraphemeBreakClass, joiner: Bool, pictographic: Bool,
    regionalIndicatorRun: Int
  ) -> Bool {
    guard let previous else { return true }  // GB1
    switch (previous, current) {
    case (.cr, .lf): return false  // GB3
    case (.control, _), (.cr, _), (.lf, _): return true  // GB4
    case (_, .control), (_, .cr), (_, .lf): return true  // GB5
    case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): return false  // GB6
    case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): return false  // GB7
    case (.lvt, .t), (.t, .t): return false  // GB8
    case (_, .extend), (_, .zwj): return false  // GB9
    case (_, .spacingMark): return false  // GB9a
    case (.prepend, _): return false  // GB9b
    case (.zwj, _) where joiner && pictographic: return false  // GB11
    case (.regionalIndicator, .regionalIndicator): return regionalIndicatorRun % 2 == 0  // GB12, GB13
    default: return true  // GB999
    }
  }
}
