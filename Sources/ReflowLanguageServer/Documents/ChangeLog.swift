// Documents: what changed since a revision. Each change records the first
// byte and the first line it touched and how many lines after it it left as
// they were, counted from the document's end, which no later change can
// shift. So whatever changes came after some revision, the lines before the
// least first line and after the least count of untouched lines are the
// same text as then: a lint redoes only the stretch between them.

/// The changes made to a document, newest last, as far back as they are remembered.
struct ChangeLog: Sendable {
  /// One `didChange` (all its changes taken together): the revision it made, and what it left as it was.
  struct Entry: Sendable {
    var revision: Int
    /// The first byte it may have changed.
    var firstByte: Int
    /// The first line it may have changed.
    var firstLine: Int
    /// How many lines at the document's end it left as they were (their text and their line ends).
    var linesAfter: Int
  }

  /// How many changes are remembered.
  static let entriesKept = 4096

  private(set) var entries: [Entry] = []

  /// Notes one `didChange`; a long session keeps the latest ones only.
  mutating func append(_ entry: Entry) {
    entries.append(entry)
    if entries.count > Self.entriesKept { entries.removeFirst(entries.count / 2) }
  }

  /// Whether the changes made after `earlier` are all remembered.
  func remembers(since earlier: Int) -> Bool {
    earlier >= (entries.first?.revision ?? 1) - 1
  }

  /// The first byte that may differ from the text at `earlier`: `end` when nothing changed since, 0 when the
  /// changes since are no longer remembered.
  func unchangedBytes(since earlier: Int, end: Int) -> Int {
    guard remembers(since: earlier) else { return 0 }
    return entries.reversed().prefix { $0.revision > earlier }.map(\.firstByte).min() ?? end
  }

  /// The lines left as they were since `earlier`: how many at the start and how many at the end.
  ///
  /// Nil when the changes since are no longer remembered; with no change since, both are `Int.max`.
  func unchangedLines(since earlier: Int) -> (before: Int, after: Int)? {
    guard remembers(since: earlier) else { return nil }
    var before = Int.max
    var after = Int.max
    for entry in entries.reversed() {
      guard entry.revision > earlier else { break }
      before = min(before, entry.firstLine)
      after = min(after, entry.linesAfter)
    }
    return (before, after)
  }
}
