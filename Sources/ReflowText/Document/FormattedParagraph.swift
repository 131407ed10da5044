// Phase: the whole document, as a map. Each paragraph a formatter read, with
// the input lines it came from and the output lines it became; every line
// outside the paragraphs is one output line, so the map is enough to tell
// which lines changed without comparing the two texts line against line.

/// One paragraph of a formatted document: the input lines it was read from and the output lines it became.
///
/// Formatters list every paragraph they read, in order, whether or not it
/// changed; a line outside every listed paragraph becomes exactly one output
/// line (its text kept, or a blank line written empty). So the paragraphs
/// say where input and output correspond, and a caller finds what changed,
/// a diff's hunks or an editor's edits, by comparing only the lines inside
/// them and each line outside them with its one counterpart: linear time,
/// where a general line diff is O(N·D).
///
/// Lines are counted from 0, as the formatter cut them: at each line end of
/// the document's kind (``LineEnding``), a last line without one counting too.
public struct FormattedParagraph: Sendable, Equatable {
  /// The paragraph's lines in the input, counted from 0.
  public var input: Range<Int>
  /// The lines it became in the output, counted from 0 (equal in count to `input` when kept as written).
  public var output: Range<Int>

  /// A paragraph read from input lines `input` and written as output lines `output`.
  public init(input: Range<Int>, output: Range<Int>) {
    self.input = input
    self.output = output
  }
}
