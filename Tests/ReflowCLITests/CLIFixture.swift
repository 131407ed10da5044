// Test support: where the command-line tests find the built binary, the
// repository and the golden files, and how a golden file is compared.

import Foundation
import GoldenFiles
import Testing

enum CLIFixture {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let root = tests.deletingLastPathComponent().deletingLastPathComponent()
  /// The test runner sits in the build products folder, next to the `reflow` binary.
  static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("reflow")

  static func golden(_ name: String) -> URL { tests.appendingPathComponent("Golden").appendingPathComponent(name) }

  /// Compares `output` with golden file `name` in `Golden/` (``GoldenFile``).
  static func expectGolden(_ name: String, _ output: [UInt8], sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    GoldenFile.expect(output, matches: golden(name), sourceLocation: sourceLocation)
  }

  /// The text of a file in the repository.
  static func text(of path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
