// The whole pipeline in one call: validated items in, breaks from the chosen
// breaker, optional truncation, then horizontal and vertical placement and the
// container's size out.

/// Lays out paragraphs of boxes, glue and penalties.
///
/// ```swift
/// let words: [Int] = [5, 3, 7, 2, 6]
/// var items: [FlowItem<Int>] = []
/// for (index, width) in words.enumerated() {
///   if index > 0 { items.append(.glue(FlowGlue(width: 1, stretch: 1))) }
///   items.append(.box(FlowBox(width: width)))
/// }
/// let result = try FlowEngine.layout(
///   FlowParagraph(items),
///   options: FlowLayoutOptions(measures: LineMeasures(width: 12), alignment: .justified))
/// ```
public enum FlowEngine {
  /// Breaks and places `paragraph`.
  ///
  /// - Throws: ``FlowLayoutError`` if a setting in `options` is negative or not finite.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public static func layout<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, options: FlowLayoutOptions<Scalar>
  ) throws(FlowLayoutError) -> FlowLayoutResult<Scalar> {
    try options.validate(items: paragraph.count)
    let justified = options.alignment == .justified
    let breaks = options.breaker.breakLines(paragraph, measures: options.measures, justified: justified)
    return place(paragraph, breaks: breaks, options: options)
  }

  /// Breaks and places a paragraph in whole cells: ``layout(_:options:)`` through a concrete entry point.
  ///
  /// Called from another module, a generic function runs its unspecialised
  /// entry and looks up type metadata at run time on every call; terminal
  /// text lays out hundreds of thousands of small paragraphs, where those
  /// look-ups add up. Callers with `Int` items get this overload without
  /// asking for it.
  ///
  /// - Throws: ``FlowLayoutError`` if a setting in `options` is negative or not finite.
  public static func layout(
    _ paragraph: FlowParagraph<Int>, options: FlowLayoutOptions<Int>
  ) throws(FlowLayoutError) -> FlowLayoutResult<Int> {
    try options.validate(items: paragraph.count)
    let justified = options.alignment == .justified
    let breaks = options.breaker.breakLines(paragraph, measures: options.measures, justified: justified)
    return place(paragraph, breaks: breaks, options: options)
  }

  /// Breaks and places a paragraph in whole cells, in arrays lent by `workspace`: the same result.
  ///
  /// Give the result back with ``FlowLayoutWorkspace/reclaim(_:)`` once it has
  /// been drawn, and the next layout fills its arrays instead of new ones.
  ///
  /// - Throws: ``FlowLayoutError`` if a setting in `options` is negative or not finite.
  public static func layout(
    _ paragraph: FlowParagraph<Int>, options: FlowLayoutOptions<Int>, workspace: FlowLayoutWorkspace
  ) throws(FlowLayoutError) -> FlowLayoutResult<Int> {
    try options.validate(items: paragraph.count)
    let justified = options.alignment == .justified
    let breaks = options.breaker.breakLines(
      paragraph, measures: options.measures, justified: justified, workspace: workspace)
    let result = place(
      paragraph, breaks: breaks, options: options, lines: FlowLayoutWorkspace.take(&workspace.lines),
      positions: FlowLayoutWorkspace.take(&workspace.positions))
    workspace.ends = breaks.ends
    return result
  }

  /// Places `paragraph` broken at `breaks`, truncated to the maximum line count if there is one.
  ///
  /// `lines` and `positions` are empty arrays whose storage the result may take.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  static func place<Scalar: FlowScalar>(
    _ paragraph: FlowParagraph<Scalar>, breaks: LineEnds, options: FlowLayoutOptions<Scalar>,
    lines: consuming [PlacedLine<Scalar>] = [], positions: consuming [FlowPoint<Scalar>] = []
  ) -> FlowLayoutResult<Scalar> {
    let spans = LineSpans(paragraph, breaks: breaks)
    guard let limit = options.maximumLineCount, breaks.lineCount > limit else {
      // The common case walks the lines lazily: no per-line array beyond the result.
      return place(
        paragraph, spans: spans, lineCount: breaks.lineCount, truncated: nil, options: options, lines: lines,
        positions: positions)
    }
    var kept = Array(spans.prefix(limit + 1))
    guard let indicator = options.truncationIndicator else {
      kept.removeSubrange(limit...)
      return place(paragraph, spans: kept, lineCount: limit, truncated: nil, options: options)
    }
    let truncated = LineTruncation.truncate(
      &kept, to: limit, paragraph: paragraph, measures: options.measures, spacing: options.truncationSpacing,
      indicator: indicator)
    if let last = truncated { kept.append(last.span) }
    return place(paragraph, spans: kept, lineCount: kept.count, truncated: truncated, options: options)
  }

  /// The width lines are aligned within: the measure, or the widest line when hugging.
  static func containerWidth<Scalar: FlowScalar, Spans: Sequence<LineSpan<Scalar>>>(
    spans: Spans, lineCount: Int, truncated: TruncatedLine<Scalar>?, options: FlowLayoutOptions<Scalar>
  ) -> Scalar {
    containerWidth(
      spans: spans, lineCount: lineCount, truncated: truncated, measures: options.measures, sizing: options.sizing,
      truncationSpacing: options.truncationSpacing)
  }

  /// ``containerWidth(spans:lineCount:truncated:options:)`` from the options it reads.
  static func containerWidth<Scalar: FlowScalar, Spans: Sequence<LineSpan<Scalar>>>(
    spans: Spans, lineCount: Int, truncated: TruncatedLine<Scalar>?, measures: LineMeasures<Scalar>,
    sizing: FlowSizing, truncationSpacing: Scalar
  ) -> Scalar {
    var widest: Scalar = 0
    if sizing == .fill && !measures.isUnbounded {
      for index in 0..<Swift.max(1, Swift.min(lineCount, measures.lines.count)) {
        let measure = measures[line: index]
        widest = Swift.max(widest, measure.indent + measure.width)
      }
      return widest
    }
    for span in spans.prefix(truncated == nil ? lineCount : lineCount - 1) {
      let measure = measures[line: span.number]
      widest = Swift.max(widest, measure.indent + Swift.min(span.naturalWidth, measure.width))
    }
    if let last = truncated {
      let measure = measures[line: last.span.number]
      let spacing = last.span.items.isEmpty ? 0 : truncationSpacing
      widest = Swift.max(widest, measure.indent + last.span.naturalWidth + spacing + last.indicator.width)
    }
    return widest
  }

  static func place<Scalar: FlowScalar, Spans: Sequence<LineSpan<Scalar>>>(
    _ paragraph: FlowParagraph<Scalar>, spans: Spans, lineCount: Int, truncated: TruncatedLine<Scalar>?,
    options: FlowLayoutOptions<Scalar>, lines: consuming [PlacedLine<Scalar>] = [],
    positions: consuming [FlowPoint<Scalar>] = []
  ) -> FlowLayoutResult<Scalar> {
    let items = paragraph.items
    let contentWidth = containerWidth(spans: spans, lineCount: lineCount, truncated: truncated, options: options)
    var lines = lines
    lines.reserveCapacity(lineCount)
    var positions = positions
    positions.reserveCapacity(paragraph.boxCount)
    var shares: [Scalar] = []
    var weights: [Scalar] = []
    var indicatorPosition = FlowPoint<Scalar>(x: 0, y: 0)
    var y = options.padding.top
    // Where every box shares one shape, a line that holds boxes has the metrics of one such box, and each box's top
    // within the line is known before the walk.
    var shared: (shape: FlowBox<Scalar>, metrics: LineMetrics<Scalar>, top: Scalar)?
    if paragraph.boxesShareShape, let first = items.firstIndex(where: \.isBox), case .box(let shape) = items[first] {
      var metrics = LineMetrics<Scalar>()
      metrics.include(shape)
      metrics.finish(alignment: options.verticalAlignment, emptyHeight: options.emptyLineHeight)
      shared = (shape, metrics, metrics.top(of: shape, alignment: options.verticalAlignment))
    }
    for (lineIndex, span) in spans.enumerated() {
      let isTruncatedLine = truncated != nil && lineIndex == lineCount - 1
      let measure = options.measures[line: span.number]
      let room = Swift.min(measure.width, contentWidth - measure.indent)
      let alignment = options.alignment(ofLine: span.number, isFinal: span.isFinal)
      var natural = span.naturalWidth
      if let last = truncated, isTruncatedLine {
        natural += (span.items.isEmpty ? 0 : options.truncationSpacing) + last.indicator.width
      }
      let adjustment = LineAdjuster.adjust(
        items: items, span: span.items, natural: natural, stretch: span.stretch, shrink: span.shrink,
        room: room, alignment: alignment, shares: &shares, weights: &weights)

      let firstBox = positions.count
      let (metrics, firstBaseline) =
        if let shared, !isTruncatedLine {
          placeBoxes(
            of: shared, on: span, at: FlowPoint(x: measure.indent + adjustment.offset, y: y), items: items,
            glueShares: adjustment.adjustsGlue ? shares : nil, options: options, positions: &positions)
        } else {
          placeBoxes(
            on: span, at: FlowPoint(x: measure.indent + adjustment.offset, y: y), items: items,
            glueShares: adjustment.adjustsGlue ? shares : nil, truncated: isTruncatedLine ? truncated : nil,
            options: options, positions: &positions, indicatorPosition: &indicatorPosition)
        }
      lines.append(
        PlacedLine(
          items: span.items, boxes: firstBox..<positions.count, breakIndex: span.breakIndex,
          origin: FlowPoint(x: measure.indent, y: y), width: adjustment.width, naturalWidth: natural,
          height: metrics.height,
          baseline: options.verticalAlignment == .firstBaseline ? metrics.baseline : firstBaseline,
          adjustmentRatio: adjustment.ratio, isOverflow: adjustment.width > measure.width,
          endsFlagged: span.endsFlagged))
      y += metrics.height
      if lineIndex < lineCount - 1 { y += options.lineSpacing }
    }
    y += options.padding.bottom

    var result = FlowLayoutResult(
      lines: lines, boxPositions: positions,
      truncation: truncated.map {
        PlacedTruncation(hiddenBoxCount: $0.hiddenBoxCount, box: $0.indicator, position: indicatorPosition)
      },
      size: FlowSize(width: contentWidth + options.padding.leading + options.padding.trailing, height: y))
    finishHorizontally(&result, items: items, contentWidth: contentWidth, options: options)
    return result
  }

  /// Places the boxes of `span`, a line starting at `origin`, when every box has `shared`'s shape.
  ///
  /// One walk gives each box its x and its y. Returns the line's metrics and
  /// the baseline of its first box.
  @inline(__always)
  static func placeBoxes<Scalar: FlowScalar>(
    of shared: (shape: FlowBox<Scalar>, metrics: LineMetrics<Scalar>, top: Scalar), on span: LineSpan<Scalar>,
    at origin: FlowPoint<Scalar>, items: [FlowItem<Scalar>], glueShares: [Scalar]?, options: FlowLayoutOptions<Scalar>,
    positions: inout [FlowPoint<Scalar>]
  ) -> (LineMetrics<Scalar>, Scalar) {
    let firstBox = positions.count
    var x = origin.x
    var glueIndex = 0
    let boxTop = origin.y + shared.top
    for index in span.items {
      switch items[index] {
      case .box(let box):
        positions.append(FlowPoint(x: x, y: boxTop))
        x += box.width
      case .glue(let glue):
        x += glue.width
        if let glueShares {
          x += glueShares[glueIndex]
          glueIndex += 1
        }
      case .penalty: break
      }
    }
    guard positions.count == firstBox else { return (shared.metrics, shared.top + shared.shape.baseline) }
    var empty = LineMetrics<Scalar>()
    empty.finish(alignment: options.verticalAlignment, emptyHeight: options.emptyLineHeight)
    return (empty, empty.baseline)
  }

  /// Places the boxes of `span`, a line starting at `origin`, whatever their shapes.
  ///
  /// A walk gives the x, the boxes the line's height, then a second walk
  /// each box's y; the truncation indicator follows the boxes when
  /// `truncated` is given. Returns the line's metrics and the baseline of
  /// its first box (or of the indicator, on a line of none).
  @inline(__always)
  static func placeBoxes<Scalar: FlowScalar>(
    on span: LineSpan<Scalar>, at origin: FlowPoint<Scalar>, items: [FlowItem<Scalar>], glueShares: [Scalar]?,
    truncated: TruncatedLine<Scalar>?, options: FlowLayoutOptions<Scalar>, positions: inout [FlowPoint<Scalar>],
    indicatorPosition: inout FlowPoint<Scalar>
  ) -> (LineMetrics<Scalar>, Scalar) {
    let firstBox = positions.count
    var metrics = LineMetrics<Scalar>()
    var x = origin.x
    var glueIndex = 0
    // The line's first box, and whether every box has its height and baseline (a line of text, say).
    var firstBoxOnLine: FlowBox<Scalar>?
    var boxesAreAlike = true
    for index in span.items {
      switch items[index] {
      case .box(let box):
        positions.append(FlowPoint(x: x, y: 0))
        // A box as tall as the first, with its baseline, changes none of the line's maxima: in a line of text,
        // every box after the first is skipped.
        if let first = firstBoxOnLine {
          if box.height != first.height || box.baseline != first.baseline {
            boxesAreAlike = false
            metrics.include(box)
          }
        } else {
          firstBoxOnLine = box
          metrics.include(box)
        }
        x += box.width
      case .glue(let glue):
        x += glue.width
        if let glueShares {
          x += glueShares[glueIndex]
          glueIndex += 1
        }
      case .penalty: break
      }
    }
    if let last = truncated {
      if !span.items.isEmpty { x += options.truncationSpacing }
      indicatorPosition = FlowPoint(x: x, y: 0)
      metrics.include(last.indicator)
    }

    metrics.finish(alignment: options.verticalAlignment, emptyHeight: options.emptyLineHeight)
    var firstTop: Scalar?
    var firstBaseline: Scalar = metrics.baseline
    if boxesAreAlike, let first = firstBoxOnLine {
      // Every box sits at the same height: no need to walk the items again.
      let top = metrics.top(of: first, alignment: options.verticalAlignment)
      firstTop = top
      firstBaseline = top + first.baseline
      for ordinal in firstBox..<positions.count { positions[ordinal].y = origin.y + top }
    } else {
      var boxOrdinal = firstBox
      for index in span.items {
        guard case .box(let box) = items[index] else { continue }
        let top = metrics.top(of: box, alignment: options.verticalAlignment)
        if firstTop == nil {
          firstTop = top
          firstBaseline = top + box.baseline
        }
        positions[boxOrdinal].y = origin.y + top
        boxOrdinal += 1
      }
    }
    if let last = truncated {
      let top = metrics.top(of: last.indicator, alignment: options.verticalAlignment)
      indicatorPosition.y = origin.y + top
      if firstTop == nil { firstBaseline = top + last.indicator.baseline }
    }
    return (metrics, firstBaseline)
  }

  /// Mirrors right-to-left layouts and shifts everything past the leading padding.
  ///
  /// A right-to-left line wider than the container (a box wider than the
  /// measure) would, mirrored, start left of the container's edge, at a
  /// negative x. It starts at the edge instead and runs past the right, as
  /// such a line runs past the right in a left-to-right layout, so that no
  /// box ever has a negative position: a caller drawing into a grid can index
  /// from every x.
  static func finishHorizontally<Scalar: FlowScalar>(
    _ result: inout FlowLayoutResult<Scalar>, items: [FlowItem<Scalar>], contentWidth: Scalar,
    options: FlowLayoutOptions<Scalar>
  ) {
    let rightToLeft = options.direction == .rightToLeft
    // In right-to-left layouts the leading padding is on the right.
    let shift = rightToLeft ? options.padding.trailing : options.padding.leading
    guard rightToLeft || shift != 0 else { return }
    let lastLine = result.lines.count - 1
    for lineIndex in result.lines.indices {
      let line = result.lines[lineIndex]
      let holdsIndicator = lineIndex == lastLine && result.truncation != nil
      var lineShift = shift
      if rightToLeft {
        var leftmost: Scalar = 0
        var boxOrdinal = line.boxes.lowerBound
        for index in line.items {
          guard case .box(let box) = items[index] else { continue }
          let x = contentWidth - result.boxPositions[boxOrdinal].x - box.width
          result.boxPositions[boxOrdinal].x = x
          leftmost = Swift.min(leftmost, x)
          boxOrdinal += 1
        }
        if holdsIndicator, var truncation = result.truncation {
          truncation.position.x = contentWidth - truncation.position.x - truncation.box.width
          leftmost = Swift.min(leftmost, truncation.position.x)
          result.truncation = truncation
        }
        lineShift = shift - leftmost
        let measure = options.measures[line: lineIndex]
        result.lines[lineIndex].origin.x = contentWidth - measure.indent - Swift.min(measure.width, contentWidth)
      }
      for ordinal in line.boxes { result.boxPositions[ordinal].x += lineShift }
      if holdsIndicator { result.truncation?.position.x += lineShift }
      result.lines[lineIndex].origin.x += shift
    }
  }
}
