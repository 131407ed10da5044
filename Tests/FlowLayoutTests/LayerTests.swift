// The optimal breaker's layers: one per line measure whose width differs from
// the next, so equal trailing measures cost one pass, and the breaks are the
// ones the full set of layers gives.

import PropertyBased
import Testing

@testable import FlowLayout

@Suite struct LayerTests {
  @Test func equalTrailingWidthsShareOneLayer() throws {
    let sameWidth = try LineMeasures<Int>([LineMeasure(indent: 4, width: 60), LineMeasure(indent: 0, width: 60)])
    #expect(OptimalLineBreaker.layerWidths(of: sameWidth) == [60])
    let hanging = try LineMeasures<Int>([LineMeasure(width: 70), LineMeasure(indent: 2, width: 68)])
    #expect(OptimalLineBreaker.layerWidths(of: hanging) == [70, 68])
    let shape = try LineMeasures<Int>([30, 40, 40, 50, 50, 50].map { LineMeasure(width: $0) })
    #expect(OptimalLineBreaker.layerWidths(of: shape) == [30, 40, 40, 50])
  }

  @Test func oneLayerScoresLikeTwoEqualOnes() async {
    await propertyCheck(count: 300, input: Gen.int(in: 1...14).array(of: 1...40), Gen.int(in: 6...40)) {
      widths, width in
      let items = words(widths)
      let twoLayers = try! LineMeasures<Int>([LineMeasure(indent: 3, width: width), LineMeasure(width: width)])
      let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: twoLayers, justified: false)
      #expect(
        RaggednessScore.of(breaks, in: paragraph(items), measures: twoLayers, justified: false)
          == bruteForceOptimal(items, widths: [width, width]))
    }
  }
}
