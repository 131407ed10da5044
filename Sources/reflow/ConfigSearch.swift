// Finding a file's configuration: the `.reflow.toml` nearest above it, and
// the `.editorconfig` sections that match it. Project files are read once per
// run, however many files share them.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The configuration files that apply to each path of a run.
final class ConfigSearch {
  /// The nearest `.reflow.toml` at or above each folder asked about, read once.
  private var projectFiles: [String: ProjectConfigFile?] = [:]

  /// The settings for the file at `path` (which need not exist: `--stdin-filepath`), lowest precedence first:
  /// `.editorconfig`'s, then `.reflow.toml`'s.
  func settings(for path: String) throws(ConfigError) -> [ConfigSetting] {
    let absolute = Self.absolute(path)
    let folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
    var settings = try EditorConfigProperties.settings(for: absolute)
    if let project = try projectFile(at: folder.isEmpty ? "/" : folder) { settings += project.settings }
    return settings
  }

  /// The `.reflow.toml` in `folder` or the nearest folder above it.
  private func projectFile(at folder: String) throws(ConfigError) -> ProjectConfigFile? {
    if let known = projectFiles[folder] { return known }
    let candidate = (folder == "/" ? "" : folder) + "/" + ProjectConfigFile.name
    let found: ProjectConfigFile?
    if access(candidate, F_OK) == 0 {
      found = try ProjectConfigFile(path: Self.displayPath(candidate))
    } else if folder == "/" {
      found = nil
    } else {
      let parent = String(folder[..<folder.lastIndex(of: "/")!])
      found = try projectFile(at: parent.isEmpty ? "/" : parent)
    }
    projectFiles[folder] = found
    return found
  }

  /// `path` from the root, its folder's links resolved; the folder need not exist.
  static func absolute(_ path: String) -> String {
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
  static func displayPath(_ absolute: String) -> String {
    let here = currentDirectory() + "/"
    return absolute.hasPrefix(here) ? String(absolute.dropFirst(here.count)) : absolute
  }

  private static func currentDirectory() -> String {
    guard let pointer = getcwd(nil, 0) else { return "." }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
