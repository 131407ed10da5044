// Phase: the whole text pipeline for one paragraph: content, segments,
// items, breaks and placement, then bytes. This is plain text's core, not a
// wrapper around it: the string functions and the document formatter both
// lay out their paragraphs here.

import FlowLayout

/// Lays out paragraphs of plain text with fixed options: the one way from a paragraph's bytes to its lines.
///
/// ``TextWrap``'s functions make a wrapper for each call, and
/// ``DocumentFormatter`` keeps one for a whole document, so every plain-text
/// paragraph is segmented, fitted, broken and placed here. A wrapper keeps
/// its ICU iterator and caches, so wrapping many paragraphs costs no set-up
/// per paragraph.
///
/// ```swift
/// let wrapper = try TextWrapper(options: TextWrapOptions(width: 20))
/// let lines = wrapper.wrapParagraph("日本語のテキストも、English text too, wraps in columns.")
/// ```
///
/// A wrapper may be shared between threads and tasks: each call claims it
/// for the call's length, and a call that finds it claimed by another
/// thread works on a spare copy (made once, and kept for the next such
/// call), so the results are those of a wrapper of its own. Under heavy
/// sharing, a wrapper per thread spares the copies' set-up.
public final class TextWrapper: @unchecked Sendable, ClaimedPerCall {
  /// The options every paragraph is wrapped with.
  public let options: TextWrapOptions
  let segmenter: TextSegmenter
  let indents: LineIndents
  /// The way from segments to lines: the width rules, the items and the layout session, shared from paragraph to
  /// paragraph.
  let builder: ParagraphBuilder
  /// Which width rules the options ask for (``ParagraphBuilder``).
  private let widthRules: ParagraphBuilder.Policy
  /// Where sentences start, when each starts a line.
  private let sentences: SentenceBoundaries?
  /// How runs of spaces are read: the options' spacing, except that justified text collapses the runs it would
  /// keep, since the spaces justification adds would read back as text on the next pass.
  let spacing: WordSpacing
  /// Whether a short line of plain ASCII is written as it is, without being laid out (the tests switch it off).
  var keepsShortLines: Bool
  /// How a paragraph too long to lay out at once is split (the tests make the windows small).
  var windows = ParagraphWindows()
  /// Wrappers for the other widths ``wrap(_:toWidth:)`` was asked for, which share this one's segmenter.
  var wrappersByWidth: [Int: TextWrapper] = [:]
  /// Which thread is calling, for a wrapper shared between threads; the settings above are only ever read once the
  /// wrapper is made (the tests' switches are set before its first call), and the segmenter, builder, sentence
  /// iterator and wrappers by width are used by the thread that holds the claim alone.
  let claim = ScratchClaim<TextWrapper>()

  /// Creates a wrapper.
  ///
  /// - Throws: `TextError` when the indents leave no room, lines are to be
  ///   centred, right-aligned or justified in more than
  ///   ``TextWrapOptions/maximumAlignedWidth`` columns, the locale has no
  ///   line-break rules, or the hyphenation dictionary is missing.
  public convenience init(options: TextWrapOptions) throws(TextError) {
    try self.init(options: options, sharingSegmenterOf: nil)
  }

