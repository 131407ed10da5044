// Phase: breaking. First fit: each line takes everything up to the last break
// that still fits, as the seeds' flow layouts do, in one pass with no tables.

/// First-fit line breaking.
///
/// Each line holds as much as fits; then the line ends at the last legal break
/// seen. A box that fits exactly stays on its line (the seeds' flows compared
/// with `>` against a width that included trailing spacing, so an exact fit
/// wrapped). An unbreakable run wider than its line sits alone on a line of
/// its own and overflows; it never causes an empty line or a loop.
///
/// First fit gives the fewest lines possible, but it may leave a very short
/// line before a long word where ``OptimalLineBreaker`` would spread the slack.
public struct GreedyLineBreaker: LineBreaker {
  /// Creates the breaker.
  public init() {}

  /// Chooses the line ends for `paragraph` set in `measures`.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
  ) -> LineBreaks {
    let items = paragraph.items
    guard let lastBox = BreakpointRules.lastBoxIndex(items) else { return LineBreaks(ends: []) }
    var ends: [Int] = []
    var limit = measures.width(ofLine: 0)
    // Running sums from the paragraph's start, before item `index`.
    var width: Scalar = 0
    var shrink: Scalar = 0
    // The same sums at the first item of the current line.
    var lineStartIndex = 0
    var lineStartWidth: Scalar = 0
    var lineStartShrink: Scalar = 0
    // The last break on this line that fits, with the sums there.
    var candidate = -1
    var candidateWidth: Scalar = 0
    var candidateShrink: Scalar = 0

    // Ends the current line at `end`, whose sums are given, and starts the next.
    func commit(_ end: Int, width endWidth: Scalar, shrink endShrink: Scalar) {
      ends.append(end)
      limit = measures.width(ofLine: ends.count)
      let start = BreakpointRules.lineStart(items, afterBreakAt: end)
      var startWidth = endWidth
      var startShrink = endShrink
      var skipped = end
      while skipped < start {
        if case .glue(let glue) = items[skipped] {
          startWidth += glue.width
          startShrink += glue.shrink
        }
        skipped += 1
      }
      lineStartIndex = start
      lineStartWidth = startWidth
      lineStartShrink = startShrink
      candidate = -1
    }

    var widthAtLastBox: Scalar = 0
    var shrinkAtLastBox: Scalar = 0
    var index = 0
    var previousIsBox = false
    while true {
      // The paragraph's end counts as a forced break.
      let isEnd = index == items.count
      var isBreak = isEnd
      var isForced = isEnd
      var extra: Scalar = 0
      if isEnd {
        width = widthAtLastBox
        shrink = shrinkAtLastBox
      } else {
        switch items[index] {
        case .box(let box):
          width += box.width
          if index == lastBox {
            // Trailing glue after the last box never belongs to a line.
            widthAtLastBox = width
            shrinkAtLastBox = shrink
          }
          previousIsBox = true
          index += 1
          continue
        case .glue(let glue):
          isBreak = previousIsBox && index < lastBox
          previousIsBox = false
          if !isBreak {
            width += glue.width
            shrink += glue.shrink
            index += 1
            continue
          }
        case .penalty(let penalty):
          previousIsBox = false
          isBreak = penalty.allowsBreak && index < lastBox
          isForced = penalty.isForced
          extra = penalty.width
          if !isBreak {
            index += 1
            continue
          }
        }
      }
      // A break inside the discarded space after the previous break is no break at all.
      if index >= lineStartIndex {
        func fits() -> Bool {
          let natural = width - lineStartWidth + extra
          let shrinkable = justified ? shrink - lineStartShrink : 0
          return natural - shrinkable <= limit
        }
        if !fits() && candidate >= 0 {
          let start = BreakpointRules.lineStart(items, afterBreakAt: candidate)
          // Breaking earlier would only leave this forced break on an empty line of its own.
          if !(isForced && start >= index) {
            commit(candidate, width: candidateWidth, shrink: candidateShrink)
          }
        }
        if isForced || !fits() {
          // A forced break, or an unbreakable run wider than the line: end the line here.
          if isEnd {
            ends.append(items.count)
            break
          }
          commit(index, width: width, shrink: shrink)
        } else if index >= lineStartIndex {
          candidate = index
          candidateWidth = width
          candidateShrink = shrink
        }
      }
      if isEnd { break }
      if case .glue(let glue) = items[index] {
        width += glue.width
        shrink += glue.shrink
      }
      index += 1
    }
    return LineBreaks(ends: ends)
  }
}
