// Message types: the pieces every document method shares: positions and
// ranges in a document, edits, and the identifiers of documents.

/// A place in a document: a line and a count of code units into it (UTF-16 unless the client chose UTF-8).
public struct Position: Codable, Equatable, Hashable, Sendable {
  /// The line, from 0.
  public var line: Int
  /// Code units from the line's start, in the session's position encoding.
  public var character: Int

  /// A position.
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }
}

/// A stretch of a document, from `start` up to `end` (not included).
public struct TextRange: Codable, Equatable, Hashable, Sendable {
  /// Where it starts.
  public var start: Position
  /// Where it ends.
  public var end: Position

  /// A range.
  public init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }
}

/// Text to put in place of a range.
public struct TextEdit: Codable, Equatable, Sendable {
  /// What is replaced.
  public var range: TextRange
  /// What replaces it.
  public var newText: String

  /// An edit.
  public init(range: TextRange, newText: String) {
    self.range = range
    self.newText = newText
  }
}

/// Names a document.
struct TextDocumentIdentifier: Codable, Equatable {
  var uri: String
}

/// Names a document at a version.
struct VersionedTextDocumentIdentifier: Codable, Equatable {
  var uri: String
  var version: Int?
}

/// A document as the client opens it.
struct TextDocumentItem: Codable {
  var uri: String
  var languageId: String
  var version: Int
  var text: String
}

/// Edits to documents, by URI.
struct WorkspaceEdit: Codable, Equatable {
  var changes: [String: [TextEdit]]
}
