// Phase: placement. Cutting a layout to a maximum number of lines and making
// room on the last one for an indicator such as "+3 more".

/// The last visible line after truncation, and what it must show.
struct TruncatedLine<Scalar: FlowScalar> {
  var span: LineSpan<Scalar>
  var hiddenBoxCount: Int
  var indicator: FlowBox<Scalar>
}

enum LineTruncation {
  /// Keeps `limit` lines; removes boxes from the last until the indicator fits after them.
  ///
  /// The indicator's width may depend on how many boxes it stands for ("+9
  /// more" is narrower than "+10 more"), so it is asked for again after each
  /// removal. If even an empty line cannot hold it, it sits there alone.
  static func truncate<Scalar: FlowScalar>(
    _ spans: inout [LineSpan<Scalar>], to limit: Int, paragraph: FlowParagraph<Scalar>,
    measures: LineMeasures<Scalar>, spacing: Scalar, indicator: (Int) -> FlowBox<Scalar>
  ) -> TruncatedLine<Scalar>? {
    guard spans.count > limit else { return nil }
    let items = paragraph.items
    var last = spans[limit - 1]
    spans.removeSubrange((limit - 1)...)
    var visibleBoxes = 0
    for span in spans { visibleBoxes += countBoxes(items, in: span.items) }
    var lineBoxes = countBoxes(items, in: last.items)
    let width = measures.width(ofLine: limit - 1)
    while true {
      let hidden = paragraph.boxCount - visibleBoxes - lineBoxes
      let box = usable(indicator(hidden))
      let natural = naturalWidth(items, in: last.items)
      let needed = natural + (lineBoxes > 0 ? spacing : 0) + box.width
      if needed <= width || lineBoxes == 0 {
        last.naturalWidth = natural
        last.stretch = 0
        last.shrink = 0
        last.isFinal = true
        last.endsFlagged = false
        return TruncatedLine(span: last, hiddenBoxCount: hidden, indicator: box)
      }
      // Drop the last box and whatever glue or penalties led up to it.
      var end = last.items.upperBound - 1
      while end > last.items.lowerBound && !items[end].isBox { end -= 1 }
      while end > last.items.lowerBound && !items[end - 1].isBox { end -= 1 }
      last.items = last.items.lowerBound..<end
      lineBoxes -= 1
    }
  }

  /// The indicator's box if its sizes are ones a paragraph's box could have, otherwise an empty box.
  ///
  /// The box comes from the caller's closure, after the items were checked: a NaN, negative or huge size would
  /// give nonsense positions, or overflow an `Int`, so such a box takes no room instead.
  static func usable<Scalar>(_ box: FlowBox<Scalar>) -> FlowBox<Scalar> {
    guard let total = try? FlowParagraph<Scalar>.check(box, item: 0),
      total <= FlowParagraph<Scalar>.largestExactTotal
    else { return FlowBox(width: 0, height: 0) }
    return box
  }

  static func countBoxes<Scalar>(_ items: [FlowItem<Scalar>], in range: Range<Int>) -> Int {
    var count = 0
    for index in range where items[index].isBox { count += 1 }
    return count
  }

  static func naturalWidth<Scalar>(_ items: [FlowItem<Scalar>], in range: Range<Int>) -> Scalar {
    var width: Scalar = 0
    for index in range { width += items[index].widthInLine }
    return width
  }
}
