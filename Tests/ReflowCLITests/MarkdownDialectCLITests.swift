// End-to-end, issue 56 points 6 to 8 on the built binary: a row of badges is
// broken between its images and `--check` says so; a line after seventy link
// definitions is not joined and nothing is named; dialect lines and what an
// ignore directive marks pass `--check` as written.

import Foundation
import Testing

/// Writes `text` to a new file named `name` in the temporary folder and returns its path.
private func temporaryFile(_ name: String, _ text: String) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "reflow-\(getpid())-\(UUID().uuidString)-\(name)")
  try Data(text.utf8).write(to: url)
  return url.path
}

@Suite struct MarkdownDialectCLITests {
  @Test func aRowOfBadgesIsBrokenAndCheckSaysSo() throws {
    let badges = [
      "![CI](https://github.com/example/project/actions/workflows/ci.yml/badge.svg?branch=main)",
      "![PyPI](https://img.shields.io/pypi/v/example-project.svg)",
      "![License](https://img.shields.io/badge/license-MIT-blue.svg)",
    ]
    let path = try temporaryFile("badges.md", badges.joined(separator: " ") + "\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try runReflow(["--markdown", "-w", "80", path])
    #expect(run.status == 0)
    #expect(run.out == badges.joined(separator: "\n") + "\n")
    #expect(run.err.isEmpty)
    #expect(try runReflow(["--markdown", "-w", "80", "--check", path]).status == 1)
  }

  @Test func aLineAfterSeventyDefinitionsIsLeftAloneAndNothingIsNamed() throws {
    let source = (1...70).map { "[d\($0)]: https://example.com/\($0)\n" }.joined() + "Next file\n"
    let path = try temporaryFile("definitions.md", source)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for flags in [["--markdown"], ["--markdown", "--no-verify"]] {
      let run = try runReflow(flags + [path])
      #expect(run.out == source)
      #expect(run.err.isEmpty, "\(flags): \(run.err)")
    }
  }

  @Test func dialectLinesAndIgnoredTextPassCheckAsWritten() throws {
    let source = """
      # ``SwiftDocCPlugin``

      @Metadata {
          @DisplayName("Swift-DocC Plugin")
      }

      > [!NOTE]
      > Useful information that users should know, even when skimming content.

      <!-- reflow-ignore -->
      This paragraph is
      kept as written.

      """
    let path = try temporaryFile("dialects.md", source)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try runReflow(["--markdown", "-w", "80", "--check", path])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.isEmpty)
  }
}
