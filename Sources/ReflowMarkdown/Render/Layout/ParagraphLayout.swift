// Phase: laying out inline text with the flow engine. UAX #14 cuts the text
// into pieces; each piece is a box (three rows tall, baseline on the middle
// row, when it holds a boxed chip), each space glue, each place to break
// without a space a penalty, each hard break a forced one. The engine breaks
// the lines and places every box, first baselines aligned; this file draws
// the boxes at the positions it returns. A piece wider than the line is cut
// between grapheme clusters where the run rule allows (OverlongRunRule, as
// plain text is), a code span that fits is never broken, and a chip's label
// is cut with `…`, so no line is ever wider than asked.

import FlowLayout
import ReflowText

/// How one block's text is set.
struct ParagraphSettings {
  var width: Int
  var alignment: HorizontalAlignment = .leading
  /// Columns between boxes where the text has a space (a tag cloud's item spacing).
  var spacing = 1
  /// Blank rows between lines (a tag cloud's line spacing).
  var lineSpacing = 0
}

/// Lays out inline text into rows.
///
/// Not thread-safe: it owns a break iterator and a measurer.
struct ParagraphLayout {
  let breaker: any LineBreaker
  let chips: ChipPainter
  let lineBreaks: LineBreakIterator
  var measurer: DisplayWidthMeasurer
  /// Where a run wider than the line is cut: the same rule plain text uses.
  let runRule: OverlongRunRule
  /// Whether a text that fits on one row skips the engine; tests turn it off to hold the two paths equal.
  var allowsSingleRow = true

  /// A layout for `options`; each thread makes its own.
  ///
  /// ``MarkdownRenderer``'s initialiser has opened a break iterator already, so this does not fail.
  init(options: MarkdownRenderOptions) {
    breaker = options.algorithm.breaker
    chips = ChipPainter(
      style: options.chipStyle, theme: RenderTheme(options),
      widths: options.widths)
    lineBreaks = try! LineBreakIterator()
    measurer = DisplayWidthMeasurer(options: options.widths)
    runRule = OverlongRunRule(strict: false)
  }

  /// What each box of a layout stands for: bytes of the text, possibly holding chips.
  private struct Piece {
    var range: Range<Int>
    var width: Int
    var height: Int
  }

  /// The rows of `text` set at `settings`.
  mutating func rows(_ text: InlineText, _ settings: ParagraphSettings) -> [TerminalRow] {
    guard !text.bytes.isEmpty else { return [TerminalRow()] }
    let width = Swift.max(1, settings.width)
    if allowsSingleRow, let row = singleRow(text, settings, width: width) { return [row] }
    var cutter = PieceList()
    var fitted: [Int: (bytes: [UInt8], width: Int)] = [:]
    // Breaks with no space between two ASCII characters: inside a word, after its hyphen or slash.
    var interiorBreaks: [Int] = []
    text.bytes.withUnsafeBufferPointer { bytes in
      let held = heldSpans(of: text, in: bytes, width: width)
      var nextHeld = 0
      var start = 0
      lineBreaks.forEachBreak(in: bytes) { offset, mandatory in
        var contentEnd = offset
        while contentEnd > start && (bytes[contentEnd - 1] == 0x20 || bytes[contentEnd - 1] == 0x0A) {
          contentEnd -= 1
        }
        if contentEnd > start {
          addPieces(start..<contentEnd, bytes, text, width, &cutter, &fitted)
        }
        // A hard break (a line feed) is a mandatory break; the end of the text needs no item.
        if mandatory && offset < bytes.count {
          cutter.items.append(.penalty(.forcedBreak))
        } else if offset < bytes.count {
          let stretch = settings.alignment == .justified ? 1 : 0
          let spaces = offset - contentEnd
          // A break inside a code span that fits on a line is no break: the span stays whole, as --markdown keeps it.
          while nextHeld < held.count && held[nextHeld].upperBound <= offset { nextHeld += 1 }
          let isHeld = nextHeld < held.count && held[nextHeld].lowerBound < contentEnd && contentEnd > start
          if spaces > 0 {
            // Spaces that open the text or a line after a hard break (a code span's own, say) take no room: the
            // engine keeps glue where no break precedes it, which would push the line past the width.
            if let last = cutter.items.last, last != .penalty(.forcedBreak) {
              // Glue after a penalty is no place to break.
              if isHeld { cutter.items.append(.penalty(.noBreak)) }
              cutter.items.append(.glue(FlowGlue(width: settings.spacing * spaces, stretch: stretch)))
            }
          } else if isHeld {
            cutter.items.append(.penalty(.noBreak))
          } else {
            if Self.isPrintableASCII(bytes[offset - 1]) && Self.isPrintableASCII(bytes[offset]) {
              interiorBreaks.append(cutter.items.count)
            }
            cutter.items.append(.penalty(FlowPenalty(cost: 0)))
          }
        }
        start = offset
      }
    }
    Self.keepWordsWhole(&cutter.items, interiorBreaks: interiorBreaks, width: width)
    guard let measures = try? LineMeasures(width: width) else { return [TerminalRow()] }
    let options = FlowLayoutOptions(
      measures: measures, breaker: breaker, alignment: settings.alignment,
      verticalAlignment: .firstBaseline, lineSpacing: settings.lineSpacing)
    let pieces = cutter.pieces
    guard let paragraph = try? FlowParagraph(cutter.items),
      let layout = try? FlowEngine.layout(paragraph, options: options)
    else { return [TerminalRow()] }
    var rows = Array(repeating: TerminalRow(), count: Swift.max(1, layout.size.height))
    for line in layout.lines {
      for index in line.boxes {
        let piece = pieces[index]
        let position = layout.boxPositions[index]
        let baseline = position.y + ChipStyle.baselineRow(of: piece.height)
        // The space between two boxes is drawn in the style of the spaces it stands for: a code
        // span's background or a link's underline runs on across it. Indentation is plain.
        let gap = position.x - rows[baseline].width
        let previousEnd = index > line.boxes.lowerBound ? pieces[index - 1].range.upperBound : piece.range.lowerBound
        for row in position.y..<(position.y + piece.height) where row != baseline {
          rows[row].appendSpaces(position.x - rows[row].width)
        }
        if gap == piece.range.lowerBound - previousEnd {
          // As many columns as the text has spaces there: each keeps its own style.
          drawSpaces(previousEnd..<piece.range.lowerBound, of: text, into: &rows[baseline])
        } else {
          let style = previousEnd < piece.range.lowerBound ? text.run(at: previousEnd).style : .plain
          rows[baseline].appendSpaces(gap, style: style)
        }
        draw(piece, of: text, fitted: fitted, into: &rows, top: position.y, baseline: baseline)
      }
    }
    return rows
  }