  /// Creates a wrapper; with `other`, one for another width that segments with `other`'s segmenter and sentence
  /// boundaries, since segmenting does not depend on the width (``wrap(_:toWidth:)``).
  init(options: TextWrapOptions, sharingSegmenterOf other: TextWrapper?) throws(TextError) {
    self.options = options
    let firstIndentWidth = TextWrap.displayWidth(options.initialIndent, options: options.widths)
    let restIndentWidth = TextWrap.displayWidth(options.subsequentIndent, options: options.widths)
    // Compared rather than subtracted: a width near Int.min less an indent would overflow.
    guard options.width > firstIndentWidth, options.width > restIndentWidth else { throw .invalidWidth(options.width) }
    if options.alignsLines, options.width > TextWrapOptions.maximumAlignedWidth {
      throw .widthTooWideToAlign(options.width)
    }
    if !options.layout.goalIsValid, let goal = options.goal {
      throw .invalidGoal(goal: goal, width: options.width)
    }
    if let limit = options.maximumLineCount {
      guard limit >= 1 else { throw .invalidLineLimit(limit) }
      let room = options.width - Swift.max(firstIndentWidth, restIndentWidth)
      let alone = TextWrap.displayWidth(options.placeholder.drop { $0 == " " }, options: options.widths)
      guard alone <= room else { throw .placeholderTooWide(placeholder: options.placeholder, width: room) }
    }
    if let other {
      segmenter = other.segmenter
    } else {
      segmenter = try TextSegmenter(
        style: options.lineBreak, hyphenation: options.hyphenation, widths: options.widths,
        hyphenationDictionary: options.hyphenationDictionary)
      segmenter.wordInteriorBreaks = options.wordInteriorBreaks
      // Wrapped text is text, read back by the next refill: no line may end where that would add a space.
      segmenter.readsLineEndsBack = true
    }
    builder = ParagraphBuilder(breaker: options.layout.breaker)
    widthRules = ParagraphBuilder.Policy(
      cutsOverlongRuns: options.breaksLongWords, keepsCopyableWordsWhole: options.keepsCopyableWordsWhole,
      offersEveryInteriorBreak: options.wordInteriorBreaks == .always,
      runRule: OverlongRunRule(strict: options.lineBreak.strictness == .strict))
    if let other {
      sentences = other.sentences
    } else {
      sentences = options.breaksAtSentences ? try SentenceBoundaries(locale: options.lineBreak.locale) : nil
    }
    keepsShortLines = Self.keepsShortLines(options)
    spacing = options.alignment == .justified && options.spacing == .preserve ? .collapse : options.spacing
    indents = LineIndents(
      first: Array(options.initialIndent.utf8), firstWidth: firstIndentWidth,
      rest: Array(options.subsequentIndent.utf8), restWidth: restIndentWidth)
  }

  /// A wrapper with these options and switches and a segmenter of its own, for a call that finds this one claimed.
  func spareCopy() -> TextWrapper? {
    guard let copy = try? TextWrapper(options: options) else { return nil }
    copy.keepsShortLines = keepsShortLines
    copy.windows = windows
    copy.readsLineEndsBack = readsLineEndsBack
    return copy
  }

  /// Whether no line ends without a space where a refill would join the two sides with one (on by default: wrapped
  /// text is read back); the tests turn it off to compare with render, which only draws.
  var readsLineEndsBack: Bool {
    get { segmenter.readsLineEndsBack }
    set { segmenter.readsLineEndsBack = newValue }
  }

  /// Segments one paragraph of valid UTF-8 without laying it out: its measured, unbreakable pieces.
  ///
  /// Offsets refer to the paragraph's content: escape sequences removed,
  /// each run of whitespace one space (or none between wide characters).
  /// They are the pieces ``wrapParagraph(utf8:)`` lays out: with `breaksLongWords`, words
  /// wider than a line are already cut, and words that fit are whole unless
  /// `wordInteriorBreaks` is `.always`.
  public func segments(utf8 paragraph: UnsafeBufferPointer<UInt8>) -> [TextSegment] {
    guard isClaimedHere else { return exclusively { $0.segments(utf8: paragraph) } }
    let narrowestLine = options.width - Swift.max(indents.firstWidth, indents.restWidth)
    let segmented = applyingWidthRules(
      to: builder.segments(of: PlainTextParagraph(paragraph, spacing: spacing), by: segmenter),
      narrowestLine: narrowestLine)
    segmenter.reclaimContent(of: segmented)
    return segmented.segments
  }

  /// Wraps one paragraph given as valid UTF-8; line ends inside it are spaces.
  ///
  /// Returns the lines, indents included, without line ends. The
  /// paragraph's leading spaces and tabs stay at the start of its first line,
  /// after the initial indent, as Python's textwrap keeps them.
  public func wrapParagraph(utf8 paragraph: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
    guard isClaimedHere else { return exclusively { $0.wrapParagraph(utf8: paragraph) } }
    let (body, lineIndents) = keepingLeadingWhitespace(of: paragraph, after: indents)
    // The initializer checked that the indents leave room, and the leading whitespace is kept only where it does.
    return wrap(utf8: body, indents: lineIndents) ?? []
  }

