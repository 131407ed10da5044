// Phase: breaking and rendering one paragraph. Tokens become segments, each
// followed by what its gap allows (a gap before a line-start hazard holds its
// space), and the builder plain text and render use too (ParagraphBuilder)
// turns them into items, which the flow engine breaks and places, line by
// line; this file writes each line from where the engine placed it, its
// tokens back as they were, the container markers in front.
// A paragraph of hundreds of thousands of words is broken in windows, as plain
// text breaks it (ParagraphWindows).

import FlowLayout
import ReflowText

/// Rewraps paragraphs, one at a time, with fixed options.
///
/// Not thread-safe: it owns a width measurer.
struct ParagraphRewrapper: ParagraphSegmenter {
  let options: MarkdownFormatOptions
  /// The document the paragraphs come from, whose definitions' labels make shortcut references (`[RFC 8446]`)
  /// links; read the first time a paragraph holds brackets that could be one.
  var document: UnsafeBufferPointer<UInt8>?
  /// The labels of ``document``, once read.
  private var labels: LinkLabels?
  /// The way from segments to lines, plain text's: the items and the layout session (Markdown needs none of the
  /// width rules, since it breaks only at whitespace).
  private let builder: ParagraphBuilder
  private var measurer: DisplayWidthMeasurer
  /// UAX #14 breaks for the insides of CJK runs; nil unless the options ask for them.
  private let cjkBreaks: LineBreakIterator?
  /// The spaces UAX #14 holds, as plain text holds them.
  private var spaceBreaks: SpaceBreaks?
  /// Where sentences start, when each starts a line; nil unless the options ask for it.
  private let sentences: SentenceBoundaries?
  /// Whether a join the lines leave unbroken must stop being a break, and the paragraph be broken again
  /// (``MarkdownSettling/untakenJoins(_:breakable:lineEnds:)``): balanced breaking, without ICU in CJK runs.
  private let balancesJoins: Bool
  /// Each token's width in columns, for the paragraph ``gapRules(_:in:firstPrefix:lineWidth:)`` last read, when it
  /// holds a link's text; empty otherwise, and then ``segments(_:in:breaks:forced:mustBreak:)`` measures the tokens.
  private var widths: [Int] = []
  /// How a paragraph too long to break at once is split, as plain text splits it (the tests make the windows small).
  var windows = ParagraphWindows()
  /// Why the last paragraph ``rewrap(_:lineEnd:into:)`` refused was left as written.
  private(set) var lastRefusal: KeptParagraph.Reason = .noRoomForText
  /// How many lines the last paragraph ``rewrap(_:lineEnd:into:)`` rewrapped became.
  private(set) var lastLineCount = 0

  init(options: MarkdownFormatOptions) {
    self.options = options
    builder = ParagraphBuilder(breaker: options.layout.breaker)
    measurer = DisplayWidthMeasurer(options: options.widths)
    // MarkdownFormatter's initialiser has opened one with this style already, so this does not fail.
    cjkBreaks = options.breaksInsideCJKRuns ? try? LineBreakIterator(style: options.lineBreakStyle) : nil
    spaceBreaks = try? SpaceBreaks(style: options.lineBreakStyle)
    sentences = options.breaksAtSentences ? try? SentenceBoundaries(locale: options.lineBreakStyle.locale) : nil
    if cjkBreaks == nil, case .balance = options.algorithm { balancesJoins = true } else { balancesJoins = false }
  }

