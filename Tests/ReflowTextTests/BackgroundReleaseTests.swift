// Handing a value away to be freed elsewhere: the freeing must happen on
// another thread, or the caller still pays for it.

import Dispatch
import Glibc
import Synchronization
import Testing

@testable import ReflowText

/// Calls its closure when it is freed.
private final class Watched: Sendable {
  let onFree: @Sendable () -> Void
  init(onFree: @escaping @Sendable () -> Void) { self.onFree = onFree }
  deinit { onFree() }
}

@Suite struct BackgroundReleaseTests {
  @Test func aValueHandedAwayIsFreedOnAnotherThread() {
    let freed = DispatchSemaphore(value: 0)
    let freedOn = Mutex<pthread_t?>(nil)
    let caller = pthread_self()
    BackgroundRelease.release(
      Watched {
        freedOn.withLock { $0 = pthread_self() }
        freed.signal()
      })
    #expect(freed.wait(timeout: .now() + 30) == .success)
    let thread = freedOn.withLock { $0 }
    #expect(thread.map { pthread_equal($0, caller) == 0 } == true)
  }
}
