// Support: workers that are not thread-safe, shared by more tasks than there
// are workers. A batch cut into a few pieces per thread keeps both cores busy
// to its end, where one piece per thread leaves the first core to finish
// waiting for the other; each task borrows a worker while it runs.

/// Which of a fixed set of workers are free; a task takes one, runs, and gives it back.
///
/// A `concurrentPerform` runs at most as many tasks at once as the threads it
/// was sized for, so with one worker per thread a task always finds one free.
package final class IdleWorkers: Sendable {
  private let free: PthreadLocked<[Int]>

  /// All of workers `0..<count` free.
  package init(count: Int) {
    free = PthreadLocked(Array((0..<count).reversed()))
  }

  /// Runs `body` with the index of a free worker, which no other task uses until `body` returns.
  package func withWorker<Result>(_ body: (Int) -> Result) -> Result {
    guard let worker = free.withLock({ $0.popLast() }) else {
      preconditionFailure("more tasks at once than workers")
    }
    defer { free.withLock { $0.append(worker) } }
    return body(worker)
  }
}
