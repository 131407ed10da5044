// One layout session serves a thread's paragraphs in every front end: the
// measures it hands out must be the ones asked for, however many pairs of
// lines a document asks for and in whatever order, and the items' storage it
// lends must come back empty but kept.

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

@Suite struct LayoutSessionTests {
  @Test func measuresAreTheLinesAskedFor_inAnyOrder_pastTheTablesSize() async {
    await propertyCheck(
      count: 50,
      input: Gen.int(in: 0...90).array(of: 2...(3 * LayoutSession.measuresKept))
    ) { values in
      let session = LayoutSession(breaker: LineBreakingAlgorithm.greedy.breaker)
      for (index, value) in values.enumerated() {
        // Pairs repeat (values mod 7) and vary (the index), as a document's indents do.
        let first = LineMeasure(indent: value % 7, width: 80 - value % 7)
        let rest = LineMeasure(indent: index % 5, width: 80 - index % 5 - value % 3)
        let expected = try! LineMeasures([first, rest])
        let measures = session.measures(first: first, rest: rest)
        #expect(measures == expected, "pair \(index): \(first), \(rest)")
      }
    }
  }

  @Test func aWidthWithNoRoomHasNoMeasures() {
    let session = LayoutSession(breaker: LineBreakingAlgorithm.greedy.breaker)
    #expect(session.measures(width: 0) == nil)
    #expect(session.measures(first: LineMeasure(width: 10), rest: LineMeasure(width: -1)) == nil)
    #expect(session.measures(width: 10) == (try? LineMeasures([LineMeasure(width: 10), LineMeasure(width: 10)])))
  }

  @Test func lentItemsComeBackEmptyWithTheirStorage() {
    let session = LayoutSession(breaker: LineBreakingAlgorithm.greedy.breaker)
    var items = session.borrowItems()
    #expect(items.isEmpty)
    items.append(contentsOf: repeatElement(.box(FlowBox(width: 1)), count: 1000))
    session.returnItems(items)
    let again = session.borrowItems()
    #expect(again.isEmpty)
    #expect(again.capacity >= 1000)
  }
}