  /// Appends the rewrapped lines of `paragraph` to `output`, each ended with `lineEnd`.
  ///
  /// Returns false, and appends nothing, when the paragraph is best left as
  /// written: the markers leave no column for text (one word per line behind a
  /// prefix wider than the page helps no one), or a hard break puts a
  /// line-start hazard at the start of a line (see ``BreakableGaps``).
  mutating func rewrap(_ paragraph: ParagraphSource, lineEnd: [UInt8], into output: inout [UInt8]) -> Bool {
    let firstWidth = Self.lineWidth(after: paragraph.firstPrefix, options)
    let restWidth = Self.lineWidth(after: paragraph.continuationPrefix, options)
    guard firstWidth > 0, restWidth > 0 else {
      lastRefusal = .noRoomForText
      return false
    }
    let (first, rest) = (LineMeasure(width: firstWidth), LineMeasure(width: restWidth))
    var rewrapped = false
    paragraph.content.withUnsafeBufferPointer { text in
      var tokenizer = InlineTokenizer(text, measurer: &measurer)
      if let cjkBreaks { tokenizer.splitUnspacedCJK(using: cjkBreaks, measurer: &measurer) }
      let rules = gapRules(tokenizer, in: text, firstPrefix: paragraph.firstPrefix, lineWidth: restWidth)
      guard !rules.breaks.keepsParagraph else {
        lastRefusal = .lineStartHazard
        return
      }
      let (breaks, units) = (rules.breaks, rules.units)
      let starts = Self.lineStarts(units)
      var tokenized = TokenizedParagraph(
        text: text, tokens: tokenizer.tokens, gaps: tokenizer.gaps, breakable: breaks.breakable,
        forced: Self.forcedBreaks(
          tokenizer, text, units: units, keepingLines: options.keepsLineBreaks, sentences: sentences),
        mustBreak: breaks.mustBreak)
      let builder = self.builder
      var segmented = builder.segments(of: tokenized, by: &self)
      if balancesJoins, !windows.isWindowed(segmented, width: options.width) {
        while dropUntakenJoins(
          segmented, tokenizer, starts: starts, first: first, rest: rest, from: &tokenized.breakable)
        {
          segmented = builder.segments(of: tokenized, by: &self)
        }
      }
      // A paragraph of hundreds of thousands of words is broken a window at a time (ParagraphWindows): each
      // window's lines are written but for those holding its last words, which the next window lays out again.
      let windowed = windows.isWindowed(segmented, width: options.width)
      let written = output.count
      var lineNumber = 0
      var steps = windows.steps(over: segmented.segments.count, windowed: windowed)
      while let (range, isLast) = steps.next() {
        let start = range.lowerBound
        let window = windowed ? segmented.window(range) : segmented
        // Windows after the first hold continuation lines only. The paragraph's first line starts where its
        // markers end: spaces placed there would read as indentation, and four of them as code.
        var request = ParagraphBuilder.LineRequest(first: start == 0 ? first : rest, rest: rest)
        request.alignment = options.alignment
        if start == 0 { request.firstLineAlignment = .leading }
        let lastToken = builder.placeLines(window, request, starts: starts, from: start) { lines, items in
          // All lines of the last window (or of a paragraph that fits in one); in an earlier window, those before
          // the held-back words, found by counting each line's boxes.
          var kept = Int.max
          if !isLast {
            var boxes = 0
            let boxEnds = lines.map { line in
              boxes += items[line.span.items].count { if case .box = $0 { true } else { false } }
              return boxes
            }
            kept = windows.linesKept(boxEnds: boxEnds, segments: range.count)
          }
          // Boxes are never dropped from a line, so counting them gives each one's token. Each line starts at the
          // x the engine placed it at, and its tokens follow at their glue's widths: a space, or none for a join
          // between wide characters.
          var token = start
          for (span, x) in lines.prefix(kept) {
            output.append(bytesOf: lineNumber == 0 ? paragraph.firstPrefix : paragraph.continuationPrefix)
            lineNumber += 1
            if x > 0 { output.append(contentsOf: repeatElement(0x20, count: x)) }
            for item in span.items {
              switch items[item] {
              case .box:
                append(tokenizer.tokens[token], from: text, to: &output)
                token += 1
              // A join between wide characters that allows no break is glue of no width, and writes nothing.
              case .glue(let glue) where glue.width > 0: output.append(0x20)
              default: break
              }
            }
            if span.breakIndex < items.count, span.isFinal, token > 0,
              case .hardBreak(let trailing) = tokenizer.gaps[token - 1]
            {
              output.append(bytesIn: trailing, of: text)
            }
            output.append(bytesOf: lineEnd)
          }
          return token
        }
        // Widths are non-negative integers and a window's items are far fewer than the engine's limit.
        guard let token = lastToken else {
          output.removeSubrange(written...)
          return
        }
        steps.moveOn(to: token)
      }
      lastLineCount = lineNumber
      rewrapped = true
    }
    return rewrapped
  }

  /// What each gap of a paragraph allows, every rule applied.
  struct GapRules {
    /// The line-start rules' breaks (``BreakableGaps``), with no break inside a link's text that fits a line.
    var breaks: BreakableGaps
    /// What the link and image texts allow at each gap (``KeptUnits``); nil when none holds a gap.
    var units: [UnitGap]?
  }

