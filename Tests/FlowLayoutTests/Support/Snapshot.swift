// Test support: golden files next to the tests. A missing snapshot fails the
// test (it is written out for review); `REFLOW_RECORD=1` rewrites them all.

import Foundation
import Testing

enum Snapshot {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// Compares `actual` with the snapshot called `name`.
  static func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = folder.appendingPathComponent(name + ".txt")
    let recording = ProcessInfo.processInfo.environment["REFLOW_RECORD"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? actual.write(to: file, atomically: true, encoding: .utf8)
      if !recording {
        Issue.record("snapshot \(name) was missing and has been written; review it", sourceLocation: sourceLocation)
      }
      return
    }
    #expect(actual == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
  }
}
