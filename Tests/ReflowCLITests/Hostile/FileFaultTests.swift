// What the file system can refuse: permissions, immutable files, links to
// nothing, and a run killed halfway through rewriting a file.

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct FileFaultTests {
  /// The files next to `file` that an in-place rewrite left behind.
  private func leftovers(of file: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
      .filter { $0.hasPrefix(file.lastPathComponent + ".reflow-") }
  }

  @Test func inPlace_leavesAReadOnlyFileUntouched_andSaysSo() throws {
    let original = Array("a b c d e f\n".utf8)
    let file = try temporaryFile("readonly.txt", contents: original)
    defer { try? FileManager.default.removeItem(at: file) }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let run = try runReflow(["-i", "-w", "3", file.path])
    #expect(run.status == 1)
    #expect(run.err.hasPrefix("reflow: cannot rewrite '\(file.path)': "), "\(run.err)")
    #expect(run.err.hasSuffix("; left as it was\n"))
    #expect([UInt8](try Data(contentsOf: file)) == original)
    #expect(try leftovers(of: file).isEmpty)
  }

  @Test(.enabled(if: getuid() == 0, "setting the immutable flag needs root"))
  func inPlace_leavesAnImmutableFileUntouched_andSaysSo() throws {
    let original = Array("a b c d e f\n".utf8)
    let file = try temporaryFile("immutable.txt", contents: original)
    #expect(try shell("chattr +i '\(file.path)'") == 0)
    defer {
      _ = try? shell("chattr -i '\(file.path)'")
      try? FileManager.default.removeItem(at: file)
    }
    let run = try runReflow(["-i", "-w", "3", file.path])
    #expect(run.status == 1)
    #expect(run.err == "reflow: cannot rewrite '\(file.path)': Operation not permitted; left as it was\n")
    #expect([UInt8](try Data(contentsOf: file)) == original)
    #expect(try leftovers(of: file).isEmpty)
  }

  @Test func anUnreadableFileIsReported_andTheOthersStillRun() throws {
    let file = try temporaryFile("unreadable.txt", contents: Array("secret words\n".utf8))
    defer { try? FileManager.default.removeItem(at: file) }
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
    // Root reads any file, so the run drops to the unprivileged `nobody` user, who may not read the clone: the
    // readable file is a copy in the temporary folder.
    let sample = try Data(contentsOf: CLIFixture.root.appendingPathComponent("Samples/english.txt"))
    let readable = try temporaryFile("readable.txt", contents: [UInt8](sample))
    defer { try? FileManager.default.removeItem(at: readable) }
    let arguments = [file.path, readable.path]
    let run: ReflowRun
    if getuid() == 0 {
      run = try runCommand(
        "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", CLIFixture.binary.path] + arguments)
    } else {
      run = try runReflow(arguments)
    }
    #expect(run.status == 1)
    #expect(run.err == "reflow: cannot open '\(file.path)': Permission denied\n")
    #expect(run.out.hasPrefix("Reflow treats"))
  }

  @Test func aDanglingSymlinkIsReported_aLinkToADirectoryIsADirectory() throws {
    let folder = FileManager.default.temporaryDirectory
    let dangling = folder.appendingPathComponent("reflow-\(getpid())-dangling")
    let toFolder = folder.appendingPathComponent("reflow-\(getpid())-to-folder")
    defer { for url in [dangling, toFolder] { try? FileManager.default.removeItem(at: url) } }
    try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "/nonexistent/file")
    try FileManager.default.createSymbolicLink(atPath: toFolder.path, withDestinationPath: folder.path)
    let run = try runReflow([dangling.path, toFolder.path])
    #expect(run.status == 1)
    let lines = run.err.split(separator: "\n")
    #expect(lines.count == 2, "\(run.err)")
    #expect(lines.first == "reflow: cannot open '\(dangling.path)': No such file or directory")
    // A folder, with what to pass to walk it.
    #expect(lines.last?.hasPrefix("reflow: cannot open '\(toFolder.path)': Is a directory; a folder is walked") == true)
  }

  @Test func inPlace_interruptedLeavesNoTemporaryFile() throws {
    // A folder of its own, so that looking for the temporary file is quick and the signal comes mid-run.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-\(getpid())-interrupted")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("interrupted.txt")
    let original = Data(try bigText(copies: 3000))
    try original.write(to: file)
    let process = Process()
    process.executableURL = CLIFixture.binary
    process.arguments = ["-i", "-w", "30", file.path]
    try process.run()
    // Wait until the temporary file exists, then interrupt.
    var waited = 0
    while try leftovers(of: file).isEmpty && process.isRunning && waited < 20_000 {
      usleep(500)
      waited += 1
    }
    process.terminate()
    process.waitUntilExit()
    // The temporary file existed when the signal was sent, so the run was cut short, not finished.
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try leftovers(of: file).isEmpty)
    #expect(try Data(contentsOf: file) == original)
  }

  @Test func inPlace_keepsASignalTheUserIgnored_asNohupDoes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-\(getpid())-nohup")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("nohup.txt")
    try Data(try bigText(copies: 3000)).write(to: file)
    let formatted = Data(try runReflow(["-w", "30", file.path]).outBytes)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "trap '' HUP; exec '\(CLIFixture.binary.path)' -i -w 30 '\(file.path)'"]
    try process.run()
    var waited = 0
    while try leftovers(of: file).isEmpty && process.isRunning && waited < 20_000 {
      usleep(500)
      waited += 1
    }
    kill(process.processIdentifier, SIGHUP)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    #expect(try Data(contentsOf: file) == formatted)
  }

  @Test func inPlace_killedAtAnyMomentLeavesTheOldFileOrTheNewOne() throws {
    let file = try temporaryFile("killed.txt", contents: try bigText(copies: 1500))
    defer { try? FileManager.default.removeItem(at: file) }
    let original = try Data(contentsOf: file)
    let formatted = Data(try runReflow(["-w", "30", file.path]).outBytes)
    var outcomes = (old: 0, new: 0)
    for attempt in 0..<12 {
      try original.write(to: file)
      let process = Process()
      process.executableURL = CLIFixture.binary
      process.arguments = ["-i", "-w", "30", file.path]
      try process.run()
      usleep(UInt32(attempt * 15_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let now = try Data(contentsOf: file)
      #expect(now == original || now == formatted, "attempt \(attempt): \(now.count) bytes")
      if now == original { outcomes.old += 1 } else if now == formatted { outcomes.new += 1 }
      // A killed run cannot clean up; its temporary file is all it leaves.
      for name in try leftovers(of: file) {
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent().appendingPathComponent(name))
      }
    }
    #expect(outcomes.old > 0)
  }
}

/// Runs a shell command and returns its exit status.
func shell(_ command: String) throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", command]
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus
}

/// Runs `executable` with `arguments` from the repository's folder.
func runCommand(_ executable: String, _ arguments: [String]) throws -> ReflowRun {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.currentDirectoryURL = CLIFixture.root
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ReflowRun(
    status: process.terminationStatus, outBytes: [UInt8](outData), err: String(decoding: errData, as: UTF8.self))
}
