// Phase: source files, read by GNU source-highlight. Which bytes of a whole
// file its language definitions call comments and strings, so that a front
// end that rewrites comments never writes a lexer of its own.

import CReflowHighlight

/// Finds the comments and strings of source files, by GNU source-highlight's language definitions.
///
/// A lexer is not thread-safe; give each thread its own.
public final class SourceLexer {
  /// What a run of a source file is.
  public enum SpanKind: Sendable, Equatable {
    /// A comment, as the language's definition names one (a Python docstring at a line's start is one too).
    case comment
    /// A string, character literal or regular expression, escapes included.
    case string
  }

  /// One comment or string: its kind and its bytes in the text.
  public struct Span: Sendable, Equatable {
    /// What the run is.
    public var kind: SpanKind
    /// Its bytes, from the text's start; a comment ends before its line's end.
    public var range: Range<Int>
    /// Whether the run starts its line inside a comment or string an earlier line opened (a block comment's inside, a
    /// docstring's): then a leader at its start is text of that element, not a comment of its own.
    public var continues: Bool

    /// Creates a span.
    public init(kind: SpanKind, range: Range<Int>, continues: Bool = false) {
      self.kind = kind
      self.range = range
      self.continues = continues
    }
  }

  /// The name of the shell definition that reads here-documents as strings (the library's own reads a `#` line
  /// inside one as a comment).
  public static let shell = ExtraLanguages.shellWithHereDocuments

  private let session: OpaquePointer?

  /// A lexer; one whose library cannot start (no data files) knows no language.
  public init() {
    _ = ExtraLanguages.registered
    session = rf_highlight_session_open()
  }

  deinit { rf_highlight_session_close(session) }

  /// Whether the library has a definition for `language` (a name of its `lang.map`, as `py` or `cpp`, or one Reflow
  /// adds, as `swift`).
  public func knows(language: String) -> Bool {
    guard let session else { return false }
    return rf_highlight_begin(session, language) == 1
  }

  /// The definition file the library's `lang.map` names for `key`, a language or a file extension (`tcl` gives
  /// `tcl.lang`); nil when the map does not hold it.
  public func mappedDefinition(for key: String) -> String? {
    guard let session else { return nil }
    var buffer = [CChar](repeating: 0, count: 256)
    guard rf_highlight_mapped_definition(session, key, &buffer, buffer.count) == 1 else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The comments and strings of `text` read as `language`, in order; nil when the library knows no such language,
  /// fails on a line, or a line is longer than ``SourceHighlight/longestHighlightedLine`` (minified code: the
  /// library's time grows faster than a line's length), so that a caller keeps such a file as it is.
  public func spans(of text: UnsafeBufferPointer<UInt8>, language: String) -> [Span]? {
    guard let session else { return nil }
    var collected: [Span] = []
    let read = withUnsafeMutablePointer(to: &collected) { pointer in
      text.withMemoryRebound(to: CChar.self) { characters in
        rf_highlight_spans(
          session, language, characters.baseAddress, characters.count, SourceHighlight.longestHighlightedLine,
          collectSpan, pointer)
      }
    }
    return read == 1 ? collected : nil
  }
}

/// Receives one run from the library.
private func collectSpan(context: UnsafeMutableRawPointer?, kind: Int32, start: Int, length: Int) {
  guard let context else { return }
  let spans = context.assumingMemoryBound(to: [SourceLexer.Span].self)
  let continues = kind & Int32(RF_HL_CONTINUED) != 0
  let folded = kind & ~Int32(RF_HL_CONTINUED)
  let spanKind: SourceLexer.SpanKind = folded == Int32(RF_HL_COMMENT.rawValue) ? .comment : .string
  spans.pointee.append(SourceLexer.Span(kind: spanKind, range: start..<(start + length), continues: continues))
}