  /// The breaks `tokenizer`'s gaps allow: the line-start rules (``InlineTokenizer/breakableGaps(in:opensUncheckedTask:)``),
  /// then links' and images' texts (``KeptUnits``), which a line of `lineWidth` columns may hold whole.
  ///
  /// `firstPrefix` is the paragraph's first line's markers, which say whether it opens a task. When a link's text
  /// is measured, each token's width is left in ``widths``.
  mutating func gapRules(
    _ tokenizer: InlineTokenizer, in text: UnsafeBufferPointer<UInt8>, firstPrefix: [UInt8], lineWidth: Int
  ) -> GapRules {
    var breaks = tokenizer.breakableGaps(
      in: text, opensUncheckedTask: Self.opensUncheckedTask(firstPrefix), spaceBreaks: &spaceBreaks)
    widths.removeAll(keepingCapacity: true)
    guard !breaks.keepsParagraph else { return GapRules(breaks: breaks) }
    // Bracketed text with a space inside is a link's text when the document defines it as a label.
    var shortcuts: [Range<Int>] = []
    for pair in tokenizer.otherBrackets where text[pair].contains(where: InlineTokenizer.isWhitespace) {
      if labels == nil { labels = document.map { LinkLabels($0) } ?? LinkLabels() }
      if labels!.defines(text[pair]) { shortcuts.append(pair) }
    }
    // Most paragraphs hold no link: their tokens are measured once, as segments.
    guard !tokenizer.linkTexts.isEmpty || !shortcuts.isEmpty else { return GapRules(breaks: breaks) }
    for token in tokenizer.tokens { widths.append(width(of: token, in: text)) }
    let units = KeptUnits.gaps(
      of: tokenizer, widths: widths, in: text, lineWidth: lineWidth, shortcuts: shortcuts, measurer: &measurer)
    if let units {
      for gap in units.indices where units[gap] == .kept { breaks.breakable[gap] = false }
    }
    return GapRules(breaks: breaks, units: units)
  }

  /// Breaks `segmented` and makes each breakable join no line ends at unbreakable; returns whether there was one.
  private func dropUntakenJoins(
    _ segmented: TextParagraph, _ tokenizer: InlineTokenizer, starts: [LineStart]?, first: LineMeasure<Int>,
    rest: LineMeasure<Int>, from breakable: inout [Bool]
  ) -> Bool {
    // Most paragraphs have no join to drop, and are broken once, in the window loop.
    guard tokenizer.gaps.indices.contains(where: { tokenizer.gaps[$0] == .join && breakable[$0] }) else { return false }
    let request = ParagraphBuilder.LineRequest(first: first, rest: rest)
    let ends = builder.placeLines(segmented, request, starts: starts) { lines, items in
      var lineEnds = Set<Int>()
      var boxes = 0
      for (span, _) in lines {
        boxes += items[span.items].count { if case .box = $0 { true } else { false } }
        lineEnds.insert(boxes - 1)
      }
      return lineEnds
    }
    guard let lineEnds = ends else { return false }
    let untaken = MarkdownSettling.untakenJoins(tokenizer.gaps, breakable: breakable, lineEnds: lineEnds)
    for gap in untaken { breakable[gap] = false }
    return !untaken.isEmpty
  }

  /// Whether each gap must end a line; nil when no gap must.
  ///
  /// A gap must end a line when it ends one in the source and line ends
  /// are kept, or when it comes before a sentence and sentences start lines. A gap where a break would change the
  /// paragraph is never forced (the caller asks ``BreakableGaps`` first).
  ///
  /// A sentence that starts inside a link's text that ``KeptUnits`` keeps whole goes on without the break.
  ///
  /// Static: called from the closure that holds the paragraph's bytes, a method of the rewrapper that does not
  /// change it would take a copy of it.
  private static func forcedBreaks(
    _ tokenizer: InlineTokenizer, _ text: UnsafeBufferPointer<UInt8>, units: [UnitGap]?, keepingLines: Bool,
    sentences: SentenceBoundaries?
  ) -> [Bool]? {
    guard keepingLines || sentences != nil else { return nil }
    var forced = keepingLines ? tokenizer.gapHasLineEnd : Array(repeating: false, count: tokenizer.gaps.count)
    guard let sentences, !forced.isEmpty else { return forced }
    var token = 1
    for start in sentences.starts(in: text) {
      while token < tokenizer.tokens.count && tokenizer.tokens[token].range.lowerBound < start { token += 1 }
      guard token < tokenizer.tokens.count else { break }
      if tokenizer.tokens[token].range.lowerBound == start && units?[token - 1] != .kept { forced[token - 1] = true }
    }
    return forced
  }

  /// Whether each segment may start a line, as the link and image texts around the gap before it say; nil when
  /// every segment may (no text too wide for a line), so that most paragraphs pass no rule to the item builder.
  private static func lineStarts(_ units: [UnitGap]?) -> [LineStart]? {
    guard let units, units.contains(.costly) else { return nil }
    return [.free] + units.map { $0 == .costly ? .discouraged : .free }
  }

