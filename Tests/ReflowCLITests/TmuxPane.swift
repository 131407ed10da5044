// A real terminal for end-to-end tests: a tmux server of the test's own, one
// pane of a given size running a shell command, read back with capture-pane
// and driven with send-keys.

import Foundation
import Testing

/// One tmux pane running a command, on a server of its own that is killed with it.
final class TmuxPane {
  static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

  private let socket: String
  /// A file the command writes its exit status to when it ends.
  let doneFile: String

  /// Starts `command` (a shell command line) in a pane `width` by `height`, in the repository's folder; nil, with
  /// an issue recorded, when tmux is missing.
  init?(width: Int, height: Int, command: String) throws {
    guard TmuxPane.tmux != nil else {
      Issue.record("tmux is not installed: apt-get install tmux")
      return nil
    }
    socket = "reflow-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    doneFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).done").path
    try? FileManager.default.removeItem(atPath: doneFile)
    // The server this starts inherits a descriptor Foundation would wait on: the client is not waited for.
    _ = try start([
      "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-c", CLIFixture.root.path,
      "\(command); echo $? > '\(doneFile)'; sleep 60",
    ])
  }

  deinit {
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(atPath: doneFile)
  }

  /// Waits up to `seconds` for the command to end; its exit status, or nil if it has not ended.
  func waitForExit(seconds: Double = 20) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let text = try? String(contentsOfFile: doneFile, encoding: .utf8), text.hasSuffix("\n") {
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      usleep(50_000)
    }
    return nil
  }

  /// Waits until `condition` holds for the screen, up to `seconds`; the last screen read.
  func waitForScreen(seconds: Double = 20, escapes: Bool = false, until condition: ([String]) -> Bool) throws
    -> [String]
  {
    let deadline = Date().addingTimeInterval(seconds)
    var shown = try screen(escapes: escapes)
    while !condition(shown) && Date() < deadline {
      usleep(100_000)
      shown = try screen(escapes: escapes)
    }
    return shown
  }

  /// The pane's rows, trailing spaces removed; with `escapes`, the SGR sequences tmux would draw them with.
  func screen(escapes: Bool = false, rows: Int = 200) throws -> [String] {
    let captured = try run(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-S", "0", "-E", "\(rows - 1)"])
    var lines = captured.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Types `keys` into the pane, as tmux's send-keys names them (`q`, `Enter`).
  func send(_ keys: String...) throws { _ = try run(["send-keys"] + keys) }

  private func start(_ tmuxArguments: [String], output: Pipe? = nil) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TmuxPane.tmux!)
    process.arguments = ["-L", socket, "-f", "/dev/null"] + tmuxArguments
    process.standardOutput = output ?? FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
  }

  private func run(_ tmuxArguments: [String]) throws -> String {
    let out = Pipe()
    let process = try start(tmuxArguments, output: out)
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
