// Phase: laying out inline text with the flow engine. Plain text's
// segmenter cuts the text into pieces (ContentSegmenter); each piece is a box
// (three rows tall, baseline on the middle row, when it holds a boxed chip),
// each space glue, each place to break without a space a penalty, each hard
// break a forced one. The engine breaks
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
  var alignment: FlowAlignment = .leading
  /// Columns between boxes where the text has a space (a tag cloud's item spacing).
  var spacing = 1
  /// Blank rows between lines (a tag cloud's line spacing).
  var lineSpacing = 0
  /// Whether words a reader copies as they are (a URL, an e-mail address, an option name) stay whole when wider
  /// than the line, running past it as in plain text (``WholeWords``).
  ///
  /// A table's cell turns it off: its row is framed, and a word past the
  /// cell's edge would push the frame out of line with the rows above it.
  var keepsCopyableWordsWhole = true
  /// Whether lines break the options' goal short of `width` when the breaker cannot aim at a goal
  /// (``ParagraphLayout/limitShortfall``).
  ///
  /// The goal is the page's: a table's cell turns it off, as its column
  /// was already fitted to the page, and a column narrowed by the page's
  /// shortfall would hold a word a line, set short of the column's edge.
  var breaksAtGoal = true
}

/// A paragraph as render hands it to the builder: styled text with chips, and how it is set.
struct StyledParagraph {
  var text: InlineText
  var settings: ParagraphSettings
  /// Each chip's columns at full size, by the offset of its mark.
  var chipWidths: [Int: Int]
}

/// Lays out inline text into rows.
///
/// Not thread-safe: it owns a break iterator and a measurer.
struct ParagraphLayout: ParagraphSegmenter {
  /// The way from segments to lines, plain text's: the width rules, the items and the layout session.
  private let builder: ParagraphBuilder
  let chips: ChipPainter
  /// Plain text's segmenter, so that render's pieces follow the same rules.
  let segmenter: ContentSegmenter
  var measurer: DisplayWidthMeasurer
  /// Where a run wider than the line is cut: the same rule plain text uses.
  let runRule: OverlongRunRule
  /// How many columns short of its width each line breaks, for a breaker that cannot aim at a goal: the options'
  /// width less their goal (``LineBreakingAlgorithm/widthAndGoal(width:goal:)``), else 0.
  let limitShortfall: Int
  /// Whether a text that fits on one row skips the engine; tests turn it off to hold the two paths equal.
  var allowsUnbrokenRow = true
  /// The row of the last text set by ``rows(_:_:)`` that holds its first line's text: 0, or the middle row of a
  /// boxed chip's three.
  private(set) var firstBaselineRow = 0

  /// A layout for `options`; each thread makes its own.
  ///
  /// ``MarkdownRenderer``'s initialiser has opened a segmenter already, so this does not fail.
  init(options: MarkdownRenderOptions) {
    builder = ParagraphBuilder(breaker: options.layout.breaker)
    chips = ChipPainter(
      style: options.chipStyle, theme: RenderTheme(options),
      widths: options.widths)
    segmenter = try! ContentSegmenter(widths: options.widths, style: options.lineBreak)
    measurer = DisplayWidthMeasurer(options: options.widths)
    runRule = OverlongRunRule(strict: options.lineBreak.strictness == .strict)
    limitShortfall = options.width - options.algorithm.widthAndGoal(width: options.width, goal: options.goal).width
  }

  /// What each box of a layout stands for: bytes of the text, possibly holding chips.
  private struct Piece {
    var range: Range<Int>
    var width: Int
    var height: Int
  }

