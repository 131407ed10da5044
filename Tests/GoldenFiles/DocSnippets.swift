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

  /// The code blocks of the Markdown file at `path` (from the root) whose fence reads ```` ```info ````, each as its
  /// lines, `import` and blank lines left out.
  public static func swiftBlocks(of path: String, info: String = "swift") throws -> [[String]] {
    let article = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return blocks(in: article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), info: info)
  }

  /// The Swift blocks in the doc comments of the source file at `path` (from the root), as ``swiftBlocks(of:info:)``.
  public static func docCommentBlocks(of path: String) throws -> [[String]] {
    let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let comments = source.split(separator: "\n").map { String($0.drop { $0 == " " }) }.filter { $0.hasPrefix("///") }
    return blocks(in: comments.map { $0.dropFirst(3).first == " " ? String($0.dropFirst(4)) : String($0.dropFirst(3)) })
  }

  /// The fenced blocks among `lines` whose fence reads ```` ```info ````, without `import` and blank lines.
  static func blocks(in lines: [String], info: String = "swift") -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in lines {
      if line == "```" + info {
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

  /// Whether `block`'s lines, indentation aside, appear in a row in one of the files `sources`.
  public static func isCompiled(_ block: [String], in sources: [String]) throws -> Bool {
    let wanted = block.map { String($0.drop { $0 == " " }) }
    return try sources.contains { source in
      let url = source.hasPrefix("/") ? URL(fileURLWithPath: source) : root.appendingPathComponent(source)
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
        String($0.drop { $0 == " " })
      }
      return lines.indices.contains { start in
        start + wanted.count <= lines.count && Array(lines[start..<(start + wanted.count)]) == wanted
      }
    }
  }

  /// The blocks of `path` that appear in none of the files `sources` (paths from the root, or absolute).
  public static func blocksMissing(from sources: [String], in path: String, info: String = "swift") throws
    -> [[String]]
  {
    try swiftBlocks(of: path, info: info).filter { try !isCompiled($0, in: sources) }
  }

  /// The blocks of `path` missing from the one source file `source`.
  public static func blocksMissing(from source: String, in path: String) throws -> [[String]] {
    try blocksMissing(from: [source], in: path)
  }
}
