// Phase: document lines. Cuts a document into lines and says what each one
// is: copied as it is, blank, or text under a lead that a paragraph can be
// rewrapped inside.

/// One input line and what it holds.
struct DocumentLine {
  /// The line's bytes in the document, without its line end.
  var range: Range<Int>
  var kind: Kind
  /// The rules the line's lead was found by; a rewrapped line must not start with a lead by them.
  var rules: LeadRules
  /// How many bytes at the line's end close it, as ` */` closes a C comment written on one line; each rewrapped
  /// line ends with them again.
  var suffixLength: Int32 = 0
  /// Whether the line holds a tab, which a rewrapped line turns into spaces (``TabStops``).
  var hasTab = false
  /// Whether the line was read inside a `/* ... */` comment, where a `*` leads lines and a box has sides: a window of
  /// lines read again from it starts so (``ReadBackCheck``).
  var insideBlockComment = false

  enum Kind {
    /// Written back unchanged: a line without the `-p` prefix, or markers with no text (`>`, `-- `).
    case verbatim
    /// Spaces and tabs only: written back empty.
    case blank
    /// Text under a lead.
    case text(LineLead)
  }

  /// The lead, for a text line.
  var lead: LineLead? {
    if case .text(let lead) = kind { return lead }
    return nil
  }

  /// Whether the line's text ends with a colon, trailing blanks aside: a line that introduces what follows (a table,
  /// a list of options).
  func endsWithColon(in text: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = range.upperBound
    while end > range.lowerBound && LineLead.isBlank(text[end - 1]) { end -= 1 }
    return end > range.lowerBound && text[end - 1] == UInt8(ascii: ":")
  }
}

/// Splits a document into classified lines.
///
/// A class: a paragraph's read-back check reads its lines with the reader
/// it keeps, and a struct holding the options would be copied at each of
/// those calls, retaining every string and array they hold.
final class DocumentLineReader {
  let options: DocumentOptions
  let lineEnding: LineEnding

  /// A reader of documents formatted with `options`, whose lines end with `lineEnding`.
  init(options: DocumentOptions, lineEnding: LineEnding) {
    self.options = options
    self.lineEnding = lineEnding
  }

