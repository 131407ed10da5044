// Phase: width policy. The choices a caller makes about columns that Unicode
// leaves open.

/// How text is measured in terminal columns.
///
/// Control characters other than tab and line ends have no width and are kept
/// as they are: a terminal does not advance the cursor for them, and dropping
/// them would lose content.
public struct WidthOptions: Hashable, Sendable {
  /// Columns for East Asian Ambiguous characters (Greek, Cyrillic and box
  /// drawing in CJK fonts, for example): 1, as in Western terminals, or 2, as in CJK ones.
  ///
  /// Any value other than 2 is taken as 1, when set as when initialised.
  public var ambiguousWidth: Int {
    didSet { ambiguousWidth = Self.ambiguous(ambiguousWidth) }
  }
  /// The distance between tab stops, from 1 to ``maximumTabWidth``.
  ///
  /// A value outside that range is brought into it, when set as when
  /// initialised: a tab stop at zero would divide by zero, and one billions
  /// of columns away would expand a tab into billions of spaces.
  public var tabWidth: Int {
    didSet { tabWidth = Self.tabStop(tabWidth) }
  }

  /// The widest tab stop: far past any terminal's width, yet a tab expanded to it stays a line's worth of spaces.
  public static let maximumTabWidth = 1_024

  /// Creates width options: ambiguous characters are narrow, and tab stops are every 8 columns.
  public init(ambiguousWidth: Int = 1, tabWidth: Int = 8) {
    self.ambiguousWidth = Self.ambiguous(ambiguousWidth)
    self.tabWidth = Self.tabStop(tabWidth)
  }

  /// The column a tab that starts at `column` moves the text to: the next tab stop after it.
  ///
  /// Every front end expands tabs with this one rule (leads, paragraphs,
  /// code blocks, the wrapping functions), so that a tab takes the same
  /// columns wherever it is read. A negative column counts as the line's
  /// start.
  public func nextTabStop(after column: Int) -> Int {
    let start = Swift.max(0, column)
    return start + tabWidth - start % tabWidth
  }

  /// 2 stays 2; anything else is 1.
  private static func ambiguous(_ width: Int) -> Int { width == 2 ? 2 : 1 }

  /// `width` brought into 1...``maximumTabWidth``.
  private static func tabStop(_ width: Int) -> Int { Swift.min(Swift.max(1, width), maximumTabWidth) }
}
