// The concrete `Int` entry points (FlowEngine.layout, FlowParagraph.init and
// LineBreaker.breakLines for whole cells) against the generic ones: the same
// result on random paragraphs, for every breaker and alignment, and a breaker
// defined outside the module, which has only the generic method, still works.

import FlowLayout
import PropertyBased
import Testing

/// The generic entry points: in a generic context no call can resolve to an `Int` overload.
private func genericLayout<Scalar: FlowScalar>(
  _ items: [FlowItem<Scalar>], options: FlowLayoutOptions<Scalar>
) throws -> FlowLayoutResult<Scalar> {
  try FlowEngine.layout(FlowParagraph(items), options: options)
}

private func genericBreaks<Scalar: FlowScalar>(
  _ breaker: some LineBreaker, _ items: [FlowItem<Scalar>], measures: LineMeasures<Scalar>
) throws -> LineEnds {
  try breaker.breakLines(FlowParagraph(items), measures: measures, justified: false)
}

/// First fit written outside the module: only the generic requirement.
private struct OutsideBreaker: LineBreaker {
  func breakLines<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, measures: LineMeasures<Scalar>, justified: Bool
  ) -> LineEnds {
    GreedyLineBreaker().breakLines(paragraph, measures: measures, justified: justified)
  }
}

@Suite struct EntryPointTests {
  @Test func intEntryPointsGiveWhatTheGenericOnesGive() async throws {
    let breakers: [any LineBreaker] = [
      GreedyLineBreaker(), OptimalLineBreaker(), KnuthPlassLineBreaker(), BalancedLineBreaker(), OutsideBreaker(),
    ]
    await propertyCheck(count: 200, input: Gen.int(in: 1...14).array(of: 1...50), Gen.int(in: 6...40)) {
      widths, width in
      var items: [FlowItem<Int>] = []
      for (index, box) in widths.enumerated() {
        if index > 0 { items.append(.glue(FlowGlue(width: 1, stretch: 1, shrink: index % 3 == 0 ? 1 : 0))) }
        items.append(.box(FlowBox(width: box)))
      }
      let measures = try! LineMeasures<Int>(width: width)
      for breaker in breakers {
        let concrete = breaker.breakLines(try! FlowParagraph(items), measures: measures, justified: false)
        #expect(concrete == (try! genericBreaks(breaker, items, measures: measures)))
        for alignment in [FlowAlignment.leading, .center, .justified] {
          let options = FlowLayoutOptions(measures: measures, breaker: breaker, alignment: alignment)
          #expect(
            try! FlowEngine.layout(FlowParagraph(items), options: options) == genericLayout(items, options: options))
        }
      }
    }
  }

  @Test func theIntInitialiserChecksWhatTheGenericOneChecks() throws {
    let bad: [FlowItem<Int>] = [.box(FlowBox(width: 3)), .glue(FlowGlue(width: 1, shrink: 2))]
    #expect(throws: FlowLayoutError.shrinkExceedsWidth(item: 1)) { try FlowParagraph(bad) }
    #expect(throws: FlowLayoutError.shrinkExceedsWidth(item: 1)) {
      try genericLayout(bad, options: FlowLayoutOptions(measures: LineMeasures(width: 10)))
    }
  }
}
