// Line breaking and placement throughput on word-like boxes at width 72,
// from 1,000 to 1,000,000 boxes, so the time per box shows whether an
// algorithm scales linearly. The input is generated from a fixed seed.

import Benchmark
import FlowLayout

/// Word widths with roughly English proportions (1 to 12 cells, mean about 5), from a fixed seed.
func wordLikeItems(_ count: Int) -> [FlowItem<Int>] {
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  var items: [FlowItem<Int>] = []
  items.reserveCapacity(count * 2)
  for index in 0..<count {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let roll = Int(state >> 33)
    let width = 1 + roll % 4 + (roll >> 4) % 4 + (roll >> 8) % 5
    if index > 0 { items.append(.glue(FlowGlue(width: 1, stretch: 1))) }
    items.append(.box(FlowBox(width: width)))
  }
  return items
}

let sizes = [1_000, 10_000, 100_000, 1_000_000]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount],
    timeUnits: .microseconds,
    warmupIterations: 2,
    maxDuration: .seconds(3),
    maxIterations: 1_000
  )
  let measures = try! LineMeasures<Int>(width: 72)

  for count in sizes {
    let paragraph = try! FlowParagraph(wordLikeItems(count))

    Benchmark("greedy \(count) boxes") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(GreedyLineBreaker().breakLines(paragraph, measures: measures, justified: false))
      }
    }

    Benchmark("optimal \(count) boxes") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(OptimalLineBreaker().breakLines(paragraph, measures: measures, justified: false))
      }
    }

    Benchmark("place greedy \(count) boxes") { benchmark in
      let options = FlowLayoutOptions(measures: measures)
      for _ in benchmark.scaledIterations {
        blackHole(try! FlowEngine.layout(paragraph, options: options))
      }
    }
  }

  let large = wordLikeItems(1_000_000)
  Benchmark("validate 1000000 boxes") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try! FlowParagraph(large))
    }
  }
}