  /// `paragraph` without its leading spaces and tabs, and `indents` with them after the first line's indent.
  ///
  /// Python's textwrap keeps the whitespace a paragraph starts with, and
  /// Rust's `wrap` keeps each line's; the segmenter, which reads any
  /// whitespace as a break, would drop it. A tab is kept as a tab (expand it
  /// first with ``TextWrapOptions/expandsTabs``), and counts to its tab stop
  /// from the start of the line. A paragraph of whitespace alone, or one
  /// whose whitespace would leave no room on its first line, is given back as
  /// it was, and its whitespace is dropped.
  func keepingLeadingWhitespace(of paragraph: UnsafeBufferPointer<UInt8>, after indents: LineIndents) -> (
    UnsafeBufferPointer<UInt8>, LineIndents
  ) {
    let leading = Self.leadingWhitespace(of: paragraph)
    guard leading > 0, let kept = self.indents(keeping: paragraph[..<leading], after: indents) else {
      return (paragraph, indents)
    }
    return (UnsafeBufferPointer(rebasing: paragraph[leading...]), kept)
  }

  /// How many spaces and tabs `paragraph` starts with that its first line keeps: none when it holds nothing else.
  static func leadingWhitespace(of paragraph: UnsafeBufferPointer<UInt8>) -> Int {
    let leading = paragraph.prefix { $0 == 0x20 || $0 == 0x09 }.count
    return leading < paragraph.count ? leading : 0
  }

  /// `indents` with `whitespace` after the first line's indent; nil when that leaves the first line no room.
  func indents(keeping whitespace: some Collection<UInt8>, after indents: LineIndents) -> LineIndents? {
    let first = indents.first + whitespace
    let firstWidth = TextWrap.displayWidth(String(decoding: first, as: UTF8.self), options: options.widths)
    guard options.width - firstWidth > 0 else { return nil }
    return LineIndents(first: first, firstWidth: firstWidth, rest: indents.rest, restWidth: indents.restWidth)
  }

  /// Wraps one paragraph with its own indents; nil when they leave no room on a line.
  ///
  /// With `leads`, no line after the first starts with a word that those
  /// rules would read as a marker or bullet, so the output reads back as the
  /// same paragraph.
  func wrap(utf8 paragraph: UnsafeBufferPointer<UInt8>, indents: LineIndents, leads: LeadRules? = nil) -> [[UInt8]]? {
    let indents = options.padsLines ? indents.withoutPadding(options.widths) : indents
    guard narrowestLine(after: indents) > 0 else { return nil }
    return wrap(
      builder.segments(of: PlainTextParagraph(paragraph, spacing: spacing), by: segmenter), indents: indents,
      leads: leads)
  }

  /// ``wrap(utf8:indents:leads:)`` for a paragraph segmented already.
  func wrap(_ paragraph: consuming TextParagraph, indents: LineIndents, leads: LeadRules? = nil) -> [[UInt8]]? {
    guard let (renderer, layout) = layOut(paragraph, indents: indents, leads: leads) else { return nil }
    guard let layout else { return [] }
    return renderer.lines(layout)
  }

  /// Wraps one paragraph into at most `limit.count` lines, the last ending with the placeholder when text is left out.
  ///
  /// The engine's truncation drops words from the last line until the
  /// placeholder fits after them. Text left out after this paragraph
  /// (`limit.moreFollows`) is stood for by one hidden box past a forced
  /// break, so the engine truncates exactly as if the paragraph ran on.
  func wrap(utf8 paragraph: UnsafeBufferPointer<UInt8>, indents: LineIndents, limit: LineLimit) -> [[UInt8]] {
    guard narrowestLine(after: indents) > 0 else { return [] }
    return wrap(
      builder.segments(of: PlainTextParagraph(paragraph, spacing: spacing), by: segmenter), indents: indents,
      limit: limit)
  }

  /// ``wrap(utf8:indents:limit:)`` for a paragraph segmented already.
  func wrap(_ paragraph: consuming TextParagraph, indents: LineIndents, limit: LineLimit) -> [[UInt8]] {
    guard let (renderer, layout) = layOut(paragraph, indents: indents, leads: nil, limit: limit), let layout else {
      return []
    }
    var lines = renderer.lines(layout)
    if layout.truncation != nil, let last = layout.lines.last {
      let placeholder =
        last.boxes.isEmpty ? Substring(options.placeholder.drop { $0 == " " }) : options.placeholder[...]
      lines[lines.count - 1] += placeholder.utf8
    }
    return lines
  }

