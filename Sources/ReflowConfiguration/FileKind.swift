// What a file is: Markdown, plain text or source code, decided once for each
// file, from its name, the flags and its configuration, the same way whether
// it was named, found in a folder walk, or given as standard input's
// `--stdin-filepath` (and by the language server, through the same resolver).

import ReflowComments

/// Whether a file is read as Markdown, as plain text, or as source code whose comments alone are rewrapped.
///
/// The name decides unless a setting does: `*.md` and `*.markdown`, in any
/// case (`CHANGELOG.MD`), are Markdown, and so are the extensions a
/// project adds with `markdown-extensions` (`mdx`, `qmd`). The added
/// extensions extend the built-in ones rather than replace them, so a
/// project that lists `mdx` cannot lose its `.md` files. A name whose
/// extension or whole name ``ReflowComments/CommentLanguage`` knows
/// (`.swift`, `.py`, `Makefile`...) is source code, every other name plain
/// text.
///
/// `--markdown` and `--no-markdown` decide between Markdown and plain text
/// for every file of a run; a `markdown = true` or `false` in a
/// `.reflow.toml` decides for the files that configuration covers. Both
/// arrive here as one resolved setting, because a file's configuration is
/// placed before the command line and parsed with it (``CommandResolver``),
/// so the flag wins. Neither makes source code anything else: read as
/// Markdown or plain text, its code would be joined into its comments, and a
/// project's `markdown = true` must not stop its code's comments from being
/// formatted. Deciding by the name, rather than by a mode the run was started
/// in, is what keeps a `.md` file's code fences, and a `.swift` file's code,
/// whole however it reaches the formatter.
package enum FileKind: Equatable, Hashable {
  case markdown
  case plainText
  /// Source code in `language`: only its comments change.
  case code(CommentLanguage)

  /// The extensions, lowercased, that make a file Markdown by name.
  package static let markdownExtensions: Set<String> = ["md", "markdown"]

  /// Whether a file named `name`, read as Markdown, is MDX, whose module blocks (`import`, `export`) are code:
  /// its extension is `mdx`, in any case.
  package static func isMDX(_ name: String) -> Bool {
    name.lowercased().hasSuffix(".mdx")
  }

  /// The kind a file's name gives it, with nothing set but the extensions, lowercased and without their dots, that
  /// `markdown-extensions` adds.
  package init(name path: String, addedExtensions: Set<String> = []) {
    let name = path.split(separator: "/").last ?? ""
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      let ext = name[name.index(after: dot)...].lowercased()
      if Self.markdownExtensions.contains(ext) || addedExtensions.contains(ext) {
        self = .markdown
        return
      }
    }
    // By its extension, or by its whole name (`Makefile`), when the comment library knows the language.
    self = CommentLanguage(forFileNamed: name).map(FileKind.code) ?? .plainText
  }

  /// The kind of the file at `path` (nil: standard input with no `--stdin-filepath`, which has no name) when the
  /// flags and configuration set `markdown` to `setting` (nil when neither says) and add `addedExtensions`.
  package init(path: String?, markdown setting: Bool?, addedExtensions: Set<String> = []) {
    let byName = path.map { FileKind(name: $0, addedExtensions: addedExtensions) } ?? .plainText
    if case .code = byName {
      self = byName
    } else if let setting {
      self = setting ? .markdown : .plainText
    } else {
      self = byName
    }
  }

  /// Whether the file is source code, whose comments alone change.
  package var isCode: Bool {
    if case .code = self { return true }
    return false
  }

  /// Why `options` cannot format a file of this kind, or nil when they can.
  ///
  /// `--markdown` given on the command line is checked when the arguments are
  /// parsed, and for source code by ``markdownFlagRefusal(for:)``; a file
  /// that is Markdown by its name or its configuration is checked here, and
  /// the message says how to read it the other way.
  package func refusal(of options: ReflowCommand, for path: String) -> String? {
    let name = Self.name(of: path)
    switch self {
    case .markdown:
      guard let option = options.plainTextOnlyOption else { return nil }
      return "\(name) is Markdown, which \(option) does not apply to; --no-markdown formats it as plain text"
    case .plainText:
      if let definition = unreadCodeDefinition(of: options, for: path) {
        return "\(name) is source code (source-highlight reads it with \(definition)) that Reflow does not format "
          + "under this name: as plain text its code would be joined like prose, so nothing is written (pipe it in "
          + "without a name to fill it as plain text)"
      }
      guard let option = options.markdownOnlyOption else { return nil }
      return "\(name) is plain text, which \(option) does not apply to; --markdown formats it as Markdown"
    case .code:
      guard let option = options.prefix != nil ? "--prefix" : options.markdownOnlyOption else { return nil }
      return "\(name) is source code, whose comments keep their own leaders, which \(option) does not apply to"
    }
  }

  /// The definition source-highlight reads the file at `path` with, when the file is plain text here by its kind but
  /// source code whose comments Reflow does not read (``CommentLanguage/unreadDefinition(forFileNamed:)``); nil
  /// otherwise.
  package func unreadCodeDefinition(of options: ReflowCommand, for path: String) -> String? {
    guard case .plainText = self, let named = path == "-" ? options.stdinFilepath : path else { return nil }
    return CommentLanguage.unreadDefinition(forFileNamed: named)
  }

  /// Why `--markdown`, given on the command line, cannot format this file, or nil when it can.
  ///
  /// The flag is refused for source code, rather than left without effect,
  /// so that a user who asked for Markdown learns that the file is formatted
  /// otherwise; a configuration's `markdown = true` covers a whole project,
  /// and leaves its source code to its comments without a word.
  package func markdownFlagRefusal(for path: String) -> String? {
    guard isCode else { return nil }
    return "\(Self.name(of: path)) is source code, whose comments alone are rewrapped, so --markdown does not apply "
      + "to it; leave out --markdown, or the file"
  }

  /// A path as messages name it.
  private static func name(of path: String) -> String { path == "-" ? "standard input" : "'\(path)'" }
}
