// Test fixtures: paragraphs made from plain widths, with no text involved, so
// breakers and placement are tested on their own (as textwrap does with `Word(f64)`).

import FlowLayout

/// Boxes of the given widths, one unit of stretchable glue apart.
func words(_ widths: [Int], space: Int = 1, stretch: Int = 1, shrink: Int = 0) -> [FlowItem<Int>] {
  var items: [FlowItem<Int>] = []
  for (index, width) in widths.enumerated() {
    if index > 0 { items.append(.glue(FlowGlue(width: space, stretch: stretch, shrink: shrink))) }
    items.append(.box(FlowBox(width: width)))
  }
  return items
}

/// The widths of "To be, or not to be: that is the question", the doc-comment example.
let hamlet = "To be, or not to be: that is the question".split(separator: " ").map(\.count)

/// A validated paragraph; fixtures are always valid.
func paragraph(_ items: [FlowItem<Int>]) -> FlowParagraph<Int> {
  try! FlowParagraph(items)
}

/// Measures of one width.
func measure(_ width: Int) -> LineMeasures<Int> {
  try! LineMeasures(width: width)
}

/// The box widths on each line, for readable assertions.
func lineWidths(_ items: [FlowItem<Int>], _ breaks: LineEnds) -> [[Int]] {
  let spans = LineSpans(paragraph(items), breaks: breaks)
  return spans.map { span in
    span.items.compactMap { index -> Int? in
      if case .box(let box) = items[index] { return box.width }
      return nil
    }
  }
}

/// Natural widths of the lines.
func naturalWidths(_ items: [FlowItem<Int>], _ breaks: LineEnds) -> [Int] {
  LineSpans(paragraph(items), breaks: breaks).map(\.naturalWidth)
}

/// Minimum raggedness by brute force for one width: the shaped brute force with a single measure.
func bruteForceOptimal(_ items: [FlowItem<Int>], width: Int, goalShortfall: Int = 0) -> RaggednessScore {
  bruteForceOptimal(items, widths: [width], goalShortfall: goalShortfall)
}

/// Minimum raggedness by brute force for per-line widths (the last repeating), tracking line numbers exactly.
///
/// Lines before the last pay the square of their distance from a goal `goalShortfall` short of their width.
func bruteForceOptimal(_ items: [FlowItem<Int>], widths: [Int], goalShortfall: Int = 0) -> RaggednessScore {
  var breaks: [Int] = []
  for index in items.indices {
    if case .glue = items[index], index > 0, items[index - 1].isBox { breaks.append(index) }
  }
  breaks.append(items.count)
  let infinity = RaggednessScore(overflow: .infinity, raggedness: .infinity)
  // best[end][lines]: the best way to end a line at break `end` having set `lines` lines.
  var best = Array(repeating: Array(repeating: infinity, count: breaks.count + 1), count: breaks.count + 1)
  best[0][0] = .zero
  let starts = [-1] + breaks
  var answer = infinity
  for end in 1...breaks.count {
    for start in 0..<end {
      let lineStart = starts[start] + 1
      var natural = 0
      for index in lineStart..<breaks[end - 1] { natural += items[index].widthInLine }
      let isFinal = end == breaks.count
      for lines in 0..<end where best[start][lines].overflow != .infinity {
        let width = widths[min(lines, widths.count - 1)]
        let overflow = Double(max(0, natural - width))
        let slack = Double(width - natural)
        let goalSlack = slack - Double(goalShortfall)
        let ragged = isFinal ? (slack >= 0 ? 0 : slack * slack) : goalSlack * goalSlack
        let total = RaggednessScore(
          overflow: best[start][lines].overflow + overflow, raggedness: best[start][lines].raggedness + ragged)
        if total < best[end][lines + 1] { best[end][lines + 1] = total }
        if isFinal && total < answer { answer = total }
      }
    }
  }
  return answer
}
