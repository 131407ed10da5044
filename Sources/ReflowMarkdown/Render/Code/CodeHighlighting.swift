// Phase: code blocks, coloured. The renderer decides which language a fenced
// block names and how each kind of token looks; what is a keyword in that
// language is a highlighter's, passed in through the options. Keeping the
// highlighter behind these protocols means ReflowMarkdown itself links no
// highlighting library: a program that only rewraps Markdown never needs one
// installed, and `reflow` passes in ReflowHighlight's GNU source-highlight.

/// What a token of code is, folded into the kinds a theme colours.
public enum CodeTokenKind: Int32, CaseIterable, Sendable {
  /// Text that is none of the others, drawn in the block's own style.
  case normal = 0
  /// A keyword of the language.
  case keyword
  /// A type or class name.
  case type
  /// A string or regular expression literal.
  case string
  /// An escape inside a string.
  case special
  /// A comment.
  case comment
  /// A number literal.
  case number
  /// A preprocessor line or an import.
  case preprocessor
  /// A function name.
  case function
  /// A variable, or a key in data such as JSON.
  case variable
  /// A diff's removed line.
  case removed
  /// A diff's added line.
  case added
  /// A diff's hunk header.
  case hunk
}

/// One token of a line of code: its kind, and the bytes of the line it covers.
public struct CodeToken: Sendable, Equatable {
  /// What the token is.
  public var kind: CodeTokenKind
  /// The token's bytes within its line (UTF-8 offsets, the line end not counted).
  public var range: Range<Int>

  /// Creates a token.
  public init(kind: CodeTokenKind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }
}

/// A code highlighter, as ``MarkdownRenderOptions/codeHighlighting`` holds one: it makes a session per thread.
///
/// The value is `Sendable` so that options can cross threads; a session
/// need not be, because highlighting libraries keep the languages they have
/// loaded in state that is not thread-safe. Each thread that draws blocks
/// makes its own session, once, when it meets its first block in a language.
public protocol CodeHighlighting: Sendable {
  /// A new session, used by one thread only.
  func makeSession() -> any CodeHighlightingSession
}

/// A highlighter's session: splits the lines of one code block into tokens.
public protocol CodeHighlightingSession: AnyObject {
  /// The tokens of each of `lines` (UTF-8, without line ends), read as one block of `language`; nil when the
  /// session knows no such language or will not read these lines, and the block is then drawn plain.
  ///
  /// `language` is the info string's first word, lowercased, as
  /// ``MarkdownRenderOptions/codeHighlighting`` documents. Tokens need not
  /// cover a line; bytes no token covers are drawn as ``CodeTokenKind/normal``.
  func tokens(of lines: [[UInt8]], language: String) -> [[CodeToken]]?
}
