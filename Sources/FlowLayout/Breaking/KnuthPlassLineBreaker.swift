// Phase: breaking. Knuth and Plass's total-fit algorithm: TeX's badness,
// demerits, fitness classes, flagged penalties and looseness, over an active
// list of feasible breakpoints.

/// The settings of ``KnuthPlassLineBreaker``, named after TeX's parameters.
public struct KnuthPlassOptions: Hashable, Sendable {
  /// The worst badness a line may have on the first pass (TeX's `\tolerance`; 200).
  ///
  /// Badness is `100 r³` for an adjustment ratio `r`, so 200 lets spaces stretch
  /// to about 1.26 times their stretchability. If no breaks meet it, a second
  /// pass accepts any line that is not overfull.
  public var tolerance: Double
  /// Added to every line's badness before squaring (`\linepenalty`; 10): favours fewer lines.
  public var linePenalty: Double
  /// Extra demerits for two flagged breaks in a row (`\doublehyphendemerits`): avoids stacked hyphens.
  public var flaggedDemerits: Double
  /// Extra demerits when neighbouring lines' fitness classes differ by more than one (`\adjdemerits`).
  public var fitnessDemerits: Double
  /// How many lines longer (positive) or shorter (negative) than optimal to aim for (`\looseness`).
  public var looseness: Int
  /// In ragged (unjustified) setting, the notional stretch of each line, as a fraction of its width.
  ///
  /// TeX sets ragged-right text with stretchable right-hand glue and rigid
  /// spaces; this is that glue's stretch. With 1/6, a line a sixth short of
  /// its measure has badness 100.
  public var raggedStretch: Double

  /// TeX's plain-format defaults.
  public init(
    tolerance: Double = 200, linePenalty: Double = 10, flaggedDemerits: Double = 10_000,
    fitnessDemerits: Double = 10_000, looseness: Int = 0, raggedStretch: Double = 1.0 / 6
  ) {
    self.tolerance = tolerance
    self.linePenalty = linePenalty
    self.flaggedDemerits = flaggedDemerits
    self.fitnessDemerits = fitnessDemerits
    self.looseness = looseness
    self.raggedStretch = raggedStretch
  }
}

/// Knuth–Plass total-fit line breaking, as in TeX.
///
/// Each candidate line gets an adjustment ratio `r`: how far its glue must
/// stretch (positive) or shrink (negative, never past -1) to fill the
/// measure. Badness is `100|r|³`; demerits are `(linePenalty + badness)²`
/// plus the penalty's cost squared, plus extra demerits for two hyphens in a
/// row or for a very loose line next to a tight one (fitness classes tight,
/// decent, loose, very loose). The breaks with the least total demerits win.
///
/// When text will be justified, `r` comes from the glue's stretch and shrink.
/// When it will be set ragged, spaces are rigid and each line gets a notional
/// right-hand stretch (``KnuthPlassOptions/raggedStretch``), as TeX's
/// `\raggedright` does. The last line of a paragraph, and a line ended by a
/// forced break, is filled by an infinitely stretchable glue, so it may be short.
///
/// If no breaks meet the tolerance, a second pass accepts any line that is
/// not overfull; if an unbreakable run is wider than its line, that line is
/// set overfull on its own rather than failing.
///
/// Each break is weighed against every active node, and a node stays active
/// while a line from it still fits, so the work grows with the breaks a line
/// can hold as well as with the paragraph. The search therefore keeps a
/// bounded number of active nodes, which lines of ordinary widths never reach
/// (their breaks stay TeX's); past the bound it keeps the half with the
/// fewest demerits, so no break is weighed more than that many times,
/// whatever the width.
public struct KnuthPlassLineBreaker: LineBreaker, Hashable {
  /// The most active nodes the search keeps; past it, it keeps the half with the fewest demerits.
  ///
  /// A break has up to four nodes, one a fitness class. The bound sits above
  /// what paragraphs at ordinary widths keep active, so their breaks are the
  /// whole search's, and it caps the cost of each break on very wide lines
  /// with a break at nearly every column.
  static let maximumActiveNodes = 128

  /// The settings.
  public var options: KnuthPlassOptions

  /// Creates the breaker.
  public init(options: KnuthPlassOptions = KnuthPlassOptions()) {
    self.options = options
  }

