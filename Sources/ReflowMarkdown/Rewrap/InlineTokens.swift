// Phase: tokens. A paragraph's text is cut at whitespace into tokens, the
// pieces a line may break between. Some constructs hold whitespace that must
// not become a line break: code spans, inline HTML and autolinks, a link's
// destination and title, inline math. Each of those stays inside one token.
// Every scan is linear: a construct that fails to close marks how far the
// search went, and later openers before that point are not searched again.

import ReflowText

/// A piece of a paragraph that stays on one line.
struct InlineToken {
  /// The token's bytes in the paragraph text.
  var range: Range<Int>
  /// Whether it holds a line end (inside a code span or an HTML tag), written as a space.
  var holdsLineEnd = false
  /// Whether it ends with a backslash that escapes nothing: a line end after it would be a hard break.
  var endsWithBackslash = false
}

/// What separates two tokens.
enum TokenGap: Equatable {
  /// Whitespace: a space on a line, or a line break.
  case space
  /// A space between two wide characters on one line: it must stay a space, because a line end
  /// there would read as no space at all.
  case fixedSpace
  /// A line end between two wide characters: nothing on a line (CSS's rule), still a place to break.
  case join
  /// A hard line break, with the bytes that make it: two or more trailing spaces, or nothing after a backslash.
  case hardBreak(trailing: Range<Int>)
}

/// Where a paragraph may break, and whether it must be left as written.
struct BreakableGaps {
  /// Whether a line may end at each gap, by the gap's index.
  ///
  /// Not before a line-start hazard, not after a lone backslash (the line end
  /// would be a hard break), not at a space between wide characters (a line
  /// end there reads as none).
  var breakable: [Bool]
  /// Whether the paragraph must keep its lines as written.
  ///
  /// It must when it starts with a hazard, or a hard break puts one at the
  /// start of a line. The source shows it is prose there only as written
  /// (`1.` alone, `*** text`, or on a lazy line a table would not claim), so
  /// the paragraph keeps its lines.
  var keepsParagraph: Bool
  /// A gap where a line must end, as in the source: the end of an open task's first line (see
  /// ``InlineTokenizer/breakableGaps(in:)``); nil for most paragraphs.
  var mustBreak: Int? = nil
}

/// A paragraph as `--markdown` hands it to the builder: its tokens, and what each gap between two of them allows.
struct TokenizedParagraph {
  /// The paragraph's text, which the tokens' ranges index.
  var text: UnsafeBufferPointer<UInt8>
  var tokens: [InlineToken]
  /// `gaps[i]` separates `tokens[i]` from `tokens[i + 1]`.
  var gaps: [TokenGap]
  /// Whether a line may end at each gap: the line-start rules, and the links' texts kept whole.
  var breakable: [Bool]
  /// Whether each gap must end a line; nil when none must.
  var forced: [Bool]?
  /// A gap where a line must end as in the source (``BreakableGaps/mustBreak``).
  var mustBreak: Int?
}

/// Cuts paragraph text into tokens and the gaps between them.
struct InlineTokenizer {
  private let text: UnsafeBufferPointer<UInt8>
  private(set) var tokens: [InlineToken] = []
  /// `gaps[i]` separates `tokens[i]` from `tokens[i + 1]`.
  private(set) var gaps: [TokenGap] = []
  /// Whether `gaps[i]` holds a line end in the source.
  private(set) var gapHasLineEnd: [Bool] = []
  /// The text of each link and image, from its `[` (or `![`) through its `]`, in the order they close.
  ///
  /// A text is a pair of brackets followed by a destination `(...)` or a
  /// reference label `[`, or that label itself. Texts nest, and never
  /// overlap otherwise.
  private(set) var linkTexts: [Range<Int>] = []
  /// Every other pair of brackets, as ``linkTexts`` holds them: a shortcut reference when the document defines its
  /// label (``LinkLabels``), text otherwise.
  private(set) var otherBrackets: [Range<Int>] = []

