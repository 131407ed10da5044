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
  /// For a word segmentation left whole without asking where UAX #14 breaks inside it, what it was read after;
  /// nil for every other segment.
  ///
  /// Segmentation does not know the line width, and whether such a word
  /// keeps its inner breaks depends on it (``WordInteriors``): most words
  /// fit, so the question is put off, and asked only of a word wider than
  /// the line (``WordInteriors/fit(_:in:width:segmenter:)``). The value is the
  /// context the answer depends on: the previous word's last character as
  /// the fast path represents it, 0 at the paragraph's start. It is a note
  /// on how the segment was found, not part of its value: it takes part in
  /// no comparison, and it fits in the segment's padding.
  package var unaskedAfter: UInt8?

  /// A segment: `start..<end` of the paragraph's bytes, `width` columns wide, then `next`.
  package init(start: Int32, end: Int32, width: Int32, next: SegmentBreak) {
    self.start = start
    self.end = end
    self.width = width
    self.next = next
  }

  /// This segment, marked as a word whose inner breaks were not asked, read after `previous`.
  @inline(__always)
  func unasked(after previous: UInt8) -> TextSegment {
    var marked = self
    marked.unaskedAfter = previous
    return marked
  }

  /// Whether two segments cover the same bytes, as wide, with the same break after them.
  public static func == (lhs: TextSegment, rhs: TextSegment) -> Bool {
    lhs.start == rhs.start && lhs.end == rhs.end && lhs.width == rhs.width && lhs.next == rhs.next
  }

  /// Hashes the fields equality compares: the mark of an unasked word is left out.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(start)
    hasher.combine(end)
    hasher.combine(width)
    hasher.combine(next)
  }
}
