// Phase: the width rules, then the lines. Once the line width is known, a
// segmented paragraph's segments change: words that fit are joined, spaces no
// line could hold open, words a reader copies stay whole, and runs no line can
// hold are cut. Plain text and render apply these rules here, in one order, so
// the two cannot drift apart; `--markdown` breaks only at whitespace and needs
// none of them. The lines follow (ParagraphLines.swift): items with the
// medium's line-start rules (``LineStartPolicy``), broken and placed in the
// builder's one layout session.

import FlowLayout

/// Applies the rules that depend on the line width to a paragraph's segments, in one fixed order.
///
/// The order, each step reading what the one before it left:
/// 0. **Inline boxes** (``InlineBoxes``): a box drawn in place of a mark
///    (render's chip) narrows to fit the line, and its segment with it.
///    Segmentation measures every box at its full size.
/// 1. **Word interiors** (``WordInteriors``): a word that fits a line is
///    joined, a wider one is cut at its inner breaks, then hyphenated.
///    Segmentation does not know the width: it marks the words whose inner
///    breaks it did not ask ICU for, and this step asks for those that turn
///    out wider than the line.
/// 2. **Held spans**: no break inside a span the medium holds (render's code
///    spans) where it fits the line.
/// 3. **Held spaces** (``HeldSpaces``): the spaces UAX #14 holds open where
///    no line could hold the words they join.
/// 4. **Words kept whole** (``WholeWords``): a URL, a path, an option or a
///    rule too wide for the line runs past it rather than be cut.
/// 5. **Cuts beside held spans**: a chain still too wide is cut beside its
///    spans, not inside them.
/// 6. **The over-long run rule** (``OverlongRunRule``): what is still wider
///    than the line is cut between words that fit, at kinsoku-safe places.
///
/// Then the lines (``layOut(_:_:tallBoxes:)``, ``placeLines(_:_:starts:from:_:)``):
/// the segments become items, and the builder's ``LayoutSession`` breaks and
/// places them; each front end writes its lines where the engine placed them. Every front end reaches a line through a builder, one per
/// thread, and nothing else makes items or holds a session.
@usableFromInline package final class ParagraphBuilder {
  /// The breaker, the engine's workspace, the items' storage and the line measures, shared from paragraph to
  /// paragraph.
  @usableFromInline let session: LayoutSession

  /// A builder whose lines are broken by `breaker`.
  package init(breaker: any LineBreaker) {
    session = LayoutSession(breaker: breaker)
  }

  /// Which of the width rules a medium asks for.
  package struct Policy {
    /// Whether a run wider than the line is cut (steps 3, 5 and 6): plain text's `breaksLongWords`; render always.
    package var cutsOverlongRuns: Bool
    /// Whether words a reader copies stay whole (step 4).
    package var keepsCopyableWordsWhole: Bool
    /// Whether every word's interior breaks are offered (``WordInteriorBreaks/always``): then words kept whole are
    /// joined whatever their width.
    package var offersEveryInteriorBreak = false
    /// How runs are cut (step 6).
    package var runRule: OverlongRunRule

    /// A policy for a medium.
    package init(
      cutsOverlongRuns: Bool, keepsCopyableWordsWhole: Bool, offersEveryInteriorBreak: Bool = false,
      runRule: OverlongRunRule
    ) {
      self.cutsOverlongRuns = cutsOverlongRuns
      self.keepsCopyableWordsWhole = keepsCopyableWordsWhole
      self.offersEveryInteriorBreak = offersEveryInteriorBreak
      self.runRule = runRule
    }
  }

  /// Applies the width rules to `segments` of `bytes` for lines of `width` columns, as `policy` asks, measuring
  /// with `segmenter`'s own measurer; returns whether a run was cut (the items then price the break before each cut
  /// run).
  ///
  /// `spaceWidths` are the spaces wider than one column, by offset, in order.
  package static func applyWidthRules(
    to segments: inout [TextSegment], of bytes: UnsafeBufferPointer<UInt8>, width: Int, policy: Policy,
    segmenter: TextSegmenter, spaceWidths: [(offset: Int, width: Int)] = []
  ) -> Bool {
    fitWords(&segments, of: bytes, width: width, policy: policy, segmenter: segmenter)
    return segmenter.withMeasurer { measurer in
      applyRulesAfterWordInteriors(
        to: &segments, of: bytes, width: width, policy: policy, spaceWidths: spaceWidths, measurer: &measurer)
    }
  }

  /// Applies the width rules as ``applyWidthRules(to:of:width:policy:segmenter:spaceWidths:)`` does, measuring
  /// spans and cuts with `measurer`, for text that holds more than the segmenter measures (render's chips).
  ///
  /// `spans` are byte ranges, in order, that step 2 holds where one fits
  /// the line; `boxes` the inline boxes step 0 fits to it.
  static func applyWidthRules(
    to segments: inout [TextSegment], of bytes: UnsafeBufferPointer<UInt8>, width: Int, policy: Policy,
    segmenter: TextSegmenter, spans: [Range<Int>], boxes: InlineBoxes?, spaceWidths: [(offset: Int, width: Int)],
    measurer: inout TextMeasurer
  ) -> Bool {
    // 0.
    let boxWidth: ((Int) -> Int?)? = boxes.map { boxes in
      let fitted = boxes.fit(&segments, width: width)
      return { fitted[$0] }
    }
    fitWords(&segments, of: bytes, width: width, policy: policy, segmenter: segmenter)
    // 2's spans: a span wider than the line breaks at its spaces like any text, which is better than a cut between
    // its letters.
    var held: [Range<Int>] = []
    if !spans.isEmpty { held.reserveCapacity(spans.count) }
    for span in spans {
      let clamped = span.clamped(to: 0..<bytes.count)
      if !clamped.isEmpty && measurer.width(bytes, clamped) <= width { held.append(clamped) }
    }
    return applyRulesAfterWordInteriors(
      to: &segments, of: bytes, width: width, policy: policy, held: held, spaceWidths: spaceWidths,
      measurer: &measurer, boxWidth: boxWidth)
  }

  /// Step 1: a word that fits a line is joined, and a wider one is cut at its inner breaks.
  ///
  /// The segmenter's marked candidates (``TextSegment/unaskedAfter``) are
  /// asked of ICU only then. A word that will not be cut anyway stays
  /// whole, as fmt keeps it.
  private static func fitWords(
    _ segments: inout [TextSegment], of bytes: UnsafeBufferPointer<UInt8>, width: Int, policy: Policy,
    segmenter: TextSegmenter
  ) {
    WordInteriors.fit(&segments, in: bytes, width: policy.cutsOverlongRuns ? width : .max, segmenter: segmenter)
  }

  /// Steps 2 to 6.
  private static func applyRulesAfterWordInteriors(
    to segments: inout [TextSegment], of bytes: UnsafeBufferPointer<UInt8>, width: Int, policy: Policy,
    held: [Range<Int>] = [], spaceWidths: [(offset: Int, width: Int)], measurer: inout TextMeasurer,
    boxWidth: ((Int) -> Int?)? = nil
  ) -> Bool {
    // 2. Spans held first, so that the chains step 3 opens include the text held to them.
    hold(held, in: &segments)
    guard policy.cutsOverlongRuns || policy.offersEveryInteriorBreak else { return false }
    // 3.
    if policy.cutsOverlongRuns {
      HeldSpaces.open(&segments, widerThan: width, keeping: held, spaceWidths: spaceWidths)
    }
    // 4. nil: nothing is wider than the line, and no word is in pieces, so only held spans can leave a chain too wide.
    var whole: [Int32] = []
    if policy.keepsCopyableWordsWhole {
      let kept = WholeWords.keep(&segments, in: bytes, width: width, everyRun: policy.offersEveryInteriorBreak)
      guard kept != nil || !held.isEmpty else { return false }
      whole = kept ?? []
    }
    guard policy.cutsOverlongRuns else { return false }
    // 5.
    let besideSpans = policy.runRule.cutBeside(
      held, in: &segments, bytes: bytes, width: width, spaceWidths: spaceWidths, measurer: &measurer,
      boxWidth: boxWidth)
    // 6.
    let cut = policy.runRule.cut(
      &segments, in: bytes, width: width, measurer: &measurer, keepingWhole: whole, boxWidth: boxWidth)
    return cut || besideSpans
  }

  /// Allows no break inside any of `spans` (in order): a space there holds, and a break without one joins the
  /// segments on either side.
  private static func hold(_ spans: [Range<Int>], in segments: inout [TextSegment]) {
    guard !spans.isEmpty else { return }
    var held: [TextSegment] = []
    held.reserveCapacity(segments.count)
    var span = 0
    var joinsNext = false
    for (index, segment) in segments.enumerated() {
      if joinsNext {
        held[held.count - 1].end = segment.end
        held[held.count - 1].width += segment.width
        held[held.count - 1].next = segment.next
      } else {
        held.append(segment)
      }
      joinsNext = false
      guard index + 1 < segments.count, segment.next != .mandatory, segment.next != .end else { continue }
      let breakOffset = Int(segments[index + 1].start)
      while span < spans.count && spans[span].upperBound <= breakOffset { span += 1 }
      guard span < spans.count, spans[span].lowerBound < Int(segment.end) else { continue }
      if segment.next == .space || segment.next == .spaceWithoutBreak {
        held[held.count - 1].next = .spaceWithoutBreak
      } else {
        joinsNext = true
      }
    }
    segments = held
  }
}