  /// Every code span, tag, link tail and math span the scan found, kept whole or not (one holding a
  /// hard-break pattern is not), by start: no new break between wide characters goes inside one.
  private var scannedSpans: [Range<Int>] = []
  /// Where each code span can close.
  private var codeSpanClosers: BacktickRuns
  /// Line ends inside a quoted attribute value or a link's title, in the span the last scan found.
  private var spanKeptLineEnds: [Int] = []
  /// Those of the token being read, in spans kept whole: HTML keeps each as a line end, not a space.
  private var keptLineEnds: [Int] = []
  /// How far a failed search for each construct reached; openers before it are literal.
  private var htmlFrontier = 0
  private var linkFrontier = 0
  private var mathFrontier = 0

  init(_ text: UnsafeBufferPointer<UInt8>, measurer: inout DisplayWidthMeasurer) {
    self.text = text
    codeSpanClosers = BacktickRuns(text)
    // A guess at the words, from prose's usual six bytes a word: growing the arrays a step at a time cost several
    // allocations and copies per paragraph.
    let expected = text.count / 6 + 1
    tokens.reserveCapacity(expected)
    gaps.reserveCapacity(expected)
    gapHasLineEnd.reserveCapacity(expected)
    var openBrackets: [Int] = []
    var index = 0
    while index < text.count {
      let gapStart = index
      while index < text.count && Self.isWhitespace(text[index]) { index += 1 }
      if index == text.count { break }
      if !tokens.isEmpty {
        gaps.append(gap(gapStart..<index, measurer: &measurer))
        gapHasLineEnd.append(text[gapStart..<index].contains(0x0A))
      }
      let token = token(from: index, openBrackets: &openBrackets)
      if keptLineEnds.isEmpty { tokens.append(token) } else { appendCut(token) }
      index = token.range.upperBound
    }
  }

  /// Appends `token` cut at each line end that HTML keeps, with a hard break of nothing at each cut.
  ///
  /// In an attribute value or a link's title the line end reaches the HTML
  /// as it is, and a browser shows it (a title's tooltip breaks its line
  /// there), so written as a space it would change what the page says. The
  /// cut keeps it where the source has it, with the spaces around it as
  /// written; the next line starts where the source's did, so no line-start
  /// hazard appears that was not there.
  private mutating func appendCut(_ token: InlineToken) {
    var start = token.range.lowerBound
    for lineEnd in keptLineEnds {
      var end = lineEnd
      while end > start && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
      // A line of only spaces would have ended the paragraph: no piece is empty in a document cmark-gfm read.
      guard end > start else { continue }
      tokens.append(InlineToken(range: start..<end, holdsLineEnd: text[start..<end].contains(0x0A)))
      gaps.append(.hardBreak(trailing: end..<lineEnd))
      gapHasLineEnd.append(true)
      start = lineEnd + 1
      while start < token.range.upperBound && (text[start] == 0x20 || text[start] == 0x09) { start += 1 }
    }
    var last = token
    last.range = start..<token.range.upperBound
    last.holdsLineEnd = text[last.range].contains(0x0A)
    tokens.append(last)
    keptLineEnds.removeAll(keepingCapacity: true)
  }

