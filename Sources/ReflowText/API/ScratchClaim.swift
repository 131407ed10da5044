// Support: sharing an object that keeps scratch state (an ICU iterator,
// caches, a layout session) between threads. A call claims the object for
// its length with one atomic exchange, so a single thread pays next to
// nothing; a call that finds it claimed by another thread works on a spare
// copy, which is kept for the next such call.

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An object whose every call runs on state of its own, made safe to share by claiming it for each call.
///
/// Its state is written during a call (caches filled, scratch buffers
/// reused) but means nothing between calls, so a copy made from the same
/// settings gives the same results.
protocol ClaimedPerCall: AnyObject {
  /// The claim on this object, and the spare copy kept for calls that find it claimed.
  var claim: ScratchClaim<Self> { get }

  /// A fresh object with this one's settings and scratch state of its own; nil when one cannot be made now (a
  /// dictionary file gone since this one read it), and the call then waits for this one.
  func spareCopy() -> Self?
}

extension ClaimedPerCall {
  /// Whether the calling thread holds this object.
  ///
  /// A public method runs its body when it does, and otherwise calls
  /// itself again through ``exclusively(_:)``, which claims this object or
  /// a spare copy first.
  @inline(__always)
  var isClaimedHere: Bool { claim.isHeld(by: ScratchClaim<Self>.currentThread) }

  /// Runs `body` on this object, or on a spare copy while another thread has claimed it.
  ///
  /// A call made inside `body` on the same thread (a public method calling
  /// another) runs on the object it already holds: it does not wait for
  /// itself, nor make a copy.
  @inline(__always)
  func exclusively<Result, Failure: Error>(_ body: (Self) throws(Failure) -> Result) throws(Failure) -> Result {
    let thread = ScratchClaim<Self>.currentThread
    let claim = self.claim
    if claim.isHeld(by: thread) { return try body(self) }
    if claim.take(for: thread) {
      defer { claim.give() }
      return try body(self)
    }
    guard let spare = claim.takeSpare() ?? spareCopy() else {
      while !claim.take(for: thread) { sched_yield() }
      defer { claim.give() }
      return try body(self)
    }
    // The spare is this call's alone; it is claimed too, so that calls inside `body` reach it as held.
    _ = spare.claim.take(for: thread)
    defer {
      spare.claim.give()
      claim.keepSpare(spare)
    }
    return try body(spare)
  }
}

/// Which thread holds an object (``ClaimedPerCall``), and the spare copy for calls that find it held.
///
/// Unchecked because the spare, not itself Sendable, passes from thread to
/// thread: it is only ever reachable from the slot or from the one call that
/// took it out, so it is never used by two threads at once.
final class ScratchClaim<Owner: AnyObject>: @unchecked Sendable {
  /// The thread that holds the owner, or 0 when none does.
  private let holder = Atomic<UInt>(0)
  /// The spare copy, retained while it is in the slot.
  private let spare = Atomic<Unmanaged<Owner>?>(nil)

  /// An unclaimed owner with no spare.
  init() {}

  deinit { spare.load(ordering: .acquiring)?.release() }

  /// The calling thread's identity, never 0.
  static var currentThread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  /// Whether `thread` holds the owner: only the holder itself can read its own identity here.
  func isHeld(by thread: UInt) -> Bool { holder.load(ordering: .relaxed) == thread }

  /// Claims the owner for `thread`; false when another thread holds it.
  func take(for thread: UInt) -> Bool {
    holder.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
  }

  /// Lets the owner go, its writes seen by the next thread to take it.
  func give() { holder.store(0, ordering: .releasing) }

  /// The spare copy, now the caller's alone; nil when there is none.
  func takeSpare() -> Owner? {
    spare.exchange(nil, ordering: .acquiring)?.takeRetainedValue()
  }

  /// Keeps `copy` for the next call that finds the owner held, unless a spare is kept already.
  func keepSpare(_ copy: Owner) {
    let kept = Unmanaged.passRetained(copy)
    if !spare.compareExchange(expected: nil, desired: kept, ordering: .releasing).exchanged { kept.release() }
  }

  /// Whether a spare copy is kept (for the tests).
  var hasSpare: Bool { spare.load(ordering: .acquiring) != nil }
}
