// Line breaking and placement throughput on word-like boxes at width 72,
// from 1,000 to 1,000,000 boxes, so the time per box shows whether an
// algorithm scales linearly. The input is generated from fixed seeds.

import Benchmark
import FlowLayout

/// Word widths with roughly English proportions (1 to 12 cells, mean about 5), from a fixed seed.
func wordLikeItems(_ count: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [FlowItem<Int>] {
  var state: UInt64 = seed
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

/// A million boxes cut into distinct paragraphs of `count` boxes, each from its own seed.
///
/// Breaking one short paragraph over and over lets the processor's branch
/// predictor learn its every decision: on this machine the optimal breaker
/// runs a repeated 1,000-box paragraph at about 25 ns a box, but 33 to 37 ns
/// once sixteen or more distinct ones take turns, which is what it costs on
/// text it has not just seen (and what a million-box paragraph costs, being
/// too long to learn). Each run here breaks the whole million, so every size
/// does the same work on unseen input and only the paragraph length differs.
func unseenParagraphs(of count: Int) -> [FlowParagraph<Int>] {
  (0..<(1_000_000 / count)).map { index in
    try! FlowParagraph(wordLikeItems(count, seed: 0x9E37_79B9_7F4A_7C15 &+ UInt64(index) &* 7919))
  }
}

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

  for count in sizes {
    // Built on first use, inside the warm-up runs, so only the pools of the benchmarks run are held.
    nonisolated(unsafe) var pool: [FlowParagraph<Int>]? = nil
    func paragraphs() -> [FlowParagraph<Int>] {
      if let pool { return pool }
      let built = unseenParagraphs(of: count)
      pool = built
      return built
    }

    Benchmark("greedy 1000000 boxes in \(count)-box paragraphs") { benchmark in
      let paragraphs = paragraphs()
      for _ in benchmark.scaledIterations {
        for paragraph in paragraphs {
          blackHole(GreedyLineBreaker().breakLines(paragraph, measures: measures, justified: false))
        }
      }
    }

    Benchmark("optimal 1000000 boxes in \(count)-box paragraphs") { benchmark in
      let paragraphs = paragraphs()
      for _ in benchmark.scaledIterations {
        for paragraph in paragraphs {
          blackHole(OptimalLineBreaker().breakLines(paragraph, measures: measures, justified: false))
        }
      }
    }
  }

  // Text-sized paragraphs (20 words, two lines at width 72), laid out whole, with and without a workspace:
  // a text file is mostly such paragraphs, and their per-call allocations are what the workspace removes.
  nonisolated(unsafe) var shortPool: [FlowParagraph<Int>]? = nil
  func shortParagraphs() -> [FlowParagraph<Int>] {
    if let shortPool { return shortPool }
    let built = unseenParagraphs(of: 20)
    shortPool = built
    return built
  }
  let optimalOptions = FlowLayoutOptions(measures: measures, breaker: OptimalLineBreaker())

  Benchmark("layout 1000000 boxes in 20-box paragraphs") { benchmark in
    let paragraphs = shortParagraphs()
    for _ in benchmark.scaledIterations {
      for paragraph in paragraphs { blackHole(try! FlowEngine.layout(paragraph, options: optimalOptions)) }
    }
  }

  Benchmark("layout 1000000 boxes in 20-box paragraphs, one workspace") { benchmark in
    let paragraphs = shortParagraphs()
    let workspace = FlowLayoutWorkspace()
    for _ in benchmark.scaledIterations {
      for paragraph in paragraphs {
        let result = try! FlowEngine.layout(paragraph, options: optimalOptions, workspace: workspace)
        blackHole(result.lines.count)
        workspace.reclaim(result)
      }
    }
  }

  containerBenchmarks(Double.self)
  containerBenchmarks(Int.self)

  let large = wordLikeItems(1_000_000)
  Benchmark("validate 1000000 boxes") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try! FlowParagraph(large))
    }
  }
}