  /// The protected spans of `text` (code spans) that fit on a line of `width` columns, in order: no line breaks
  /// inside them.
  ///
  /// A span wider than the line breaks at its spaces like any text, which
  /// is better than a cut between letters.
  private mutating func heldSpans(of text: InlineText, in bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [Range<Int>]
  {
    guard !text.protectedSpans.isEmpty else { return [] }
    var held: [Range<Int>] = []
    for span in text.protectedSpans {
      let clamped = span.clamped(to: 0..<bytes.count)
      if !clamped.isEmpty && measurer.width(of: bytes, in: clamped) <= width { held.append(clamped) }
    }
    return held
  }

  /// Whether `byte` is a printable ASCII character other than the space.
  private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

  /// Forbids the breaks in `interiorBreaks` (indices into `items`) inside every word that fits on a line.
  ///
  /// UAX #14 lets a line end after the hyphen of `pyenv-installer` or a
  /// slash of `https://github.com/pyenv`, and a word that fits would be
  /// broken there only because the line was nearly full. A URL broken so
  /// cannot be copied from the terminal, and `pyenv-` at a line's end reads
  /// as a word hyphenated by the renderer. As the command's rewrapping does,
  /// such breaks are kept only in a word wider than the line, where the
  /// choice is between them and a cut between letters. Breaks between wide
  /// characters (CJK) are not interior: a reader expects them.
  static func keepWordsWhole(_ items: inout [FlowItem<Int>], interiorBreaks: [Int], width: Int) {
    var next = 0
    while next < interiorBreaks.count {
      // The word: the box before this break, then each interior break two items after the last and the box
      // after it (the breaks are in order, so a word's earlier breaks were taken with it already).
      let first = interiorBreaks[next] - 1
      var last = next
      while last + 1 < interiorBreaks.count && interiorBreaks[last + 1] == interiorBreaks[last] + 2 { last += 1 }
      var wordWidth = 0
      for index in first...(interiorBreaks[last] + 1) {
        if case .box(let box) = items[index] { wordWidth += box.width }
      }
      if wordWidth <= width {
        for index in interiorBreaks[next...last] { items[index] = .penalty(.noBreak) }
      }
      next = last + 1
    }
  }

  /// The text's width on one line when it is plain text with no hard break; nil otherwise.
  mutating func naturalWidth(_ text: InlineText) -> Int? {
    guard text.chips.isEmpty, !text.bytes.contains(0x0A) else { return nil }
    return text.bytes.withUnsafeBufferPointer { measurer.width(of: $0, in: 0..<$0.count) }
  }

  /// The one row of a text that fits as it is: most headings, list items, cells and notes.
  ///
  /// Leading alignment only, where the engine would place the text at column
  /// 0 with single spaces: the same row it would draw, without breaking. Nil
  /// as soon as the text proves wider than the line.
  private mutating func singleRow(_ text: InlineText, _ settings: ParagraphSettings, width: Int) -> TerminalRow? {
    // Leading spaces are the engine's to drop.
    guard settings.alignment == .leading, settings.spacing == 1, text.chips.isEmpty, !text.bytes.contains(0x0A),
      text.bytes.first != 0x20
    else { return nil }
    var row = TerminalRow()
    let fits = forEachStyledPart(of: text, 0..<text.bytes.count) { range, style, columns in
      row.append(text.bytes[range], width: columns, style: style)
      return row.width <= width
    }
    return fits ? row : nil
  }

  /// Calls `body` with each style run of `range` and its columns, which add up to the range's width, until it
  /// returns false; returns whether it never did.
  ///
  /// Each run is measured on its own where the bytes on either side of each
  /// boundary are ASCII, which no grapheme cluster spans. Otherwise a cluster
  /// may span two runs (an emoji sequence joined by a ZWJ just before a code
  /// span, say), and measuring each part alone would count it twice: the
  /// range is walked a cluster at a time instead, each cluster counted in
  /// the run it starts in.
  private mutating func forEachStyledPart(
    of text: InlineText, _ range: Range<Int>, _ body: (Range<Int>, TerminalStyle, Int) -> Bool
  ) -> Bool {
    var offset = range.lowerBound
    var boundariesAreASCII = true
    while offset < range.upperBound {
      let runEnd = text.run(at: offset).end
      if offset > range.lowerBound && (text.bytes[offset - 1] >= 0x80 || text.bytes[offset] >= 0x80) {
        boundariesAreASCII = false
        break
      }
      offset = Swift.min(runEnd, range.upperBound)
    }
    return text.bytes.withUnsafeBufferPointer { bytes in
      guard !boundariesAreASCII else {
        var offset = range.lowerBound
        while offset < range.upperBound {
          let (style, runEnd) = text.run(at: offset)
          let stop = Swift.min(runEnd, range.upperBound)
          guard body(offset..<stop, style, measurer.width(of: bytes, in: offset..<stop)) else { return false }
          offset = stop
        }
        return true
      }
      var parts: [(range: Range<Int>, style: TerminalStyle, columns: Int)] = []
      var offset = range.lowerBound
      while offset < range.upperBound {
        let (style, runEnd) = text.run(at: offset)
        let stop = Swift.min(runEnd, range.upperBound)
        parts.append((offset..<stop, style, 0))
        offset = stop
      }
      var part = 0
      measurer.forEachCluster(in: bytes, range) { start, _, clusterWidth in
        while parts[part].range.upperBound <= start { part += 1 }
        parts[part].columns += clusterWidth
      }
      return parts.allSatisfy { body($0.range, $0.style, $0.columns) }
    }
  }

  /// One box for a piece that fits on a line; for a wider one, a box per stretch between the cuts the run rule
  /// allows (``OverlongRunRule``), each cut a penalty at the rule's cost.
  private mutating func addPieces(
    _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, _ text: InlineText, _ width: Int,
    _ cutter: inout PieceList, _ fitted: inout [Int: (bytes: [UInt8], width: Int)]
  ) {
    // Most pieces fit: they are measured whole, a run of text at a time, and become one box.
    var total = 0
    var height = 1
    var index = range.lowerBound
    while index < range.upperBound {
      let textEnd = text.nextChipMark(from: index, before: range.upperBound)
      if textEnd > index {
        total += measurer.width(of: bytes, in: index..<textEnd)
        index = textEnd
        continue
      }
      guard let chip = text.chips[index] else { break }
      let label = chips.fittedLabel(chip, width: width, measurer: &measurer)
      fitted[index] = label
      total += label.width + chips.style.frameWidth
      height = chips.style.height
      index += 3
    }
    guard index > range.lowerBound else { return }
    guard total > width else {
      cutter.append(Piece(range: range.lowerBound..<index, width: total, height: height))
      return
    }
    cutRun(range.lowerBound..<index, bytes, text, width, fitted, &cutter)
  }

  /// Appends a piece wider than the line as a box per stretch between the cuts the run rule allows.
  private mutating func cutRun(
    _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, _ text: InlineText, _ width: Int,
    _ fitted: [Int: (bytes: [UInt8], width: Int)], _ cutter: inout PieceList
  ) {
    // The break before the run costs what a cut does, so the run starts on the line before it.
    if let last = cutter.items.last, !cutter.pieces.isEmpty {
      switch last {
      case .glue:
        cutter.items.insert(.penalty(FlowPenalty(cost: OverlongRunRule.breakBeforeRunCost)), at: cutter.items.count - 1)
      case .penalty(let penalty) where penalty.cost == 0:
        cutter.items[cutter.items.count - 1] = .penalty(FlowPenalty(cost: OverlongRunRule.breakBeforeRunCost))
      default: break
      }
    }
    var units: [RunUnit] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let textEnd = text.nextChipMark(from: index, before: range.upperBound)
      if textEnd > index {
        // Text between chips is a cluster at a time; each chip is one unit.
        measurer.forEachCluster(in: bytes, index..<textEnd) { start, end, clusterWidth in
          units.append(RunUnit(start: start, end: end, width: clusterWidth))
        }
        index = textEnd
        continue
      }
      guard let label = fitted[index] else { break }
      units.append(RunUnit(start: index, end: index + 3, width: label.width + chips.style.frameWidth, isBox: true))
      index += 3
    }
    var pieceStart = 0
    func piece(upTo end: Int) -> Piece {
      let parts = units[pieceStart..<end]
      return Piece(
        range: parts.first!.start..<parts.last!.end, width: parts.reduce(0) { $0 + $1.width },
        height: parts.contains(where: { $0.isBox }) ? chips.style.height : 1)
    }
    var cost: Double? = nil
    for (before, kind) in measurer.runCuts(units, in: bytes, width: width, rule: runRule) {
      cutter.append(piece(upTo: before), cutCost: cost)
      cost = kind.cost
      pieceStart = before
    }
    cutter.append(piece(upTo: units.count), cutCost: cost)
  }

