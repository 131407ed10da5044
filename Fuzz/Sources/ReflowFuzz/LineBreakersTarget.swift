// Target: the four breakers and placement, on any sequence of boxes, glue and
// penalties the bytes describe.

@testable import FlowLayout

/// One workspace for every input, so each layout through it follows others of every shape.
nonisolated(unsafe) private let sharedWorkspace = FlowLayoutWorkspace()

extension FuzzTarget {
  /// Every box is placed once, in order; lines fit unless they are overflow; forced breaks are taken;
  /// minimum raggedness and balance never overflow where first fit does not; a used workspace and the optimal
/// breaker's one-line shortcut change nothing.
  static let lineBreakers = FuzzTarget(
    name: "line-breakers", summary: "greedy, optimal, Knuth–Plass and balance keep every box and fit the measure"
  ) { input in
    let measure = input.number(in: 1...40)
    let hanging = input.number(in: 0...3)
    var items: [FlowItem<Int>] = []
    let costs: [Double] = [-.infinity, -50, 0, 50, .infinity]
    while input.rest.count >= 2 {
      let kind = input.byte()
      let value = Int(input.byte())
      switch kind % 4 {
      case 1: items.append(.glue(FlowGlue(width: value % 4, stretch: (value / 4) % 4, shrink: min(value % 4, value / 16 % 2))))
      case 2: items.append(.penalty(FlowPenalty(width: value % 2, cost: costs[value / 2 % 5], isFlagged: value & 0x80 != 0)))
      default: items.append(.box(FlowBox(width: value % 24)))
      }
    }
    guard let paragraph = try? FlowParagraph(items),
      let measures = try? LineMeasures(width: measure, firstIndent: 0, restIndent: min(hanging, measure - 1))
    else { return }
    let forced = Set(items.indices.filter { if case .penalty(let p) = items[$0] { p.isForced } else { false } })
    var greedyOverflows = false
    let algorithms: [LineBreakingAlgorithm] = [.greedy, .optimal, .knuthPlass, .balance]
    for algorithm in algorithms {
      for justified in [false, true] {
        let breaks = algorithm.breaker.breakLines(paragraph, measures: measures, justified: justified)
        require(
          breaks == algorithm.breaker.breakLines(paragraph, measures: measures, justified: justified),
          "\(algorithm) is not deterministic")
        require(zip(breaks.ends, breaks.ends.dropFirst()).allSatisfy { $0 < $1 }, "\(algorithm) ends do not rise")
        require(paragraph.boxCount == 0 || breaks.ends.last == items.count, "\(algorithm) last end \(breaks.ends)")
        let ends = Set(breaks.ends)
        // A forced break with boxes on both sides ends a line; one with nothing visible after it may not.
        for index in forced where items[..<index].contains(where: \.isBox) && items[index...].contains(where: \.isBox) {
          require(ends.contains(index), "\(algorithm) skipped the forced break at \(index): \(breaks.ends)")
        }
        let options = FlowLayoutOptions(
          measures: measures, breaker: algorithm.breaker, alignment: justified ? .justified : .leading)
        let result = try! FlowEngine.layout(paragraph, options: options)
        // A workspace that has laid out other paragraphs changes nothing.
        let reused = try! FlowEngine.layout(paragraph, options: options, workspace: sharedWorkspace)
        require(reused == result, "\(algorithm) laid out differently through a used workspace")
        if input.rest.count % 2 == 0 { sharedWorkspace.reclaim(reused) }
        if case .optimal = algorithm {
          // The one-line shortcut chooses what the table chooses.
          var tabled = OptimalLineBreaker()
          tabled.setsShortParagraphsDirectly = false
          require(
            tabled.breakLines(paragraph, measures: measures, justified: justified) == breaks,
            "the optimal breaker's one-line shortcut differs from its table: \(items)")
        }
        var nextBox = 0
        var overflows = false
        for (number, line) in result.lines.enumerated() {
          require(line.boxes.lowerBound == nextBox, "\(algorithm) skipped boxes before \(line.boxes)")
          nextBox = line.boxes.upperBound
          let room = measures[line: number].width
          let fits = line.naturalWidth <= room || (justified && line.width <= room)
          require(fits || line.isOverflow, "\(algorithm) line \(line.items) of \(line.naturalWidth) in \(room), not overflow")
          overflows = overflows || line.isOverflow
        }
        require(nextBox == paragraph.boxCount, "\(algorithm) placed \(nextBox) of \(paragraph.boxCount) boxes")
        if case .greedy = algorithm, !justified { greedyOverflows = overflows }
        if !justified, algorithm == .optimal || algorithm == .balance {
          require(!overflows || greedyOverflows, "\(algorithm) overflows where first fit does not: \(items)")
        }
      }
    }
  }
}
