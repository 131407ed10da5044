// State: where each source buffer can be cut. On-type fill in a code buffer
// formats a window of it, from one cut line to another, rather than the
// whole buffer: the lines a whole-buffer lex found to start outside every
// comment and string, with no comment run crossing into them. They are kept
// with the revision they were found at, so that a keystroke uses them only
// while the lines around them are unchanged since.

import ReflowComments
import Synchronization

/// The cut lines of source buffers, by document, as found at one revision each.
final class CodeCutCache: Sendable {
  /// The cut lines of one buffer at one revision.
  struct Entry: Sendable, Equatable {
    /// The document's revision they were found at (``OpenDocument/revision``).
    var revision: Int
    /// The language the buffer was read as.
    var language: CommentLanguage
    /// How many lines (as the protocol counts them) the buffer had then.
    var lineCount: Int
    /// The cut lines, in order, numbered as then.
    var lines: [Int]
  }

  private let entries = Mutex<[String: Entry]>([:])
  private let lastRead = Mutex<Int?>(nil)
  /// The documents whose cut lines are being looked for off the main loop.
  private let searching = Mutex<Set<String>>([])

  /// The entry kept for `uri`, if any.
  func entry(for uri: String) -> Entry? { entries.withLock { $0[uri] } }

  /// Keeps `entry` for `uri`, in place of an older one.
  func store(_ entry: Entry, for uri: String) {
    entries.withLock { entries in
      if let kept = entries[uri], kept.revision > entry.revision { return }
      entries[uri] = entry
    }
  }

  /// Drops the entry for `uri`.
  func forget(uri: String) { entries.withLock { _ = $0.removeValue(forKey: uri) } }

  /// Marks a search for the cut lines of `uri` as begun; false when one is under way already.
  func claimSearch(uri: String) -> Bool { searching.withLock { $0.insert(uri).inserted } }

  /// Marks the search for the cut lines of `uri` as over.
  func endSearch(uri: String) { _ = searching.withLock { $0.remove(uri) } }

  /// How many bytes the latest on-type fill in a code buffer formatted: the window it read, which tests observe.
  var bytesLastRead: Int? { lastRead.withLock { $0 } }

  /// Notes how many bytes an on-type fill formatted.
  func noteRead(_ count: Int) { lastRead.withLock { $0 = count } }
}
