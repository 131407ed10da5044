// Support: a value behind a lock the thread sanitizer can follow. On Linux,
// `Synchronization.Mutex` waits on a futex of its own, which the sanitizer
// does not see, so it reports the guarded value's accesses as races (it did
// for ICU's prototype table and the idle formatters). A pthread mutex it sees.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that threads share, read and written only while holding its pthread mutex.
package final class PthreadLocked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock: UnsafeMutablePointer<pthread_mutex_t>

  /// The value, unlocked.
  package init(_ value: Value) {
    self.value = value
    lock = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// Runs `body` with the value while holding the lock.
  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return body(&value)
  }
}
