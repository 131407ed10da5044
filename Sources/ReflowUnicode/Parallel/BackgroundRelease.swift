// Phase: finishing. A rendered page holds an array per row of output, and
// freeing them all is work the main thread would do between emitting the page
// and writing it, while nothing else runs. Handed to another thread, the
// freeing overlaps the write, and a process that exits first skips it.

import Dispatch

/// Releases a value on a background thread instead of the caller's.
package enum BackgroundRelease {
  /// Takes `value` and drops it on another thread; the caller must hold no other reference to its storage.
  ///
  /// The value goes into a box that only the background task references,
  /// so the last release, and with it the deallocation, happens there.
  package static func release<Value>(_ value: consuming Value) {
    let parcel = Unmanaged.passRetained(Parcel(value))
    DispatchQueue.global(qos: .utility).async { parcel.release() }
  }

  /// A box the background task owns.
  private final class Parcel<Held>: @unchecked Sendable {
    let held: Held
    init(_ held: consuming Held) { self.held = held }
  }
}
