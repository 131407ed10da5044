// Support: running a document's parts on several threads. Plain text's
// pieces, --markdown's paragraphs and render's chunks are each mapped here,
// so the way work is spread and collected is written once.

import Dispatch

extension ParallelPolicy {
  /// `body` for each of `0..<count`, the parts run on as many threads as the system gives, the results in order.
  ///
  /// One part runs on the calling thread. Each part writes only its own
  /// slot (``ParallelSlots``), so no two threads touch the same storage;
  /// what `body` shares between parts must be safe to read from several
  /// threads, as for `DispatchQueue.concurrentPerform`, which runs them.
  package static func map<Value>(_ count: Int, _ body: (Int) -> Value) -> [Value] {
    if count == 1 { return [body(0)] }
    let slots = ParallelSlots<Value>(count: count)
    withoutActuallyEscaping(body) { body in
      let parts = Parts(body: body)
      DispatchQueue.concurrentPerform(iterations: count) { slots.set($0, parts.body($0)) }
    }
    return slots.values
  }
}

extension ParallelPolicy {
  /// `body(worker, part)` for each part of `0..<count`, on up to `workers` threads, the results in order.
  ///
  /// Each thread is one worker, `0..<workers`, and takes the next part no
  /// thread has taken until none is left. So what a caller keeps per worker
  /// (a formatter with its buffers) is used by one thread at a time, and
  /// stays with that thread for the whole map, in its core's caches, rather
  /// than moving from core to core with nearly every part, as it would if each
  /// part took whichever worker was idle.
  package static func map<Value>(
    _ count: Int, workers: Int, _ body: (_ worker: Int, _ part: Int) -> Value
  ) -> [Value] {
    let threads = Swift.max(1, Swift.min(workers, count))
    if threads == 1 { return (0..<count).map { body(0, $0) } }
    let slots = ParallelSlots<Value>(count: count)
    let taken = PthreadLocked(0)
    withoutActuallyEscaping(body) { body in
      let parts = WorkerParts(body: body)
      DispatchQueue.concurrentPerform(iterations: threads) { worker in
        while true {
          let part = taken.withLock { next in
            defer { next += 1 }
            return next
          }
          guard part < count else { return }
          slots.set(part, parts.body(worker, part))
        }
      }
    }
    return slots.values
  }
}

/// The body of a ``ParallelPolicy/map(_:workers:_:)``, handed to the threads that run its parts.
///
/// Unchecked for the reason ``Parts`` is.
private struct WorkerParts<Value>: @unchecked Sendable {
  let body: (Int, Int) -> Value
}

/// The body of a ``ParallelPolicy/map(_:_:)``, handed to the threads that run its parts.
///
/// Unchecked: the caller's promise that its parts share only what several
/// threads may read (the document's bytes, a worker each) stands in for the
/// compiler's proof, as it does for any `concurrentPerform`.
private struct Parts<Value>: @unchecked Sendable {
  let body: (Int) -> Value
}
