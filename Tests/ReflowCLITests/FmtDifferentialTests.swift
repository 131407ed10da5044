// End-to-end: GNU fmt's own test cases (coreutils `tests/fmt`) run against the
// installed fmt and the built binary; each gives fmt's output or is listed
// with the reason it differs.

import Foundation
import Testing

/// One of GNU fmt's own test cases (coreutils `tests/fmt`), with the reason Reflow's output differs, if it does.
struct FmtCase: Decodable, Sendable, CustomTestStringConvertible {
  var name: String
  var source: String
  var args: [String]
  var reflowArgs: [String]?
  var input: String
  var differs: String?
  var testDescription: String { name }

  static var all: [FmtCase] {
    let url = CLIFixture.tests.appendingPathComponent("FmtCases").appendingPathComponent("cases.json")
    return (try? JSONDecoder().decode([FmtCase].self, from: Data(contentsOf: url))) ?? []
  }
}

@Suite struct FmtDifferentialTests {
  /// Runs `fmt` from the system with `arguments` and returns whether it succeeded, and its output.
  private func runFmt(_ arguments: [String], stdin: String) throws -> (Bool, [UInt8]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["fmt"] + arguments
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
    let out = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    process.standardInput = input
    try process.run()
    // fmt may exit without reading (a width it refuses): the write then fails with a closed pipe, which is no
    // error here, and must not end the test process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
    try? input.fileHandleForWriting.close()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus == 0, [UInt8](data))
  }

  @Test func theCasesAreThere() {
    #expect(FmtCase.all.count >= 20)
  }

  /// Each case gives fmt's output and status, or is listed with the reason it differs; a listed case that no
  /// longer differs fails too, so the list stays true.
  @Test(arguments: FmtCase.all)
  func equalsFmtOrDiffersAsListed(_ fmtCase: FmtCase) throws {
    let (fmtSucceeded, fmtOutput) = try runFmt(fmtCase.args, stdin: fmtCase.input)
    let ours = try runReflow(
      fmtCase.reflowArgs ?? fmtCase.args, stdin: Data(fmtCase.input.utf8))
    let same = fmtSucceeded == (ours.status == 0) && fmtOutput == ours.outBytes
    if let reason = fmtCase.differs {
      #expect(!same, "listed as differing (\(reason)) but equal")
    } else {
      #expect(same, "fmt: \(String(decoding: fmtOutput, as: UTF8.self))\nreflow: \(ours.out)")
    }
  }
}
