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

/// The body of a ``ParallelPolicy/map(_:_:)``, handed to the threads that run its parts.
///
/// Unchecked: the caller's promise that its parts share only what several
/// threads may read (the document's bytes, a worker each) stands in for the
/// compiler's proof, as it does for any `concurrentPerform`.
private struct Parts<Value>: @unchecked Sendable {
  let body: (Int) -> Value
}
