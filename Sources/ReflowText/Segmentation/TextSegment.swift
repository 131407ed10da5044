// Phase: segmentation result. A paragraph is a run of unbreakable pieces and
// what lies between each piece and the next; this is the whole interface
// between Unicode rules and the flow engine.

/// What separates a segment from the next one.
public enum SegmentBreak: UInt8, Sendable {
  /// A space at which a line may end.
  case space
  /// A space at which a line may not end ("a !", "( a").
  case spaceWithoutBreak
  /// A break with no space, as between two ideographs.
  case allowed
  /// A break after a visible hyphen.
  case afterHyphen
  /// A soft hyphen: a hyphen is drawn if the line ends here.
  case softHyphen
  /// A dictionary hyphenation point: a hyphen is drawn if the line ends here.
  case hyphenationPoint
  /// A cut between two letters of a word in a run wider than the line (see `OverlongRunRule`).
  case emergency
  /// A cut in a run wider than the line where a reader expects one: beside a wide character, after punctuation.
  case runCut
  /// A cut in a run wider than the line that a line-start rule would forbid, made because nothing else fits.
  case lastResortCut
  /// A line must end here.
  case mandatory
  /// The end of the paragraph.
  case end
}

/// An unbreakable piece of a paragraph: one box.
public struct TextSegment: Hashable, Sendable {
  /// Where the segment starts in the paragraph's content, in UTF-8 bytes.
  public var start: Int32
  /// Where the segment ends in the paragraph's content, in UTF-8 bytes.
  public var end: Int32
  /// Width in columns.
  public var width: Int32
  /// What follows the segment.
  public var next: SegmentBreak
}
