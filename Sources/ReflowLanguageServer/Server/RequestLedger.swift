// Phase: cancellation. Messages are read on a thread of their own, so a
// `$/cancelRequest` is seen while the main loop is busy with the request it
// cancels: the reader answers it at once (RequestCancelled), and the main
// loop, which may still be working it out, sends no second answer. A
// request cancelled before the main loop reaches it is never worked out.

import Foundation

/// The requests the client is owed an answer to, shared by the reading thread and the main loop.
///
/// Unchecked `Sendable`: its sets are read and written only under `lock`, a pthread mutex that ThreadSanitizer
/// follows (as ``MessageWriter``'s).
final class RequestLedger: @unchecked Sendable {
  private let lock = NSLock()
  /// Received and not yet answered.
  private var owed: Set<RequestID> = []
  /// Answered by a cancellation while owed: the main loop drops its own answer, or skips the request.
  private var cancelled: Set<RequestID> = []

  /// Notes a request read from the client, before the main loop takes it.
  func received(_ id: RequestID) {
    _ = lock.withLock { owed.insert(id) }
  }

  /// Cancels request `id`: true when it was owed an answer, which the caller then sends (RequestCancelled); false
  /// when it was answered already or never received, as the protocol asks a server to ignore such a cancel.
  func cancel(_ id: RequestID) -> Bool {
    lock.withLock {
      guard owed.remove(id) != nil else { return false }
      cancelled.insert(id)
      return true
    }
  }

  /// Whether the main loop should still work out request `id`: false once a cancellation answered it.
  func isCancelled(_ id: RequestID) -> Bool {
    lock.withLock { cancelled.contains(id) }
  }

  /// Whether the main loop may send its answer to `id`, which it then owes no longer: false when a cancellation
  /// answered it first.
  func answers(_ id: RequestID) -> Bool {
    lock.withLock {
      if cancelled.remove(id) != nil { return false }
      owed.remove(id)
      return true
    }
  }
}
