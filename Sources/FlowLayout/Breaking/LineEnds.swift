// Phase: breaking, its answer. Where each line ends, as item indices: all a
// breaker decides, and all placement needs from it.

/// Where each line of a paragraph ends.
///
/// `ends[i]` is the index of the item at which line `i` stops: the glue or
/// penalty the break was taken at, or `items.count` for the last line. The
/// break item itself belongs to no line (a penalty's width, such as a hyphen,
/// is still drawn at the end of the line it closes). A paragraph without boxes
/// has no lines.
public struct LineEnds: Hashable, Sendable {
  /// The end of every line, in order; strictly increasing.
  public var ends: [Int]

  /// Creates line breaks from line ends.
  public init(ends: [Int]) {
    self.ends = ends
  }

  /// The number of lines.
  public var lineCount: Int { ends.count }
}

/// The former name of ``LineEnds``, kept for one release.
@available(*, deprecated, renamed: "LineEnds")
public typealias LineBreaks = LineEnds
