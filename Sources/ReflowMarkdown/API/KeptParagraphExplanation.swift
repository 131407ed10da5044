// The words for why a paragraph was kept as written: the command line prints
// them after a file's line, and the language server puts them in the
// paragraph's diagnostic, so both say the same.

extension KeptParagraph.Reason {
  /// Why a paragraph with this reason was kept as written, as a clause for a message.
  ///
  /// ```swift
  /// let note = "paragraph kept as written: \(KeptParagraph.Reason.noRoomForText.explanation)"
  /// ```
  public var explanation: String {
    switch self {
    case .rendersDifferently: "rewrapping it would change what it renders"
    case .lineStartHazard:
      "a line of it starts with what could open a list, rule, fence or HTML block; only as written is it text"
    case .noRoomForText: "its list and quote markers leave no room for text at this width"
    }
  }
}
