// Phase: lines, the builder's last steps. A paragraph whose width rules are
// applied becomes items (a box a segment, glue or a penalty between them, as
// the medium's line-start rules say), and the builder's session breaks and
// places them, for every front end. No front end makes items or
// calls the engine itself: this file is the one way from segments to lines.

import FlowLayout

extension ParagraphBuilder {
  /// Where one paragraph's lines sit and how they are set: all a front end asks of its lines besides the text.
  @usableFromInline package struct LineRequest {
    /// The first line's indent and width.
    @usableFromInline package var first: LineMeasure<Int>
    /// Every later line's indent and width.
    @usableFromInline package var rest: LineMeasure<Int>
    /// The narrowest line of the whole paragraph, which the line-start rules weigh: a window of a long paragraph
    /// (``ParagraphWindows``) shares it with the paragraph's first window, so that the rules weigh the same.
    @usableFromInline package var narrowestLine: Int
    /// How lines are aligned.
    @usableFromInline package var alignment: FlowAlignment = .leading
    /// How the last line is aligned; nil follows ``alignment``.
    @usableFromInline package var lastLineAlignment: FlowAlignment?
    /// How the first line is aligned, over the other two; nil follows them.
    @usableFromInline package var firstLineAlignment: FlowAlignment?
    /// How boxes of different heights share a line.
    @usableFromInline package var verticalAlignment: FlowVerticalAlignment = .top
    /// Blank rows between lines.
    @usableFromInline package var lineSpacing = 0
    /// The most lines, what stands for the words left out, and whether words follow the paragraph (then the
    /// placeholder shows even when every word fits); nil for no limit.
    @usableFromInline package var limit: (count: Int, placeholder: FlowBox<Int>, moreFollows: Bool)?

    /// Lines of `first`, then of `rest`; the narrowest line is the narrower of the two unless given.
    @inlinable package init(first: LineMeasure<Int>, rest: LineMeasure<Int>, narrowestLine: Int? = nil) {
      self.first = first
      self.rest = rest
      self.narrowestLine = narrowestLine ?? Swift.min(first.width, rest.width)
    }

    /// Lines of `width` columns from column 0.
    @inlinable package init(width: Int) {
      self.init(first: LineMeasure(width: width), rest: LineMeasure(width: width))
    }
  }

  /// Lays out `text` as `request` asks, every segment free to start a line: its items, broken and placed; nil when
  /// a line has no room or the paragraph is too long for the engine.
  ///
  /// `tallBoxes` are the boxes taller than one row, in order of segment, each
  /// with its baseline: render's chips, drawn on three rows about their text's.
  /// Give the result back with ``reclaim(_:)`` once it is drawn, and the next
  /// paragraph's layout fills its arrays.
  package func layOut(
    _ text: TextParagraph, _ request: LineRequest, tallBoxes: [(segment: Int, height: Int, baseline: Int)] = []
  ) -> FlowLayoutResult<Int>? {
    layOut(text, request, rules: LineStartPolicy.None(), tallBoxes: tallBoxes)
  }

