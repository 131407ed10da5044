// Running another program and reading what it writes: how Reflow asks git
// which files it ignores, instead of matching .gitignore patterns itself.

import ReflowConfiguration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program run to completion, its standard output captured.
enum ChildProcess {
  /// Runs `arguments` (the program found on `PATH`) with standard input and standard error on /dev/null.
  ///
  /// Returns the exit status and everything written to standard output, or nil
  /// when the program could not be started or was killed.
  static func output(of arguments: [String]) -> (status: Int32, output: [UInt8])? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    var process: pid_t = 0
    let started = ProcessEnvironment.withCStrings(arguments) { argv in
      posix_spawnp(&process, arguments[0], &actions, nil, argv, environ)
    }
    close(ends[1])
    let reader = InputFile(displayName: arguments[0], descriptor: ends[0], owns: true)
    guard started == 0 else { return nil }
    let output = (try? reader.readAll()) ?? []
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    // Exited normally: the low seven bits are zero and the next eight hold the code.
    guard status & 0x7f == 0 else { return nil }
    return ((status >> 8) & 0xff, output)
  }
}
