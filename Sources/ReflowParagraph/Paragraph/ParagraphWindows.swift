// Phase: breaks, for paragraphs too long to break at once. The optimal
// breaker's memory grows with the paragraph (its items, candidates and
// tables), so a paragraph of hundreds of thousands of words is broken a
// window at a time, as GNU fmt breaks any paragraph, and memory stays in
// proportion to the window.

import FlowLayout

/// How a paragraph too long to lay out at once is split into windows, and which of a window's lines are kept.
///
/// A window of ``size`` segments is laid out as if the paragraph ended
/// with it. Its lines are kept but for those holding its last ``heldBack``
/// segments; the next window starts where the first line held back started.
/// The breaks kept are the global optimum's whenever the best breaks before
/// that point do not depend on text more than ``heldBack`` segments after
/// it. With squared slack as the cost, a choice of break is settled within
/// some tens of lines, and ``heldBack`` is several times that, so a long
/// paragraph comes out as it does broken whole. Where the result differs
/// from the whole paragraph's, every line still fits and every word is kept,
/// in order.
///
/// Only paragraphs of more than twice ``size`` segments, with no escape
/// sequences (whose styles carry from line to line), at a width under
/// ``widestLine``, are split: `--wrap no` lays a paragraph on one line, which
/// no window may end.
@usableFromInline package struct ParagraphWindows: Sendable {
  /// Segments in a window: enough that windows are rare, few enough that the breaker's tables stay small.
  @usableFromInline package var size = 1 << 16
  /// Segments at the end of a window whose lines are laid out again with the next window.
  package var heldBack = 1 << 11
  /// The widest line windows are used for, in columns.
  @inlinable static var widestLine: Int { 10_000 }

  /// Windows of the usual size.
  package init() {}

  /// Windows of `size` segments, holding back `heldBack` (the tests make them small).
  package init(size: Int, heldBack: Int) {
    self.size = size
    self.heldBack = heldBack
  }

  /// Whether `text` is laid out a window at a time at `width` columns.
  @inlinable package func isWindowed(_ text: TextParagraph, width: Int) -> Bool {
    text.segments.count > 2 * size && width < Self.widestLine && text.content.escapes.isEmpty
  }

  /// The windows of a paragraph of `count` segments, one after another: the window loop of every front end.
  ///
  /// With `windowed` false, the whole paragraph is one window.
  package func steps(over count: Int, windowed: Bool) -> WindowSteps {
    WindowSteps(count: count, size: windowed ? size : count)
  }

  /// The number of lines of a window of `segments` segments to write: those before the line holding the first
  /// segment held back, and at least one, so that each window moves on.
  package func linesKept(of layout: FlowLayoutResult<Int>, segments: Int) -> Int {
    linesKept(boxEnds: layout.lines.lazy.map(\.boxes.upperBound), segments: segments)
  }

  /// ``linesKept(of:segments:)`` for lines given by where each one's boxes end, counted from the window's start.
  package func linesKept(boxEnds: some Collection<Int>, segments: Int) -> Int {
    let firstHeldBack = segments - heldBack
    let kept = boxEnds.firstIndex { $0 > firstHeldBack }.map { boxEnds.distance(from: boxEnds.startIndex, to: $0) }
    return Swift.max(kept ?? boxEnds.count, 1)
  }
}

/// Where each window of a paragraph starts and ends, as a front end lays them out one after another.
///
/// A front end asks ``next()`` for a window, lays it out as if the paragraph
/// ended with it, writes the lines it keeps
/// (``ParagraphWindows/linesKept(of:segments:)``; all of them in the last
/// window), and calls ``moveOn(to:)`` with the segment that the first line
/// not written starts with, where the next window starts. A window that
/// would not move on ends the steps, so no paragraph loops forever.
/// The loop's body stays in the caller, where the compiler sees it whole.
package struct WindowSteps {
  @usableFromInline let count: Int
  @usableFromInline let size: Int
  @usableFromInline var start = 0

  @inlinable
  init(count: Int, size: Int) {
    self.count = count
    self.size = Swift.max(size, 1)
  }

  /// The next window's segments, and whether it is the last; nil once the paragraph is laid out.
  @inlinable
  package func next() -> (range: Range<Int>, isLast: Bool)? {
    guard start < count else { return nil }
    let end = count - start <= size ? count : start + size
    return (start..<end, end == count)
  }

  /// Moves on to the window that starts with segment `next`; a `next` that is no further on ends the steps.
  @inlinable
  package mutating func moveOn(to next: Int) {
    start = next > start ? next : count
  }
}
