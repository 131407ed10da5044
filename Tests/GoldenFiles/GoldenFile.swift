// Test support shared by every test target: golden files kept in the source
// tree, next to the tests that read them. `REFLOW_RECORD=1` rewrites them all;
// a missing one is written out for review and fails the test, so a new golden
// file is never taken on trust.

import Foundation
import Testing

/// Compares output with golden files, or records them.
public enum GoldenFile {
  /// Whether this run rewrites golden files instead of comparing with them (`REFLOW_RECORD=1`).
  public static var isRecording: Bool { ProcessInfo.processInfo.environment["REFLOW_RECORD"] == "1" }

  /// Expects `output` to be the bytes of `file`, or writes them there when recording or when the file is missing.
  public static func expect(
    _ output: [UInt8], matches file: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !isRecording, let expected = try? Data(contentsOf: file) else {
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(output).write(to: file)
      } catch {
        Issue.record("could not write golden file \(file.path): \(error)", sourceLocation: sourceLocation)
      }
      if !isRecording {
        Issue.record(
          "golden file \(file.lastPathComponent) was missing and has been written; review it",
          sourceLocation: sourceLocation)
      }
      return
    }
    guard output != [UInt8](expected) else { return }
    Issue.record(
      "golden file \(file.lastPathComponent) differs: \(firstDifference(output, [UInt8](expected)))",
      sourceLocation: sourceLocation)
  }

  /// The first line where `actual` and `expected` differ, both shown, numbered from 1.
  static func firstDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String {
    let actualLines = actual.split(separator: 0x0A, omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: 0x0A, omittingEmptySubsequences: false)
    let shared = Swift.min(actualLines.count, expectedLines.count)
    let line = (0..<shared).first { actualLines[$0] != expectedLines[$0] } ?? shared
    func shown(_ lines: [ArraySlice<UInt8>]) -> String {
      line < lines.count ? String(reflecting: String(decoding: lines[line], as: UTF8.self)) : "(no line)"
    }
    return "line \(line + 1): got \(shown(actualLines)), expected \(shown(expectedLines))"
  }
}
