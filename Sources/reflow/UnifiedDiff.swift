// `--diff`'s second phase: the changed lines written as a unified diff that
// `patch -p0` and `git apply` both read. Hunks carry three lines of context,
// as `diff -u` writes them, and the headers name the file as `diff -u` does
// (a tab and a timestamp after the name, C quotes around a name that needs
// them), so that a name with spaces reaches the patch program whole.

import ReflowConfiguration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A unified diff between a file and its formatted text.
struct UnifiedDiff {
  /// Lines of context around each change, as `diff -u`.
  static let context = 3

  /// The diff's text: `---`/`+++` headers naming `path`, then a hunk for each group of `changes`.
  ///
  /// Empty when there are no changes. `modified` is the file's modification time, for the `---` header (now, when
  /// nil).
  static func text(
    _ changes: [LineChange], old before: TextLines, new after: TextLines, path: String, modified: timespec?
  ) -> [UInt8] {
    guard !changes.isEmpty else { return [] }
    let name = quoted(patchPath(path))
    let now = timestamp(nil)
    var out: [UInt8] = Array("--- \(name)\t\(modified.map(timestamp) ?? now)\n+++ \(name)\t\(now)\n".utf8)
    var start = 0
    while start < changes.count {
      // A hunk takes every change whose context touches the previous one's.
      var end = start + 1
      while end < changes.count, changes[end].old - changes[end - 1].oldEnd <= 2 * context { end += 1 }
      appendHunk(changes[start..<end], before, after, to: &out)
      start = end
    }
    return out
  }

  private static func appendHunk(
    _ changes: ArraySlice<LineChange>, _ before: TextLines, _ after: TextLines, to out: inout [UInt8]
  ) {
    let first = changes.first!
    let last = changes.last!
    let oldStart = max(0, first.old - context)
    let oldEnd = min(before.count, last.oldEnd + context)
    let newStart = first.new - (first.old - oldStart)
    let newEnd = last.newEnd + (oldEnd - last.oldEnd)
    out += Array("@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n".utf8)
    var old = oldStart
    for change in changes {
      while old < change.old {
        appendLine(UInt8(ascii: " "), before[old], to: &out)
        old += 1
      }
      for line in change.old..<change.oldEnd { appendLine(UInt8(ascii: "-"), before[line], to: &out) }
      for line in change.new..<change.newEnd { appendLine(UInt8(ascii: "+"), after[line], to: &out) }
      old = change.oldEnd
    }
    while old < oldEnd {
      appendLine(UInt8(ascii: " "), before[old], to: &out)
      old += 1
    }
  }

  /// A hunk header's range: `start,count`, 1-based, where an empty range names the line before it.
  private static func range(_ start: Int, _ end: Int) -> String {
    let count = end - start
    return count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  private static func appendLine(_ mark: UInt8, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
    out.append(mark)
    out += line
    if line.last != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
  }

  /// `path` as a patch program finds it from the current folder: a relative path gets `./` before it.
  ///
  /// `patch -p0` takes the name as it is, and `git apply` strips its first
  /// component (`-p1`, for git's own `a/` and `b/`): with `./` in front both
  /// reach the same file, as they do for the files of a walk of `.`. An
  /// absolute path, one that leaves the folder (`../`) and standard input's
  /// `-` are left as they are.
  static func patchPath(_ path: String) -> String {
    path == "-" || path.hasPrefix("/") || path.hasPrefix("./") || path.hasPrefix("../") ? path : "./" + path
  }

  /// The file a patch for `path` must name: `path` itself, or the file a symbolic link at `path` leads to.
  ///
  /// `-i` rewrites the file a named link leads to and keeps the link, and
  /// the patch must do the same: `patch` refuses to patch a link ("not a
  /// regular file") and `git apply` finds the link's own text, not the
  /// lines of the file. The target is named from the current folder when it
  /// is below it, otherwise in full.
  static func patchedFile(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else {
      return path
    }
    defer { free(resolved) }
    return ConfigSearch.displayPath(String(cString: resolved))
  }

  /// `path` as a header names it: as it is, or in C quotes when it holds a quote, a backslash or a control
  /// character (a tab would end the name early), as GNU diff and git write such names and patch and git read them.
  static func quoted(_ path: String) -> String {
    let bytes = Array(path.utf8)
    guard bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C }) else { return path }
    var out: [UInt8] = [0x22]
    for byte in bytes {
      switch byte {
      case 0x22, 0x5C: out += [0x5C, byte]
      case 0x09: out += Array("\\t".utf8)
      case 0x0A: out += Array("\\n".utf8)
      case 0x0D: out += Array("\\r".utf8)
      case ..<0x20, 0x7F:
        out += Array(
          "\\\(String(byte >> 6, radix: 8))\(String((byte >> 3) & 7, radix: 8))\(String(byte & 7, radix: 8))".utf8)
      default: out.append(byte)
      }
    }
    out.append(0x22)
    return String(decoding: out, as: UTF8.self)
  }

  /// A time as `diff -u` writes it, in local time: `2026-11-27 09:30:00.123456789 +0100`; now when nil.
  static func timestamp(_ time: timespec?) -> String {
    var moment = time ?? timespec()
    if time == nil { clock_gettime(CLOCK_REALTIME, &moment) }
    var parts = tm()
    var seconds = moment.tv_sec
    localtime_r(&seconds, &parts)
    func formatted(_ pattern: String) -> String {
      var buffer = [CChar](repeating: 0, count: 64)
      let count = strftime(&buffer, buffer.count, pattern, &parts)
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let fraction = String(moment.tv_nsec)
    return formatted("%Y-%m-%d %H:%M:%S") + "." + String(repeating: "0", count: 9 - fraction.count) + fraction
      + formatted(" %z")
  }
}
