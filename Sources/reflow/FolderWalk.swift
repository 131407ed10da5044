// A folder argument, walked: the files under it that a run formats, in a
// stable order. Inside a git work tree git lists them, so that what git
// ignores is skipped by git's own rules; elsewhere the folder is read directly.

import ReflowConfiguration
import ReflowText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files under one folder argument.
enum FolderWalk {
  /// The files under `folder` that `selection` takes, as paths starting with `folder`, sorted by their bytes.
  ///
  /// Hidden files and folders (names starting with a dot) are skipped, as are
  /// files git ignores when the folder is in a work tree. Symbolic links are
  /// not followed: a link is not a file of its own, and the file it points to
  /// is formatted under its own name when the walk reaches it (and left alone
  /// when it lies outside the folder). So a walk cannot loop, `-i` formats no
  /// file twice, and `--diff` names only paths that a patch can write.
  ///
  /// Files whose names say they hold records (``DataFileNames``) are never
  /// taken, whatever `--include` matches. A file whose first bytes say it is
  /// no UTF-8 text (``NonText``: a NUL byte, a UTF-16 byte-order mark) is
  /// skipped with one line on standard error, and the run goes on: a walk
  /// met it, nobody asked for it by name.
  static func files(in folder: String, selection: FileSelection) -> [String] {
    let relative = gitListedFiles(in: folder) ?? readFolder(folder)
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    return
      relative
      .filter { path in
        !path.split(separator: "/").contains { $0.hasPrefix(".") }
          && selection.includes(path) && !selection.excludes(path) && !DataFileNames.contains(path)
      }
      .map { base + $0 }
      .filter(isRegularFileItself)
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      .filter { path in
        guard let nonText = nonText(at: path) else { return true }
        printError("'\(path)': \(nonText), skipped")
        return false
      }
  }

  /// How much of a file's start is read to tell text from binary: as much as git reads for the same question.
  static let sniffedBytes = 8000

  /// Why the file at `path` is no UTF-8 text, by its first ``sniffedBytes``; nil when it may be text, or cannot be
  /// read (the run says why when it opens it).
  private static func nonText(at path: String) -> NonText? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var head = [UInt8](repeating: 0, count: sniffedBytes)
    var count = 0
    while count < head.count {
      let got = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
      if got <= 0 { break }
      count += got
    }
    return head.withUnsafeBufferPointer { NonText.find(in: UnsafeBufferPointer(rebasing: $0[..<count])) }
  }

  /// The files git tracks or would add under `folder` (it skips what .gitignore, .git/info/exclude and the user's
  /// excludes file leave out); nil when the folder is in no work tree or git cannot be run.
  private static func gitListedFiles(in folder: String) -> [String]? {
    let arguments = ["git", "-C", folder, "ls-files", "-z", "--cached", "--others", "--exclude-standard"]
    guard let (status, output) = ChildProcess.output(of: arguments), status == 0 else { return nil }
    // Git may list a path twice (a file with a merge conflict); a file is formatted once.
    var seen = Set<String>()
    return output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter { seen.insert($0).inserted }
  }

  /// Every file under `folder`, relative to it, hidden folders not entered.
  private static func readFolder(_ folder: String, prefix: String = "") -> [String] {
    guard let stream = opendir(folder) else { return [] }
    defer { closedir(stream) }
    var files: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name.hasPrefix(".") { continue }
      let path = folder + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        files += readFolder(path, prefix: prefix + name + "/")
      } else {
        files.append(prefix + name)
      }
    }
    return files
  }

  /// Whether `path` is a regular file and no symbolic link (git lists links, deleted files and submodules too).
  private static func isRegularFileItself(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }
}