  /// Throws ``FlowLayoutError/invalidSetting(name:value:)`` for a setting that would silently change the breaks.
  ///
  /// A NaN compares false with everything, so a NaN tolerance or demerit
  /// would drop or keep breaks at random rather than by TeX's rules. The
  /// tolerance may be infinite (every line acceptable) but not negative; the
  /// penalty, the demerits and the ragged stretch must be finite, and the
  /// stretch more than 0.
  public func validate() throws(FlowLayoutError) {
    let tolerance = options.tolerance
    if tolerance.isNaN || tolerance < 0 {
      throw .invalidSetting(name: "Knuth-Plass tolerance", value: tolerance.description)
    }
    let finite = [
      ("Knuth-Plass line penalty", options.linePenalty), ("Knuth-Plass flagged demerits", options.flaggedDemerits),
      ("Knuth-Plass fitness demerits", options.fitnessDemerits),
    ]
    for (name, value) in finite where !value.isFinite {
      throw .invalidSetting(name: name, value: value.description)
    }
    if !options.raggedStretch.isFinite || options.raggedStretch <= 0 {
      throw .invalidSetting(name: "Knuth-Plass ragged stretch", value: options.raggedStretch.description)
    }
  }

  /// Chooses the line ends for `paragraph` set in `measures`.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
  ) -> LineEnds {
    guard let table = BreakCandidates(paragraph.items, withGlueSums: true) else { return LineEnds(ends: []) }
    var search = TotalFitSearch(
      table: table, measures: measures, justified: justified, options: options,
      maximumActive: Self.maximumActiveNodes)
    return search.breaks()
  }
}

/// The total-fit search over the active list.
struct TotalFitSearch<Scalar: FlowScalar> {
  /// A feasible breakpoint reached by some chain of lines.
  struct Node {
    var candidate: Int
    var lines: Int
    var fitness: Int
    var demerits: Double
    var previous: Int
  }

  let table: BreakCandidates<Scalar>
  let measures: LineMeasures<Scalar>
  let justified: Bool
  let options: KnuthPlassOptions
  /// The most nodes kept active; past it, ``prune(_:)`` keeps the half with the fewest demerits.
  let maximumActive: Int
  var nodes: [Node] = []
  /// How many times a line from an active node to a break was weighed, over every pass: the search's work.
  private(set) var weighings = 0
  /// The most nodes that were active at once, over every pass.
  private(set) var peakActive = 0

  init(
    table: BreakCandidates<Scalar>, measures: LineMeasures<Scalar>, justified: Bool, options: KnuthPlassOptions,
    maximumActive: Int
  ) {
    self.table = table
    self.measures = measures
    self.justified = justified
    self.options = options
    self.maximumActive = Swift.max(maximumActive, 2)
  }

  /// The best breaks: those that meet the tolerance, or failing that any that are not overfull, or failing that
  /// the fewest overfull lines.
  mutating func breaks() -> LineEnds {
    if let breaks = run(tolerance: options.tolerance, rescue: false) { return breaks }
    return run(tolerance: .infinity, rescue: true) ?? LineEnds(ends: [])
  }

  /// Lines of different numbers need separate nodes only while their measures differ (or for looseness).
  func lineClass(_ lines: Int) -> Int {
    options.looseness != 0 ? lines : Swift.min(lines, measures.lines.count - 1)
  }

  /// The adjustment ratio of the line from `node`'s break to candidate `column`.
  func adjustmentRatio(from node: Node, to column: Int) -> Double {
    let start = table.entries[node.candidate]
    let end = table.entries[column]
    let startGlue = table.glue[node.candidate]
    let endGlue = table.glue[column]
    let width = measures.width(ofLine: node.lines)
    let natural = end.endWidth - start.startWidth
    if natural == width { return 0 }
    let final = end.isForced
    if natural < width {
      if final { return 0 }
      let slack = (width - natural).doubleValue
      let stretch =
        justified
        ? (endGlue.endStretch - startGlue.startStretch).doubleValue
        : options.raggedStretch * width.doubleValue
      return stretch > 0 ? slack / stretch : .infinity
    }
    guard justified else { return -.infinity }
    let shrink = (endGlue.endShrink - startGlue.startShrink).doubleValue
    return shrink > 0 ? (width - natural).doubleValue / shrink : -.infinity
  }

  static func fitnessClass(_ ratio: Double) -> Int {
    if ratio < -0.5 { return 0 }
    if ratio <= 0.5 { return 1 }
    if ratio <= 1 { return 2 }
    return 3
  }