  /// The rows of `text` set at `settings`.
  mutating func rows(_ text: InlineText, _ settings: ParagraphSettings) -> [TerminalRow] {
    firstBaselineRow = 0
    guard !text.bytes.isEmpty else { return [TerminalRow()] }
    let width = settings.breaksAtGoal ? Swift.max(1, settings.width - limitShortfall) : settings.width
    if allowsUnbrokenRow, let row = unbrokenRow(text, settings, width: width) { return [row] }
    let chipWidths = fullWidths(of: text)
    let paragraph = self.paragraph(text, settings, width: width, chipWidths: chipWidths)
    let pieces = paragraph.segments.map { segment in
      let range = Int(segment.start)..<Int(segment.end)
      let holdsChip =
        !chipWidths.isEmpty && text.nextChipMark(from: range.lowerBound, before: range.upperBound) < range.upperBound
      return Piece(range: range, width: Int(segment.width), height: holdsChip ? chips.style.height : 1)
    }
    var request = ParagraphBuilder.LineRequest(width: width)
    request.alignment = settings.alignment
    request.verticalAlignment = .firstBaseline
    request.lineSpacing = settings.lineSpacing
    // A piece that holds a chip is as tall as the chip, its baseline on the chip's label row.
    let tallBoxes: [(segment: Int, height: Int, baseline: Int)] =
      chipWidths.isEmpty
      ? []
      : pieces.indices.compactMap { index in
        let height = pieces[index].height
        return height > 1 ? (segment: index, height: height, baseline: ChipStyle.baselineRow(of: height) + 1) : nil
      }
    guard let layout = builder.layOut(paragraph, request, tallBoxes: tallBoxes) else { return [TerminalRow()] }
    defer { builder.reclaim(layout) }
    let labels = self.labels(of: text, chipWidths, width: width)
    var rows = Array(repeating: TerminalRow(), count: Swift.max(1, layout.size.height))
    if let first = layout.lines.first, let box = first.boxes.first {
      firstBaselineRow = layout.boxPositions[box].y + ChipStyle.baselineRow(of: pieces[box].height)
    }
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
        draw(piece, of: text, labels: labels, into: &rows, top: position.y, baseline: baseline)
      }
    }
    return rows
  }

  /// Each chip's label as drawn on a line of `width` columns, by the offset of its mark: cut as the builder fitted
  /// its box (``inlineBoxes(of:_:)``).
  @inline(never)
  private func labels(of text: InlineText, _ chipWidths: [Int: Int], width: Int) -> [Int: (bytes: [UInt8], width: Int)]
  {
    var labels = [Int: (bytes: [UInt8], width: Int)]()
    for (offset, fullWidth) in chipWidths {
      labels[offset] = chips.fittedLabel(text.chips[offset]!, fullWidth: fullWidth, width: width)
    }
    return labels
  }

  /// Each chip's columns at full size, label and frame, by the offset of its mark.
  private mutating func fullWidths(of text: InlineText) -> [Int: Int] {
    var widths = [Int: Int]()
    guard !text.chips.isEmpty else { return widths }
    for (offset, chip) in text.chips { widths[offset] = chips.fullWidth(chip, measurer: &measurer) }
    return widths
  }

  /// The widest piece of the text that no line breaks when it fits: a word (hyphens and all), a code span, a chip;
  /// the narrowest line on which nothing is cut.
  ///
  /// Chinese and Japanese break between characters, so a run of them is
  /// no such piece. Pieces wider than `limit` are left out: the widest of
  /// the others is the narrowest line that cuts none of those that fit it.
  mutating func widestWord(_ text: InlineText, upTo limit: Int = .max) -> Int {
    guard !text.bytes.isEmpty else { return 0 }
    let whole = Int(Int32.max / 2)
    let chipWidths = fullWidths(of: text)
    let paragraph = self.paragraph(text, ParagraphSettings(width: whole), width: whole, chipWidths: chipWidths)
    // Pieces held together by a space no line may end at count as one, the space included.
    var widest = 0
    var chain = 0
    let segments = paragraph.segments
    for index in segments.indices {
      chain += Int(segments[index].width)
      if segments[index].next == .spaceWithoutBreak, index + 1 < segments.count {
        chain += Int(segments[index + 1].start - segments[index].end)
        continue
      }
      if chain <= limit { widest = Swift.max(widest, chain) }
      chain = 0
    }
    return chain <= limit ? Swift.max(widest, chain) : widest
  }

  /// The text's width on one line when it is plain text with no hard break; nil otherwise.
  mutating func naturalWidth(_ text: InlineText) -> Int? {
    guard text.chips.isEmpty, !text.bytes.contains(0x0A) else { return nil }
    return text.bytes.withUnsafeBufferPointer { measurer.width(of: $0, in: 0..<$0.count) }
  }

  /// The one row of a text that fits as it is: most headings, list items, cells and notes.
  ///
  /// The row the engine would draw, without breaking: the text with single
  /// spaces, from the x the engine gives a paragraph's only line
  /// (``FlowLayout/FlowAlignment/offset(ofLine:in:)``, 0 unless it is
  /// centred or trailing, as a table's column may be). Nil as soon as the
  /// text proves wider than the line.
  private mutating func unbrokenRow(_ text: InlineText, _ settings: ParagraphSettings, width: Int) -> TerminalRow? {
    // Spaces at either end are the engine's to drop, and then they would not count in the line's width.
    guard settings.spacing == 1, text.chips.isEmpty, !text.bytes.contains(0x0A), text.bytes.first != 0x20,
      settings.alignment == .leading || text.bytes.last != 0x20
    else { return nil }
    var row = TerminalRow()
    let fits = forEachStyledPart(of: text, 0..<text.bytes.count) { range, style, columns in
      row.append(text.bytes[range], width: columns, style: style)
      return row.width <= width
    }
    guard fits else { return nil }
    row.prependSpaces(settings.alignment.offset(ofLine: row.width, in: width))
    return row
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

  /// The text for lines of `width` columns: its segmentation, then the width rules in the builder's order, as
  /// plain text's (``ContentSegmenter/applyWidthRules(to:of:width:policy:spans:boxes:spaceWidths:measurer:)``).
  ///
  /// A chip narrower than the line keeps its label; a wider one's label is
  /// cut (its box fitted, step 0); a code span that fits is held on one
  /// line, and a chain still too wide is cut beside its spans; a word that
  /// fits is joined, and a run wider than the line is cut by the run rule.
  /// A URL cut in two no longer works when copied: it runs past the line,
  /// and a terminal wraps the row itself, which keeps it one link.
  private mutating func paragraph(
    _ text: InlineText, _ settings: ParagraphSettings, width: Int, chipWidths: [Int: Int]
  ) -> TextParagraph {
    let builder = self.builder
    var paragraph = builder.segments(
      of: StyledParagraph(text: text, settings: settings, chipWidths: chipWidths), by: &self)
    let policy = ParagraphBuilder.Policy(
      cutsOverlongRuns: true, keepsCopyableWordsWhole: settings.keepsCopyableWordsWhole, runRule: runRule)
    let spaceWidths = paragraph.content.wideSpaces.map { (offset: Int($0.offset), width: Int($0.width)) }
    let boxes = inlineBoxes(of: text, chipWidths)
    let cut = text.bytes.withUnsafeBufferPointer { bytes in
      segmenter.applyWidthRules(
        to: &paragraph.segments, of: bytes, width: width, policy: policy, spans: text.protectedSpans,
        boxes: boxes, spaceWidths: spaceWidths, measurer: &measurer)
    }
    paragraph.hasCutRuns = cut
    return paragraph
  }

  /// The text cut into segments for the builder: render's ``ParagraphSegmenter``, as ``segmentation(_:_:_:chipWidths:)``
  /// cuts it.
  mutating func segmented(_ paragraph: StyledParagraph) -> TextParagraph {
    let (text, settings, chipWidths) = (paragraph.text, paragraph.settings, paragraph.chipWidths)
    let (segments, spaceWidths) = text.bytes.withUnsafeBufferPointer { bytes in
      segmentation(text, bytes, settings, chipWidths: chipWidths)
    }
    return TextParagraph(bytes: text.bytes, segments: segments, spaceWidths: spaceWidths)
  }

  /// The text's chips as the builder's inline boxes: each at full size, its label cut with `…` where the line is
  /// narrower (``ChipPainter/fittedWidth(_:fullWidth:width:)``).
  private func inlineBoxes(of text: InlineText, _ chipWidths: [Int: Int]) -> InlineBoxes? {
    guard !chipWidths.isEmpty else { return nil }
    let boxes = chipWidths.sorted { $0.key < $1.key }.map { (offset: $0.key, width: $0.value) }
    let boxed = boxes.map { text.chips[$0.offset]! }
    let painter = chips
    return InlineBoxes(boxes) { index, lineWidth in
      painter.fittedWidth(boxed[index], fullWidth: boxes[index].width, width: lineWidth)
    }
  }

  /// The text cut into segments at its UAX #14 breaks, each measured, chips at full size: no line width plays a
  /// part, so the same segments serve any width.
  ///
  /// Text that is content as plain text holds it (one space between words,
  /// no hard break, no chip, spaces one column wide) goes through plain
  /// text's segmenter whole, fast path included; other text is cut here at
  /// ICU's breaks and refined by the same segmenter. A piece's trailing
  /// spaces are the space after it, as wide as `settings.spacing` times
  /// their number; spaces opening the text or a line after a hard break
  /// take no room (the engine keeps glue where no break precedes it, which
  /// would push the line past the width). A hard break with no text since
  /// the last one is an empty segment, so the empty line stays.
  private mutating func segmentation(
    _ text: InlineText, _ bytes: UnsafeBufferPointer<UInt8>, _ settings: ParagraphSettings, chipWidths: [Int: Int]
  ) -> (segments: [TextSegment], spaceWidths: [(offset: Int, width: Int)]) {
    if text.chips.isEmpty && settings.spacing == 1 && ContentSegmenter.isContent(bytes) {
      return (segmenter.segments(ofContent: text.bytes), [])
    }
    var spaceWidths: [(offset: Int, width: Int)] = []
    var segments = atBreaks(text, bytes, settings, chipWidths: chipWidths, spaceWidths: &spaceWidths)
    // A chip can share a piece with text (`“`code`”` under --code-chips); one the refinements cut is measured
    // again, its chip at full size.
    segmenter.refine(&segments, in: bytes) { range in
      guard !chipWidths.isEmpty, text.nextChipMark(from: range.lowerBound, before: range.upperBound) < range.upperBound
      else { return nil }
      return measure(range, bytes, text, chipWidths)
    }
    return (segments, spaceWidths)
  }

  /// Text that is not content cut at ICU's breaks: hard breaks, runs of spaces and chips as `segmented` says.
  ///
  /// A chip is a break on both sides (U+FFFC, UAX #14's LB20), except where
  /// an earlier rule holds text to it: a quotation mark (LB19), a closing
  /// bracket (LB13), a zero-width joiner before it (LB8a). Such a piece is
  /// measured chip and all here, and again when a refinement cuts it.
  private mutating func atBreaks(
    _ text: InlineText, _ bytes: UnsafeBufferPointer<UInt8>, _ settings: ParagraphSettings, chipWidths: [Int: Int],
    spaceWidths: inout [(offset: Int, width: Int)]
  ) -> [TextSegment] {
    var segments: [TextSegment] = []
    var start = 0
    segmenter.forEachBreak(in: bytes) { offset, mandatory in
      defer { start = offset }
      var contentEnd = offset
      while contentEnd > start && (bytes[contentEnd - 1] == 0x20 || bytes[contentEnd - 1] == 0x0A) {
        contentEnd -= 1
      }
      let atEnd = offset == bytes.count
      if contentEnd > start {
        // The spaces ICU allowed no break at (`“quoted” (see`) hold pieces together, as in plain text's segments.
        var pieceStart = start
        var index = start
        while index < contentEnd {
          guard bytes[index] == 0x20 else {
            index += 1
            continue
          }
          var spaceEnd = index
          while spaceEnd < contentEnd && bytes[spaceEnd] == 0x20 { spaceEnd += 1 }
          let columns = measure(pieceStart..<index, bytes, text, chipWidths)
          segments.append(
            TextSegment(start: Int32(pieceStart), end: Int32(index), width: Int32(columns), next: .spaceWithoutBreak))
          if settings.spacing * (spaceEnd - index) != 1 {
            spaceWidths.append((index, settings.spacing * (spaceEnd - index)))
          }
          pieceStart = spaceEnd
          index = spaceEnd
        }
        let columns = measure(pieceStart..<contentEnd, bytes, text, chipWidths)
        segments.append(
          TextSegment(start: Int32(pieceStart), end: Int32(contentEnd), width: Int32(columns), next: .end))
      } else if mandatory && !atEnd && (segments.last?.next ?? .mandatory) == .mandatory {
        segments.append(TextSegment(start: Int32(start), end: Int32(start), width: 0, next: .end))
      } else {
        return
      }
      guard !atEnd else { return }
      let spaces = offset - contentEnd
      if mandatory {
        segments[segments.count - 1].next = .mandatory
      } else if spaces > 0 {
        segments[segments.count - 1].next = .space
        if settings.spacing * spaces != 1 { spaceWidths.append((contentEnd, settings.spacing * spaces)) }
      } else {
        segments[segments.count - 1].next = SegmentBreak.withoutSpace(before: contentEnd, in: bytes)
      }
    }
    return segments
  }

  /// The columns of `range`: its text, and each chip at full size (`chipWidths`, by offset).
  private mutating func measure(
    _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, _ text: InlineText, _ chipWidths: [Int: Int]
  ) -> Int {
    var total = 0
    var index = range.lowerBound
    while index < range.upperBound {
      let textEnd = text.nextChipMark(from: index, before: range.upperBound)
      if textEnd > index {
        total += measurer.width(of: bytes, in: index..<textEnd)
        index = textEnd
        continue
      }
      guard let width = chipWidths[index] else { break }
      total += width
      index += InlineText.chipMark.count
    }
    return total
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
    _ piece: Piece, of text: InlineText, labels: [Int: (bytes: [UInt8], width: Int)], into rows: inout [TerminalRow],
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
      guard textEnd < piece.range.upperBound, let chip = text.chips[textEnd], let label = labels[textEnd] else { break }
      chips.draw(chip, label: label, into: &rows, top: top)
      index = textEnd + 3
    }
  }
}
