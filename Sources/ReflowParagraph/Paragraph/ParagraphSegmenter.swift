// Phase: segmentation, as the builder takes it. Each front end holds its
// paragraphs its own way (plain text as bytes, `--markdown` as tokens and
// the gaps between them, render as styled text with chips) and cuts them in
// its own module, but hands them over through this one protocol: pieces no
// line breaks inside, each measured and followed by what may come after it,
// for lines of any width. The width rules, the items and the engine follow
// (ParagraphBuilder.swift, ParagraphLines.swift), the same for every medium.

/// Cuts a front end's paragraph into the builder's segments, for lines of any width.
///
/// Each front end implements it: plain text's `TextSegmenter` over a
/// ``PlainTextParagraph`` (here, as its own module lies below this one),
/// `--markdown`'s rewrapper over its inline tokens and render's paragraph
/// layout over its styled text (ReflowMarkdown). Source comments are no medium of their
/// own: their text goes to plain text's or Markdown's. What a segment is
/// belongs to the segmenter; a rule that depends on the line width, to the
/// builder.
@usableFromInline package protocol ParagraphSegmenter {
  /// A paragraph as the front end holds it.
  associatedtype Paragraph
  /// `paragraph`'s segments over its content, each measured and followed by the break after it.
  mutating func segmented(_ paragraph: Paragraph) -> TextParagraph
}

extension ParagraphBuilder {
  /// `paragraph` cut by its front end's `segmenter`: the way a paragraph's segments reach the builder.
  @inlinable @inline(__always)
  package func segments<Segmenter: ParagraphSegmenter>(
    of paragraph: Segmenter.Paragraph, by segmenter: inout Segmenter
  ) -> TextParagraph {
    segmenter.segmented(paragraph)
  }

  /// ``segments(of:by:)`` for a segmenter that is a class, which needs no variable of the caller's.
  @inlinable @inline(__always)
  package func segments<Segmenter: ParagraphSegmenter & AnyObject>(
    of paragraph: Segmenter.Paragraph, by segmenter: Segmenter
  ) -> TextParagraph {
    var segmenter = segmenter
    return segmenter.segmented(paragraph)
  }
}
