// Phase: the stretch of a source buffer that on-type fill formats. The
// whole buffer's cut lines (``CodeCutCache``) bound it: it starts at the last
// one before the typed line, when every line up to it is unchanged since they
// were found (the lexer then starts it as it starts the buffer), and ends at
// the first one after the typed line, when every line from the one before it
// on is unchanged; that end holds only if the lexer, reading the window,
// leaves that line outside every comment and string, which the caller checks.

/// Which lines of a source buffer on-type fill formats: from `startLine` to `endLine`, exclusive.
struct CodeTypingWindow: Equatable {
  /// The first line formatted: a cut line, or 0.
  var startLine: Int
  /// The line the window ends before: a cut line, or the buffer's line count.
  var endLine: Int

  /// The window for a key typed on line `typed` of a buffer of `lineCount` lines, from the cut lines of `entry`;
  /// nil when none shorter than the whole buffer is known to format as it does.
  static func around(
    typed: Int, lineCount: Int, entry: CodeCutCache.Entry, changes: ChangeLog, revision: Int
  ) -> CodeTypingWindow? {
    guard entry.revision <= revision, let unchanged = changes.unchangedLines(since: entry.revision) else { return nil }
    // A cut line starts the window when it, the code line after it, and every line before them are as they were.
    let startLimit = min(unchanged.before, typed)
    let start = entry.lines.last { $0 + 2 <= startLimit } ?? 0
    // A cut line ends it when the line before it and every line after are as they were (counted from the end,
    // which no change shifts), and at least one line of the buffer's own comes after the typed line.
    let shift = lineCount - entry.lineCount
    let firstKept = unchanged.after == Int.max ? 0 : entry.lineCount - unchanged.after
    let end =
      entry.lines.first { $0 - 1 >= firstKept && $0 + shift >= typed + 2 && $0 + shift < lineCount }.map { $0 + shift }
      ?? lineCount
    guard start > 0 || end < lineCount else { return nil }
    return CodeTypingWindow(startLine: start, endLine: end)
  }
}
