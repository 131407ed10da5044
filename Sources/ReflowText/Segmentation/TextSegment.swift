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

extension SegmentBreak {
  /// The kind of a break with no space before `end`, from the character before it: after a hyphen (`-`, U+2010)
  /// or a soft hyphen, or plain.
  ///
  /// Every front end asks here, so a line ends after a hyphen at the same
  /// cost in plain text and in render.
  @inline(__always)
  package static func withoutSpace(before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SegmentBreak {
    let last = bytes[end - 1]
    if last == UInt8(ascii: "-") { return .afterHyphen }
    // U+00AD SOFT HYPHEN is C2 AD; U+2010 HYPHEN is E2 80 90.
    if end >= 2 && bytes[end - 2] == 0xC2 && last == 0xAD { return .softHyphen }
    if end >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80 && last == 0x90 { return .afterHyphen }
    return .allowed
  }
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

  /// A segment: `start..<end` of the paragraph's bytes, `width` columns wide, then `next`.
  package init(start: Int32, end: Int32, width: Int32, next: SegmentBreak) {
    self.start = start
    self.end = end
    self.width = width
    self.next = next
  }
}
