// Phase: source files. Which files are source code whose comments Reflow
// rewraps, and the name of the language definition that finds those comments.

import ReflowHighlight

/// A programming language whose comments Reflow rewraps, named as GNU source-highlight names its definition.
///
/// A file is code by its extension alone, from a fixed list: the languages
/// whose definitions were read against their comment syntax here, so that a
/// `.log` or `.tex` file, which the library could also read, stays text.
public struct CommentLanguage: Hashable, Sendable {
  /// The library's name for the language (a key of its `lang.map`, or one Reflow registers).
  public let name: String

  /// The language named `name` in the library, when Reflow rewraps its comments.
  public init?(named name: String) {
    guard Self.byExtension.values.contains(name) else { return nil }
    self.name = name
  }

  /// The language of the file at `path`, by its extension in any case; nil when Reflow rewraps no comments in it.
  public init?(forFileNamed path: some StringProtocol) {
    let full = String(path)
    let name = full[(full.lastIndex(of: "/").map(full.index(after:)) ?? full.startIndex)...]
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
      let language = Self.byExtension[name[name.index(after: dot)...].lowercased()]
    else { return nil }
    self.name = language
  }

  /// File extensions, lowercased, and the library's name of their language.
  static let byExtension: [String: String] = [
    "swift": "swift",
    "c": "c", "h": "cpp", "cc": "cpp", "cpp": "cpp", "cxx": "cpp", "hpp": "cpp", "hh": "cpp", "hxx": "cpp",
    "py": "python", "pyi": "python",
    "sh": SourceLexer.shell, "bash": SourceLexer.shell, "ksh": SourceLexer.shell,
    "rs": "rs", "go": "go",
    "js": "javascript", "mjs": "javascript", "cjs": "javascript",
    "java": "java",
  ]
}
