// Test support: runs the built `reflow` binary with arguments, standard input and
// an environment, and gives back its exit status, output and errors.

import Foundation

/// Runs the built `reflow` with `arguments` and returns its exit status, stdout and stderr.
///
/// `environment` sets variables for the run; a nil value removes one. The run starts in `directory`, by default the
/// repository's top.
func runReflow(
  _ arguments: [String], stdin: Data? = nil, environment: [String: String?] = [:], directory: URL? = nil
) throws -> ReflowRun {
  let process = Process()
  process.executableURL = CLIFixture.binary
  process.arguments = arguments
  if !environment.isEmpty {
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
  }
  process.currentDirectoryURL = directory ?? CLIFixture.root
  let out = Pipe()
  let err = Pipe()
  let input = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = input
  try process.run()
  // The binary may exit without reading all of it (a usage error): the write then fails with a closed pipe, which
  // must not end the test process with SIGPIPE.
  signal(SIGPIPE, SIG_IGN)
  if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
  try? input.fileHandleForWriting.close()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ReflowRun(
    status: process.terminationStatus, outBytes: [UInt8](outData), err: String(decoding: errData, as: UTF8.self))
}

/// What one run of the binary gave.
struct ReflowRun {
  var status: Int32
  var outBytes: [UInt8]
  var err: String
  var out: String { String(decoding: outBytes, as: UTF8.self) }
}
