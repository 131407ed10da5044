// Phase: settings, for clients that watch no files. Neovim 0.7 can neither
// watch files for the server nor attach a `.reflow.toml` it does not know,
// so a saved configuration file would go unnoticed until the server
// restarted. Instead, each message first compares the configuration files
// that could apply to an open document with what they were: a few `stat`
// calls, where reading the files again would cost a parse.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the configuration files above some folders were: each candidate path's modification time and size, or
/// its absence.
struct ConfigurationStamps {
  private var stamps: [String: [Int]] = [:]

  /// The stamps of every file named one of `names` in each folder above each of `paths`, the folder itself too.
  init(above paths: some Sequence<String>, names: [String]) {
    var folders: Set<String> = []
    for path in paths {
      var folder = Self.parent(of: path)
      while let current = folder, folders.insert(current).inserted {
        folder = current == "/" ? nil : Self.parent(of: current)
      }
    }
    for folder in folders {
      for name in names {
        let path = folder == "/" ? "/\(name)" : "\(folder)/\(name)"
        stamps[path] = Self.stamp(of: path)
      }
    }
  }

  /// An empty set of stamps.
  init() {}

  /// Whether a file stamped in both `self` and `earlier` changed, appeared or went between the two.
  ///
  /// A path only one of them stamped is no change: it is a folder a document opened or closed in, whose files are
  /// read afresh.
  func changed(since earlier: ConfigurationStamps) -> Bool {
    stamps.contains { path, stamp in earlier.stamps[path].map { $0 != stamp } ?? false }
  }

  private static func parent(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Modification time (seconds, nanoseconds) and size; empty for a file that is not there.
  private static func stamp(of path: String) -> [Int] {
    var status = stat()
    guard stat(path, &status) == 0 else { return [] }
    return [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), Int(status.st_size)]
  }
}
