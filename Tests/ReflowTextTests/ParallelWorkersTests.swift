// Work spread over threads, each with state of its own: plain text's
// formatters are not thread-safe, so a worker's formatter may be used by one
// thread at a time only, and the results must come back in order.

import Glibc
import Synchronization
import Testing

@testable import ReflowText

@Suite struct ParallelWorkersTests {
  /// Hundreds of parts on one to three workers: each part runs once, its result in its place, and no worker runs two
  /// parts at once.
  @Test(arguments: [1, 2, 3])
  func eachPartRunsOnce_inOrder_andNoWorkerRunsTwoAtOnce(workers: Int) {
    let holders = Mutex([Int](repeating: 0, count: workers))
    let overlaps = Atomic(0)
    let runs = Mutex([Int](repeating: 0, count: 400))
    let results = ParallelPolicy.map(400, workers: workers) { worker, part in
      let already = holders.withLock { holding in
        defer { holding[worker] += 1 }
        return holding[worker]
      }
      if already != 0 { overlaps.add(1, ordering: .relaxed) }
      // Hold the worker a while, so that the other threads take parts meanwhile.
      var sum = part
      for step in 0..<20_000 { sum = sum &* 31 &+ step }
      holders.withLock { $0[worker] -= 1 + (sum == .min ? 1 : 0) }
      runs.withLock { $0[part] += 1 }
      return part * 2
    }
    #expect(results == (0..<400).map { $0 * 2 })
    #expect(overlaps.load(ordering: .relaxed) == 0)
    #expect(runs.withLock { $0 }.allSatisfy { $0 == 1 })
  }

  /// A worker stays on one thread for the whole map: its state is never handed from thread to thread.
  @Test func aWorkerKeepsItsThread() {
    let threads = Mutex([Int: Set<UInt>]())
    _ = ParallelPolicy.map(64, workers: 2) { worker, _ in
      var sum = 0
      for step in 0..<50_000 { sum = sum &* 31 &+ step }
      _ = threads.withLock { $0[worker, default: []].insert(UInt(pthread_self()) &+ UInt(sum == .min ? 1 : 0)) }
    }
    #expect(threads.withLock { $0 }.values.allSatisfy { $0.count == 1 })
  }

  /// Fewer parts than workers: only as many workers as parts, and none without a part.
  @Test func fewerPartsThanWorkers() {
    #expect(ParallelPolicy.map(1, workers: 4) { worker, part in [worker, part] } == [[0, 0]])
    #expect(ParallelPolicy.map(0, workers: 4) { worker, part in [worker, part] }.isEmpty)
  }
}
