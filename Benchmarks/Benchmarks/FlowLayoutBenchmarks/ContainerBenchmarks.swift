// The Layout-shaped container against the engine under it, per box: the same
// word-like sizes at width 72, 1,000 and 1,000,000 boxes, greedy and optimal,
// in `Double` points and `Int` cells. The engine is given a paragraph built and
// validated beforehand; the container starts from the sizes, as a SwiftUI
// `Layout` does, so its figure includes making the items. Time per box is the
// p50 over the box count; BENCHMARKS.md sets it beside SwiftUI-Flow's published
// figure, about 30 ns an item. The container is measured three ways: a one-shot
// `layout(sizes:proposal:)`, which makes the items every call; a cache asked for
// new widths, as SwiftUI asks, which makes them once; that cache asked for
// each width and then placing the views at it, as SwiftUI does next; and that
// cache placing the views at widths it has not laid out, the frames in an
// array or handed out one by one.

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

      // As SwiftUI asks: one cache, a width after the first, another width each time (72 and 71 in turn, so the
      // last layout is never simply handed back), the items made for the first proposal and kept.
      // The views and their cache are made on first use and kept from run to run, as the engine's paragraph is.
      nonisolated(unsafe) var asked: (subviews: [FixedSubview<Scalar>], cache: FlowContainer<Scalar>.Cache)? = nil
      // Counts layouts across runs, so that the width alternates even when a run is one iteration.
      nonisolated(unsafe) var asks = 0
      Benchmark("FlowContainer \(name) \(Scalar.name) \(count) boxes, new widths") { benchmark in
        let container = FlowContainer<Scalar>(itemSpacing: 1, breaker: breaker)
        if asked == nil {
          let built = sizes ?? wordLikeSizes(count, as: Scalar.self)
          sizes = built
          let subviews = built.map { FixedSubview($0) }
          var cache = container.makeCache(subviews: subviews)
          _ = try! container.sizeThatFits(
            proposal: ProposedFlowSize(width: Scalar(cells: 73), height: nil), subviews: subviews, cache: &cache)
          asked = (subviews, cache)
        }
        let subviews = asked!.subviews
        var cache = asked!.cache
        defer { asked?.cache = cache }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          asks += 1
          let proposal = ProposedFlowSize<Scalar>(width: Scalar(cells: 72 - asks % 2), height: nil)
          blackHole(try! container.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache))
        }
      }

      // Placement with the same warm cache, as SwiftUI asks after sizing: each width is asked of sizeThatFits and
      // then placed, the frames moved to an origin that is not zero. Against "new widths", the extra is the frames.
      Benchmark("FlowContainer \(name) \(Scalar.name) \(count) boxes, sized and placed") { benchmark in
        let container = FlowContainer<Scalar>(itemSpacing: 1, breaker: breaker)
        if asked == nil {
          let built = sizes ?? wordLikeSizes(count, as: Scalar.self)
          sizes = built
          let subviews = built.map { FixedSubview($0) }
          var cache = container.makeCache(subviews: subviews)
          _ = try! container.sizeThatFits(
            proposal: ProposedFlowSize(width: Scalar(cells: 73), height: nil), subviews: subviews, cache: &cache)
          asked = (subviews, cache)
        }
        let subviews = asked!.subviews
        var cache = asked!.cache
        defer { asked?.cache = cache }
        let origin = FlowPoint(x: Scalar(cells: 5), y: Scalar(cells: 7))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          asks += 1
          let proposal = ProposedFlowSize<Scalar>(width: Scalar(cells: 72 - asks % 2), height: nil)
          let size = try! container.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
          blackHole(
            try! container.placeSubviews(
              in: FlowRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &cache))
        }
      }

      // Placement at a width the cache has not laid out (a layout, then the frames), as an array and one by one.
      // Against "new widths", the extra is the frames: in an array, fresh memory on every call; one by one, none.
      for oneByOne in [false, true] {
        let how = oneByOne ? "placed one by one" : "placed"
        Benchmark("FlowContainer \(name) \(Scalar.name) \(count) boxes, \(how) at new widths") { benchmark in
          let container = FlowContainer<Scalar>(itemSpacing: 1, breaker: breaker)
          if asked == nil {
            let built = sizes ?? wordLikeSizes(count, as: Scalar.self)
            sizes = built
            let subviews = built.map { FixedSubview($0) }
            var cache = container.makeCache(subviews: subviews)
            _ = try! container.sizeThatFits(
              proposal: ProposedFlowSize(width: Scalar(cells: 73), height: nil), subviews: subviews, cache: &cache)
            asked = (subviews, cache)
          }
          let subviews = asked!.subviews
          var cache = asked!.cache
          defer { asked?.cache = cache }
          let bounds = FlowRect(
            origin: FlowPoint(x: Scalar(cells: 5), y: Scalar(cells: 7)),
            size: FlowSize(width: Scalar(cells: 72), height: Scalar(cells: 1)))
          var last = FlowPoint(x: Scalar.zero, y: Scalar.zero)
          benchmark.startMeasurement()
          for _ in benchmark.scaledIterations {
            asks += 1
            let proposal = ProposedFlowSize<Scalar>(width: Scalar(cells: 72 - asks % 2), height: nil)
            if oneByOne {
              try! container.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) {
                if let frame = $1 { last = frame.origin }
              }
              blackHole(last)
            } else {
              blackHole(try! container.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache))
            }
          }
        }
      }
    }
  }
}