  /// Cuts tokens where UAX #14 allows a break between two wide characters, for callers that opt in.
  ///
  /// Chinese and Japanese runs carry no spaces, so by default a run is one
  /// token and a line never breaks inside it: many renderers show a line end
  /// there as a space. When the user accepts that, each place where `iterator`
  /// allows a break between two wide characters (not Hangul, which is spaced)
  /// becomes a ``TokenGap/join``, outside any span kept whole. Both sides are
  /// wide letters, never Markdown punctuation, so no emphasis delimiter,
  /// escape or line-start hazard is touched.
  mutating func splitUnspacedCJK(using iterator: LineBreakIterator, measurer: inout DisplayWidthMeasurer) {
    var splitTokens: [InlineToken] = []
    var splitGaps: [TokenGap] = []
    var splitLineEnds: [Bool] = []
    splitTokens.reserveCapacity(tokens.count)
    // Spans start in order but may nest (a rejected span is rescanned inside): keep the furthest end so far.
    var furthestEnd: [Int] = []
    furthestEnd.reserveCapacity(scannedSpans.count)
    for span in scannedSpans { furthestEnd.append(Swift.max(furthestEnd.last ?? 0, span.upperBound)) }
    func insideSpan(_ position: Int) -> Bool {
      // The last span starting before `position`, by binary search.
      var low = 0
      var high = scannedSpans.count
      while low < high {
        let middle = (low + high) / 2
        if scannedSpans[middle].lowerBound < position { low = middle + 1 } else { high = middle }
      }
      return low > 0 && furthestEnd[low - 1] > position
    }
    for (index, token) in tokens.enumerated() {
      if index > 0 {
        splitGaps.append(gaps[index - 1])
        splitLineEnds.append(gapHasLineEnd[index - 1])
      }
      // Wide characters start at U+1100, whose UTF-8 lead byte is 0xE1 or above.
      guard text[token.range].contains(where: { $0 >= 0xE1 }) else {
        splitTokens.append(token)
        continue
      }
      var cuts: [Int] = []
      // Unicode 15.1's breaks, as every layout in Reflow takes them (中“中 may break before the mark).
      for opportunity in iterator.opportunities(in: UnsafeBufferPointer(rebasing: text[token.range])) {
        let position = token.range.lowerBound + opportunity.offset
        guard position < token.range.upperBound, !insideSpan(position) else { continue }
        if measurer.joinsWithoutSpace(text, before: position, after: position) { cuts.append(position) }
      }
      var start = token.range.lowerBound
      for cut in cuts {
        splitTokens.append(
          InlineToken(range: start..<cut, holdsLineEnd: token.holdsLineEnd && text[start..<cut].contains(0x0A)))
        splitGaps.append(.join)
        splitLineEnds.append(false)
        start = cut
      }
      var last = token
      last.range = start..<token.range.upperBound
      if !cuts.isEmpty { last.holdsLineEnd = token.holdsLineEnd && text[last.range].contains(0x0A) }
      splitTokens.append(last)
    }
    tokens = splitTokens
    gaps = splitGaps
    gapHasLineEnd = splitLineEnds
  }

  static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