  /// A paragraph's items and the pieces its boxes stand for.
  ///
  /// A struct with mutating methods rather than local functions over local
  /// variables: a closure that captures such functions boxes the variables and
  /// checks every access to them at run time, which cost 7 % of a render.
  private struct PieceList {
    var items: [FlowItem<Int>] = []
    var pieces: [Piece] = []

    /// Appends a piece as a box; a piece cut from the same run as the box before it follows a penalty of `cutCost`.
    mutating func append(_ piece: Piece, cutCost: Double? = nil) {
      if let cutCost { items.append(.penalty(FlowPenalty(cost: cutCost))) }
      items.append(
        .box(FlowBox(width: piece.width, height: piece.height, baseline: ChipStyle.baselineRow(of: piece.height) + 1)))
      pieces.append(piece)
    }
  }

  /// Appends the spaces of `range` in their own styles.
  private func drawSpaces(_ range: Range<Int>, of text: InlineText, into row: inout TerminalRow) {
    var offset = range.lowerBound
    while offset < range.upperBound {
      let (style, runEnd) = text.run(at: offset)
      let stop = Swift.min(runEnd, range.upperBound)
      row.appendSpaces(stop - offset, style: style)
      offset = stop
    }
  }

  /// Draws a piece's text on its baseline row and its chips on their rows.
  private mutating func draw(
    _ piece: Piece, of text: InlineText, fitted: [Int: (bytes: [UInt8], width: Int)], into rows: inout [TerminalRow],
    top: Int, baseline: Int
  ) {
    func append(_ part: Range<Int>, _ style: TerminalStyle, _ columns: Int) -> Bool {
      rows[baseline].append(text.bytes[part], width: columns, style: style)
      if piece.height > 1 {
        rows[top].appendSpaces(columns)
        rows[top + 2].appendSpaces(columns)
      }
      return true
    }
    func drawText(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      // A piece in one style and without chips was measured whole when it was cut.
      let (style, runEnd) = text.run(at: range.lowerBound)
      if range == piece.range && runEnd >= range.upperBound {
        _ = append(range, style, piece.width)
      } else {
        _ = forEachStyledPart(of: text, range, append)
      }
    }
    var index = piece.range.lowerBound
    while index < piece.range.upperBound {
      let textEnd = text.nextChipMark(from: index, before: piece.range.upperBound)
      drawText(index..<textEnd)
      guard textEnd < piece.range.upperBound, let chip = text.chips[textEnd], let label = fitted[textEnd] else { break }
      chips.draw(chip, label: label, into: &rows, top: top)
      index = textEnd + 3
    }
  }
}
