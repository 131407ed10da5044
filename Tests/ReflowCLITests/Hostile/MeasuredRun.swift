// Runs the binary under GNU time, which reports what Foundation's Process does
// not: its peak memory, so a test can hold a run to a memory bound without
// timing anything.
//
// The peak cannot come from wait4 on a child of this process. posix_spawn
// runs the child in the parent's memory until it execs, and Linux carries the
// peak of that memory into the child's ru_maxrss at the exec: a spawned
// /bin/true reports the test process's hundreds of megabytes. GNU time is
// spawned instead, and the reflow it forks from its own small image reports
// only itself.

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
  let peakURL = folder.appendingPathComponent("reflow-\(getpid())-measured-\(UUID().uuidString).peak")
  defer { for url in [outURL, errURL, peakURL] { try? FileManager.default.removeItem(at: url) } }
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
  let time = "/usr/bin/time"
  let argv = ([time, "-f", "%M", "-o", peakURL.path, CLIFixture.binary.path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, time, &actions, nil, argv, environ)
  guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
  try readEnd.close()
  feed?(writeEnd)
  try? writeEnd.close()
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  // GNU time exits as reflow did (128 + the signal if it was killed) and writes the peak, in kilobytes,
  // as the last line of its report.
  let report = String(decoding: try Data(contentsOf: peakURL), as: UTF8.self)
  guard let kilobytes = report.split(separator: "\n").last.flatMap({ Int($0) }) else {
    throw POSIXError(.EIO)
  }
  return MeasuredRun(
    status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), peakMemory: kilobytes * 1024,
    output: [UInt8](try Data(contentsOf: outURL)),
    errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}
