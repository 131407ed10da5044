// Phase: configuration, for the segmenter. How runs of spaces inside a line
// are written is decided while the paragraph's content is built, so the
// choice lives with the segmenter and the wrapping options name it.

/// How the spaces between two words on one line are written.
///
/// A line end inside a paragraph always becomes one space (or none between two
/// wide characters), and spaces at a line break always disappear; this only
/// decides the runs of spaces that stay inside a line.
public enum WordSpacing: String, Sendable, CaseIterable {
  /// Every run of spaces becomes one space, as in HTML.
  case collapse
  /// A run of spaces keeps its width, as GNU fmt and Python's textwrap keep it.
  case preserve
  /// One space between words and two after a sentence: GNU fmt's `-u`.
  ///
  /// A sentence ends at `.`, `?` or `!`, then any closing brackets or quotes,
  /// followed by a line end or at least two spaces, so "Mr. Smith" stays together.
  case sentences
}
