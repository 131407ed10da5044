// State: whole-document results, shared between the linting queue and the
// requests. Diagnostics format the whole document anyway, so a request that
// comes after them on the same version of the document, with the same
// settings, reads their result rather than formatting it again.

import ReflowMarkdown
import Synchronization

extension FormattedText: @unchecked Sendable {}

/// Formatted whole documents, by document, revision, settings and line wrapping; only each document's newest kept.
final class FormatCache: Sendable {
  struct Key: Hashable {
    var uri: String
    /// The document's revision (``OpenDocument/revision``).
    var revision: Int
    /// Bumped whenever settings may have changed, so that nothing formatted with the old ones is read.
    var settingsGeneration: Int
    var wrapping: LineWrapping
  }

  private let entries = Mutex<[Key: FormattedText]>([:])

  /// The result for `key`, if one is kept.
  func value(for key: Key) -> FormattedText? { entries.withLock { $0[key] } }

  /// Keeps `value`, dropping results for older revisions of the document or older settings (a result for a
  /// newer revision, stored first by a request while the diagnostics of an older one were worked out, stays).
  func store(_ value: FormattedText, for key: Key) {
    entries.withLock { entries in
      if entries.keys.contains(where: { $0.uri == key.uri && $0.revision > key.revision }) { return }
      entries = entries.filter {
        $0.key.uri != key.uri
          || ($0.key.revision == key.revision && $0.key.settingsGeneration == key.settingsGeneration)
      }
      entries[key] = value
    }
  }

  /// The newest result kept for `uri` with settings of `settingsGeneration`, whatever its revision and wrapping: its
  /// paragraphs are where they were in that revision.
  func newest(uri: String, settingsGeneration: Int) -> (key: Key, value: FormattedText)? {
    entries.withLock { entries in
      entries.filter { $0.key.uri == uri && $0.key.settingsGeneration == settingsGeneration }
        .max { $0.key.revision < $1.key.revision }.map { ($0.key, $0.value) }
    }
  }

  /// Drops every result for `uri`.
  func forget(uri: String) { entries.withLock { $0 = $0.filter { $0.key.uri != uri } } }

  /// Drops everything.
  func forgetAll() { entries.withLock { $0.removeAll() } }
}