  /// An ASCII letter or digit: a space between two always breaks (``SpaceBreaks``), asked here for speed.
  @inline(__always)
  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
  }

  /// Which gaps a line may break at; `text` is the text the tokens were cut from.
  ///
  /// `opensUncheckedTask` says the paragraph follows an unchecked task's `[ ]`, which cmark-gfm took off it.
  ///
  /// `spaceBreaks`, when given, holds the spaces UAX #14 lets no line end at (`word !`, `( word`), as plain text
  /// holds them.
  func breakableGaps(
    in text: UnsafeBufferPointer<UInt8>, opensUncheckedTask: Bool = false, spaceBreaks: inout SpaceBreaks?
  ) -> BreakableGaps {
    // A paragraph that starts with a hazard ("*** text", "** text") is prose only with what follows on its
    // line, and in a list item "[ ]" makes a task only with text after it: such a start keeps the first word
    // after it on the first line, as written. Where the source itself ends the line there, the paragraph keeps
    // its lines.
    let startsWithHazard = tokens.first.map {
      Self.opensLine($0.range, in: text)
    }
    let startsLikeTask =
      text.count >= 3 && text[0] == UInt8(ascii: "[") && text[2] == UInt8(ascii: "]")
      && [UInt8(ascii: " "), UInt8(ascii: "x"), UInt8(ascii: "X")].contains(text[1])
    // A complete tag alone on a paragraph's first line would start an HTML block (kind 7), so the word after it
    // stays on that line too.
    let startsWithTag = tokens.first.map {
      LineStartPolicy.Markdown.isCompleteTag(UnsafeBufferPointer(rebasing: text[$0.range]))
    }
    // Gaps up to this index stay on the first line.
    var gluedThrough = -1
    if startsWithHazard == true || startsWithTag == true {
      // A hazard followed by hazards (`___ ___`, a thematic break) holds on through them to a word.
      gluedThrough = lastGapOfHazards(from: 0, in: text)
    }
    // A backtick fence run opening a paragraph is text only while its first line holds another backtick: that
    // line stays as written.
    if let first = tokens.first,
      LineStartPolicy.Markdown.isBacktickFence(UnsafeBufferPointer(rebasing: text[first.range]))
    {
      gluedThrough = Swift.max(gluedThrough, (gapHasLineEnd.firstIndex(of: true) ?? gaps.count) - 1)
    }
    if startsLikeTask {
      gluedThrough = Swift.max(gluedThrough, (tokens.firstIndex { $0.range.lowerBound >= 3 } ?? 1) - 1)
    }
    // cmark-gfm checks an open task (`[ ]`) whose first line holds `[x]` anywhere: moving an `[x]` onto that line
    // or off it would tick or untick the box, so the first line stays as written and ends where it ended.
    var mustBreak: Int?
    let taskText = opensUncheckedTask ? 0 : startsLikeTask && text[1] == 0x20 ? 3 : nil
    if let taskText, Self.holdsTick(UnsafeBufferPointer(rebasing: text[taskText...])) {
      let firstLineEnd = gapHasLineEnd.firstIndex(of: true) ?? gaps.count
      gluedThrough = Swift.max(gluedThrough, firstLineEnd - 1)
      if firstLineEnd < gaps.count { mustBreak = firstLineEnd }
    }
    // A paragraph that starts like a link reference definition (`[label]: text`), and is none, is text only while
    // its first line holds more than a definition could: the label, the colon and the two words after it stay on
    // that line (alone, `[label]: word` would be a definition).
    var definitionGluedThrough = -1
    if let colon = ParagraphSource.definitionColon(in: text),
      let holder = tokens.firstIndex(where: { $0.range.upperBound > colon })
    {
      let firstWord = tokens[holder].range.upperBound > colon + 1 ? holder : holder + 1
      definitionGluedThrough = Swift.min(firstWord, gaps.count - 1)
    }
    let glued = gluedThrough >= 0 ? gapHasLineEnd.prefix(gluedThrough + 1) : []
    var result = BreakableGaps(
      breakable: [], keepsParagraph: gluedThrough >= 0 && (gaps.isEmpty || glued.contains(true)),
      mustBreak: mustBreak)
    result.breakable.reserveCapacity(gaps.count)
    // A hazard that a hard break puts at a line start is prose there as written, with the next word on its line
    // (cmark-gfm read it so); that gap holds, and where the source ends the line after the hazard, or nothing
    // follows it, the paragraph keeps its lines.
    var held = 0..<0
    for index in gaps.indices {
      if index <= gluedThrough || index <= definitionGluedThrough || held.contains(index) {
        if held.contains(index) && gapHasLineEnd[index] { result.keepsParagraph = true }
        result.breakable.append(false)
        continue
      }
      let next = tokens[index + 1]
      let isHazard = Self.opensLine(next.range, in: text)
      switch gaps[index] {
      case .hardBreak:
        if isHazard {
          // A hazard held to a hazard (`| :--`) is still no prose: it holds on through them to a word, and
          // with no word after them the paragraph keeps its lines.
          let through = lastGapOfHazards(from: index + 1, in: text)
          held = (index + 1)..<(through + 1)
          // A backtick fence run is text only while its line holds another backtick, as at the paragraph's start:
          // its line stays whole.
          if LineStartPolicy.Markdown.isBacktickFence(UnsafeBufferPointer(rebasing: text[next.range])) {
            let lineEnd = gapHasLineEnd[(index + 1)...].firstIndex(of: true) ?? gaps.count
            held = (index + 1)..<Swift.max(through + 1, lineEnd)
          }
          let last = tokens[tokens.count - 1]
          if through >= gaps.count - 1
            && Self.opensLine(last.range, in: text)
          {
            result.keepsParagraph = true
          }
        }
        result.breakable.append(true)
      case .fixedSpace:
        result.breakable.append(false)
      case .join:
        result.breakable.append(!isHazard && !tokens[index].endsWithBackslash)
      case .space:
        let token = tokens[index].range
        let breaks =
          Self.isAlphanumeric(text[token.upperBound - 1]) && Self.isAlphanumeric(text[next.range.lowerBound])
          || Self.startsImage(next.range, in: text)
          || spaceBreaks?.allowsBreak(
            before: UnsafeBufferPointer(rebasing: text[token]), after: UnsafeBufferPointer(rebasing: text[next.range]))
            ?? true
        result.breakable.append(!isHazard && !tokens[index].endsWithBackslash && breaks)
      }
    }
    return result
  }

  /// The last gap a hazard after gap `gap` holds: up to the gap before the first token after it that is no hazard,
  /// or the last gap when none is; `gap` itself when the token after it is a word.
  ///
  /// One rule for both places a hazard can stand at a line's start: the
  /// paragraph's first token, and a token after a hard break.
  private func lastGapOfHazards(from gap: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
    var last = gap
    while last + 1 < gaps.count,
      Self.opensLine(tokens[last + 1].range, in: text)
    {
      last += 1
    }
    return last
  }

  /// Whether the token at `range` is a line-start hazard (``MarkdownSettling/opensLine(_:)``).
  @inline(__always)
  private static func opensLine(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    MarkdownSettling.opensLine(UnsafeBufferPointer(rebasing: text[range]))
  }

  /// Whether the token at `range` opens with an image, `![`: a line may start with one.
  ///
  /// UAX #14 holds a space before `!` (LB13: `word !`), which is right for
  /// an exclamation mark standing alone, but an image's `!` is the start of
  /// a picture that may open a line (CommonMark gives `![` no meaning as a
  /// block start), and a run of badges must break between its images.
  @inline(__always)
  private static func startsImage(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    text[range.lowerBound] == UInt8(ascii: "!") && range.count > 1 && text[range.lowerBound + 1] == UInt8(ascii: "[")
  }

  /// Whether `text` holds `[x]` or `[X]`.
  private static func holdsTick(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard text.count >= 3 else { return false }
    for index in 0..<(text.count - 2)
    where text[index] == UInt8(ascii: "[") && text[index + 2] == UInt8(ascii: "]") && text[index + 1] | 0x20 == 0x78 {
      return true
    }
    return false
  }

  private func gap(_ range: Range<Int>, measurer: inout DisplayWidthMeasurer) -> TokenGap {
    guard let lineEnd = text[range].firstIndex(of: 0x0A) else {
      return measurer.joinsWithoutSpace(text, before: range.lowerBound, after: range.upperBound) ? .fixedSpace : .space
    }
    if lineEnd == range.lowerBound, tokens.last?.endsWithBackslash == true {
      return .hardBreak(trailing: lineEnd..<lineEnd)
    }
    if lineEnd - range.lowerBound >= 2, text[lineEnd - 1] == 0x20, text[lineEnd - 2] == 0x20 {
      return .hardBreak(trailing: range.lowerBound..<lineEnd)
    }
    if measurer.joinsWithoutSpace(text, before: range.lowerBound, after: range.upperBound) { return .join }
    return .space
  }

  /// Reads one token starting at `start`, a byte that is not whitespace.
  ///
  /// `openBrackets` holds the `[` (or `![`) of each bracket not yet closed, from token to token.
  private mutating func token(from start: Int, openBrackets: inout [Int]) -> InlineToken {
    var index = start
    var token = InlineToken(range: start..<start)
    var loneBackslash = false
    while index < text.count && !Self.isWhitespace(text[index]) {
      let byte = text[index]
      loneBackslash = false
      var spanEnd: Int?
      switch byte {
      case UInt8(ascii: "\\"):
        if index + 1 < text.count && Self.isEscapable(text[index + 1]) {
          index += 2
        } else {
          loneBackslash = true
          index += 1
        }
        continue
      case UInt8(ascii: "`"): spanEnd = codeSpan(at: index)
      case UInt8(ascii: "<"): spanEnd = htmlOrAutolink(at: index)
      case UInt8(ascii: "["):
        openBrackets.append(index > 0 && text[index - 1] == UInt8(ascii: "!") ? index - 1 : index)
      case UInt8(ascii: "]"):
        spanEnd = linkTail(at: index)
        if let opener = openBrackets.popLast() {
          let isLabel = opener > 0 && text[opener] == UInt8(ascii: "[") && text[opener - 1] == UInt8(ascii: "]")
          if spanEnd != nil || isLabel || (index + 1 < text.count && text[index + 1] == UInt8(ascii: "[")) {
            linkTexts.append(opener..<index + 1)
          } else {
            otherBrackets.append(opener..<index + 1)
          }
        }
      case UInt8(ascii: "$"): spanEnd = math(at: index)
      default: break
      }
      if let end = spanEnd { scannedSpans.append(index..<end) }
      if let end = spanEnd, !holdsHardBreak(index..<end) {
        if !token.holdsLineEnd && text[index..<end].contains(0x0A) { token.holdsLineEnd = true }
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "]") { keptLineEnds += spanKeptLineEnds }
        index = end
      } else if byte == UInt8(ascii: "`") {
        index = codeSpanClosers.runEnd(at: index)
      } else {
        index += 1
      }
    }
    token.range = start..<index
    token.endsWithBackslash = loneBackslash
    return token
  }

  /// Whether a span holds what would be a hard break outside it: two spaces or a backslash before a line end.
  ///
  /// Such a span is not kept whole. If the scanner read it as cmark-gfm does
  /// (a code span, a tag), the line end stays where it is, which is the same
  /// text; if not, joining the lines would have lost a hard break.
  private func holdsHardBreak(_ span: Range<Int>) -> Bool {
    var index = span.lowerBound + 1
    while index < span.upperBound {
      if text[index] == 0x0A {
        let before = text[index - 1]
        if before == UInt8(ascii: "\\") || (before == 0x20 && index >= 2 && text[index - 2] == 0x20) { return true }
      }
      index += 1
    }
    return false
  }

  /// ASCII punctuation: what a backslash escapes in CommonMark.
  static func isEscapable(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }

  /// The end of the code span opened by the backtick run at `start`, or nil when it never closes.
  private mutating func codeSpan(at start: Int) -> Int? {
    let openerEnd = codeSpanClosers.runEnd(at: start)
    guard let closer = codeSpanClosers.nextRun(length: openerEnd - start, after: openerEnd) else { return nil }
    return closer
  }

  /// The end of an autolink, an HTML tag, comment or declaration at `start`, or nil when `<` is literal.
  private mutating func htmlOrAutolink(at start: Int) -> Int? {
    guard start >= htmlFrontier, start + 1 < text.count else { return nil }
    let next = text[start + 1]
    let isLetter = (0x61...0x7A).contains(next | 0x20)
    guard isLetter || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") else {
      return nil
    }
    let isComment =
      next == UInt8(ascii: "!") && start + 3 < text.count && text[start + 2] == UInt8(ascii: "-")
      && text[start + 3] == UInt8(ascii: "-")
    // A processing instruction ends at `?>`; quotes mean nothing inside it or a comment.
    let isInstruction = next == UInt8(ascii: "?")
    var index = start + 2
    var quote: UInt8 = 0
    spanKeptLineEnds.removeAll(keepingCapacity: true)
    while index < text.count {
      let byte = text[index]
      if quote != 0 {
        if byte == quote { quote = 0 } else if byte == 0x0A { spanKeptLineEnds.append(index) }
      } else if !isComment && !isInstruction && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) {
        quote = byte
      } else if byte == UInt8(ascii: ">")
        && (!isComment || (index >= start + 6 && text[index - 1] == 0x2D && text[index - 2] == 0x2D))
        && (!isInstruction || (index >= start + 3 && text[index - 1] == UInt8(ascii: "?")))
      {
        return index + 1
      } else if byte == UInt8(ascii: "<") && !isComment && !isInstruction && quote == 0 {
        break
      }
      index += 1
    }
    htmlFrontier = index
    return nil
  }

  /// The end of a link's `(destination "title")` after the `]` at `start`, or nil when there is none.
  private mutating func linkTail(at start: Int) -> Int? {
    guard start >= linkFrontier, start + 1 < text.count, text[start + 1] == UInt8(ascii: "(") else { return nil }
    var index = start + 2
    var depth = 1
    var quote: UInt8 = 0
    spanKeptLineEnds.removeAll(keepingCapacity: true)
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      // A line end inside the title, quoted or in a second pair of parentheses (a destination holds none).
      if byte == 0x0A && (quote != 0 || depth > 1) { spanKeptLineEnds.append(index) }
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index + 1 }
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") {
        break
      }
      index += 1
    }
    linkFrontier = index
    return nil
  }

  /// The end of inline math (`$x + y$` or `$$...$$`) at `start`, or nil when the dollar is literal.
  ///
  /// Pandoc's rule: the opener is followed by a non-space, the closer follows
  /// a non-space and is not followed by a digit, so "$5 and $10" is not math.
  private mutating func math(at start: Int) -> Int? {
    guard start >= mathFrontier else { return nil }
    let double = start + 1 < text.count && text[start + 1] == UInt8(ascii: "$")
    let openerEnd = start + (double ? 2 : 1)
    guard openerEnd < text.count, !Self.isWhitespace(text[openerEnd]) else { return nil }
    var index = openerEnd + 1
    while index < text.count {
      if text[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      // Code spans come first, as on GitHub: a dollar inside one closes nothing.
      if text[index] == UInt8(ascii: "`") {
        let runEnd = codeSpanClosers.runEnd(at: index)
        index = codeSpanClosers.closingRun(length: runEnd - index, after: runEnd) ?? runEnd
        continue
      }
      if text[index] == UInt8(ascii: "$") {
        if double {
          if index + 1 < text.count && text[index + 1] == UInt8(ascii: "$") { return index + 2 }
        } else if !Self.isWhitespace(text[index - 1])
          && !(index + 1 < text.count && (0x30...0x39).contains(text[index + 1]))
        {
          return index + 1
        }
      }
      index += 1
    }
    mathFrontier = index
    return nil
  }
}

