// What a file is: Markdown or plain text, decided once for each file, from
// its name, the flags and its configuration, the same way whether it was
// named, found in a folder walk, or given as standard input's
// `--stdin-filepath` (and by the language server, through the same resolver).

/// Whether a file is read as Markdown or as plain text.
///
/// The name decides unless a setting does: `*.md` and `*.markdown`, in any
/// case (`CHANGELOG.MD`), are Markdown, and so are the extensions a
/// project adds with `markdown-extensions` (`mdx`, `qmd`), every other name
/// plain text. The added extensions extend the built-in ones rather than
/// replace them, so a project that lists `mdx` cannot lose its `.md` files.
/// `--markdown` and `--no-markdown` decide for every file of a run; a
/// `markdown = true` or `false` in a `.reflow.toml` decides for the files that
/// configuration covers. Both arrive here as one resolved setting, because a
/// file's configuration is placed before the command line and parsed with it
/// (``CommandResolver``), so the flag wins. Deciding by the name, rather than
/// by a mode the run was started in, is what keeps a `.md` file's code fences
/// whole however it reaches the formatter: plain text would join their lines.
package enum FileKind: Equatable, Hashable {
  case markdown
  case plainText

  /// The extensions, lowercased, that make a file Markdown by name.
  package static let markdownExtensions: Set<String> = ["md", "markdown"]

  /// The kind a file's name gives it, with nothing set but the extensions, lowercased and without their dots, that
  /// `markdown-extensions` adds.
  package init(name path: String, addedExtensions: Set<String> = []) {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      self = .plainText
      return
    }
    let ext = name[name.index(after: dot)...].lowercased()
    self = Self.markdownExtensions.contains(ext) || addedExtensions.contains(ext) ? .markdown : .plainText
  }

  /// The kind of the file at `path` (nil: standard input with no `--stdin-filepath`, which has no name) when the
  /// flags and configuration set `markdown` to `setting` (nil when neither says) and add `addedExtensions`.
  package init(path: String?, markdown setting: Bool?, addedExtensions: Set<String> = []) {
    if let setting {
      self = setting ? .markdown : .plainText
    } else {
      self = path.map { FileKind(name: $0, addedExtensions: addedExtensions) } ?? .plainText
    }
  }

  /// Why `options` cannot format a file of this kind, or nil when they can.
  ///
  /// `--markdown` given on the command line is checked when the arguments are
  /// parsed; a file that is Markdown by its name or its configuration is
  /// checked here, and the message says how to read it the other way.
  package func refusal(of options: ReflowCommand, for path: String) -> String? {
    let name = path == "-" ? "standard input" : "'\(path)'"
    switch self {
    case .markdown:
      guard let option = options.plainTextOnlyOption else { return nil }
      return "\(name) is Markdown, which \(option) does not apply to; --no-markdown formats it as plain text"
    case .plainText:
      guard let option = options.markdownOnlyOption else { return nil }
      return "\(name) is plain text, which \(option) does not apply to; --markdown formats it as Markdown"
    }
  }
}
