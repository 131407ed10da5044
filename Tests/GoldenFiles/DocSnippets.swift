// Test support: the Swift code blocks of the documentation, checked against the
// test files that compile them. An article's example is only trusted when a test
// target compiles the same lines, so prose and code cannot drift apart.

import Foundation

/// The Swift blocks of Markdown files in the repository, and whether test sources hold them.
public enum DocSnippets {
  /// The repository's root, found from this file's place in `Tests/GoldenFiles`.
  public static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The Swift blocks of the Markdown file at `path` (from the root), each as its lines, `import` and blank lines left out.
  public static func swiftBlocks(of path: String) throws -> [[String]] {
    let article = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    for line in article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line == "```swift" {
        current = []
      } else if line == "```", let block = current {
        blocks.append(block.filter { !$0.hasPrefix("import ") && !$0.isEmpty })
        current = nil
      } else if current != nil {
        current!.append(line)
      }
    }
    return blocks
  }

  /// The blocks of `path` whose lines, indentation aside, do not appear in a row in the source file `source`.
  ///
  /// `source` is a path such as `#filePath`: the test file that compiles the examples.
  public static func blocksMissing(from source: String, in path: String) throws -> [[String]] {
    let lines = try String(contentsOf: URL(fileURLWithPath: source), encoding: .utf8)
      .split(separator: "\n").map { String($0.drop { $0 == " " }) }
    return try swiftBlocks(of: path).filter { block in
      let wanted = block.map { String($0.drop { $0 == " " }) }
      return !lines.indices.contains { start in
        start + wanted.count <= lines.count && Array(lines[start..<(start + wanted.count)]) == wanted
      }
    }
  }
}
