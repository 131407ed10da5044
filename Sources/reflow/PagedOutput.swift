// Output: standard output through a pager, as git and glow page theirs. The
// output is held back until it proves taller than the terminal (or ends); only
// then is the pager started and given what was held, so a short page is
// written straight to the terminal and a long one can be scrolled.

import ReflowConfiguration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where output is written: a file descriptor, or a pager in front of standard output.
protocol OutputSink: AnyObject {
  /// Writes all of `bytes`.
  func write(_ bytes: [UInt8]) throws(SystemError)
}

extension OutputFile: OutputSink {}

/// `--pager` values.
enum PagerChoice: String, CaseIterable {
  /// Never page.
  case never
  /// Page when standard output is a terminal and the output is taller than it.
  case auto
  /// Always page, whatever the output's height.
  case always
}

/// Standard output, sent through `$PAGER` (`less -R` when unset) once it is taller than the terminal.
final class PagedOutput: OutputSink {
  /// Rows the output may take before it is paged; zero pages from the first byte.
  private let rows: Int
  /// The pager's command line, run by `/bin/sh -c`.
  private let command: String
  private var held: [UInt8] = []
  private var heldLines = 0
  /// The running pager: its process and the write end of its standard input.
  private var pager: (process: pid_t, input: Int32)?

  /// A sink that pages output of more than `rows` rows through `command`.
  init(rows: Int, command: String) {
    self.rows = rows
    self.command = command
  }

  /// The sink `choice` asks for in this environment: nil (write straight to standard output) for `never`, and for
  /// `auto` when standard output is no terminal.
  static func forChoice(_ choice: PagerChoice, environment: [String: String]) -> PagedOutput? {
    let command = environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -R"
    switch choice {
    case .never: return nil
    case .always: return PagedOutput(rows: 0, command: command)
    case .auto:
      guard isatty(STDOUT_FILENO) != 0, environment["TERM"] != "dumb", command != "cat" else { return nil }
      return PagedOutput(rows: terminalRows(environment: environment), command: command)
    }
  }

  /// The terminal's height: its own, else `LINES`, else 24.
  static func terminalRows(environment: [String: String]) -> Int {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
    if let lines = environment["LINES"].flatMap(Int.init), lines > 0 { return lines }
    return 24
  }

  func write(_ bytes: [UInt8]) throws(SystemError) {
    if let pager {
      try Self.writeAll(bytes, to: pager.input)
      return
    }
    held += bytes
    heldLines += bytes.count { $0 == 0x0A }
    // A page exactly as tall as the terminal still leaves the shell's prompt to scroll its first row away.
    if heldLines >= rows {
      try startPager()
      let waiting = held
      held = []
      try Self.writeAll(waiting, to: pager!.input)
    }
  }

  /// Ends the output: what is held goes to standard output, or the pager is told the input has ended and waited
  /// for, so the terminal is the shell's again when the command returns.
  func finish() throws(SystemError) {
    guard let pager else {
      if !held.isEmpty { try OutputFile.standardOutput.write(held) }
      held = []
      return
    }
    close(pager.input)
    var status: Int32 = 0
    while waitpid(pager.process, &status, 0) < 0 && errno == EINTR {}
    self.pager = nil
  }

  /// Starts the pager with a pipe as its standard input, its output the terminal's.
  private func startPager() throws(SystemError) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw .current }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    // As git does: less shows colours and keeps what it showed on the screen when it quits, unless told otherwise.
    var environment = ProcessEnvironment.current
    if environment["LESS"] == nil { environment["LESS"] = "FRX" }
    if environment["LV"] == nil { environment["LV"] = "-c" }
    let arguments = ["/bin/sh", "-c", command]
    var process: pid_t = 0
    let result = ProcessEnvironment.withCStrings(arguments) { argv in
      ProcessEnvironment.withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
        posix_spawn(&process, "/bin/sh", &actions, nil, argv, envp)
      }
    }
    close(ends[0])
    guard result == 0 else {
      close(ends[1])
      throw SystemError(code: result)
    }
    pager = (process, ends[1])
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
    try OutputFile(descriptor: descriptor, owns: false).write(bytes)
  }
}
