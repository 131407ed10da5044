// A line's offset for its alignment is one rule, which the engine places its
// lines by and `--markdown` pads its lines by: it must give the engine's own
// placement for every alignment, scalar and width.

import PropertyBased
import Testing

@testable import FlowLayout

@Suite struct AlignmentOffsetTests {
  @Test func theOffsetIsWhereTheEnginePlacesASingleBox() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...40), Gen.int(in: 1...40)) { boxWidth, room in
      for alignment in [FlowAlignment.leading, .center, .trailing] {
        let layout = try! FlowEngine.layout(
          try! FlowParagraph([.box(FlowBox(width: boxWidth))]),
          options: FlowLayoutOptions(measures: try! LineMeasures(width: room), alignment: alignment))
        let placed = layout.boxPositions[layout.lines[0].boxes.lowerBound].x - layout.lines[0].origin.x
        #expect(alignment.offset(ofLine: boxWidth, in: room) == placed, "\(alignment), \(boxWidth) in \(room)")
      }
    }
  }

  @Test func centredLinesPutTheOddCellAfter_andWideLinesStartAtZero() {
    #expect(FlowAlignment.center.offset(ofLine: 4, in: 9) == 2)
    #expect(FlowAlignment.center.offset(ofLine: 4.0, in: 9.0) == 2.5)
    #expect(FlowAlignment.trailing.offset(ofLine: 12, in: 9) == 0)
    #expect(FlowAlignment.justified.offset(ofLine: 4, in: 9) == 0)
  }
}
