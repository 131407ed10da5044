// The Layout-shaped container against the engine under it, per box: the same
// word-like sizes at width 72, 1,000 and 1,000,000 boxes, greedy and optimal,
// in `Double` points and `Int` cells. The engine is given a paragraph built and
// validated beforehand; the container starts from the sizes, as a SwiftUI
// `Layout` does, so its figure includes making the items. Time per box is the
// p50 over the box count; BENCHMARKS.md sets it beside SwiftUI-Flow's published
// figure, about 30 ns an item.

import Benchmark
import FlowLayout

/// Converts a cell count to the benchmarked scalar, so that `Int` and `Double` lay out the same sizes.
protocol BenchmarkScalar: FlowScalar {
  init(cells: Int)
  static var name: String { get }
}

extension Int: BenchmarkScalar {
  init(cells: Int) { self = cells }
  static var name: String { "Int" }
}

extension Double: BenchmarkScalar {
  init(cells: Int) { self = Double(cells) }
  static var name: String { "Double" }
}

/// Word-like view sizes, one row tall, from the widths ``wordLikeItems(_:seed:)`` gives.
func wordLikeSizes<Scalar: BenchmarkScalar>(_ count: Int, as _: Scalar.Type) -> [FlowSize<Scalar>] {
  wordLikeItems(count).compactMap { item in
    guard case .box(let box) = item else { return nil }
    return FlowSize(width: Scalar(cells: box.width), height: 1)
  }
}

/// The engine's items for the same sizes: a box per view, glue of one item spacing between them, as the container
/// makes them.
func wordLikeParagraph<Scalar: BenchmarkScalar>(_ count: Int, as _: Scalar.Type) -> FlowParagraph<Scalar> {
  let sizes = wordLikeSizes(count, as: Scalar.self)
  var items: [FlowItem<Scalar>] = []
  items.reserveCapacity(sizes.count * 2)
  for (index, size) in sizes.enumerated() {
    if index > 0 { items.append(.glue(FlowGlue(width: 1, stretch: 1))) }
    items.append(.box(FlowBox(width: size.width, height: size.height)))
  }
  return try! FlowParagraph(items)
}

/// Registers the container and engine benchmarks for one scalar type.
func containerBenchmarks<Scalar: BenchmarkScalar>(_: Scalar.Type) {
  let breakers: [(String, any LineBreaker)] = [("greedy", GreedyLineBreaker()), ("optimal", OptimalLineBreaker())]
  for count in [1_000, 1_000_000] {
    // Built on first use, inside the warm-up runs, so only the inputs of the benchmarks run are held.
    nonisolated(unsafe) var sizes: [FlowSize<Scalar>]? = nil
    nonisolated(unsafe) var paragraph: FlowParagraph<Scalar>? = nil
    for (name, breaker) in breakers {
      Benchmark("FlowEngine \(name) \(Scalar.name) \(count) boxes") { benchmark in
        let built = paragraph ?? wordLikeParagraph(count, as: Scalar.self)
        paragraph = built
        let options = FlowLayoutOptions(measures: try! LineMeasures<Scalar>(width: 72), breaker: breaker)
        for _ in benchmark.scaledIterations {
          blackHole(try! FlowEngine.layout(built, options: options))
        }
      }

      Benchmark("FlowContainer \(name) \(Scalar.name) \(count) boxes") { benchmark in
        let built = sizes ?? wordLikeSizes(count, as: Scalar.self)
        sizes = built
        let container = FlowContainer<Scalar>(itemSpacing: 1, breaker: breaker)
        let proposal = ProposedFlowSize<Scalar>(width: 72, height: nil)
        for _ in benchmark.scaledIterations {
          blackHole(try! container.layout(sizes: built, proposal: proposal))
        }
      }
    }
  }
}