  /// Wraps one paragraph straight into `output`, each line after `lineEnd` unless it is the output's first.
  ///
  /// Returns the number of lines written, or nil when the indents leave no
  /// room on a line (and nothing is written).
  func wrap(
    utf8 paragraph: UnsafeBufferPointer<UInt8>, indents: LineIndents, leads: LeadRules?,
    appendingTo output: inout [UInt8],
    lineEnd: [UInt8], afterLine: Bool
  ) -> Int? {
    let indents = options.padsLines ? indents.withoutPadding(options.widths) : indents
    if keepsShortLines, fitsUnchangedOnOneLine(paragraph, after: indents) {
      if afterLine { output.append(bytesOf: lineEnd) }
      output.append(bytesOf: indents.first)
      output += paragraph
      return 1
    }
    guard narrowestLine(after: indents) > 0 else { return nil }
    var text = prepared(paragraph, indents: indents)
    if windows.isWindowed(text, width: options.width) {
      return writeInWindows(
        text, indents: indents, leads: leads, appendingTo: &output, lineEnd: lineEnd,
        afterLine: afterLine)
    }
    let layout = settledLayout(&text, indents: indents, leads: leads)
    // The paragraph's last use: it moves into the renderer rather than being copied.
    let renderer = LineRenderer(paragraph: text, indents: indents)
    guard let layout else { return 0 }
    let count = renderer.write(layout, to: &output, lineEnd: lineEnd, afterLine: afterLine)
    builder.reclaim(layout)
    segmenter.reclaim(renderer.paragraph)
    return count
  }

  /// Writes a paragraph too long to lay out at once, one window of its segments at a time (``ParagraphWindows``).
  ///
  /// Each window is laid out as if the paragraph ended there; its lines are
  /// written but for those that hold its last ``ParagraphWindows/heldBack``
  /// segments, and the next window starts with the first line held back,
  /// at the later lines' indent.
  private func writeInWindows(
    _ text: TextParagraph, indents: LineIndents, leads: LeadRules?, appendingTo output: inout [UInt8],
    lineEnd: [UInt8], afterLine: Bool
  ) -> Int {
    let narrowestLine = narrowestLine(after: indents)
    let later = LineIndents(
      first: indents.rest, firstWidth: indents.restWidth, rest: indents.rest, restWidth: indents.restWidth)
    var count = 0
    var steps = windows.steps(over: text.segments.count, windowed: true)
    while let (range, isLast) = steps.next() {
      var window = text.window(range)
      let lineIndents = range.lowerBound == 0 ? indents : later
      guard let layout = settledLayout(&window, indents: lineIndents, leads: leads, narrowestLine: narrowestLine)
      else {
        break
      }
      let renderer = LineRenderer(paragraph: window, indents: lineIndents)
      let kept = isLast ? layout.lines.count : windows.linesKept(of: layout, segments: range.count)
      count += renderer.write(
        layout, to: &output, lineEnd: lineEnd, afterLine: afterLine || count > 0, lineCount: kept)
      steps.moveOn(
        to: range.lowerBound + (kept < layout.lines.count ? layout.lines[kept].boxes.lowerBound : range.count))
      builder.reclaim(layout)
    }
    segmenter.reclaim(text)
    return count
  }

