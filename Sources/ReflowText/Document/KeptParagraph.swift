// Phase: the whole document. A paragraph that a formatter put back as it was
// written, where it starts and why, so that a user is told: a formatter that
// keeps text silently looks broken, and one that changes it silently is not
// trusted.

/// A paragraph left as written, where it starts and why.
///
/// Plain text keeps a paragraph whose rewrapped lines would read back as
/// something else (the next run would change them again); `--markdown`
/// keeps one whose rewrapped form would render differently. Both name it
/// on standard error with ``Reason/description``.
public struct KeptParagraph: Sendable, Equatable, CustomStringConvertible {
  /// Why a paragraph was left as written.
  public enum Reason: Sendable, Equatable, CustomStringConvertible {
    /// Its rewrapped form rendered differently, so the meaning check put it back.
    case rendersDifferently
    /// A line starts with a hazard (`1.`, `*** `, a lone tag) with nothing after it there, at the paragraph's
    /// start or after a hard break, and only the lines as written keep it prose.
    case lineStartHazard
    /// Its containers' markers (quote markers, indents, list markers) leave no column for text at this width.
    case noRoomForText
    /// Its rewrapped lines would read back as another paragraph (a field, a rule, a quote, lines of another
    /// paragraph), so the next run would change them again.
    case readsBackDifferently
    /// In Markdown, the line after it looks like a table's delimiter row (`|-|`): rewrapped, its last line could
    /// become the header of a table.
    case aboveDelimiterRow
    /// In Markdown, cmark-gfm gives it no lines of its own (its last line became a table's header).
    case noPosition

    /// A sentence that tells a user why.
    public var description: String {
      switch self {
      case .rendersDifferently: "rewrapping it would change what it renders"
      case .lineStartHazard:
        "a line of it starts with what could open a list, rule, fence or HTML block; only as written is it text"
      case .noRoomForText: "its markers and indentation leave no room for text at this width"
      case .readsBackDifferently:
        "rewrapped, its lines would read back as something else, and the next run would change them again"
      case .aboveDelimiterRow:
        "the line after it reads like a table's delimiter row; rewrapped, its last line could become a table's header"
      case .noPosition: "the Markdown parser gives it no lines of its own (it runs into a table)"
      }
    }
  }

  /// The paragraph's first line in the source, counted from 1 as an editor numbers lines.
  ///
  /// A number for a reader, unlike the line indices of
  /// ``FormattedParagraph``, which count from 0 as an array does.
  public var lineNumber: Int
  /// Why it was left.
  public var reason: Reason

  /// A kept paragraph whose first line is `lineNumber`, counted from 1.
  public init(lineNumber: Int, reason: Reason) {
    self.lineNumber = lineNumber
    self.reason = reason
  }

  /// The line number and the reason, as the command's note gives them after the file's name:
  /// `3: paragraph kept as written: ` and the reason's sentence.
  public var description: String { "\(lineNumber): paragraph kept as written: \(reason)" }
}

extension KeptParagraph {
  /// The former name of ``lineNumber``.
  @available(*, deprecated, renamed: "lineNumber")
  public var line: Int {
    get { lineNumber }
    set { lineNumber = newValue }
  }

  /// The former form of ``init(lineNumber:reason:)``.
  @available(*, deprecated, renamed: "init(lineNumber:reason:)")
  public init(line: Int, reason: Reason) {
    self.init(lineNumber: line, reason: reason)
  }
}
