// State: whole-document results, shared between the linting queue and the
// requests. Diagnostics format the whole document anyway, so a request that
// comes after them on the same version of the document, with the same
// settings, reads their result rather than formatting it again.

import ReflowMarkdown
import Synchronization

extension FormattedText: @unchecked Sendable {}

/// Formatted whole documents, by document, version, settings and line wrapping; only each document's newest kept.
final class FormatCache: Sendable {
  struct Key: Hashable {
    var uri: String
    var version: Int
    /// Bumped whenever settings may have changed, so that nothing formatted with the old ones is read.
    var settingsGeneration: Int
    var wrapping: LineWrapping
  }

  private let entries = Mutex<[Key: FormattedText]>([:])

  /// The result for `key`, if one is kept.
  func value(for key: Key) -> FormattedText? { entries.withLock { $0[key] } }

  /// Keeps `value`, dropping results for other versions of the document or older settings.
  func store(_ value: FormattedText, for key: Key) {
    entries.withLock { entries in
      entries = entries.filter {
        $0.key.uri != key.uri || ($0.key.version == key.version && $0.key.settingsGeneration == key.settingsGeneration)
      }
      entries[key] = value
    }
  }

  /// Drops every result for `uri`.
  func forget(uri: String) { entries.withLock { $0 = $0.filter { $0.key.uri != uri } } }

  /// Drops everything.
  func forgetAll() { entries.withLock { $0.removeAll() } }
}