  /// Whether `prefix` ends with an unchecked task's `[ ]` (and the space after it).
  static func opensUncheckedTask(_ prefix: [UInt8]) -> Bool {
    var end = prefix.count
    while end > 0 && (prefix[end - 1] == 0x20 || prefix[end - 1] == 0x09) { end -= 1 }
    return end >= 3 && prefix[end - 3] == UInt8(ascii: "[") && prefix[end - 2] == 0x20
      && prefix[end - 1] == UInt8(ascii: "]")
  }

  /// The columns left for text after `prefix`, which holds only spaces, tabs and ASCII markers, after a byte-order
  /// mark that takes no column.
  ///
  /// Static, as the other helpers `rewrap` calls are: a method would take a copy of the rewrapper each call.
  private static func lineWidth(after prefix: [UInt8], _ options: MarkdownFormatOptions) -> Int {
    let columns = prefix.withUnsafeBufferPointer { bytes in
      TabColumns.column(
        after: UnsafeBufferPointer(rebasing: bytes[ByteOrderMark.length(atStartOf: prefix)...]), widths: options.widths)
    }
    return options.width - columns
  }

  /// The tokens as segments for the builder, each followed by what its gap allows: `--markdown`'s
  /// ``ParagraphSegmenter``.
  ///
  /// A gap where a line may end is a space or a plain break; one where it
  /// may not holds its space (``SegmentBreak/spaceWithoutBreak``), or, for a
  /// join between wide characters, a space of no width. A hard break's
  /// trailing spaces stay on its line, so they count in the token's width;
  /// a forced break is always taken, so this is the same as counting them
  /// at the break.
  mutating func segmented(_ paragraph: TokenizedParagraph) -> TextParagraph {
    let (text, forced) = (paragraph.text, paragraph.forced)
    var segments: [TextSegment] = []
    segments.reserveCapacity(paragraph.tokens.count)
    var spaceWidths: [(offset: Int, width: Int)] = []
    for (index, token) in paragraph.tokens.enumerated() {
      var segment = TextSegment(
        start: Int32(token.range.lowerBound), end: Int32(token.range.upperBound),
        width: Int32(widths.isEmpty ? width(of: token, in: text) : widths[index]), next: .end)
      if index < paragraph.gaps.count {
        let breakable = paragraph.breakable[index]
        switch paragraph.gaps[index] {
        case .space where breakable && forced?[index] == true, .join where breakable && forced?[index] == true:
          segment.next = .mandatory
        case .space: segment.next = breakable ? .space : .spaceWithoutBreak
        case .fixedSpace: segment.next = .spaceWithoutBreak
        case .join:
          segment.next = breakable ? .allowed : .spaceWithoutBreak
          if !breakable { spaceWidths.append((token.range.upperBound, 0)) }
        case .hardBreak(let trailing):
          segment.width += Int32(trailing.count)
          segment.next = .mandatory
        }
      }
      segments.append(segment)
    }
    // A line end the source has and the paragraph must keep: no hazard can follow it that was not there.
    if let mustBreak = paragraph.mustBreak { segments[mustBreak].next = .mandatory }
    return TextParagraph(bytes: [], segments: segments, spaceWidths: spaceWidths)
  }

  /// A token's width in columns; a line end inside it is written, and counted, as ``lineEndJoin(at:in:of:)`` says.
  private mutating func width(of token: InlineToken, in text: UnsafeBufferPointer<UInt8>) -> Int {
    guard token.holdsLineEnd else { return measurer.width(of: text, in: token.range) }
    var total = 0
    var start = token.range.lowerBound
    for index in token.range where text[index] == 0x0A {
      total += measurer.width(of: text, in: start..<index) + (lineEndJoin(at: index, in: text, of: token) ?? 0)
      start = index + 1
    }
    return total + measurer.width(of: text, in: start..<token.range.upperBound)
  }

  /// What a line end inside a token becomes when the token is put on one line: a space, or nothing (nil).
  ///
  /// In raw HTML or a link's tail the line end reaches the HTML, where between two wide characters it
  /// reads as no space at all, so there it goes; in a code span CommonMark makes it a space, so it stays one.
  private mutating func lineEndJoin(at index: Int, in text: UnsafeBufferPointer<UInt8>, of token: InlineToken) -> Int? {
    let isCodeSpan = text[token.range.lowerBound] == UInt8(ascii: "`")
    return !isCodeSpan && measurer.joinsWithoutSpace(text, before: index, after: index + 1) ? nil : 1
  }

  private mutating func append(_ token: InlineToken, from text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    guard token.holdsLineEnd else {
      output.append(bytesIn: token.range, of: text)
      return
    }
    for index in token.range {
      if text[index] != 0x0A {
        output.append(text[index])
      } else if lineEndJoin(at: index, in: text, of: token) != nil {
        output.append(0x20)
      }
    }
  }
}
