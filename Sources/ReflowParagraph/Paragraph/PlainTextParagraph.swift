// Phase: segmentation, plain text's. A paragraph of plain text is its bytes
// and the way the spaces between its words are read; plain text's segmenter
// cuts it (the fast path for simple words, else the content built and cut at
// ICU's breaks), and hands the builder its segments through the protocol
// every front end implements (ParagraphSegmenter). The conformance is here,
// beside the protocol: TextSegmenter's own module lies below it.

/// A paragraph of plain text as its segmenter takes it: valid UTF-8, and how the spaces between its words are read.
@usableFromInline package struct PlainTextParagraph {
  /// The paragraph's bytes.
  @usableFromInline package var bytes: UnsafeBufferPointer<UInt8>
  /// How a run of spaces between words is read.
  @usableFromInline package var spacing: WordSpacing

  /// The paragraph `bytes`, its spaces read as `spacing` says.
  @inlinable package init(_ bytes: UnsafeBufferPointer<UInt8>, spacing: WordSpacing) {
    self.bytes = bytes
    self.spacing = spacing
  }
}

extension TextSegmenter: ParagraphSegmenter {
  /// Plain text's segments: its content and segments in one reading of the bytes where the fast path can, else the
  /// content built and cut at ICU's breaks.
  @inlinable package func segmented(_ paragraph: PlainTextParagraph) -> TextParagraph {
    let (content, segments) = self.paragraph(paragraph.bytes, spacing: paragraph.spacing)
    return TextParagraph(content: content, segments: segments)
  }
}