  /// The lines of `text`; a line end of the document's kind is not part of a line.
  ///
  /// `insideBlockComment` says whether `text` starts inside a `/* ... */` comment, as a window cut from a document
  /// may.
  ///
  /// `expectedLines`, when the caller knows it, sizes the array once: a window read back holds a few lines, and
  /// growing an array to them reallocated it three or four times.
  ///
  /// `startsIgnoring` says whether `text` starts inside a `reflow: off` region (``IgnoreDirectives``), as a piece
  /// cut from a document may: its lines up to `reflow: on` are kept as written.
  func lines(
    of text: UnsafeBufferPointer<UInt8>, insideBlockComment startsInside: Bool = false, expectedLines: Int = 0,
    startsIgnoring: Bool = false
  ) -> [DocumentLine] {
    let directives = IgnoreDirectives(in: text).directives
    var nextDirective = 0
    var ignoring = startsIgnoring
    var lines: [DocumentLine] = []
    lines.reserveCapacity(expectedLines)
    var start = 0
    var insideBlockComment = startsInside
    // Inside a signature: the quote depth of its separator line, whose depth the signature's lines share.
    var signatureDepth: Int?
    let detectsSignatures = options.prefix == nil && options.prefixes.contains(.signatures)
    let detectsFields = options.prefix == nil && options.prefixes.contains(.fields)
    // The run of header field lines the last line belongs to: the index of its first line, and that line's markers.
    var fieldRun: (first: Int, markers: Range<Int>)?
    // The lead (up to where the text starts) of the last line, when it was an indented text line without quote
    // markers: a `>` at its text's column on the next line continues that paragraph's text, where no quote can begin.
    var unquotedLead: Range<Int>?
    // Each line that opens a synopsis, and where its markers and indentation end.
    var synopses: [(line: Int, markersEnd: Int)] = []
    let detectsCommentBlocks =
      options.prefix == nil && options.prefixes.contains(.commentBlocks)
      && !options.prefixes.contains(.commentLeaders)
    // `-q`: comment lines are rewrapped, and every other line is code (``PrefixKinds/commentLeaders``).
    let commentsOnly = options.prefix == nil && options.prefixes.contains(.commentLeaders)
    // The rules every line starts with, which only the line itself changes.
    let documentRules = LeadRules(
      detectsQuotes: options.prefix == nil && options.prefixes.contains(.quotes),
      detectsComments: commentsOnly, commentLeaders: options.commentLeaders,
      detectsBullets: options.prefixes.contains(.bullets)
        && (options.shape == .sameIndent || options.shape == .splitOnly),
      detectsSignatures: detectsSignatures, detectsFields: detectsFields,
      detectsCommentBlocks: detectsCommentBlocks)
    let widths = options.wrap.widths
    // fmt's -p, as bytes once rather than from the string on every line.
    let prefix = options.prefix.map { Array($0.utf8.drop { $0 == 0x20 || $0 == 0x09 }) }
    while start < text.count {
      let (found, hasStar, hasTab) = Self.lineEnd(in: text, from: start)
      var end = found
      let next = end + 1
      if lineEnding == .crlf && end > start && end < text.count && text[end - 1] == 0x0D { end -= 1 }
      let line = UnsafeBufferPointer(rebasing: text[start..<end])
      var rules = documentRules
      if rules.detectsQuotes, let lead = unquotedLead,
        Self.continuesText(after: UnsafeBufferPointer(rebasing: text[lead]), line, widths: widths),
        !Self.continuesText(
          after: UnsafeBufferPointer(rebasing: text[lead]), Self.line(startingAt: next, in: text), widths: widths)
      {
        rules.detectsQuotes = false
      }
      // Most lines start with a letter: no leader, and no look for one.
      if detectsCommentBlocks, let first = line.first, first < UInt8(ascii: "A"),
        let leader = blockLeader(text, lineStart: start, lineEnd: end),
        !Self.isSignatureSeparator(UnsafeBufferPointer(rebasing: text[leader.lowerBound..<end]))
      {
        rules.detectsComments = true
      }
      let wasInsideBlockComment = insideBlockComment
      if rules.detectsComments {
        // Inside `/* ... */`, a lone `*` leads comment lines rather than bullets.
        rules.starIsCommentLeader = insideBlockComment
        // Both markers hold a `*`, which most lines do not. A comment opens only at a line's start: `"src/*"` in
        // code opens none.
        if hasStar && Self.opensBlockComment(line) { insideBlockComment = true }
        if hasStar && line.containsSubsequence([0x2A, 0x2F]) { insideBlockComment = false }
      }
      var kind = classify(line, rules: rules, prefix: prefix)
      var suffixLength: Int32 = 0
      if case .text(let lead) = kind {
        if hasStar && rules.detectsComments, let comment = Self.oneLineComment(line) {
          // `/* text */`: rewrapped inside its markers, or kept as written when it is a box's border.
          if let comment {
            kind = .text(comment.lead)
            suffixLength = Int32(comment.suffixLength)
          } else {
            kind = .verbatim
          }
        } else if Self.isRuleLine(line, from: lead.markersEnd) || TableLines.isKept(line, textFrom: lead.markersEnd) {
          kind = .verbatim
        } else if hasStar && rules.starIsCommentLeader, let side = Self.boxSideLength(line, after: lead) {
          // ` * text  *`: the text of a comment box, rewrapped between its sides.
          suffixLength = Int32(side)
        }
      }
      // A command's synopsis is kept as written (``UsageSynopsis``); the lines under it are found once all are read.
      if suffixLength == 0, case .text(let lead) = kind, UsageSynopsis.opens(line, textFrom: lead.textStart) {
        kind = .verbatim
        synopses.append((lines.count, lead.markersEnd))
      }
      // Under -q a line is a comment line when a leader starts it, when it is a `/* ... */` comment of its own, or
      // when it lies inside one without closing it; every other line is code, and code is never rewrapped (a
      // comment after code is part of its code line: `for f in *; do  # each file`).
      if commentsOnly, case .text(let lead) = kind, !lead.hasCommentLeader, suffixLength == 0,
        !wasInsideBlockComment || line.containsSubsequence([0x2A, 0x2F])
      {
        kind = .verbatim
      }
      if detectsSignatures && (signatureDepth != nil || Self.mayBeSignatureSeparator(line, kind)) {
        let (depth, rest) = Self.quoteDepth(line)
        if Self.isSignatureSeparator(UnsafeBufferPointer(rebasing: line[rest...]))
          && Self.signatureFollows(in: text, from: next, depth: depth)
        {
          kind = .verbatim
          signatureDepth = depth
        } else if let signature = signatureDepth {
          // A blank line, quoted or not, or another depth of quoting ends the signature.
          if depth == signature && line[rest...].contains(where: { !LineLead.isBlank($0) }) {
            kind = .verbatim
          } else {
            signatureDepth = nil
          }
        }
      }
      if detectsFields { markFields(&kind, line: line, at: start, in: text, lines: &lines, run: &fieldRun) }
      if nextDirective < directives.count && directives[nextDirective].lineStart == start {
        ignoring = directives[nextDirective].turnsOff
        nextDirective += 1
        kind = .verbatim
      } else if ignoring {
        kind = .verbatim
      }
      unquotedLead = nil
      // Only indentation (and a bullet) may stand before such a paragraph's text: after a comment's leader the
      // `>` would start a line of another paragraph.
      if case .text(let lead) = kind, lead.textStart > 0, line[..<lead.markersEnd].allSatisfy(LineLead.isBlank) {
        unquotedLead = start..<(start + lead.textStart)
      }
      lines.append(
        DocumentLine(
          range: start..<end, kind: kind, rules: rules, suffixLength: suffixLength, hasTab: hasTab,
          insideBlockComment: wasInsideBlockComment))
      start = next
    }
    if !synopses.isEmpty { UsageSynopsis.keepLinesUnder(synopses, in: &lines, of: text) }
    return lines
  }

