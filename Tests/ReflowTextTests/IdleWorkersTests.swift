// The pool that lends plain text's formatters to the pieces of a batch: a
// formatter is not thread-safe, so no two pieces may hold one at once.

import Dispatch
import Synchronization
import Testing

@testable import ReflowText

@Suite struct IdleWorkersTests {
  /// Hundreds of tasks on every core share three workers: none is lent to two tasks at once.
  @Test func aWorkerIsNeverLentToTwoTasksAtOnce() {
    let idle = IdleWorkers(count: 3)
    let holders = Mutex([0, 0, 0])
    let overlaps = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: 400) { task in
      idle.withWorker { worker in
        let already = holders.withLock { holding in
          defer { holding[worker] += 1 }
          return holding[worker]
        }
        if already != 0 { overlaps.add(1, ordering: .relaxed) }
        // Hold the worker a while, so that tasks on other threads run meanwhile.
        var sum = task
        for step in 0..<20_000 { sum = sum &* 31 &+ step }
        holders.withLock { $0[worker] -= 1 + (sum == .min ? 1 : 0) }
      }
    }
    #expect(overlaps.load(ordering: .relaxed) == 0)
    #expect(holders.withLock { $0 } == [0, 0, 0])
  }

  /// Every worker comes back: once the tasks are done, all of them can be held at once, each a different one.
  @Test func everyWorkerIsFreeAgainAfterwards() {
    let idle = IdleWorkers(count: 3)
    DispatchQueue.concurrentPerform(iterations: 50) { _ in idle.withWorker { _ in } }
    let held = idle.withWorker { first in
      idle.withWorker { second in idle.withWorker { third in [first, second, third] } }
    }
    #expect(Set(held) == [0, 1, 2])
  }
}
