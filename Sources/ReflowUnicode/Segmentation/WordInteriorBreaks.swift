// Phase: configuration, for the segmenter. Whether a line may end inside a
// word is decided while the text is cut into segments, so the choice lives
// with the segmenter and the wrapping options name it.

/// Whether lines end inside words at the breaks UAX #14 allows there without a space.
///
/// Unicode lets a line end after the hyphen of "well-known" or the slash of
/// "/usr/share", as a browser does. But plain text is read back by joining
/// each line end with a space: wrapped as `well-` / `known`, the next refill
/// reads "well- known", and a path comes back with a space inside it. So by
/// default such a break is taken only in a word wider than the line, where
/// the alternative is an overflow or a cut between letters. Breaks between
/// CJK or Thai characters, soft hyphens and dictionary hyphens are not
/// affected: a reader joins those without a space.
public enum WordInteriorBreaks: String, Sendable, CaseIterable {
  /// Only inside a word wider than the line, so wrapped text refills to the same words.
  case whenTooWide
  /// At every break UAX #14 allows, as Python's and Rust's textwrap do with hyphens.
  case always
}
