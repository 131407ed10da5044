// The inputs of a run: each file argument as given, each folder argument
// walked for the files its command selects.

import ReflowConfiguration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Expands `reflow`'s file arguments.
enum InputPaths {
  /// The paths to format, in order: folders replaced by the files under them, and files that `--exclude` names
  /// left out.
  ///
  /// A folder's selection comes from the command resolved for the folder
  /// itself, so a `.reflow.toml` there (or above) can say `markdown = true` or
  /// `include = [...]` for it; each file found is then also checked against
  /// its own configuration's `exclude`, and passed over, with a line on
  /// standard error, when it is source code that Reflow does not format (a
  /// `.tcl` file under `--include '*'`): named on the command line, such a
  /// file stops the run instead. Standard input (`-`) is kept as it is.
  /// A file named on the command line is left out by `exclude` too, as a
  /// pre-commit hook names every file it wants checked; `excluded` gets each
  /// such file, for the message when nothing is left.
  ///
  /// Each file is formatted once, however many names reach it: a file met
  /// again (the same device and inode, through a symbolic link named on the
  /// command line or another hard link) is left out, so `-i` cannot format it
  /// twice and `--diff` cannot give it two sections that no patch applies.
  static func expand(
    _ arguments: [String], resolver: CommandResolver, excluded: inout [String]
  ) throws(ConfigError) -> [String] {
    var paths: [String] = []
    var seen = Set<FileIdentity>()
    for argument in arguments {
      if argument == "-" {
        paths.append(argument)
        continue
      }
      guard isFolder(argument) else {
        let selection = try resolver.command(for: argument).options.selection
        if selection.excludes(argument) {
          excluded.append(argument)
        } else if FileIdentity(path: argument).map({ seen.insert($0).inserted }) ?? true {
          paths.append(argument)
        }
        continue
      }
      let command = try resolver.command(for: argument.hasSuffix("/") ? argument : argument + "/").options
      var selection = command.selection
      // A Markdown run takes the Markdown files, and `--include` adds to them: a project's `include` for its source
      // code must not drop its documents from the walk, and `--check` with them.
      if command.markdown == true {
        selection.includesMarkdownByName = true
      } else if selection.include.isEmpty {
        // Plain text has no file type of its own: the folder is reported as one that cannot be read, with what to
        // pass (``Runner/folderHint``), and the run goes on.
        paths.append(argument)
        continue
      }
      // A `.reflow.toml` further down may leave out more of its own folder.
      for file in FolderWalk.files(in: argument, selection: selection) {
        let command = try resolver.command(for: file)
        guard !command.options.selection.excludes(file) else { continue }
        // Source code Reflow does not format, met by a walk, is passed over as a binary file is: nobody named it,
        // and the other files are formatted.
        if let definition = command.unreadCodeDefinition(for: file) {
          printError(
            "'\(file)': source code that Reflow does not format (source-highlight reads it with \(definition)), skipped"
          )
          continue
        }
        if FileIdentity(path: file).map({ seen.insert($0).inserted }) ?? true { paths.append(file) }
      }
    }
    return paths
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}

/// A file's device and inode: what every name of one file shares.
struct FileIdentity: Hashable {
  var device: UInt64
  var inode: UInt64

  /// The identity of the regular file at `path`, a symbolic link followed; nil for anything else, or nothing.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
