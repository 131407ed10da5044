// Phase: segmentation, for front ends that build their own text. `render`
// assembles each paragraph's bytes from Markdown's inlines; it hands them
// here so that they are cut by the same segmenter plain text uses: the same
// fast path for simple words (which asks ICU only about shapes it has not
// seen), the same fallback to ICU, and the same refinements (Unicode 15.1's
// quotation-mark breaks), then the same width rules (words that fit kept
// whole, runs cut: ParagraphBuilder). A rule added to the
// segmenter reaches both front ends at once.

/// Segments text a front end has assembled itself, with plain text's segmenter and its rules.
///
/// Not thread-safe: it keeps the segmenter's caches; give each thread its own.
package final class ContentSegmenter {
  /// The segmenter, which the width rules (in the paragraph layer) cut runs with.
  package let segmenter: TextSegmenter

  /// A segmenter for the line-break rules of `style`, soft hyphens kept as breaks, measuring with `widths`.
  ///
  /// - Throws: ``TextError`` for a locale ICU does not know.
  package init(widths: WidthOptions, style: LineBreakStyle = LineBreakStyle()) throws(TextError) {
    segmenter = try TextSegmenter(style: style, hyphenation: .soft, widths: widths)
    segmenter.wordInteriorBreaks = .whenTooWide
  }

  /// Whether `bytes` is content as plain text's paragraphs hold it, which ``segments(ofContent:width:)`` takes.
  ///
  /// Content has one space between words and none at either end, and no
  /// control character: the fast path reads one space as the whole gap
  /// between two words, and the ICU fallback treats only a space as one.
  /// Text with a hard break (a line feed), a tab or a run of spaces is not
  /// content; its caller segments it at ICU's breaks itself and hands the
  /// segments to ``refine(_:in:width:measuring:)``.
  package static func isContent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return false }
    var previous: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F || (byte == 0x20 && previous == 0x20) { return false }
      previous = byte
    }
    return true
  }

  /// The segments of `bytes`, which must be content (``isContent(_:)``).
  ///
  /// Each is a piece no line breaks inside, with its width and the break
  /// after it. The line width plays no part: a word whose inner breaks the
  /// fast path did not ask ICU for is whole and marked, and the width rules
  /// (``applyWidthRules(to:of:width:policy:spans:boxes:spaceWidths:measurer:)``) ask for them where it is too wide.
  package func segments(ofContent bytes: [UInt8]) -> [TextSegment] {
    segmenter.segments(of: ParagraphContent(collapsed: bytes, wideSpaces: []))
  }

  /// Calls `body(offset, isMandatory)` for every UAX #14 break opportunity in `bytes` after its start, from the
  /// segmenter's own ICU iterator.
  package func forEachBreak(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Bool) -> Void) {
    segmenter.lineIterator.forEachBreak(in: bytes, body)
  }

  /// Applies the refinements ``segments(ofContent:)`` applies to segments found at ICU's breaks by the caller.
  ///
  /// They are the breaks beside East Asian quotation marks; the line width plays no part.
  ///
  /// The caller's text may hold objects the segmenter cannot measure: a
  /// chip is one U+FFFC, one column to the segmenter. UAX #14 lets such an
  /// object share a piece with text (after a zero-width joiner, LB8a; beside
  /// a quotation mark, LB19), and a refinement that cuts the piece measures
  /// what it cuts. `measure` gives the true width of a piece holding such an
  /// object, nil for one that holds none.
  package func refine(
    _ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>,
    measuring measure: (Range<Int>) -> Int? = { _ in nil }
  ) {
    segmenter.refine(&segments, in: bytes)
    for index in segments.indices {
      if let columns = measure(Int(segments[index].start)..<Int(segments[index].end)) {
        segments[index].width = Int32(columns)
      }
    }
  }
}
