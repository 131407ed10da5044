// Phase: source files. Which files are source code whose comments Reflow
// rewraps, and the name of the language definition that finds those comments.

import ReflowHighlight
import Synchronization

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
    guard Self.byExtension.values.contains(name) || Self.byName.values.contains(name) else { return nil }
    self.name = name
  }

  /// The language of the file at `path`, by its whole name (`Makefile`, `CMakeLists.txt`) or else its extension, in
  /// any case; nil when Reflow rewraps no comments in it.
  public init?(forFileNamed path: some StringProtocol) {
    let full = String(path)
    let name = full[(full.lastIndex(of: "/").map(full.index(after:)) ?? full.startIndex)...].lowercased()
    if let language = Self.byName[name] {
      self.name = language
      return
    }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
      let language = Self.byExtension[String(name[name.index(after: dot)...])]
    else { return nil }
    self.name = language
  }

  /// The library's definition for the file at `path` when the file is source code whose comments Reflow does not
  /// read (`bgerror.tcl` gives `tcl.lang`, `init.el` `lisp.lang`), or nil: a language Reflow reads, a document, or a
  /// name the library's `lang.map` does not hold.
  ///
  /// Read as plain text, such a file's code would be joined like prose, so
  /// the command refuses it rather than damage it. The map is the library's:
  /// it knows far more languages than Reflow reads comments of, and the few
  /// of its definitions that describe documents (``documentDefinitions``)
  /// leave their files plain text.
  public static func unreadDefinition(forFileNamed path: some StringProtocol) -> String? {
    let full = String(path)
    let name = full[(full.lastIndex(of: "/").map(full.index(after:)) ?? full.startIndex)...].lowercased()
    guard CommentLanguage(forFileNamed: name) == nil, let dot = name.lastIndex(of: "."), dot != name.startIndex
    else { return nil }
    let ext = String(name[name.index(after: dot)...])
    // A template (`config.h.in`, `requirements.in`) is what the file it makes is.
    if ext == "in" {
      let made = String(name[..<dot])
      return CommentLanguage(forFileNamed: made)?.name ?? unreadDefinition(forFileNamed: made)
    }
    guard !ext.isEmpty, ext != "txt", let definition = mappedDefinition(for: ext),
      !documentDefinitions.contains(definition)
    else { return nil }
    return definition
  }

  /// The library's map, read once for the process, and its answers by extension.
  ///
  /// Reading the map costs more than formatting a short file; a `.txt` file, the plain text of most runs, does not
  /// ask it.
  private static let libraryMap = Mutex<LibraryMap>(LibraryMap())

  /// The lexer that reads the library's map, and the definitions it gave.
  private struct LibraryMap {
    var lexer: SourceLexer?
    var definitions: [String: String?] = [:]
  }

  /// The definition the library's map names for the extension `ext`, asked once per extension.
  private static func mappedDefinition(for ext: String) -> String? {
    libraryMap.withLock { map in
      if let known = map.definitions[ext] { return known }
      if map.lexer == nil { map.lexer = SourceLexer() }
      let definition = map.lexer?.mappedDefinition(for: ext)
      map.definitions[ext] = definition
      return definition
    }
  }

  /// Definitions of the library's `lang.map` for documents rather than code: plain text (`.txt`), change logs,
  /// logs, LaTeX and Texinfo, which are prose with markup a refill keeps, as fmt's users fill them.
  static let documentDefinitions: Set<String> = [
    "nohilite.lang", "changelog.lang", "log.lang", "latex.lang", "texinfo.lang",
  ]

  /// Whole file names, lowercased, whose language no extension tells.
  ///
  /// `CMakeLists.txt` is a data file to plain text (a folder walk skips it), and code here: only its comments change.
  static let byName: [String: String] = [
    "makefile": Definitions.make, "gnumakefile": Definitions.make, "cmakelists.txt": Definitions.cmake,
  ]

  /// File extensions, lowercased, and the library's name of their language.
  ///
  /// `.m` is Objective-C here (C's definition reads it): a MATLAB file read
  /// so has no `//` comments to find, and stays as it is. JavaScript is read
  /// by Reflow's definition too, which knows template literals.
  static let byExtension: [String: String] = [
    "swift": "swift",
    "c": "c", "h": Definitions.cpp, "cc": Definitions.cpp, "cpp": Definitions.cpp, "cxx": Definitions.cpp,
    "hpp": Definitions.cpp, "hh": Definitions.cpp, "hxx": Definitions.cpp, "m": "cpp", "mm": Definitions.cpp,
    "py": "python", "pyi": "python",
    "sh": SourceLexer.shell, "bash": SourceLexer.shell, "ksh": SourceLexer.shell,
    "rs": Definitions.rust, "go": "go",
    "js": Definitions.javascript, "mjs": Definitions.javascript, "cjs": Definitions.javascript,
    "ts": Definitions.javascript, "tsx": Definitions.javascript, "mts": Definitions.javascript,
    "cts": Definitions.javascript,
    "java": Definitions.java, "kt": Definitions.kotlin, "kts": Definitions.kotlin, "scala": Definitions.scala,
    "sc": Definitions.scala, "cs": Definitions.csharp,
    "rb": Definitions.ruby, "pl": Definitions.perl, "pm": Definitions.perl, "lua": Definitions.lua,
    "hs": Definitions.haskell,
    "sql": Definitions.sql,
    "toml": Definitions.toml, "yml": Definitions.yaml, "yaml": Definitions.yaml, "ini": Definitions.ini,
    "cfg": Definitions.ini, "mk": Definitions.make, "cmake": Definitions.cmake,
  ]
}

/// The names of Reflow's own definitions for finding comments.
private typealias Definitions = CommentSyntaxDefinitions
