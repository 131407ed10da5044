// The optimal breaker sets a paragraph that fits on its first line as one
// line without building its table. That must be exactly what the table would
// choose, ties and all: zero-width boxes, hyphen widths, negative and forced
// penalties and exact fits are where a shortcut could differ.

import PropertyBased
import Testing

@testable import FlowLayout

@Suite struct OneLineShortcutTests {
  /// Items from small codes: boxes of 0 to 6 columns, glue, free and costly penalties (some with a hyphen's
  /// width, some negative, some forced), so that ties and exact fits are common.
  private static func items(_ codes: [Int]) -> [FlowItem<Int>] {
    var items: [FlowItem<Int>] = []
    for code in codes {
      items.append(.box(FlowBox(width: code % 7)))
      switch code / 7 % 6 {
      case 0, 1: items.append(.glue(FlowGlue(width: code % 2, stretch: 1, shrink: code % 2)))
      case 2: items.append(.penalty(FlowPenalty(width: 1, cost: 50, isFlagged: true)))
      case 3: items.append(.penalty(FlowPenalty(width: code % 2, cost: 0)))
      case 4: items.append(.penalty(FlowPenalty(cost: code % 3 == 0 ? -20 : 10)))
      default: items.append(code % 5 == 0 ? .penalty(.forcedBreak) : .penalty(.noBreak))
      }
    }
    return items
  }

  @Test func theShortcutChoosesWhatTheTableChooses() async {
    var direct = OptimalLineBreaker()
    direct.setsShortParagraphsDirectly = true
    var tabled = OptimalLineBreaker()
    tabled.setsShortParagraphsDirectly = false
    let shortcutsTaken = Counter()
    await propertyCheck(
      count: 3000, input: Gen.int(in: 0...83).array(of: 0...8), Gen.int(in: 1...30), Gen.int(in: 0...6)
    ) { codes, width, indent in
      let items = Self.items(codes)
      let paragraph = try! FlowParagraph(items)
      let shapes = [
        try! LineMeasures<Int>(width: width),
        try! LineMeasures<Int>([LineMeasure(indent: indent, width: width), LineMeasure(width: width + indent)]),
      ]
      for measures in shapes {
        if OptimalLineBreaker.fitsOnFirstLine(items, width: Double(measures.lines[0].width)) {
          shortcutsTaken.add()
        }
        for justified in [false, true] {
          #expect(
            direct.breakLines(paragraph, measures: measures, justified: justified)
              == tabled.breakLines(paragraph, measures: measures, justified: justified))
        }
      }
    }
    // Otherwise the comparison above would hold without ever testing the shortcut.
    #expect(shortcutsTaken.value > 1000)
  }

  /// Ties the random paragraphs rarely reach: a first line that fills the measure exactly, with only a
  /// zero-width box after it, costs nothing, as one line does, and the table then takes the break.
  @Test(arguments: [
    // An exact fit: five columns in a measure of five.
    [FlowItem<Int>.box(FlowBox(width: 5)), .glue(FlowGlue(width: 0, stretch: 1)), .box(FlowBox(width: 0))],
    // Four columns fit with room, but breaking at the penalty draws a fifth, its hyphen.
    [.box(FlowBox(width: 4)), .penalty(FlowPenalty(width: 1, cost: 0)), .box(FlowBox(width: 0))],
  ])
  func aTieIsLeftToTheTable(items: [FlowItem<Int>]) throws {
    var tabled = OptimalLineBreaker()
    tabled.setsShortParagraphsDirectly = false
    let measures = try LineMeasures<Int>(width: 5)
    let paragraph = try FlowParagraph(items)
    let expected = tabled.breakLines(paragraph, measures: measures, justified: false)
    #expect(expected == LineEnds(ends: [1, 3]))
    #expect(OptimalLineBreaker().breakLines(paragraph, measures: measures, justified: false) == expected)
  }
}

/// A count shared with a property's closure.
private final class Counter: @unchecked Sendable {
  private(set) var value = 0
  func add() { value += 1 }
}
