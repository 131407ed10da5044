// The editor recipes of README.md, read from the file itself, so that the
// end-to-end editor tests type with exactly what a user copies and the two
// cannot drift apart.

import Foundation

/// Fenced code blocks of README.md.
enum READMERecipes {
  enum Missing: Error, CustomStringConvertible {
    case block(language: String, opening: String)

    var description: String {
      switch self {
      case .block(let language, let opening): "README.md has no ```\(language) block opening with \(opening)"
      }
    }
  }

  /// The README's fenced blocks in `language`, each without its fences and with its indentation (a list item's)
  /// taken off, in the order they come.
  static func blocks(in language: String) throws -> [String] {
    let lines = try CLIFixture.text(of: "README.md").split(separator: "\n", omittingEmptySubsequences: false)
    var blocks: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let indent = line.prefix { $0 == " " }.count
      guard line.dropFirst(indent) == "```\(language)" else {
        index += 1
        continue
      }
      var body: [Substring] = []
      index += 1
      while index < lines.count, lines[index].dropFirst(indent) != "```" {
        body.append(
          lines[index].prefix(indent).allSatisfy { $0 == " " } ? lines[index].dropFirst(indent) : lines[index])
        index += 1
      }
      blocks.append(body.joined(separator: "\n") + "\n")
      index += 1
    }
    return blocks
  }

  /// The README's block in `language` whose first line starts with `opening`.
  static func block(in language: String, opening: String) throws -> String {
    guard let found = try blocks(in: language).first(where: { $0.hasPrefix(opening) }) else {
      throw Missing.block(language: language, opening: opening)
    }
    return found
  }
}
