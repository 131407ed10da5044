// A paragraph whose boxes all share one height and baseline (a line of text)
// is placed in one walk. That walk must give what the general one gives, for
// every alignment, vertical alignment, spacing and direction; and the flag
// that picks it must be true only when the boxes do share their shape.

import PropertyBased
import Testing

@testable import FlowLayout

/// A random paragraph of boxes `height` tall with `baseline`, joined by glue, penalties and forced breaks.
private func paragraph(_ widths: [Int], height: Int, baseline: Int, seed: Int) -> [FlowItem<Int>] {
  var items: [FlowItem<Int>] = []
  for (index, width) in widths.enumerated() {
    if index > 0 {
      switch (index &* 5 &+ seed) % 7 {
      case 0: items.append(.penalty(FlowPenalty(width: 1, cost: 50, isFlagged: true)))
      case 1 where seed % 3 == 0: items.append(.penalty(.forcedBreak))
      default: items.append(.glue(FlowGlue(width: 1, stretch: 1, shrink: index % 2)))
      }
    }
    items.append(.box(FlowBox(width: width, height: height, baseline: baseline)))
  }
  return items
}

@Suite struct SharedBoxShapeTests {
  @Test func validationFlagsBoxesOfOneShape_andOnlyThose() throws {
    let alike = try FlowParagraph([.box(FlowBox(width: 3)), .glue(FlowGlue(width: 1)), .box(FlowBox(width: 5))])
    #expect(alike.boxesShareShape)
    let taller = try FlowParagraph([
      .box(FlowBox(width: 3)), .glue(FlowGlue(width: 1)), .box(FlowBox(width: 5, height: 2)),
    ])
    #expect(!taller.boxesShareShape)
    let otherBaseline = try FlowParagraph([
      .box(FlowBox(width: 3, height: 2, baseline: 2)), .box(FlowBox(width: 5, height: 2, baseline: 1)),
    ])
    #expect(!otherBaseline.boxesShareShape)
  }

  @Test func theOneWalkPlacesBoxesAsTheGeneralWalkDoes() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...12).array(of: 0...40), Gen.int(in: 4...30), Gen.int(in: 0...10_000)
    ) { widths, width, seed in
      let height = 1 + seed % 3
      let items = paragraph(widths, height: height, baseline: seed % (height + 1), seed: seed)
      let alignments: [FlowAlignment] = [.leading, .center, .trailing, .justified]
      let verticals: [FlowVerticalAlignment] = [.top, .center, .bottom, .firstBaseline]
      let options = FlowLayoutOptions(
        measures: try! LineMeasures(width: width + 2, firstIndent: 2, restIndent: 0),
        breaker: seed % 2 == 0 ? OptimalLineBreaker() : GreedyLineBreaker(), alignment: alignments[seed % 4],
        verticalAlignment: verticals[(seed / 4) % 4], lineSpacing: seed % 2, emptyLineHeight: seed % 3,
        padding: FlowEdgeInsets(top: 1, leading: seed % 2, bottom: 0, trailing: 1),
        direction: seed % 5 == 0 ? .rightToLeft : .leftToRight)
      let boxes = widths.count
      let oneWalk = try! FlowEngine.layout(
        FlowParagraph(checked: items, boxCount: boxes, boxesShareShape: true), options: options)
      let general = try! FlowEngine.layout(
        FlowParagraph(checked: items, boxCount: boxes, boxesShareShape: false), options: options)
      #expect(oneWalk == general, "widths \(widths), width \(width), seed \(seed)")
    }
  }
}
