// Runs the binary with posix_spawn and wait4, which report what Foundation's
// Process does not: the child's peak memory, so a test can hold a run to a
// memory bound without timing anything.

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A finished run of `reflow` and the most memory it held.
struct MeasuredRun {
  var status: Int32
  /// Peak resident memory in bytes.
  var peakMemory: Int
  var output: [UInt8]
  var errors: String
}

/// Runs `reflow arguments`, feeding standard input from `feed` (called with the pipe's write end), and
/// returns the exit status, peak memory and what it wrote.
func runMeasured(_ arguments: [String], feed: ((FileHandle) -> Void)? = nil) throws -> MeasuredRun {
  let folder = FileManager.default.temporaryDirectory
  let outURL = folder.appendingPathComponent("reflow-\(getpid())-measured-\(UUID().uuidString).out")
  let errURL = folder.appendingPathComponent("reflow-\(getpid())-measured-\(UUID().uuidString).err")
  defer { for url in [outURL, errURL] { try? FileManager.default.removeItem(at: url) } }
  // Close-on-exec from the start: tests run side by side, and a child that inherited this pipe's
  // write end would keep it open, so the run it feeds would never see the input end.
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
  let readEnd = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
  let writeEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
  posix_spawn_file_actions_addopen(&actions, 1, outURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, errURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  let argv = ([CLIFixture.binary.path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, CLIFixture.binary.path, &actions, nil, argv, environ)
  guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
  try readEnd.close()
  feed?(writeEnd)
  try? writeEnd.close()
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  // ru_maxrss is in kilobytes on Linux.
  return MeasuredRun(
    status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), peakMemory: usage.ru_maxrss * 1024,
    output: [UInt8](try Data(contentsOf: outURL)),
    errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}
