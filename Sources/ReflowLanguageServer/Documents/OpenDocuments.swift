// Documents: the open documents, by URI, shared between the main loop, which
// opens, changes and closes them, and the linter, which reads one when a lint
// starts. A lint that took its copy of a document when the keystroke was made
// would share the document's text until it ran, so that the next keystroke,
// changing the text in place, had to copy all of it first: a large document
// was copied on every key pressed. Read when the lint starts, the text is
// shared only while a lint runs.

import Foundation

/// The documents the client has open, behind a lock.
///
/// Unchecked `Sendable`: the dictionary is read and written only under `lock`, a pthread mutex that ThreadSanitizer
/// follows (as ``MessageWriter``'s).
final class OpenDocuments: @unchecked Sendable {
  private let lock = NSLock()
  private var documents: [String: OpenDocument] = [:]

  /// The document open at `uri`, if one is: a copy, which shares the document's text until either changes.
  ///
  /// Its latest edits are written into its text first, where it is kept, so that the copy's text is one array
  /// shared with it, not a new one made for each reader.
  subscript(uri: String) -> OpenDocument? {
    lock.withLock {
      documents[uri]?.settle()
      return documents[uri]
    }
  }

  /// The document open at `uri`, if one is, as it is kept: its latest edits perhaps not yet written into its text,
  /// for a reader of a few lines of it (``TypedStretch``).
  func unsettled(_ uri: String) -> OpenDocument? { lock.withLock { documents[uri] } }

  /// Every open document, as copies whose text may be read more slowly: for what they are, not what they say.
  var values: [OpenDocument] { lock.withLock { Array(documents.values) } }

  /// Opens `document`, in place of any open at its URI.
  func open(_ document: OpenDocument) { lock.withLock { documents[document.uri] = document } }

  /// Changes the document at `uri` where it is kept, so that its text is copied only when a lint is reading it;
  /// nil when no document is open there.
  func update<Result>(_ uri: String, _ change: (inout OpenDocument) -> Result) -> Result? {
    lock.withLock {
      guard documents[uri] != nil else { return nil }
      return change(&documents[uri]!)
    }
  }

  /// Closes the document at `uri` and returns it, if one was open.
  func close(_ uri: String) -> OpenDocument? { lock.withLock { documents.removeValue(forKey: uri) } }
}
