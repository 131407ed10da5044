// Phase: framing out. A message body gets its `Content-Length` header and goes
// to the client's pipe whole, whichever thread sends it: responses come from
// the main loop and diagnostics from the linting queue.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes framed messages to a byte sink, one whole message at a time.
///
/// Unchecked `Sendable`: `open` is read and written only under `lock`.
public final class MessageWriter: @unchecked Sendable {
  private let write: @Sendable ([UInt8]) -> Bool
  /// The lock that guards `open` and the sink.
  ///
  /// A pthread mutex, which ThreadSanitizer follows: it does not see the futex that `Synchronization.Mutex` waits on
  /// under Linux, and reported the two threads' sends, each under that lock, as a race (CI's race check).
  private let lock = NSLock()
  /// Whether the sink still takes bytes; once a write fails, nothing more is sent.
  private var open = true

  /// A writer over `write`, which takes a whole framed message and returns false when the sink is gone.
  public init(write: @escaping @Sendable ([UInt8]) -> Bool) { self.write = write }

  /// A writer over a file descriptor, normally standard output.
  ///
  /// A closed pipe is a failed write (EPIPE), not a signal: the server
  /// ignores SIGPIPE, so that an editor that goes away ends it cleanly.
  public convenience init(fileDescriptor: Int32) {
    self.init { bytes in
      var written = 0
      while written < bytes.count {
        let result = bytes.withUnsafeBytes {
          systemWrite(fileDescriptor, $0.baseAddress! + written, bytes.count - written)
        }
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { return false }
        written += result
      }
      return true
    }
  }

  /// Sends one message body with its header; false when the client can no longer be written to.
  @discardableResult
  public func send(_ body: [UInt8]) -> Bool {
    lock.withLock {
      guard open else { return false }
      open = write(Self.framed(body))
      return open
    }
  }

  /// Whether every message so far could be written.
  public var isOpen: Bool { lock.withLock { open } }

  /// `body` behind its header.
  public static func framed(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

/// `write(2)`, named apart from the writer's own `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
