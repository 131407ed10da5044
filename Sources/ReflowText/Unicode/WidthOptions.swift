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
  public var ambiguousWidth: Int
  /// The distance between tab stops.
  public var tabWidth: Int

  /// Creates width options: ambiguous characters are narrow, and tab stops are every 8 columns.
  public init(ambiguousWidth: Int = 1, tabWidth: Int = 8) {
    self.ambiguousWidth = ambiguousWidth == 2 ? 2 : 1
    self.tabWidth = Swift.max(1, tabWidth)
  }
}
