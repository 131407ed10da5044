// Phase: placement, line by line. A caller that writes each line's boxes one
// after another at their glue's natural widths (text written back as it was
// written, as `--markdown` writes it) needs from placement only where each
// line starts. The engine places the lines here by the rule it places every
// line with (FlowEngine.place), without a position for each box, which such a
// caller would never read.

/// The lines of a paragraph under given breaks, each with the x its first box is placed at; computed lazily in order.
///
/// The x is the one ``FlowEngine`` gives a line's first box, for lines
/// whose glue keeps its natural width (every alignment but justified), left
/// to right, filling their measures, without padding or a line limit; the
/// line's other boxes follow at their glue's widths. A caller that needs more asks for every box
/// (``FlowEngine/layout(_:options:workspace:)``).
public struct PlacedLineSpans: Sequence, Sendable {
  @usableFromInline let spans: LineSpans<Int>
  @usableFromInline let measures: LineMeasures<Int>
  @usableFromInline let alignment: FlowAlignment
  @usableFromInline let lastLineAlignment: FlowAlignment?
  @usableFromInline let firstLineAlignment: FlowAlignment?
  /// The width the lines are aligned within (``FlowEngine``'s container).
  @usableFromInline let contentWidth: Int

  /// The lines of `paragraph` broken at `breaks`, in `measures`, each set as ``FlowLayoutOptions`` with these
  /// alignments sets it (`alignment` not justified); the container fills the measures.
  public init(
    _ paragraph: FlowParagraph<Int>, breaks: LineEnds, measures: LineMeasures<Int>, alignment: FlowAlignment,
    lastLineAlignment: FlowAlignment? = nil, firstLineAlignment: FlowAlignment? = nil
  ) {
    precondition(alignment != .justified, "lines placed without their boxes keep their glue's natural widths")
    spans = LineSpans(paragraph, breaks: breaks)
    self.measures = measures
    self.alignment = alignment
    self.lastLineAlignment = lastLineAlignment
    self.firstLineAlignment = firstLineAlignment
    contentWidth = FlowEngine.containerWidth(
      spans: spans, lineCount: breaks.lineCount, truncated: nil, measures: measures, sizing: .fill,
      truncationSpacing: 0)
  }

  /// An iterator over the lines.
  @inlinable
  public func makeIterator() -> Iterator {
    Iterator(lines: self, spans: spans.makeIterator())
  }

  /// Walks the lines.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline let lines: PlacedLineSpans
    @usableFromInline var spans: LineSpans<Int>.Iterator

    @inlinable
    init(lines: PlacedLineSpans, spans: LineSpans<Int>.Iterator) {
      self.lines = lines
      self.spans = spans
    }

    /// The next line and the x of its first box, or `nil` after the last.
    @inlinable
    public mutating func next() -> (span: LineSpan<Int>, x: Int)? {
      guard let span = spans.next() else { return nil }
      let measure = lines.measures[line: span.number]
      let alignment = FlowAlignment.ofLine(
        span.number, isFinal: span.isFinal, first: lines.firstLineAlignment, other: lines.alignment,
        last: lines.lastLineAlignment)
      let room = Swift.min(measure.width, lines.contentWidth - measure.indent)
      return (span, measure.indent + alignment.offset(ofLine: span.naturalWidth, in: room))
    }
  }
}
