// Phase: handing messages over. The reading thread decodes each message and
// puts it in the inbox; the main loop takes them in order. A message taken is
// let go of at once: the slot it leaves would otherwise hold it, a whole
// document sent on opening it among them, until enough messages came after
// it for the queue to be compacted.

import Foundation

/// Messages read and not yet handled, in order: the reading thread puts, the main loop takes.
///
/// Unchecked `Sendable`: the queue is read and written only under `condition`'s lock, and each message is handed
/// over whole, never touched again by the thread that put it.
final class Inbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var queue: [LanguageServer.Inbound] = []
  private var head = 0

  func put(_ inbound: LanguageServer.Inbound) {
    condition.lock()
    queue.append(inbound)
    condition.signal()
    condition.unlock()
  }

  func take() -> LanguageServer.Inbound {
    condition.lock()
    defer { condition.unlock() }
    while head == queue.count { condition.wait() }
    let inbound = queue[head]
    // The slot keeps a stand-in that holds nothing.
    queue[head] = .answered
    head += 1
    // Drop the taken slots once they are the larger part, so a long session does not keep one for every message.
    if head > 64 && head * 2 > queue.count {
      queue.removeFirst(head)
      head = 0
    }
    return inbound
  }

  /// How many messages the queue holds, taken or not: only those not yet taken.
  var heldMessages: Int {
    condition.lock()
    defer { condition.unlock() }
    return queue.filter {
      if case .message = $0 { return true }
      return false
    }.count
  }
}