  /// ``blockLeader(_:lineStart:lineEnd:)``, when the file's language writes that leader (``CommentLeaders``).
  @inline(__always)
  private func blockLeader(_ text: UnsafeBufferPointer<UInt8>, lineStart: Int, lineEnd: Int) -> Range<Int>? {
    guard let leader = Self.blockLeader(text, lineStart: lineStart, lineEnd: lineEnd) else { return nil }
    let written: CommentLeaders =
      switch text[leader.lowerBound] {
      case UInt8(ascii: "/"): .slashes
      case UInt8(ascii: "-"): .dashes
      case UInt8(ascii: ";"): .semicolons
      default: .percent
      }
    return options.commentLeaders.contains(written) ? leader : nil
  }

  /// Whether `line` opens a C block comment: `/*` first, after its indentation.
  static func opensBlockComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < line.count && LineLead.isBlank(line[index]) { index += 1 }
    return index + 1 < line.count && line[index] == 0x2F && line[index + 1] == 0x2A
  }

  /// The comment leader a line starts with, after its indentation, that can open a comment block: `//` (`///`,
  /// `//!`), `--`, `;` (`;;`) or `%` (`%%`), then a blank or the line's end; nil for any other line.
  ///
  /// `lineEnd` may lie past the line: only its first bytes are read, up to the first LF.
  static func blockLeader(_ text: UnsafeBufferPointer<UInt8>, lineStart: Int, lineEnd: Int) -> Range<Int>? {
    var index = lineStart
    while index < lineEnd && (text[index] == 0x20 || text[index] == 0x09) { index += 1 }
    guard index < lineEnd else { return nil }
    let first = text[index]
    guard
      first == UInt8(ascii: "/") || first == UInt8(ascii: "-") || first == UInt8(ascii: ";")
        || first == UInt8(ascii: "%")
    else { return nil }
    var end = index
    while end < lineEnd && text[end] == first { end += 1 }
    if first == UInt8(ascii: "/") || first == UInt8(ascii: "-") {
      guard end - index >= 2 else { return nil }
      // Only `--` itself: `---` is a rule, and longer runs of dashes are no SQL comment.
      if first == UInt8(ascii: "-") && end - index != 2 { return nil }
    }
    if first == UInt8(ascii: "/") && end < lineEnd && text[end] == UInt8(ascii: "!") { end += 1 }
    guard end == lineEnd || text[end] == 0x20 || text[end] == 0x09 || text[end] == 0x0A || text[end] == 0x0D
    else { return nil }
    return index..<end
  }

  /// Whether `line` starts with blanks up to the column `lead` ends at, then `>`: a line that continues the text of
  /// the indented paragraph above it, whose lead is `lead` (under a bullet, the text starts after it), unless the
  /// line after it opens the same way.
  ///
  /// In an indented paragraph a line of text may start with `>` (a list
  /// of shell metacharacters, say): read as a quote marker, it would be
  /// repeated on every line after it, a character the input did not hold.
  /// A quote begins at a paragraph's first line or after a quoted line, or
  /// where two lines in a row open with `>`: indented mail (`  Joe writes:`
  /// over `  > Jane writes:` and `  > > Is there a FAQ?`) keeps its quotes,
  /// as par keeps them. The reader asks about the line after (see
  /// `lines(of:)`); the writer never starts a later line of an indented
  /// paragraph with `>`, so its output reads back the same. The text's
  /// column, not the indentation's bytes, is compared, so that the lines a
  /// list item is wrapped into read back the same way.
  @inline(__always)
  static func continuesText(
    after lead: UnsafeBufferPointer<UInt8>, _ line: UnsafeBufferPointer<UInt8>, widths: WidthOptions
  ) -> Bool {
    continuesText(afterColumn: TabColumns.column(after: lead, widths: widths), line, widths: widths)
  }

  /// Whether `line` starts with blanks up to `leadColumn`, then `>`: the same test, for a caller that knows the
  /// column the lead above ends at (it is measured only when `line` starts that way).
  @inline(__always)
  static func continuesText(
    afterColumn leadColumn: @autoclosure () -> Int, _ line: UnsafeBufferPointer<UInt8>, widths: WidthOptions
  ) -> Bool {
    var indentEnd = 0
    while indentEnd < line.count && (line[indentEnd] == 0x20 || line[indentEnd] == 0x09) { indentEnd += 1 }
    guard indentEnd < line.count, QuoteMarkers.isMarker(in: line, at: indentEnd) else { return false }
    return TabColumns.column(after: UnsafeBufferPointer(rebasing: line[..<indentEnd]), widths: widths) == leadColumn()
  }

  /// The line that starts at `start` (up to its LF, or the end of `text`); empty at the end of `text`.
  static func line(startingAt start: Int, in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard start < text.count else { return UnsafeBufferPointer(rebasing: text[text.count...]) }
    let end = ByteSearch.firstIndex(of: 0x0A, in: text, from: start) ?? text.count
    return UnsafeBufferPointer(rebasing: text[start..<end])
  }

  /// Makes the line at `lineStart` (of kind `kind`, not yet appended to `lines`) and the lines before it in its run
  /// of header fields verbatim, once the run has two lines; `run` follows the run from line to line.
  ///
  /// A field line is a text line without a bullet whose text starts with
  /// a field's name (see ``LineLead/fieldNameEnd(_:from:)``) and whose value
  /// is no prose (``isProse(_:valueFrom:options:)``); a run is such lines in
  /// a row under the same markers (indentation, quotes).
  ///
  /// A line whose value is prose starts no run and ends one, except right
  /// below a run of two or more: there it is kept as written with the run (a
  /// long `Subject:` among a mail's headers). Wrapped, its first line would
  /// be too short to be prose, and a second pass would take it into the run
  /// and set the rest of the paragraph again on its own.
  private func markFields(
    _ kind: inout DocumentLine.Kind, line: UnsafeBufferPointer<UInt8>, at lineStart: Int,
    in text: UnsafeBufferPointer<UInt8>, lines: inout [DocumentLine], run: inout (first: Int, markers: Range<Int>)?
  ) {
    guard case .text(let lead) = kind, !lead.hasBullet, let nameEnd = LineLead.fieldNameEnd(line, from: lead.textStart)
    else {
      run = nil
      return
    }
    let markers = lineStart..<(lineStart + lead.markersEnd)
    // A commit's trailer (`Signed-off-by:`) is a record even alone, right under the body it signs.
    if LineLead.isTrailerName(UnsafeBufferPointer(rebasing: line[lead.textStart..<nameEnd])) {
      if let current = run, text[current.markers].elementsEqual(text[markers]) {
        for index in current.first..<lines.count { lines[index].kind = .verbatim }
      } else {
        run = (lines.count, markers)
      }
      kind = .verbatim
      return
    }
    if Self.isProse(line, valueFrom: nameEnd, options: options) {
      // The run holds the line above and at least one before it, all made verbatim already.
      guard let current = run, current.first < lines.count - 1, text[current.markers].elementsEqual(text[markers])
      else {
        run = nil
        return
      }
      kind = .verbatim
      return
    }
    guard let current = run, text[current.markers].elementsEqual(text[markers]) else {
      run = (lines.count, markers)
      return
    }
    for index in current.first..<lines.count { lines[index].kind = .verbatim }
    kind = .verbatim
  }

  /// Where the line that starts at `start` ends (its LF, or the end of `text`), and whether a `*` and a tab come
  /// before that.
  ///
  /// Eight bytes at a time: every line of every document goes through
  /// here. A word with no byte below 0x0B holds no LF and no tab, and
  /// only its `*` is looked for; in a word with one, LF and tab are looked
  /// for too. Each test is exact up to its first flag
  /// (``ByteWord/firstBytes(of:equalTo:)``), so the first of each is found
  /// exactly.
  static func lineEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    end: Int, hasStar: Bool, hasTab: Bool
  ) {
    var index = start
    var hasStar = false
    var hasTab = false
    while index + 8 <= text.count {
      let chunk = ByteWord.load(text, at: index)
      // Bytes below 0x0B (a tab, the LF, other control bytes) in one test: met once a line, at its end.
      let lowBits = ByteWord.firstBytes(of: chunk, below: 0x0B)
      let starBits = ByteWord.firstBytes(of: chunk, equalTo: 0x2A)
      if lowBits != 0 {
        let lineFeedBits = ByteWord.firstBytes(of: chunk, equalTo: 0x0A)
        let tabBits = ByteWord.firstBytes(of: chunk, equalTo: 0x09)
        if lineFeedBits != 0 {
          // Flags compared by their bits' positions: a flag before the line feed's is a byte before it.
          let lineFeedAt = lineFeedBits.trailingZeroBitCount
          hasStar = hasStar || (starBits != 0 && starBits.trailingZeroBitCount < lineFeedAt)
          hasTab = hasTab || (tabBits != 0 && tabBits.trailingZeroBitCount < lineFeedAt)
          return (index + ByteWord.firstFlagged(lineFeedBits), hasStar, hasTab)
        }
        hasTab = hasTab || tabBits != 0
      }
      hasStar = hasStar || starBits != 0
      index += 8
    }
    while index < text.count && text[index] != 0x0A {
      if text[index] == 0x2A { hasStar = true }
      if text[index] == 0x09 { hasTab = true }
      index += 1
    }
    return (index, hasStar, hasTab)
  }

  /// Whether `line` may be a signature separator, by what its classification already found: a cheap test that
  /// spares most lines the full one.
  @inline(__always)
  static func mayBeSignatureSeparator(_ line: UnsafeBufferPointer<UInt8>, _ kind: DocumentLine.Kind) -> Bool {
    switch kind {
    case .blank: return false
    // Markers alone: `--` is one under `-q`.
    case .verbatim: return true
    // Dashes are no bullet, so the text would start right after the markers.
    case .text(let lead):
      return line.count - lead.markersEnd >= 2 && line[lead.markersEnd] == UInt8(ascii: "-")
        && line[lead.markersEnd + 1] == UInt8(ascii: "-")
    }
  }

  /// How many `>` quote markers `line` starts with (blanks around them allowed), and where the rest starts: after the
  /// markers and the blanks that follow them, or at the line's start when it is not quoted.
  static func quoteDepth(_ line: UnsafeBufferPointer<UInt8>) -> (depth: Int, rest: Int) {
    QuoteMarkers.depth(of: line, isBlank: LineLead.isBlank)
  }

  /// Words from which a field line wider than the width is prose.
  static let proseWordsAtLeast = 8

  /// Whether the field line `line`, whose value starts at `valueFrom`, is running prose that happens to open with
  /// `Note:`: wider than the width, and a value of ``proseWordsAtLeast`` words or more.
  ///
  /// Records are short, or long for a name and an address
  /// (`From: Alice Example <alice@example.org>`); a sentence is many words.
  static func isProse(_ line: UnsafeBufferPointer<UInt8>, valueFrom start: Int, options: DocumentOptions) -> Bool {
    guard TabColumns.column(after: line, widths: options.wrap.widths) > options.wrap.width else { return false }
    var words = 0
    var inWord = false
    for byte in line[start...] {
      let blank = LineLead.isBlank(byte)
      if !blank && !inWord { words += 1 }
      inWord = !blank
    }
    return words >= proseWordsAtLeast
  }

  /// Whether `text` is a signature separator: `--`, then a blank, then at most blanks.
  ///
  /// RFC 3676 writes it `-- `; a bare `--` is a dash in prose, or a rule.
  static func isSignatureSeparator(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard text.count >= 3, text[0] == UInt8(ascii: "-"), text[1] == UInt8(ascii: "-") else { return false }
    return text[2...].allSatisfy(LineLead.isBlank)
  }

  /// The most lines a signature has: four is the old netiquette limit, and a few more are common.
  static let signatureLinesAtMost = 6
  /// The widest a signature's line is, in characters.
  static let signatureLineWidthAtMost = 80

  /// Whether the lines from `start` (just after a separator quoted `depth` deep) look like a signature: at most
  /// ``signatureLinesAtMost`` short lines up to a blank line, another depth of quoting or the end.
  static func signatureFollows(in text: UnsafeBufferPointer<UInt8>, from start: Int, depth: Int) -> Bool {
    var lineStart = start
    var count = 0
    while lineStart < text.count {
      let end = ByteSearch.firstIndex(of: 0x0A, in: text, from: lineStart) ?? text.count
      let line = UnsafeBufferPointer(rebasing: text[lineStart..<end])
      let (lineDepth, rest) = quoteDepth(line)
      if lineDepth != depth || line[rest...].allSatisfy(LineLead.isBlank) { return true }
      count += 1
      let characters = line.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
      guard count <= signatureLinesAtMost, characters <= signatureLineWidthAtMost else { return false }
      lineStart = end + 1
    }
    return true
  }

  /// The lead and suffix of a C comment written on one line (`/* text */`), with the text between them; nil inside
  /// when the line is a comment box's border (`/*****`, `*****/`, `/****/`) or holds no text; nil when the line is
  /// neither.
  ///
  /// Under `-q`, as par does, such lines are rewrapped inside their
  /// markers, each output line opened with `/* ` and closed with ` */`:
  /// joined as text, two comments would become one line holding `*/ /*`.
  /// A border is kept as written, neither cut nor joined to the text inside.
  static func oneLineComment(_ line: UnsafeBufferPointer<UInt8>) -> (lead: LineLead, suffixLength: Int)?? {
    var start = 0
    while start < line.count && LineLead.isBlank(line[start]) { start += 1 }
    var end = line.count
    while end > start && LineLead.isBlank(line[end - 1]) { end -= 1 }
    let body = line[start..<end]
    guard body.count >= 3 else { return nil }
    let opens = body.starts(with: [0x2F, 0x2A])
    let closes = body.reversed().starts(with: [0x2F, 0x2A])
    // A border: the marker, then nothing but stars.
    if opens && !closes { return body.dropFirst().allSatisfy { $0 == 0x2A } ? .some(nil) : nil }
    if closes && !opens { return body.dropLast().allSatisfy { $0 == 0x2A } ? .some(nil) : nil }
    guard opens && closes, body.count >= 4 else { return nil }
    var textStart = start + 2
    while textStart < end - 2 && LineLead.isBlank(line[textStart]) { textStart += 1 }
    var textEnd = end - 2
    while textEnd > textStart && LineLead.isBlank(line[textEnd - 1]) { textEnd -= 1 }
    // `/**/`, `/* */` or a border such as `/*****/`: nothing to rewrap.
    guard textEnd > textStart, !line[textStart..<textEnd].allSatisfy({ $0 == 0x2A }) else { return .some(nil) }
    let lead = LineLead(markersEnd: textStart, textStart: textStart, isBlank: false)
    return .some((lead, line.count - textEnd))
  }

  /// How many bytes at the end of `line` are a comment box's right side (the blanks before a last `*`, the `*` and
  /// any blanks after it), when text stands before them after the lead; nil otherwise.
  static func boxSideLength(_ line: UnsafeBufferPointer<UInt8>, after lead: LineLead) -> Int? {
    var end = line.count
    while end > lead.textStart && LineLead.isBlank(line[end - 1]) { end -= 1 }
    guard end - 2 > lead.textStart, line[end - 1] == 0x2A, LineLead.isBlank(line[end - 2]) else { return nil }
    var textEnd = end - 1
    while textEnd > lead.textStart && LineLead.isBlank(line[textEnd - 1]) { textEnd -= 1 }
    return textEnd > lead.textStart ? line.count - textEnd : nil
  }

  /// Whether `line` is a rule from `start` on: three or more of one rule character, then at most blanks.
  ///
  /// A rule is a paragraph of its own: joined to its neighbours it would
  /// be cut, and a piece of dashes would read back as a bullet.
  @inline(__always)
  static func isRuleLine(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    guard start < line.count, HorizontalRules.isRuleCharacter(line[start]) else { return false }
    var end = line.count
    while end > start && LineLead.isBlank(line[end - 1]) { end -= 1 }
    return HorizontalRules.isRule(UnsafeBufferPointer(rebasing: line[start..<end]))
  }

  /// What `line` is: blank, kept as written, or text after its lead; `prefix` is fmt's `-p`, as bytes.
  private func classify(_ line: UnsafeBufferPointer<UInt8>, rules: LeadRules, prefix: [UInt8]?) -> DocumentLine.Kind {
    if line.allSatisfy(LineLead.isBlank) { return .blank }
    var lead: LineLead
    if let prefixBytes = prefix {
      // fmt's -p: indentation, then the prefix (its own indentation dropped), then the line's own indentation.
      var index = 0
      while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
      guard line.count - index >= prefixBytes.count,
        line[index..<(index + prefixBytes.count)].elementsEqual(prefixBytes)
      else { return .verbatim }
      let rest = UnsafeBufferPointer(rebasing: line[(index + prefixBytes.count)...])
      lead = LineLead(
        rest, rules: LeadRules(detectsQuotes: false, detectsComments: false, detectsBullets: rules.detectsBullets))
      let shift = index + prefixBytes.count
      lead.markersEnd += shift
      lead.textStart += shift
    } else {
      lead = LineLead(line, rules: rules)
    }
    return lead.isBlank ? .verbatim : .text(lead)
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether the two bytes `pair` occur next to each other.
  func containsSubsequence(_ pair: [UInt8]) -> Bool {
    guard count >= 2 else { return false }
    for index in 0..<(count - 1) where self[index] == pair[0] && self[index + 1] == pair[1] { return true }
    return false
  }
}
