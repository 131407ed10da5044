// In-place rewriting: the new text goes to a temporary file in the same
// folder, which is flushed to disk and renamed over the original, so a crash
// or full disk leaves either the old file or the new one, never half of each.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A temporary file that replaces another when committed.
final class TemporaryFile {
  let file: OutputFile
  private let temporaryPath: String
  private let targetPath: String
  private var finished = false

  /// Creates the temporary file next to `path` (a symbolic link is followed), with the permission bits `mode`.
  init(replacing path: String, mode: mode_t?) throws(SystemError) {
    guard let resolved = realpath(path, nil) else { throw .current }
    targetPath = String(cString: resolved)
    free(resolved)
    var template = Array("\(targetPath).reflow-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .current }
    temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    file = OutputFile(descriptor: descriptor, owns: true)
    if let mode, fchmod(descriptor, mode) != 0 {
      let error = SystemError.current
      discard()
      throw error
    }
  }

  deinit { if !finished { unlink(temporaryPath) } }

  /// Flushes the new file and renames it over the original.
  func commit() throws(SystemError) {
    guard fsync(file.descriptor) == 0, rename(temporaryPath, targetPath) == 0 else {
      let error = SystemError.current
      discard()
      throw error
    }
    finished = true
  }

  /// Removes the temporary file; the original is untouched.
  func discard() {
    guard !finished else { return }
    unlink(temporaryPath)
    finished = true
  }
}
