// In-place rewriting: the new text goes to a temporary file in the same
// folder, given the original's permissions and owner, which is flushed to
// disk and renamed over the original, so a crash or full disk leaves either
// the old file or the new one, never half of each. A file that must keep its
// inode is overwritten from the temporary file instead (Overwrite.swift).

import ReflowConfiguration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file a signal handler removes, as a C string so the handler allocates nothing.
nonisolated(unsafe) private var pendingTemporaryPath: UnsafeMutablePointer<CChar>?

/// Removes the pending temporary file, then dies of `signal` as if there were no handler.
private func removeTemporaryFileAndDie(_ signal: Int32) {
  if let path = pendingTemporaryPath { unlink(path) }
  Glibc.signal(signal, SIG_DFL)
  raise(signal)
}

/// The signals that end a run on request: Ctrl-C, `kill`, a closed terminal.
private let stopSignals = [SIGINT, SIGTERM, SIGHUP]

/// The stop signals as a set, for masking.
func stopSignalSet() -> sigset_t {
  var set = sigset_t()
  sigemptyset(&set)
  for number in stopSignals { sigaddset(&set, number) }
  return set
}

/// Makes each stop signal remove the temporary file, unless it is ignored (`nohup`), and lets them through.
///
/// A launcher may start a program with them blocked (a test runner's thread does); the run must still stop,
/// and clean up, when told to.
private func installRemovalHandlers() {
  for number in stopSignals {
    let previous = signal(number, removeTemporaryFileAndDie)
    if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(number, SIG_IGN) }
  }
  var set = stopSignalSet()
  pthread_sigmask(SIG_UNBLOCK, &set, nil)
}

/// A temporary file that replaces another when committed.
final class TemporaryFile {
  let file: OutputFile
  private let temporaryPath: String
  private let targetPath: String
  private var finished = false
  /// Whether the temporary file has the original's owner and group, which a rename then keeps.
  private(set) var hasOwner = true

  /// Creates the temporary file next to `path` (a symbolic link is followed), with the permission bits `mode` and
  /// the owner and group of `owner` (a user and a group), as far as this process may give them.
  init(replacing path: String, mode: mode_t?, owner: (uid_t, gid_t)?) throws(SystemError) {
    guard let resolved = realpath(path, nil) else { throw .current }
    targetPath = String(cString: resolved)
    free(resolved)
    var template = Array("\(targetPath).reflow-XXXXXX".utf8CString)
    // Interrupted, the run leaves the original and no temporary file. The stop signals wait while the file
    // is made and recorded, so no signal finds a file the handler does not know of.
    installRemovalHandlers()
    var stops = stopSignalSet()
    pthread_sigmask(SIG_BLOCK, &stops, nil)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if descriptor >= 0 { pendingTemporaryPath = template.withUnsafeBufferPointer { strdup($0.baseAddress!) } }
    let error = SystemError.current
    pthread_sigmask(SIG_UNBLOCK, &stops, nil)
    guard descriptor >= 0 else { throw error }
    temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    file = OutputFile(descriptor: descriptor, owns: true)
    // Owner first: changing it clears set-user-ID and set-group-ID bits, which the mode then puts back.
    // Root may give any owner; another user only a group of its own, so a file owned by someone else is then
    // overwritten in place rather than handed to this user (``copyOver()``).
    if let (user, group) = owner {
      var status = stat()
      if fstat(descriptor, &status) == 0, status.st_uid != user || status.st_gid != group {
        hasOwner = fchown(descriptor, user, group) == 0
      }
    }
    if let mode, fchmod(descriptor, mode) != 0 {
      let error = SystemError.current
      discard()
      throw error
    }
  }

  deinit { if !finished { unlink(temporaryPath) } }

  /// Forgets the path the signal handler would remove, once the file is renamed or gone.
  private func release() {
    let path = pendingTemporaryPath
    pendingTemporaryPath = nil
    free(path)
  }

  /// Flushes the new file and renames it over the original.
  func commit() throws(SystemError) {
    guard fsync(file.descriptor) == 0, rename(temporaryPath, targetPath) == 0 else {
      let error = SystemError.current
      discard()
      throw error
    }
    release()
    finished = true
  }

  /// Flushes the new file and copies it over the original's bytes, keeping the original's inode, and so its hard
  /// links, owner and everything else about it (``Overwrite``); then removes the temporary file.
  func copyOver() throws(OverwriteFailure) {
    defer { discard() }
    let target = open(targetPath, O_RDWR | O_CLOEXEC)
    guard target >= 0 else { throw OverwriteFailure(reason: .current, restored: true) }
    defer { close(target) }
    guard fsync(file.descriptor) == 0 else { throw OverwriteFailure(reason: .current, restored: true) }
    try Overwrite.copy(from: file.descriptor, over: target)
  }

  /// Removes the temporary file; the original is untouched.
  func discard() {
    guard !finished else { return }
    unlink(temporaryPath)
    release()
    finished = true
  }
}
