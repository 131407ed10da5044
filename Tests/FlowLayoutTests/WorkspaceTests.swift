// A workspace lends its arrays from one layout to the next. Its results must
// not depend on what it laid out before (stale scores or line ends would show
// as different breaks), and it must really lend them, or it saves nothing.

import FlowLayout
import PropertyBased
import Testing

/// A random paragraph: boxes, glue that may shrink, penalties (some flagged, some forced) between them.
private func paragraph(_ widths: [Int], seed: Int) -> [FlowItem<Int>] {
  var items: [FlowItem<Int>] = []
  for (index, box) in widths.enumerated() {
    if index > 0 {
      switch (index &* 7 &+ seed) % 9 {
      case 0: items.append(.penalty(FlowPenalty(width: 1, cost: 50, isFlagged: true)))
      case 1 where seed % 4 == 0: items.append(.penalty(.forcedBreak))
      case 2: items.append(.penalty(FlowPenalty()))
      default: items.append(.glue(FlowGlue(width: 1, stretch: 1, shrink: index % 3 == 0 ? 1 : 0)))
      }
    }
    items.append(.box(FlowBox(width: box)))
  }
  return items
}

@Suite struct WorkspaceTests {
  /// One workspace through a run of paragraphs of every size and shape gives what fresh layouts give.
  @Test func aReusedWorkspaceGivesWhatFreshLayoutsGive() async throws {
    let breakers: [any LineBreaker] = [
      OptimalLineBreaker(), GreedyLineBreaker(), KnuthPlassLineBreaker(), BalancedLineBreaker(),
    ]
    let workspace = FlowLayoutWorkspace()
    await propertyCheck(
      count: 300, input: Gen.int(in: 1...14).array(of: 0...60), Gen.int(in: 6...40), Gen.int(in: 0...1000)
    ) { widths, width, seed in
      let items = paragraph(widths, seed: seed)
      // Hanging and first-line indents exercise the solver's layers; a plain width, one layer.
      let measures: LineMeasures<Int> =
        switch seed % 3 {
        case 0: try! LineMeasures(width: width)
        case 1: try! LineMeasures(width: width + 4, firstIndent: 4, restIndent: 0)
        default: try! LineMeasures([LineMeasure(width: width), LineMeasure(width: width + 3), LineMeasure(width: 5)])
        }
      let breaker = breakers[seed % breakers.count]
      for alignment in [FlowAlignment.leading, .justified] {
        let options = FlowLayoutOptions(measures: measures, breaker: breaker, alignment: alignment)
        let paragraph = try! FlowParagraph(items)
        let fresh = try! FlowEngine.layout(paragraph, options: options)
        let reused = try! FlowEngine.layout(paragraph, options: options, workspace: workspace)
        #expect(reused == fresh)
        // Every other result is given back, so both a reclaimed and a dropped result precede some layout.
        if seed % 2 == 0 { workspace.reclaim(reused) }
        #expect(
          breaker.breakLines(paragraph, measures: measures, justified: alignment == .justified, workspace: workspace)
            == breaker.breakLines(paragraph, measures: measures, justified: alignment == .justified))
      }
    }
  }

  /// A reclaimed result's arrays hold the next layout: the storage changes hands instead of being allocated.
  @Test func aReclaimedResultsStorageHoldsTheNextLayout() throws {
    let workspace = FlowLayoutWorkspace()
    let options = FlowLayoutOptions(measures: try LineMeasures(width: 20), breaker: OptimalLineBreaker())
    let long = try FlowParagraph(paragraph(Array(repeating: 5, count: 40), seed: 3))
    let short = try FlowParagraph(paragraph([3, 4, 5, 6, 7, 8], seed: 3))
    let first = try FlowEngine.layout(long, options: options, workspace: workspace)
    let firstLines = first.lines.withUnsafeBufferPointer { $0.baseAddress }
    let firstPositions = first.boxPositions.withUnsafeBufferPointer { $0.baseAddress }
    workspace.reclaim(consume first)
    let second = try FlowEngine.layout(short, options: options, workspace: workspace)
    #expect(second.lines.withUnsafeBufferPointer { $0.baseAddress } == firstLines)
    #expect(second.boxPositions.withUnsafeBufferPointer { $0.baseAddress } == firstPositions)
    #expect(second == (try FlowEngine.layout(short, options: options)))
  }
}
