// Finding a file's configuration: the `.reflow.toml` files in its folder and
// the folders above it, merged EditorConfig's way, and the `.editorconfig`
// sections that match it. Project files are read once per run, however many
// files share them.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The configuration files that apply to each path of a run.
///
/// Every `.reflow.toml` from the file's folder up to the root of the file
/// system, or up to one that says `root = true`, applies; where two set the
/// same key, the nearer one wins. This is EditorConfig's rule, rather than
/// prettier's nearest-file-only one, so that adding a configuration to a
/// folder (`width = 60` in `docs/`) cannot take away a setting above it that
/// says what the files are (`markdown = true`) or which ones are left out.
package final class ConfigSearch {
  /// The merged `.reflow.toml` settings for each folder asked about, found once.
  private var projectSettings: [String: [ConfigSetting]] = [:]

  /// The settings for the file at `path` (which need not exist: `--stdin-filepath`), lowest precedence first:
  /// `.editorconfig`'s, then those of the `.reflow.toml` files, the farthest first.
  package func settings(for path: String) throws(ConfigError) -> [ConfigSetting] {
    let absolute = Self.absolute(path)
    let folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
    return try EditorConfigProperties.settings(for: absolute) + projectSettings(at: folder.isEmpty ? "/" : folder)
  }

  /// The settings of the `.reflow.toml` files in `folder` and above it, up to the first with `root = true`;
  /// a key set in a nearer file replaces the farther file's setting of it.
  private func projectSettings(at folder: String) throws(ConfigError) -> [ConfigSetting] {
    if let known = projectSettings[folder] { return known }
    let candidate = (folder == "/" ? "" : folder) + "/" + ProjectConfigFile.name
    let own = access(candidate, F_OK) == 0 ? try ProjectConfigFile(path: Self.displayPath(candidate)) : nil
    var settings: [ConfigSetting] = []
    if folder != "/" && own?.isRoot != true {
      let parent = String(folder[..<folder.lastIndex(of: "/")!])
      settings = try projectSettings(at: parent.isEmpty ? "/" : parent)
    }
    if let own {
      let keys = Set(own.settings.map(\.key))
      settings = settings.filter { !keys.contains($0.key) } + own.settings
    }
    projectSettings[folder] = settings
    return settings
  }

  /// `path` from the root, its folder's links resolved; the folder need not exist.
  package static func absolute(_ path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let resolved = realpath(folder.isEmpty ? "/" : folder, nil) else {
      return path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    }
    defer { free(resolved) }
    let base = String(cString: resolved)
    return (base == "/" ? "" : base) + "/" + name
  }

  /// How messages name a configuration file: from the current folder when it is below it, else in full.
  package static func displayPath(_ absolute: String) -> String {
    let here = currentDirectory() + "/"
    return absolute.hasPrefix(here) ? String(absolute.dropFirst(here.count)) : absolute
  }

  private static func currentDirectory() -> String {
    guard let pointer = getcwd(nil, 0) else { return "." }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
