// Line wrapping: the settings' own, or the one a code action asks for
// ("Join paragraph into one line", "One sentence per line").

/// How the lines of a paragraph end: as configured, or as one of the code actions asks.
public enum LineWrapping: Sendable, Hashable, CaseIterable {
  /// As the settings say (`--wrap`, by default filled to the width).
  case configured
  /// Each paragraph on one line (`--wrap no`).
  case oneLinePerParagraph
  /// Each sentence starts a line (`--wrap sentence`).
  case sentencePerLine
}
