// Phase: width rules, for front ends that build their own text. The
// segments ``ContentSegmenter`` cuts get the width rules plain text's get,
// from the paragraph builder, the layer above the segmenter.

extension ContentSegmenter {
  /// Applies the width rules to `segments` of `bytes` for lines of `width` columns, in ``ParagraphBuilder``'s order:
  /// the words by this segmenter, spans and cuts measured by `measurer`; returns whether a run was cut.
  ///
  /// `spans` are byte ranges, in order, no line breaks inside where one
  /// fits the line (code spans); `boxes` the inline boxes (chips), measured
  /// at full size in the segments, that narrow to fit it; `spaceWidths` the
  /// spaces wider than one column, by offset.
  package func applyWidthRules(
    to segments: inout [TextSegment], of bytes: UnsafeBufferPointer<UInt8>, width: Int,
    policy: ParagraphBuilder.Policy, spans: [Range<Int>], boxes: InlineBoxes?,
    spaceWidths: [(offset: Int, width: Int)], measurer: inout DisplayWidthMeasurer
  ) -> Bool {
    ParagraphBuilder.applyWidthRules(
      to: &segments, of: bytes, width: width, policy: policy, segmenter: segmenter, spans: spans, boxes: boxes,
      spaceWidths: spaceWidths, measurer: &measurer.measurer)
  }
}
