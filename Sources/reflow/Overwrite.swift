// In-place rewriting for a file that must keep its inode: one with other hard
// links, which a rename would part from it, or an owner that a new file
// cannot be given. The new text, already whole in a temporary file, is copied
// over the old bytes after the space for it is reserved, and a failure on the
// way writes the old bytes back, so the file is the old text or the new.

import ReflowConfiguration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an overwrite failed, and whether the file holds its old bytes.
struct OverwriteFailure: Error {
  var reason: SystemError
  /// False only when putting the old bytes back failed too.
  var restored: Bool
}

/// Overwrites a file's bytes with another file's, keeping the file itself.
enum Overwrite {
  /// Bytes copied at a time.
  static let chunk = 1 << 20

  /// Replaces the bytes of the file open as `target` (for reading and writing) with those of `source`.
  ///
  /// The old bytes are read into memory first, to be put back if a write
  /// fails; the space the new text needs beyond the old is reserved before
  /// any old byte is touched (`posix_fallocate`), so a full disk or a size
  /// limit stops the run with the file as it was. Ctrl-C and `kill` wait until
  /// the copy, or its undoing, is done.
  static func copy(from source: Int32, over target: Int32) throws(OverwriteFailure) {
    func untouched(_ error: SystemError) -> OverwriteFailure { OverwriteFailure(reason: error, restored: true) }
    var status = stat()
    guard fstat(source, &status) == 0 else { throw untouched(.current) }
    let newSize = Int(status.st_size)
    guard fstat(target, &status) == 0 else { throw untouched(.current) }
    let oldSize = Int(status.st_size)
    let old: [UInt8]
    do { old = try read(target, from: 0, count: oldSize) } catch { throw untouched(error) }
    if newSize > oldSize {
      let failure = posix_fallocate(target, 0, off_t(newSize))
      guard failure == 0 else {
        // A partly made reservation adds zeros after the old bytes: cut them off.
        _ = ftruncate(target, off_t(oldSize))
        throw untouched(SystemError(code: failure))
      }
    }
    var stops = stopSignalSet()
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &stops, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    do throws(SystemError) {
      try copyAll(from: source, to: target, count: newSize)
      guard ftruncate(target, off_t(newSize)) == 0, fsync(target) == 0 else { throw SystemError.current }
    } catch {
      do throws(SystemError) {
        try restore(old, to: target)
      } catch {
        throw OverwriteFailure(reason: error, restored: false)
      }
      throw untouched(error)
    }
  }

  /// Puts `old` back as the whole file.
  private static func restore(_ old: [UInt8], to target: Int32) throws(SystemError) {
    try write(old, to: target, at: 0)
    guard ftruncate(target, off_t(old.count)) == 0, fsync(target) == 0 else { throw .current }
  }

  private static func copyAll(from source: Int32, to target: Int32, count: Int) throws(SystemError) {
    var offset = 0
    while offset < count {
      let piece = try read(source, from: offset, count: Swift.min(chunk, count - offset))
      try write(piece, to: target, at: offset)
      offset += piece.count
    }
  }

  /// `count` bytes of `descriptor` from `offset`; a file shorter than that is an I/O error.
  private static func read(_ descriptor: Int32, from offset: Int, count: Int) throws(SystemError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBufferPointer {
        pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done))
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { throw got == 0 ? SystemError(code: EIO) : .current }
      done += got
    }
    return bytes
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32, at offset: Int) throws(SystemError) {
    var done = 0
    while done < bytes.count {
      let wrote = bytes.withUnsafeBufferPointer {
        pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(offset + done))
      }
      if wrote < 0 && errno == EINTR { continue }
      guard wrote >= 0 else { throw .current }
      done += wrote
    }
  }
}
