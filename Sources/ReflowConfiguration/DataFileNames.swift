// The names of files whose lines are records by convention, not prose: one
// list, which the folder walk skips whatever `--include` asks for, and which
// both pre-commit hooks exclude (Scripts/ci/check_hooks.py checks that their
// `exclude` pattern is this list, translated).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File names that hold one record a line: a package, a build command, a name, a word.
///
/// A rewrap joins such lines into one, and the file no longer works:
/// `requirements.txt` becomes one line pip rejects, and a `CMakeLists.txt`
/// comment swallows the call after it. So a folder walk never takes these
/// names, even where `--include '*.txt'` matches them, and the hooks leave
/// them out; a file named on the command line is formatted as asked (its
/// one-item lines are still kept, by ``RecordParagraph``'s rule in the
/// library). Legal texts (`LICENSE`, `COPYING`, `NOTICE`) are here too: they
/// are kept as their authors wrote them.
package enum DataFileNames {
  /// Globs matched, in any case, against a file's name; one ending in `/` is matched against each folder name
  /// along its path, and leaves out everything under such a folder.
  ///
  /// Scripts/ci/check_hooks.py reads this list from this file, between its brackets, one glob a line.
  package static let globs: [String] = [
    "*requirements*.txt",
    "*requirements*.in",
    "requirements/",
    "constraints*.txt",
    "CMakeLists.txt",
    "LICEN[CS]E*",
    "LICEN[CS]ES/",
    "COPYING*",
    "COPYRIGHT*",
    "NOTICE*",
    "THIRD*PARTY*NOTICE*",
    "AUTHORS*",
    "CONTRIBUTORS*",
    "MAINTAINERS*",
    "CODEOWNERS*",
    "CREDITS*",
    "THANKS*",
    "PATENTS*",
    "*wordlist*",
    "*.dic",
    "robots.txt",
    "humans.txt",
    "ads.txt",
    "app-ads.txt",
    "security.txt",
  ]

  /// The globs for names and for folders, lowercased: a name is lowercased before it is matched, which is how a match
  /// ignores case (fnmatch's own flag for that is a GNU extension).
  private static let names = globs.filter { !$0.hasSuffix("/") }.map { $0.lowercased() }
  private static let folders = globs.filter { $0.hasSuffix("/") }.map { String($0.dropLast()).lowercased() }

  /// Whether `path` (a name, or a path whose last part is the file's name) is a data file by its name or a folder
  /// it lies in.
  package static func contains(_ path: String) -> Bool {
    let parts = path.lowercased().split(separator: "/")
    guard let name = parts.last.map(String.init) else { return false }
    if names.contains(where: { fnmatch($0, name, 0) == 0 }) { return true }
    return parts.dropLast().contains { part in folders.contains { fnmatch($0, String(part), 0) == 0 } }
  }
}
