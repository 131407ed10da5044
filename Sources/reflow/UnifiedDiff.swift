// `--diff`: what formatting would change, as a unified diff that patch and
// git apply read. The line matching is the standard library's
// (CollectionDifference, Myers' algorithm); this file only groups the changes
// into hunks with three lines of context.

/// A unified diff between a file and its formatted text.
struct UnifiedDiff {
  /// Lines of context around each change, as `diff -u`.
  static let context = 3

  /// The diff's text: `---`/`+++` headers naming `path`, then each hunk; empty when nothing changes.
  static func text(from old: [UInt8], to new: [UInt8], path: String) -> [UInt8] {
    let before = lines(of: old)
    let after = lines(of: new)
    let changes = pairedChanges(before, after)
    guard !changes.isEmpty else { return [] }
    var out: [UInt8] = Array("--- \(path)\n+++ \(path)\n".utf8)
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

  /// A run of removed lines `old..<oldEnd` replaced by inserted lines `new..<newEnd`.
  private struct Change {
    var old: Int, oldEnd: Int, new: Int, newEnd: Int
  }

  /// The lines of `text`, each with its line ending; a last line without one is marked when written.
  private static func lines(of text: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for index in text.indices where text[index] == 0x0A {
      result.append(text[start...index])
      start = index + 1
    }
    if start < text.count { result.append(text[start...]) }
    return result
  }

  /// The difference as runs of changed lines, in order, with the positions they have in both texts.
  private static func pairedChanges(_ before: [ArraySlice<UInt8>], _ after: [ArraySlice<UInt8>]) -> [Change] {
    let difference = after.difference(from: before)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // Walk both texts together: unchanged lines advance both, and a run of removals and insertions is one change.
    var changes: [Change] = []
    var old = 0
    var new = 0
    while old < before.count || new < after.count {
      if old < before.count, new < after.count, !removed.contains(old), !inserted.contains(new) {
        old += 1
        new += 1
        continue
      }
      var change = Change(old: old, oldEnd: old, new: new, newEnd: new)
      while change.oldEnd < before.count, removed.contains(change.oldEnd) { change.oldEnd += 1 }
      while change.newEnd < after.count, inserted.contains(change.newEnd) { change.newEnd += 1 }
      changes.append(change)
      old = change.oldEnd
      new = change.newEnd
    }
    return changes
  }

  private static func appendHunk(
    _ changes: ArraySlice<Change>, _ before: [ArraySlice<UInt8>], _ after: [ArraySlice<UInt8>],
    to out: inout [UInt8]
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
        appendLine(" ", before[old], to: &out)
        old += 1
      }
      for line in before[change.old..<change.oldEnd] { appendLine("-", line, to: &out) }
      for line in after[change.new..<change.newEnd] { appendLine("+", line, to: &out) }
      old = change.oldEnd
    }
    while old < oldEnd {
      appendLine(" ", before[old], to: &out)
      old += 1
    }
  }

  /// A hunk header's range: `start,count`, 1-based, where an empty range names the line before it.
  private static func range(_ start: Int, _ end: Int) -> String {
    let count = end - start
    return count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  private static func appendLine(_ mark: String, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
    out += Array(mark.utf8)
    out += line
    if line.last != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
  }
}
