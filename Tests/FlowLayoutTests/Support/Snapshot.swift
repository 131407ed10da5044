// Test support: the engine's snapshots, golden files in `Snapshots/` compared
// through the GoldenFiles target every test target shares.

import Foundation
import GoldenFiles
import Testing

enum Snapshot {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// Compares `actual` with the snapshot called `name`.
  static func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    GoldenFile.expect(
      Array(actual.utf8), matches: folder.appendingPathComponent(name + ".txt"), sourceLocation: sourceLocation)
  }
}