  /// Lays out `text` as ``layOut(_:_:tallBoxes:)`` does, under a medium's line-start rules (``LineStartPolicy``).
  ///
  /// Inlined where it is called, so that the paragraph's arrays stay in
  /// registers through the item loop: called, the loop would read them anew
  /// for every segment.
  @inlinable @inline(__always)
  package func layOut(
    _ text: TextParagraph, _ request: LineRequest, rules: some LineStartRules,
    tallBoxes: [(segment: Int, height: Int, baseline: Int)] = []
  ) -> FlowLayoutResult<Int>? {
    guard let measures = session.measures(first: request.first, rest: request.rest) else { return nil }
    var items = session.borrowItems()
    text.items(into: &items, narrowestLine: request.narrowestLine, rules: rules)
    if !tallBoxes.isEmpty { Self.raise(tallBoxes, in: &items) }
    var options = FlowLayoutOptions(
      measures: measures, breaker: session.breaker, alignment: request.alignment,
      lastLineAlignment: request.lastLineAlignment, firstLineAlignment: request.firstLineAlignment,
      verticalAlignment: request.verticalAlignment,
      lineSpacing: request.lineSpacing)
    var boxCount = text.segments.count
    if let limit = request.limit {
      let placeholder = limit.placeholder
      options.maximumLineCount = limit.count
      options.truncationIndicator = { _ in placeholder }
      if limit.moreFollows {
        items += [.penalty(.forcedBreak), .box(FlowBox(width: 0))]
        boxCount += 1
      }
    }
    // The items come from segments that are valid by construction (a box a segment, widths in columns), so they
    // skip the paragraph's checks, a fortieth of a run; only a paragraph too long for the engine is turned away.
    let layout =
      items.count <= FlowParagraph<Int>.maximumItemCount
      ? try? FlowEngine.layout(
        FlowParagraph(
          checked: items, boxCount: boxCount,
          // A segment's box is one row tall unless raised; the placeholder's box too.
          boxesShareShape: tallBoxes.isEmpty),
        options: options, workspace: session.workspace) : nil
    session.returnItems(items)
    return layout
  }

  /// Breaks `text` as `request` asks and places its lines, not its boxes, and hands `body` the lines and the items
  /// they span; nil when a line has no room or the paragraph is too long for the engine.
  ///
  /// For `--markdown`, which writes each line's tokens back as they were,
  /// one after another from the x the engine places the line at
  /// (``FlowLayout/PlacedLineSpans``): a position for every box would be
  /// work it never reads. `starts` are its line-start rules, one a segment
  /// of the whole paragraph, of which `text` holds those from `offset` on (a
  /// window, ``ParagraphWindows``); nil when every segment may start a line.
  package func placeLines<Result>(
    _ text: TextParagraph, _ request: LineRequest, starts: [LineStart]?, from offset: Int = 0,
    _ body: (PlacedLineSpans, [FlowItem<Int>]) -> Result
  ) -> Result? {
    guard let starts else { return placeLines(text, request, rules: LineStartPolicy.None(), body) }
    return placeLines(text, request, rules: LineStartPolicy.Listed(starts: starts, offset: offset), body)
  }

  /// ``placeLines(_:_:starts:from:_:)`` under `rules`.
  private func placeLines<Result>(
    _ text: TextParagraph, _ request: LineRequest, rules: some LineStartRules,
    _ body: (PlacedLineSpans, [FlowItem<Int>]) -> Result
  ) -> Result? {
    guard let measures = session.measures(first: request.first, rest: request.rest) else { return nil }
    var items = session.borrowItems()
    defer { session.returnItems(items) }
    text.items(into: &items, narrowestLine: request.narrowestLine, rules: rules)
    guard items.count <= FlowParagraph<Int>.maximumItemCount else { return nil }
    let flow = FlowParagraph(checked: items, boxCount: text.segments.count)
    let ends = session.breaker.breakLines(flow, measures: measures, justified: false, workspace: session.workspace)
    let lines = PlacedLineSpans(
      flow, breaks: ends, measures: measures, alignment: request.alignment,
      lastLineAlignment: request.lastLineAlignment, firstLineAlignment: request.firstLineAlignment)
    return body(lines, items)
  }

  /// Takes back a layout's arrays, for the next paragraph's layout to fill.
  @inlinable @inline(__always)
  package func reclaim(_ layout: consuming FlowLayoutResult<Int>) {
    session.workspace.reclaim(layout)
  }

  /// Makes the boxes of `tall` segments as tall as they ask, each with its baseline.
  @usableFromInline static func raise(
    _ tall: [(segment: Int, height: Int, baseline: Int)], in items: inout [FlowItem<Int>]
  ) {
    var segment = 0
    var next = 0
    for index in items.indices where next < tall.count {
      guard case .box(let box) = items[index] else { continue }
      if segment == tall[next].segment {
        items[index] = .box(FlowBox(width: box.width, height: tall[next].height, baseline: tall[next].baseline))
        next += 1
      }
      segment += 1
    }
  }
}
