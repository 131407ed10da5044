// Phase: breaks. What laying out one paragraph after another needs and
// reuses, the same for every front end: the breaker the options name, the
// engine's workspace, the storage of the last paragraph's items, and the line
// measures made so far. Each front end's ParagraphBuilder (one a thread)
// holds one, and nothing else reaches it, so no front end keeps a cache of its
// own.

import FlowLayout

/// The breaker, the engine's workspace, the items' storage and the line measures that one thread's paragraphs share.
///
/// Most paragraphs are short, and allocating their arrays afresh costs
/// more than filling arrays kept from the paragraph before, so the items'
/// storage and the engine's tables are lent from here and given back. A
/// document has few distinct pairs of line widths (its indents, its
/// markers' widths), so each pair's measures are made once.
@usableFromInline final class LayoutSession {
  /// The breaker the options name, made once.
  @usableFromInline let breaker: any LineBreaker
  /// The engine's tables, filled by one paragraph and reused by the next.
  @usableFromInline let workspace = FlowLayoutWorkspace()
  /// The items array of the last paragraph, whose storage the next one fills.
  @usableFromInline @exclusivity(unchecked) var spareItems: [FlowItem<Int>] = []
  /// The measures made so far, by their first line and their later lines.
  @exclusivity(unchecked) private var measuresByLines: [LinePair: LineMeasures<Int>] = [:]
  /// The pair asked for last, and its measures: consecutive paragraphs mostly share them.
  @exclusivity(unchecked) private var lastMeasures: (lines: LinePair, measures: LineMeasures<Int>)?
  /// Pairs kept before the table starts afresh.
  static let measuresKept = 64

  /// A session that breaks lines with `breaker`.
  init(breaker: any LineBreaker) {
    self.breaker = breaker
  }

  /// Lends the storage of the last paragraph's items, emptied; give it back with ``returnItems(_:)``.
  @inlinable func borrowItems() -> [FlowItem<Int>] {
    spareItems.takeStorage()
  }

  /// Keeps `items`' storage for the next paragraph.
  @inlinable func returnItems(_ items: consuming [FlowItem<Int>]) {
    spareItems = items
  }

  /// The measures of a paragraph whose first line is `first` and whose later lines are `rest`; nil when a width is
  /// not positive.
  @usableFromInline func measures(first: LineMeasure<Int>, rest: LineMeasure<Int>) -> LineMeasures<Int>? {
    let lines = LinePair(first: first, rest: rest)
    if let last = lastMeasures, last.lines == lines { return last.measures }
    let measures: LineMeasures<Int>
    if let known = measuresByLines[lines] {
      measures = known
    } else {
      guard let made = try? LineMeasures([first, rest]) else { return nil }
      if measuresByLines.count >= Self.measuresKept { measuresByLines.removeAll(keepingCapacity: true) }
      measuresByLines[lines] = made
      measures = made
    }
    lastMeasures = (lines, measures)
    return measures
  }

  /// The measures of a paragraph all of whose lines are `width` columns wide, from column 0.
  func measures(width: Int) -> LineMeasures<Int>? {
    measures(first: LineMeasure(width: width), rest: LineMeasure(width: width))
  }

  /// A paragraph's two kinds of line, as the measures table is keyed.
  private struct LinePair: Hashable {
    var first: LineMeasure<Int>
    var rest: LineMeasure<Int>
  }
}