  /// Whether `paragraph` would come out as it went in: one line of printable text that fits after the indent.
  ///
  /// Most paragraphs of a text document are such lines (code, headings,
  /// list items), and for them segmenting, breaking and placing change
  /// nothing. The rules that could change such a line are ruled out one by
  /// one: a single space stays one space under every spacing (sentence
  /// spacing widens only runs and line ends), and a run of spaces stays as
  /// it is under `.preserve` only, so other spacings need single spaces;
  /// white space at either end would be dropped; the only line is the last,
  /// set flush left unless the options say otherwise; and every breaker
  /// keeps a paragraph on one line when it fits (every word has a column,
  /// so no other choice ties with it), except Knuth–Plass asked for a
  /// looser paragraph. Any other byte or alignment takes the full path.
  ///
  /// Under `.preserve` (fmt's default) the line may also hold characters of
  /// two and three bytes (``isPlainScalar(_:at:)``): a heading with a
  /// no-break space (`1.` and its title), quotation marks, arrows. A
  /// character never takes more columns than it has bytes, so a line whose
  /// bytes fit, fits.
  func fitsUnchangedOnOneLine(_ paragraph: UnsafeBufferPointer<UInt8>, after indents: LineIndents) -> Bool {
    // Indents that leave later lines no room send the paragraph back as it was, which the full path decides.
    let room = options.width - indents.firstWidth
    guard paragraph.count <= room, options.width - indents.restWidth > 0, let first = paragraph.first, first != 0x20,
      first < 0x80, let last = paragraph.last, last != 0x20, last < 0x80
    else { return false }
    // Printable ASCII; runs of spaces only where the spacing keeps them.
    let keepsRuns = spacing == .preserve
    var previous: UInt8 = 0
    var index = 0
    while index < paragraph.count {
      // Where runs of spaces are kept, eight bytes of printable ASCII at a time: none below a space, none above `~`.
      if keepsRuns && index &+ 8 <= paragraph.count {
        let chunk = ByteWord.load(paragraph, at: index)
        if ByteWord.firstBytes(of: chunk, below: 0x20) | ByteWord.bytes(of: chunk, atLeast: 0x7F) == 0 {
          index &+= 8
          continue
        }
      }
      let byte = paragraph[index]
      if byte >= 0x80 {
        guard keepsRuns, let length = Self.isPlainScalar(paragraph, at: index) else { return false }
        previous = byte
        index &+= length
        continue
      }
      guard byte >= 0x20 && byte < 0x7F && (byte != 0x20 || previous != 0x20 || keepsRuns) else { return false }
      previous = byte
      index &+= 1
    }
    return true
  }

