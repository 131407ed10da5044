// Which files a run takes: the `--include` and `--exclude` globs, which a
// configuration file sets as well as the command line, and which the
// language server applies to an open document too.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which files under a folder are formatted.
package struct FileSelection {
  /// Globs a file must match one of.
  package var include: [String]
  /// Globs that leave a file or folder out.
  package var exclude: [String]
  /// Whether the files that are Markdown by name (``FileKind``) are taken too: a Markdown run's walk, which
  /// `--include` adds to.
  package var includesMarkdownByName = false
  /// The extensions `markdown-extensions` makes Markdown by name, besides the built-in ones.
  package var addedMarkdownExtensions: Set<String> = []

  /// Whether `path` (relative to the folder walked, or as given) is left out by `--exclude`.
  ///
  /// A glob without a slash is matched against each name along the path, so
  /// `--exclude vendor` leaves out a folder and all it holds; a glob with a
  /// slash is matched against the whole path, `*` crossing slashes.
  package func excludes(_ path: String) -> Bool {
    exclude.contains { Self.matches($0, path) }
  }

  /// Whether `path` is one of the files `--include` asks for, or Markdown by name when those are taken.
  package func includes(_ path: String) -> Bool {
    (includesMarkdownByName && FileKind(name: path, addedExtensions: addedMarkdownExtensions) == .markdown)
      || include.contains { Self.matches($0, path) }
  }

  private static func matches(_ glob: String, _ path: String) -> Bool {
    if glob.contains("/") { return fnmatch(glob, path, 0) == 0 }
    return path.split(separator: "/").contains { fnmatch(glob, String($0), 0) == 0 }
  }
}
