// Phase: placement settings. How placed lines sit in their container: the
// choices a SwiftUI flow layout or a CSS block exposes, named the same way.

/// Where a line sits between its start and end margins.
public enum FlowAlignment: Hashable, Sendable, CaseIterable {
  /// Against the leading edge (left in left-to-right layouts).
  case leading
  /// Centred; an odd leftover cell goes after the line, so the result is stable.
  case center
  /// Against the trailing edge.
  case trailing
  /// Glue stretched or shrunk so the line fills its measure exactly.
  ///
  /// A line whose glue cannot stretch (a single word, or spaces without
  /// stretch) falls back to leading, as CSS does.
  case justified
}

extension FlowAlignment {
  /// The distance from a measure's start to a line of natural width `natural` set in it, `room` wide.
  ///
  /// One rule for every line the engine places, with its boxes or without
  /// them (``PlacedLineSpans``): leading and justified lines start at 0 (a
  /// justified line fills its measure, or falls back to leading), a
  /// trailing line ends at the measure's end, and a centred one takes half
  /// the free space, the odd cell going after it. A line wider than its
  /// measure starts at 0.
  @inlinable
  public func offset<Scalar: FlowScalar>(ofLine natural: Scalar, in room: Scalar) -> Scalar {
    let free = room > natural ? room - natural : 0
    switch self {
    case .leading, .justified: return 0
    case .center: return free.halved()
    case .trailing: return free
    }
  }

  /// The alignment of line `number` of a paragraph whose lines are set `other`, its final lines `last` (the end of
  /// the paragraph, or a forced break) and its first line `first`; nil for no rule of their own.
  ///
  /// The first line's rule comes first, so a paragraph of one line follows
  /// it; a final line without a rule of its own follows `other`, except that
  /// justified text ends with a leading line, as in print and CSS.
  @inlinable
  static func ofLine(
    _ number: Int, isFinal: Bool, first: FlowAlignment?, other: FlowAlignment, last: FlowAlignment?
  ) -> FlowAlignment {
    if number == 0, let first { return first }
    guard isFinal else { return other }
    return last ?? (other == .justified ? .leading : other)
  }
}

/// Where a box sits within the height of its line.
public enum FlowVerticalAlignment: Hashable, Sendable, CaseIterable {
  /// Tops of boxes on the line's top.
  case top
  /// Centred in the line's height; an odd leftover row goes below.
  case center
  /// Bottoms of boxes on the line's bottom.
  case bottom
  /// Baselines on one line: a tall framed chip's middle row lines up with the words beside it.
  case firstBaseline
}

/// The direction lines fill in.
public enum FlowDirection: Hashable, Sendable {
  /// Boxes run from left to right; leading is left.
  case leftToRight
  /// Boxes run from right to left; leading is right. Indents and padding mirror.
  ///
  /// A line wider than the container (a box wider than the measure) is the
  /// one thing that does not mirror: it starts at the container's left edge
  /// and runs past the right, as it does left to right, so no box is ever
  /// placed at a negative x.
  case rightToLeft
}

/// How wide the container reports itself.
public enum FlowSizing: Hashable, Sendable {
  /// As wide as the widest line: the container hugs its content.
  case hug
  /// As wide as the measure: the container fills the proposed width. The default, in the engine and the container alike.
  case fill
}