/// The backtick runs of a paragraph, for finding where a code span closes.
///
/// A code span closes at the next run of exactly as many backticks. Runs are
/// listed once by length, and a cursor per length only moves forward, so all
/// the searches of a paragraph together are linear.
struct BacktickRuns {
  private var startsByLength: [Int: [Int]] = [:]
  private var cursors: [Int: Int] = [:]
  private var endOfRunAt: [Int: Int] = [:]

  init(_ text: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < text.count {
      guard text[index] == UInt8(ascii: "`") else {
        index += 1
        continue
      }
      let start = index
      while index < text.count && text[index] == UInt8(ascii: "`") { index += 1 }
      startsByLength[index - start, default: []].append(start)
      endOfRunAt[start] = index
    }
  }

  /// The end of the run that contains `index`, for a run entered after an escaped backtick too.
  func runEnd(at index: Int) -> Int {
    var start = index
    while endOfRunAt[start] == nil && start > 0 { start -= 1 }
    return endOfRunAt[start] ?? index + 1
  }

  /// The end of the first run of exactly `length` backticks starting at or after `position`, without moving the
  /// cursors: for a look ahead (math's closer, which a code span hides) that the scan in order must not disturb.
  func closingRun(length: Int, after position: Int) -> Int? {
    guard let starts = startsByLength[length] else { return nil }
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low < starts.count ? starts[low] + length : nil
  }

  /// The end of the first run of exactly `length` backticks starting at or after `position`.
  mutating func nextRun(length: Int, after position: Int) -> Int? {
    guard let starts = startsByLength[length] else { return nil }
    var cursor = cursors[length] ?? 0
    while cursor < starts.count && starts[cursor] < position { cursor += 1 }
    cursors[length] = cursor
    return cursor < starts.count ? starts[cursor] + length : nil
  }
}
