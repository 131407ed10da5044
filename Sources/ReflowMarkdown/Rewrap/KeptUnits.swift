// Phase: tokens to breaks, for links and images. A link's text is read as one
// name ("Build Status", a heading in a table of contents), so a line that ends
// inside it is hard to read and hard to grep for. The tokenizer found each
// link's and image's text (`[` through `]`); this file decides, for every gap
// between tokens, what the texts around it allow: no break where the innermost
// text holding the gap fits a line; where it does not, a break at a last
// resort's cost, but never before a token wider than the line (such a break
// makes no line fit: a link's last word with its long destination). A badge, a
// linked image, is a link whose text is an image: the image's alt text is the
// innermost text, so a badge is never split in it, and a run of badges breaks
// between badges.

import ReflowText

/// What the links and images around a gap allow there.
enum UnitGap: Equatable {
  /// The gap lies in no link's or image's text: whatever the gap itself allows.
  case free
  /// The gap lies in a link's or image's text that fits a line: no break.
  case kept
  /// The gap lies in text wider than a line: a break at a last resort's cost, so the text is cut in the fewest
  /// places (``LineStart/discouraged``), and never before a token wider than the line.
  case costly
}

/// The rule for links and images, gap by gap.
enum KeptUnits {
  /// What the link and image texts allow at each gap of `tokenizer`, or nil when no link or image text holds a gap
  /// (most paragraphs).
  ///
  /// A text's width runs from the start of the token holding its `[` to its
  /// `]`, with one column per space between tokens (none for a join between
  /// wide characters): what must share a line for the text to be whole. The
  /// destination after it is never broken anyway. `widths` holds each token's
  /// width; `lineWidth` is the columns a line offers.
  ///
  /// `shortcuts` are the pairs of brackets that the tokenizer could not
  /// tell a link by but the document's labels make one (a shortcut
  /// reference, `[RFC 8446]`, ``LinkLabels``).
  static func gaps(
    of tokenizer: InlineTokenizer, widths: [Int], in text: UnsafeBufferPointer<UInt8>, lineWidth: Int,
    shortcuts: [Range<Int>], measurer: inout DisplayWidthMeasurer
  ) -> [UnitGap]? {
    let tokens = tokenizer.tokens
    let gaps = tokenizer.gaps
    guard !tokenizer.linkTexts.isEmpty || !shortcuts.isEmpty, !gaps.isEmpty else { return nil }
    /// The index of the token holding byte `offset`, which lies in a token.
    func token(holding offset: Int) -> Int {
      var low = 0
      var high = tokens.count
      while low < high {
        let middle = (low + high) / 2
        if tokens[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
      }
      return low - 1
    }
    // Columns from the start of the paragraph to the start of each token, spaces included.
    var columns: [Int] = []
    var units: [(gaps: ClosedRange<Int>, end: Int, kind: UnitGap)] = []
    for unit in tokenizer.linkTexts + shortcuts {
      let first = token(holding: unit.lowerBound)
      let last = token(holding: unit.upperBound - 1)
      guard first >= 0, last > first else { continue }
      if columns.isEmpty {
        columns.reserveCapacity(tokens.count)
        var total = 0
        for index in tokens.indices {
          columns.append(total)
          total += widths[index]
          if index < gaps.count { total += gaps[index] == .join ? 0 : 1 }
        }
      }
      let width =
        columns[last] - columns[first] + measurer.width(of: text, in: tokens[last].range.lowerBound..<unit.upperBound)
      units.append((first...(last - 1), unit.upperBound, width <= lineWidth ? .kept : .costly))
    }
    guard !units.isEmpty else { return nil }
    // Texts nest: by first gap, and the outer (ending later) before the inner, so the innermost is on top.
    units.sort { $0.gaps.lowerBound != $1.gaps.lowerBound ? $0.gaps.lowerBound < $1.gaps.lowerBound : $0.end > $1.end }
    var result = [UnitGap](repeating: .free, count: gaps.count)
    var open: [(last: Int, kind: UnitGap)] = []
    var next = 0
    for gap in gaps.indices {
      while let top = open.last, top.last < gap { open.removeLast() }
      while next < units.count && units[next].gaps.lowerBound <= gap {
        if units[next].gaps.upperBound >= gap { open.append((units[next].gaps.upperBound, units[next].kind)) }
        next += 1
      }
      // A break before a token wider than the line fits nothing on that line: the text goes on, as if it fit.
      if let top = open.last { result[gap] = top.kind == .costly && widths[gap + 1] > lineWidth ? .kept : top.kind }
    }
    return result
  }
}
