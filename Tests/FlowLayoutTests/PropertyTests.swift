// Properties every layout must have, checked on random paragraphs: widths
// respected, order kept, optimal never worse than greedy (and equal to brute
// force), justified lines exactly full, and first fit monotone in the width.

import FlowLayout
import PropertyBased
import Testing

private let wordWidths = Gen.int(in: 1...14).array(of: 1...60)
private let lineWidth = Gen.int(in: 6...40)

private let allBreakers: [(String, any LineBreaker)] = [
  ("greedy", GreedyLineBreaker()), ("optimal", OptimalLineBreaker()), ("knuthPlass", KnuthPlassLineBreaker()),
  ("balance", BalancedLineBreaker()),
]

@Suite struct PropertyTests {
  @Test func noLineIsWiderThanItsMeasure_unlessItHoldsOneOversizeBox() async {
    await propertyCheck(count: 300, input: wordWidths, lineWidth, Gen.bool) { widths, width, justified in
      let items = words(widths)
      for (name, breaker) in allBreakers {
        let breaks = breaker.breakLines(paragraph(items), measures: measure(width), justified: justified)
        for (line, boxes) in zip(naturalWidths(items, breaks), lineWidths(items, breaks)) {
          #expect(line <= width || boxes.count == 1, "\(name): line of \(boxes) is \(line) wide in \(width)")
        }
      }
    }
  }

  @Test func orderIsKept_everyBoxPlacedOnce() async {
    await propertyCheck(count: 200, input: wordWidths, lineWidth) { widths, width in
      let items = words(widths)
      for (name, breaker) in allBreakers {
        let result = try! FlowEngine.layout(
          paragraph(items), options: FlowLayoutOptions(measures: measure(width), breaker: breaker))
        #expect(
          result.lines.map(\.boxes.lowerBound) == [0] + result.lines.dropLast().map(\.boxes.upperBound), "\(name)")
        #expect(result.lines.last?.boxes.upperBound == widths.count, "\(name)")
        for line in result.lines {
          let xs = line.boxes.map { result.boxPositions[$0].x }
          #expect(xs == xs.sorted() && Set(xs).count == xs.count, "\(name): boxes out of order")
        }
        let ys = result.lines.map(\.origin.y)
        #expect(ys == ys.sorted(), "\(name): lines out of order")
      }
    }
  }

  @Test func optimalCostIsNeverAboveGreedyCost() async {
    await propertyCheck(count: 300, input: wordWidths, lineWidth) { widths, width in
      let items = words(widths)
      let greedy = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(width), justified: false)
      let optimal = OptimalLineBreaker().breakLines(paragraph(items), measures: measure(width), justified: false)
      let greedyScore = RaggednessScore.of(greedy, in: paragraph(items), measures: measure(width), justified: false)
      let optimalScore = RaggednessScore.of(optimal, in: paragraph(items), measures: measure(width), justified: false)
      #expect(optimalScore <= greedyScore)
    }
  }

  @Test func optimalEqualsBruteForce() async {
    await propertyCheck(count: 300, input: Gen.int(in: 1...14).array(of: 1...40), lineWidth) { widths, width in
      let items = words(widths)
      let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: measure(width), justified: false)
      #expect(
        RaggednessScore.of(breaks, in: paragraph(items), measures: measure(width), justified: false)
          == bruteForceOptimal(items, width: width))
    }
  }

  /// With a goal short of the measure (fmt's `-g`), lines pay for their distance from it on either side.
  @Test func optimalWithAGoalEqualsBruteForce() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 1...14).array(of: 1...40), lineWidth, Gen.int(in: 0...10)
    ) { widths, width, shortfall in
      let items = words(widths)
      let breaker = OptimalLineBreaker(goalShortfall: Double(shortfall))
      let breaks = breaker.breakLines(paragraph(items), measures: measure(width), justified: false)
      #expect(
        RaggednessScore.of(
          breaks, in: paragraph(items), measures: measure(width), justified: false,
          goalShortfall: Double(shortfall))
          == bruteForceOptimal(items, width: width, goalShortfall: shortfall))
    }
  }

  @Test func optimalEqualsBruteForceOnShapedMeasures() async {
    let shape = Gen.int(in: 6...30).array(of: 1...4)
    await propertyCheck(count: 200, input: Gen.int(in: 1...12).array(of: 1...24), shape) { widths, shapeWidths in
      let items = words(widths)
      let measures = try! LineMeasures(shapeWidths.map { LineMeasure(width: $0) })
      let breaks = OptimalLineBreaker().breakLines(paragraph(items), measures: measures, justified: false)
      #expect(
        RaggednessScore.of(breaks, in: paragraph(items), measures: measures, justified: false)
          == bruteForceOptimal(items, widths: shapeWidths))
    }
  }

  @Test func justifiedLinesFillTheirWidthExactly() async {
    await propertyCheck(count: 200, input: wordWidths, lineWidth, Gen.int(in: 0...3)) { widths, width, algorithm in
      let items = words(widths, space: 1, stretch: 1)
      let breaker = allBreakers[algorithm].1
      let result = try! FlowEngine.layout(
        paragraph(items), options: FlowLayoutOptions(measures: measure(width), breaker: breaker, alignment: .justified))
      for line in result.lines.dropLast() where line.boxes.count > 1 && line.naturalWidth <= width {
        let last = line.boxes.upperBound - 1
        #expect(result.boxPositions[last].x + widths[last] == width, "line \(line.boxes) not flush right")
        #expect(line.width == width)
      }
    }
  }

  @Test func greedyNeverNeedsMoreLinesWhenTheWidthGrows() async {
    await propertyCheck(count: 300, input: wordWidths, lineWidth) { widths, width in
      let items = words(widths)
      let narrow = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(width), justified: false)
      let wide = GreedyLineBreaker().breakLines(paragraph(items), measures: measure(width + 1), justified: false)
      #expect(wide.lineCount <= narrow.lineCount)
    }
  }

  @Test func integerAndPointLayoutsAgreeOnWholeNumbers() async {
    await propertyCheck(count: 100, input: wordWidths, lineWidth) { widths, width in
      let cells = try! FlowEngine.layout(
        paragraph(words(widths)), options: FlowLayoutOptions(measures: measure(width), breaker: OptimalLineBreaker()))
      let pointItems: [FlowItem<Double>] = words(widths).map { item in
        switch item {
        case .box(let box): .box(FlowBox(width: Double(box.width)))
        case .glue(let glue): .glue(FlowGlue(width: Double(glue.width), stretch: Double(glue.stretch)))
        case .penalty: .penalty(FlowPenalty())
        }
      }
      let points = try! FlowEngine.layout(
        try! FlowParagraph(pointItems),
        options: FlowLayoutOptions(measures: try! LineMeasures(width: Double(width)), breaker: OptimalLineBreaker()))
      #expect(points.boxPositions.map { Int($0.x) } == cells.boxPositions.map(\.x))
      #expect(points.boxPositions.map { Int($0.y) } == cells.boxPositions.map(\.y))
    }
  }
}