  /// The length of the character of two or three bytes at `index`, when it is one a line that fits keeps as it is;
  /// nil for anything else.
  ///
  /// Kept: letters, punctuation, symbols, ideographs, and the no-break
  /// space, which holds its neighbours together and is itself written as
  /// it stands. Not kept (the full path decides): C1 controls, the soft
  /// hyphen (drawn only at a line's end), every other space and the
  /// invisible characters (zero-width spaces and joiners, direction marks,
  /// line and paragraph separators, the byte order mark), characters of
  /// four bytes (emoji, whose sequences are wider than their first
  /// character), and bytes that are not UTF-8.
  static func isPlainScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    // A lead byte of two or three (C0 and C1 would be overlong), and its continuation bytes, all there.
    let lead = bytes[index]
    let length = lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : 0
    guard length > 0, index + length <= bytes.count,
      bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
    else { return nil }
    let scalar = decodeScalar(bytes, at: index).scalar
    // Overlong three-byte forms and surrogates are no UTF-8.
    guard length == 2 || (scalar >= 0x800 && !(0xD800...0xDFFF).contains(scalar)) else { return nil }
    switch scalar {
    // C1 controls; the soft hyphen; Ogham's space; the typographic spaces, zero-width characters and direction
    // marks; the line and paragraph separators, embeddings, and the narrow no-break space; the medium mathematical
    // space, word joiner and invisible operators; the ideographic space; variation selectors (which may widen the
    // character before); the byte order mark.
    case 0x80...0x9F, 0xAD, 0x1680, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F, 0x3000, 0xFE00...0xFE0F,
      0xFEFF:
      return nil
    default: return length
    }
  }

  /// Whether `options` let ``fitsUnchangedOnOneLine(_:after:)`` decide: a final line flush left, and a breaker that
  /// keeps a paragraph that fits on one line.
  static func keepsShortLines(_ options: TextWrapOptions) -> Bool {
    let finalAlignment = options.lastLineAlignment ?? (options.alignment == .justified ? .leading : options.alignment)
    // A short line may hold two sentences, which then go on two lines; justified, a sentence's end takes two spaces
    // wherever it falls.
    guard finalAlignment == .leading, !options.breaksAtSentences,
      !(options.alignment == .justified && options.spacing == .sentences)
    else { return false }
    switch options.algorithm {
    case .optimal, .greedy, .balance: return true
    // Positive looseness asks for more lines than the best setting has.
    case .knuthPlass(let settings): return settings.looseness <= 0
    }
  }

  /// Lays out one segmented paragraph; nil when the indents leave no room, a nil layout when it has no lines.
  private func layOut(
    _ paragraph: consuming TextParagraph, indents: LineIndents, leads: LeadRules?, limit: LineLimit? = nil
  ) -> (LineRenderer, FlowLayoutResult<Int>?)? {
    guard narrowestLine(after: indents) > 0 else { return nil }
    var text = fitted(paragraph, indents: indents)
    let layout = settledLayout(&text, indents: indents, leads: leads, limit: limit)
    return (LineRenderer(paragraph: text, indents: indents), layout)
  }

  /// Lays out `text` (``layOut(_:indents:leads:limit:narrowestLine:)``) so that it reads back as laid out: every
  /// space a line ends at has the width a line end reads back with (``TextParagraph/settleSpaces(atLineEndsOf:spacing:)``),
  /// none after CJK punctuation (``TextParagraph/dropSpacesAfterCJKPunctuation(atLineEndsOf:into:)``).
  ///
  /// Collapsed spacing has nothing to settle, and most paragraphs have no
  /// wide space; they take one layout.
  private func settledLayout(
    _ text: inout TextParagraph, indents: LineIndents, leads: LeadRules?, limit: LineLimit? = nil,
    narrowestLine: Int? = nil
  ) -> FlowLayoutResult<Int>? {
    // Unwrapped once and reassigned, not rebound in a `while let`, where each binding would copy the result (a
    // retain and a release of each of its arrays).
    guard var layout = layOut(text, indents: indents, leads: leads, limit: limit, narrowestLine: narrowestLine)
    else { return nil }
    // Only text that is read back loses such a space at a line end; drawn lines (render, and a wrapper that does not
    // read its line ends back) keep it, as they draw it.
    let dropsSpaces = readsLineEndsBack && text.content.mayHoldCJKPunctuation
    var dropped: [Int] = []
    while text.settleSpaces(atLineEndsOf: layout, spacing: spacing)
      + (dropsSpaces ? text.dropSpacesAfterCJKPunctuation(atLineEndsOf: layout, into: &dropped) : 0) > 0
    {
      builder.reclaim(layout)
      guard let again = layOut(text, indents: indents, leads: leads, limit: limit, narrowestLine: narrowestLine)
      else { return nil }
      layout = again
    }
    guard !dropped.isEmpty else { return layout }
    // A space after CJK punctuation that went at a line end of an earlier layout, and that no line ends at now, is
    // put back when the lines stay as they are with it; otherwise it stays gone, as the next run will read it.
    let restored = text.restoreSpaces(dropped, notEndingLinesOf: layout)
    guard !restored.isEmpty else { return layout }
    if let again = layOut(text, indents: indents, leads: leads, limit: limit, narrowestLine: narrowestLine),
      again.lines.map(\.boxes) == layout.lines.map(\.boxes)
    {
      builder.reclaim(layout)
      return again
    }
    for index in restored { text.segments[index].next = .allowed }
    return layout
  }

  /// The narrowest line `indents` leave, in columns.
  ///
  /// It is the width a word must fit to stay whole. Not positive when the
  /// indents leave no room, and then the paragraph is not wrapped.
  private func narrowestLine(after indents: LineIndents) -> Int {
    Swift.min(options.width - indents.firstWidth, options.width - indents.restWidth)
  }

  /// One paragraph segmented for lines after `indents`, which leave room, with its runs cut and its sentences
  /// marked.
  ///
  /// Not optional, so that the paragraph is handed on without a copy: unwrapping an optional one would copy its
  /// arrays (a retain and a release of each).
  private func prepared(_ paragraph: UnsafeBufferPointer<UInt8>, indents: LineIndents) -> TextParagraph {
    fitted(builder.segments(of: PlainTextParagraph(paragraph, spacing: spacing), by: segmenter), indents: indents)
  }

  /// A segmented paragraph made ready for lines after `indents`, which leave room: the width rules applied and its
  /// sentences marked.
  @inline(__always)
  private func fitted(_ paragraph: consuming TextParagraph, indents: LineIndents) -> TextParagraph {
    let narrowestLine = narrowestLine(after: indents)
    var held = consume paragraph
    // Sentence by sentence, a space after CJK punctuation holds (``TextParagraph/holdSpacesAfterCJKPunctuation()``).
    if sentences != nil { held.holdSpacesAfterCJKPunctuation() }
    var text = breakingBeforeSentences(applyingWidthRules(to: held, narrowestLine: narrowestLine))
    // Justified, a sentence's end keeps its two spaces wherever it falls: a stretched space after it reads back as
    // two on the next pass, as a line end there does.
    if options.alignment == .justified && spacing == .sentences { text.settleEverySpace(spacing: spacing) }
    return text
  }

  /// Lays out a paragraph ``prepared(_:indents:)`` made for these indents; nil when it has no lines.
  ///
  /// `narrowestLine` is the narrowest line of the whole paragraph, which a window of it (laid out at the later
  /// lines' indent) shares with the paragraph's first window, so that the line-start rules weigh the same. The
  /// caller makes the renderer: the paragraph moves into it at its last use there, where passing it back from
  /// here would copy it (a retain and a release of each of its arrays).
  private func layOut(
    _ text: TextParagraph, indents: LineIndents, leads: LeadRules?, limit: LineLimit? = nil,
    narrowestLine: Int? = nil
  ) -> FlowLayoutResult<Int>? {
    var request = ParagraphBuilder.LineRequest(
      first: LineMeasure(indent: indents.firstWidth, width: options.width - indents.firstWidth),
      rest: LineMeasure(indent: indents.restWidth, width: options.width - indents.restWidth),
      narrowestLine: narrowestLine)
    request.alignment = options.alignment
    request.lastLineAlignment = options.lastLineAlignment
    if let limit {
      let placeholder = FlowBox(width: TextWrap.displayWidth(options.placeholder, options: options.widths))
      request.limit = (limit.count, placeholder, limit.moreFollows)
    }
    guard let leads else { return builder.layOut(text, request) }
    let rules = LineStartPolicy.PlainText.Rules(text, leads: leads, narrowestLine: request.narrowestLine)
    return builder.layOut(text, request, rules: rules)
  }

  /// `paragraph` with the width rules applied for lines of `narrowestLine` columns, in ``ParagraphBuilder``'s order
  /// and as the options ask: words that fit joined, words a reader copies kept whole, runs too wide for the line cut
  /// unless the options keep long words whole.
  ///
  /// The paragraph is consumed and given back, so the common case (no such
  /// run, found in one look at the widths) copies nothing.
  private func applyingWidthRules(to paragraph: consuming TextParagraph, narrowestLine: Int) -> TextParagraph {
    var cut = consume paragraph
    // Only the held spaces' step reads the spaces' widths, and only when runs are cut.
    let spaceWidths =
      !widthRules.cutsOverlongRuns || cut.content.wideSpaces.isEmpty
      ? [] : cut.content.wideSpaces.map { (offset: Int($0.offset), width: Int($0.width)) }
    let cutRuns = cut.content.bytes.withUnsafeBufferPointer { bytes in
      ParagraphBuilder.applyWidthRules(
        to: &cut.segments, of: bytes, width: narrowestLine, policy: widthRules, segmenter: segmenter,
        spaceWidths: spaceWidths)
    }
    if cutRuns { cut.hasCutRuns = true }
    return cut
  }

  /// `paragraph` with a forced break before each sentence when sentences start lines; otherwise as it is.
  private func breakingBeforeSentences(_ paragraph: consuming TextParagraph) -> TextParagraph {
    guard let sentences else { return paragraph }
    var marked = paragraph
    marked.breakBeforeSentences(sentences)
    return marked
  }

  /// Wraps `paragraph` as one paragraph: its line ends are spaces, as in Python's `textwrap.wrap`.
  ///
  /// `wrapParagraph("first line\nsecond line")` joins the two lines before
  /// wrapping them; ``wrapEachLine(_:)`` and ``TextWrap/wrap(_:options:)``
  /// keep every line break of the text. With
  /// ``TextWrapOptions/maximumLineCount``, at most that many lines, the last
  /// ending with the placeholder when words are left out.
  public func wrapParagraph(_ paragraph: some StringProtocol) -> [String] {
    guard isClaimedHere else { return exclusively { $0.wrapParagraph(paragraph) } }
    var text = prepared(paragraph)
    return text.withUTF8 { bytes in
      let (body, lineIndents) = keepingLeadingWhitespace(of: bytes, after: indents)
      let lines =
        options.maximumLineCount.map { wrap(utf8: body, indents: lineIndents, limit: LineLimit(count: $0)) }
        ?? wrap(utf8: body, indents: lineIndents) ?? []
      return lines.map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// Wraps each line of `text` on its own, as Rust's `textwrap::wrap` does: a line break in the text stays one.
  ///
  /// ``TextWrap/wrap(_:options:)`` is this with a wrapper made for the
  /// call; ``wrapParagraph(_:)`` joins the lines instead. The first line of
  /// the result gets the initial indent and every later one the subsequent
  /// indent; a blank line comes out empty. A line's own leading spaces and
  /// tabs stay at its start, after the indent, as Rust's `wrap` keeps them.
  /// ``TextWrapOptions/maximumLineCount`` counts the lines of the whole result.
  public func wrapEachLine(_ text: some StringProtocol) -> [String] {
    guard isClaimedHere else { return exclusively { $0.wrapEachLine(text) } }
    let bytes = Array(prepared(text).utf8)
    var sources = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if sources.count > 1, sources.last?.isEmpty == true { sources.removeLast() }
    let later = LineIndents(
      first: indents.rest, firstWidth: indents.restWidth, rest: indents.rest, restWidth: indents.restWidth)
    var output: [[UInt8]] = []
    for (index, source) in sources.enumerated() {
      let line = source.last == 0x0D ? source.dropLast() : source
      let wrapped = Array(line).withUnsafeBufferPointer { source -> [[UInt8]] in
        let (line, lineIndents) = keepingLeadingWhitespace(of: source, after: output.isEmpty ? indents : later)
        let lines = wrap(utf8: line, indents: lineIndents) ?? []
        guard let maximum = options.maximumLineCount else { return lines }
        let room = maximum - output.count
        let moreFollows = index < sources.count - 1
        if lines.isEmpty, room == 1, moreFollows {
          // A blank line where the limit falls: the placeholder alone says that text was left out.
          return [lineIndents.first + Array(options.placeholder.drop { $0 == " " }.utf8)]
        }
        guard lines.count > room || (lines.count == room && moreFollows) else { return lines }
        return wrap(
          utf8: line, indents: lineIndents, limit: LineLimit(count: Swift.max(room, 1), moreFollows: moreFollows))
      }
      output += wrapped.isEmpty ? [[]] : wrapped
      if let maximum = options.maximumLineCount, output.count >= maximum { break }
    }
    return output.map { String(decoding: $0, as: UTF8.self) }
  }

  /// `text` with its tabs expanded when the options ask for it.
  func prepared(_ text: some StringProtocol) -> String {
    options.expandsTabs ? TextWrap.expandTabs(text, options: options.widths) : String(text)
  }

  /// Rewraps every paragraph of valid UTF-8; paragraphs are separated by blank lines, which are kept.
  ///
  /// A line of spaces and tabs counts as blank and comes out empty. A final
  /// line end is kept if there was one. Each paragraph's leading spaces and
  /// tabs stay at the start of its first line, as Python's `fill` keeps them.
  /// With ``TextWrapOptions/maximumLineCount``, at most that many lines in
  /// all, blank ones included, the last ending with the placeholder when
  /// text is left out, as Python's `fill(text, max_lines=n)`.
  public func fill(utf8 text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    guard isClaimedHere else { return exclusively { $0.fill(utf8: text) } }
    if let limit = options.maximumLineCount { return fill(utf8: text, limit: limit) }
    return TextWrapper.fillParagraphs(of: text, wrap: wrapParagraph(utf8:))
  }

  /// Rewraps every paragraph; paragraphs are separated by blank lines, which are kept.
  public func fill(_ text: some StringProtocol) -> String {
    var string = String(text)
    return string.withUTF8 { String(decoding: fill(utf8: $0), as: UTF8.self) }
  }
}

/// How many lines a paragraph may take, and whether more text follows it that the limit leaves out.
struct LineLimit {
  var count: Int
  var moreFollows = false
}

extension TextWrapper {
  /// The former name of ``wrapParagraph(_:)``, which says that the text's line ends become spaces.
  @available(*, deprecated, renamed: "wrapParagraph(_:)")
  public func wrap(_ paragraph: some StringProtocol) -> [String] {
    wrapParagraph(paragraph)
  }

  /// The former name of ``wrapParagraph(utf8:)``.
  @available(*, deprecated, renamed: "wrapParagraph(utf8:)")
  public func wrap(utf8 paragraph: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
    wrapParagraph(utf8: paragraph)
  }
}
