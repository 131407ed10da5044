// Phase: breaking. First fit: each line takes everything up to the last break
// that still fits, as the seeds' flow layouts do, in one pass with no tables.

/// First-fit line breaking.
///
/// Each line holds as much as fits; then the line ends at the last legal break
/// seen, unless that break lies inside a word (no glue after it) and costs
/// more than an earlier break in the same word on the line: then the line
/// ends at the latest such cheaper break. So a word too wide for any line is
/// cut after its hyphen rather than between two letters past it, as Python's
/// textwrap cuts one, and the costs that make ``OptimalLineBreaker`` prefer
/// a cut weigh here too, within one word. A box that fits exactly stays on its line (the seeds' flows compared
/// with `>` against a width that included trailing spacing, so an exact fit
/// wrapped). An unbreakable run wider than its line sits alone on a line of
/// its own and overflows; it never causes an empty line or a loop.
///
/// First fit gives the fewest lines possible, but it may leave a very short
/// line before a long word where ``OptimalLineBreaker`` would spread the slack.
public struct GreedyLineBreaker: LineBreaker, Hashable {
  /// Creates the breaker.
  public init() {}

  /// Chooses the line ends for `paragraph` set in `measures`.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
  ) -> LineEnds {
    guard let lastBox = BreakpointRules.lastBoxIndex(paragraph.items) else { return LineEnds(ends: []) }
    return paragraph.items.withUnsafeBufferPointer { items in
      var fill = FirstFit(items: items, measures: measures, justified: justified)
      fill.run(lastBox: lastBox)
      return LineEnds(ends: fill.ends)
    }
  }
}

/// The state of one first-fit pass.
///
/// Running sums are kept from the paragraph's start; a line's width is the
/// difference between the sums at its end and at its first item.
struct FirstFit<Scalar: FlowScalar> {
  let items: UnsafeBufferPointer<FlowItem<Scalar>>
  let measures: LineMeasures<Scalar>
  let justified: Bool
  var ends: [Int] = []
  var limit: Scalar
  /// The current line's first item and the sums before it.
  var lineStart = 0
  var lineStartWidth: Scalar = 0
  var lineStartShrink: Scalar = 0
  /// The last break on this line that fits, with the sums before it; -1 for none.
  var candidate = -1
  var candidateWidth: Scalar = 0
  var candidateShrink: Scalar = 0

  init(items: UnsafeBufferPointer<FlowItem<Scalar>>, measures: LineMeasures<Scalar>, justified: Bool) {
    self.items = items
    self.measures = measures
    self.justified = justified
    self.limit = measures.width(ofLine: 0)
  }

  @inline(__always)
  func fits(width: Scalar, shrink: Scalar, extra: Scalar) -> Bool {
    let natural = width - lineStartWidth + extra
    return (justified ? natural - (shrink - lineStartShrink) : natural) <= limit
  }

  /// Ends the current line at item `end`, whose sums are given, and starts the next after the discarded space.
  @inline(__always)
  mutating func commit(_ end: Int, width: Scalar, shrink: Scalar) {
    ends.append(end)
    limit = measures.width(ofLine: ends.count)
    var start = end
    var startWidth = width
    var startShrink = shrink
    // Skip glue and optional penalties after the break; stop at a box or a forced break.
    scan: while true {
      start += 1
      guard start < items.count else { break }
      switch items[start - 1] {
      case .glue(let glue):
        startWidth += glue.width
        startShrink += glue.shrink
      default: break
      }
      switch items[start] {
      case .box: break scan
      case .penalty(let penalty) where penalty.isForced: break scan
      default: continue
      }
    }
    lineStart = start
    lineStartWidth = startWidth
    lineStartShrink = startShrink
    candidate = -1
  }

  /// Ends the current line at the candidate break, or at the latest cheaper break before it in the same word.
  ///
  /// Only a penalty with no glue after it lies inside a word; the breaks
  /// looked back at are those between it and the word's start (the last
  /// glue) on this line, and one is taken only where the line still fits
  /// with its penalty's width.
  @inline(__always)
  mutating func commitCandidate() {
    guard case .penalty(let ending) = items[candidate], ending.cost > 0, !isGlue(candidate + 1) else {
      commit(candidate, width: candidateWidth, shrink: candidateShrink)
      return
    }
    // No glue lies between the two breaks, so only boxes change the width, and the shrink stays.
    var width = candidateWidth
    var index = candidate - 1
    while index > lineStart {
      switch items[index] {
      case .glue: index = lineStart
      case .box(let box): width -= box.width
      case .penalty(let penalty):
        if penalty.allowsBreak, penalty.cost < ending.cost,
          fits(width: width, shrink: candidateShrink, extra: penalty.width)
        {
          commit(index, width: width, shrink: candidateShrink)
          return
        }
      }
      index -= 1
    }
    commit(candidate, width: candidateWidth, shrink: candidateShrink)
  }

  /// Whether the item at `index` is glue (false past the end).
  @inline(__always)
  func isGlue(_ index: Int) -> Bool {
    guard index < items.count, case .glue = items[index] else { return false }
    return true
  }

  /// Considers a legal break at `index` with the given sums.
  @inline(__always)
  mutating func consider(_ index: Int, width: Scalar, shrink: Scalar, extra: Scalar, forced: Bool) {
    // A break inside the space discarded after the previous break is no break at all.
    guard index >= lineStart else { return }
    if !fits(width: width, shrink: shrink, extra: extra) && candidate >= 0 {
      // Breaking earlier would only leave a forced break alone on an empty line.
      if !(forced && BreakpointRules.lineStart(items, afterBreakAt: candidate) >= index) {
        commitCandidate()
      }
    }
    if forced || !fits(width: width, shrink: shrink, extra: extra) {
      // A forced break, or an unbreakable run wider than the line: end the line here.
      commit(index, width: width, shrink: shrink)
    } else {
      candidate = index
      candidateWidth = width
      candidateShrink = shrink
    }
  }

  mutating func run(lastBox: Int) {
    var width: Scalar = 0
    var shrink: Scalar = 0
    var previousIsBox = false
    for index in 0...lastBox {
      switch items[index] {
      case .box(let box):
        width += box.width
        previousIsBox = true
      case .glue(let glue):
        if previousIsBox { consider(index, width: width, shrink: shrink, extra: 0, forced: false) }
        width += glue.width
        shrink += glue.shrink
        previousIsBox = false
      case .penalty(let penalty):
        if penalty.allowsBreak {
          consider(index, width: width, shrink: shrink, extra: penalty.width, forced: penalty.isForced)
        }
        previousIsBox = false
      }
    }
    // The paragraph's end: trailing glue and breaks after the last box belong to no line.
    if !fits(width: width, shrink: shrink, extra: 0) && candidate >= 0 {
      commitCandidate()
    }
    ends.append(items.count)
  }
}