  /// Runs a pass; `nil` when no breaks meet `tolerance` and rescue is off.
  mutating func run(tolerance: Double, rescue: Bool) -> LineEnds? {
    nodes = [Node(candidate: 0, lines: 0, fitness: 1, demerits: 0, previous: -1)]
    var active = [0]
    var nextActive: [Int] = []
    // The best new node per (fitness class, line class) at the current candidate.
    var fresh: [(fitness: Int, lineClass: Int, node: Node)] = []
    for column in 1..<table.count {
      nextActive.removeAll(keepingCapacity: true)
      fresh.removeAll(keepingCapacity: true)
      var lastDropped = -1
      let forced = table.entries[column].isForced
      weighings += active.count
      peakActive = Swift.max(peakActive, active.count)
      for id in active {
        let node = nodes[id]
        let ratio = adjustmentRatio(from: node, to: column)
        if ratio < -1 || forced {
          if ratio < -1 && (lastDropped < 0 || nodes[lastDropped].candidate < node.candidate) { lastDropped = id }
        } else {
          nextActive.append(id)
        }
        guard ratio >= -1 else { continue }
        let badness = Swift.min(10_000, 100 * Swift.abs(ratio) * ratio * ratio)
        guard badness <= tolerance || tolerance == .infinity else { continue }
        let cost = table.entries[column].cost
        var demerits = (options.linePenalty + badness) * (options.linePenalty + badness)
        if cost >= 0 { demerits += cost * cost } else if cost > -.infinity { demerits -= cost * cost }
        if table.entries[column].isFlagged && table.entries[node.candidate].isFlagged {
          demerits += options.flaggedDemerits
        }
        let fitness = Self.fitnessClass(ratio)
        if Swift.abs(fitness - node.fitness) > 1 { demerits += options.fitnessDemerits }
        let candidate = Node(
          candidate: column, lines: node.lines + 1, fitness: fitness, demerits: node.demerits + demerits,
          previous: id)
        let key = lineClass(candidate.lines)
        if let slot = fresh.firstIndex(where: { $0.fitness == fitness && $0.lineClass == key }) {
          if candidate.demerits < fresh[slot].node.demerits { fresh[slot].node = candidate }
        } else {
          fresh.append((fitness, key, candidate))
        }
      }
      if fresh.isEmpty && nextActive.isEmpty {
        // Nothing reaches this far: give up, or set an overfull line from the last node that fit.
        guard rescue, lastDropped >= 0 else { return nil }
        let from = nodes[lastDropped]
        fresh.append(
          (
            1, 0,
            Node(
              candidate: column, lines: from.lines + 1, fitness: 1,
              demerits: from.demerits + 1e12, previous: lastDropped)
          ))
      }
      for entry in fresh {
        nodes.append(entry.node)
        nextActive.append(nodes.count - 1)
      }
      if nextActive.count > maximumActive { prune(&nextActive) }
      swap(&active, &nextActive)
    }
    return bestBreaks(among: active)
  }

  /// Keeps the half of `active` with the fewest demerits, and its newest node, in the order they were made.
  ///
  /// Only lines that hold far more breaks than ordinary widths do fill the
  /// list. Halving it, rather than dropping a node at each break, sorts it
  /// again only once it has grown by half its bound, so each break's share
  /// of the sorting stays small. A line from the newest node, at the latest
  /// break, is the last to stop fitting: keeping it keeps a chain of lines
  /// going wherever the whole search has one, so no line is set overfull
  /// that need not be.
  func prune(_ active: inout [Int]) {
    let newest = active.max()!
    // NaN demerits (from NaN settings) rank last, so that the order is a total one.
    func rank(_ id: Int) -> Double { nodes[id].demerits.isNaN ? .infinity : nodes[id].demerits }
    active.sort { rank($0) != rank($1) ? rank($0) < rank($1) : $0 < $1 }
    active.removeSubrange((maximumActive / 2)...)
    if !active.contains(newest) { active[active.count - 1] = newest }
    active.sort()
  }

  /// Picks the final node, honouring looseness, and walks back to the start.
  func bestBreaks(among finals: [Int]) -> LineEnds? {
    guard var best = finals.min(by: { nodes[$0].demerits < nodes[$1].demerits }) else { return nil }
    if options.looseness != 0 {
      let optimalLines = nodes[best].lines
      func distance(_ id: Int) -> Int { Swift.abs(nodes[id].lines - optimalLines - options.looseness) }
      best = finals.min {
        distance($0) != distance($1) ? distance($0) < distance($1) : nodes[$0].demerits < nodes[$1].demerits
      }!
    }
    var ends: [Int] = []
    var id = best
    while id > 0 {
      ends.append(table.entries[nodes[id].candidate].itemIndex)
      id = nodes[id].previous
    }
    return LineEnds(ends: ends.reversed())
  }
}
