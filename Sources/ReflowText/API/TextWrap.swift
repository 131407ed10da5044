// Phase: the string-level API. The functions a Swift user reaches for first,
// named as in Python's and Rust's textwrap: wrap, fill, refill, unfill,
// indent, dedent, display width and truncation.

import FlowLayout

/// Wrapping, filling and measuring strings in terminal columns.
public enum TextWrap {
  /// Wraps each line of `text` into lines no wider than the width, keeping the text's own line breaks.
  ///
  /// As Rust's `textwrap::wrap`: `wrap("a\n\nb")` is `["a", "", "b"]`. To
  /// rewrap paragraphs, joining their lines, use ``fill(_:options:)`` or
  /// ``refill(_:toWidth:options:)``. With ``TextWrapOptions/maximumLineCount``,
  /// the result stops at that many lines and the last ends with the
  /// placeholder, as Python's `max_lines`.
  ///
  /// - Throws: `TextError` for a width that leaves no room, a placeholder
  ///   that cannot fit, an unknown locale, or missing ICU or hyphenation data.
  public static func wrap(_ text: some StringProtocol, options: TextWrapOptions = TextWrapOptions()) throws(TextError)
    -> [String]
  {
    try TextWrapper(options: options).wrapEachLine(text)
  }

  /// Collapses the whitespace of `text` and fits it on one line of `width` columns, ending with `placeholder` if cut.
  ///
  /// Python's `textwrap.shorten`: the cut falls between words, and words
  /// are dropped until the placeholder fits after them.
  ///
  /// - Throws: `TextError.placeholderTooWide(placeholder:width:)` when even the placeholder alone does not fit.
  public static func shorten(
    _ text: some StringProtocol, toWidth width: Int, placeholder: String = " [...]",
    options: TextWrapOptions = TextWrapOptions()
  ) throws(TextError) -> String {
    var settings = options
    settings.width = width
    settings.maximumLineCount = 1
    settings.placeholder = placeholder
    let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return try TextWrapper(options: settings).wrapParagraph(collapsed).first ?? ""
  }

  /// `text` with every tab replaced by spaces up to the next multiple of `options.tabWidth` columns.
  ///
  /// Columns are display columns: a wide character counts two and an
  /// escape sequence none, so the tab stops line up on a terminal. A line
  /// break starts counting again.
  public static func expandTabs(_ text: some StringProtocol, options: WidthOptions = WidthOptions()) -> String {
    var measurer = TextMeasurer(options: options)
    var string = String(text)
    var expanded: [UInt8] = []
    string.withUTF8 { bytes in
      expanded.reserveCapacity(bytes.count)
      var column = 0
      VisibleUnits.forEach(bytes, measurer: &measurer) { unit in
        switch unit.kind {
        case .tab:
          let stop = options.nextTabStop(after: column) - column
          expanded += repeatElement(0x20, count: stop)
          column += stop
          return
        case .newline: column = 0
        case .escape: break
        case .cluster(let width): column += width
        }
        expanded += bytes[unit.range]
      }
    }
    return String(decoding: expanded, as: UTF8.self)
  }

  /// Rewraps every paragraph of `text`; blank lines between paragraphs are kept.
  ///
  /// With ``TextWrapOptions/maximumLineCount``, at most that many lines in
  /// all, the last ending with the placeholder when text is left out, as
  /// Python's `textwrap.fill(text, max_lines=n)`.
  public static func fill(_ text: some StringProtocol, options: TextWrapOptions = TextWrapOptions()) throws(TextError)
    -> String
  {
    try TextWrapper(options: options).fill(text)
  }

  /// Joins the lines of a wrapped paragraph back into one, and says which indents it had.
  ///
  /// The first line's indent (spaces, and a marker such as `- `, `* `, `> ` or
  /// `# `) and the indent the later lines share come back in the options, so
  /// that `fill(unfilled.text, options: unfilled.options)` wraps it the same way.
  /// Lines end at `\n` or `\r\n`. As Rust's `textwrap::unfill`, a text that
  /// ends with a line ending keeps it, so a CR LF file stays CR LF.
  public static func unfill(_ text: some StringProtocol) -> (text: String, options: TextWrapOptions) {
    let (joined, options, ending) = unfilledParagraph(text)
    return (joined + ending, options)
  }

  /// The paragraph's lines joined by spaces, its indents, and the line ending it ended with (or nothing).
  private static func unfilledParagraph(_ text: some StringProtocol) -> (String, TextWrapOptions, Substring) {
    let pieces = LineEnds.lines(of: text)
    let lines = pieces.map(\.line).filter { !$0.isEmpty }
    var options = TextWrapOptions()
    guard let first = lines.first else { return ("", options, "") }
    let firstPrefix = IndentDetection.firstLinePrefix(first)
    let restPrefix = lines.count > 1 ? IndentDetection.commonPrefix(lines.dropFirst()) : firstPrefix.continuation
    options.initialIndent = String(firstPrefix.prefix)
    options.subsequentIndent = String(restPrefix)
    var words: [Substring] = [first.dropFirst(firstPrefix.prefix.count)]
    for line in lines.dropFirst() { words.append(line.dropFirst(restPrefix.count)) }
    let joined = words.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: " ")
    return (joined, options, pieces.last?.ending ?? "")
  }

  /// Rewraps each paragraph of `text` to a new width, keeping the indents it had.
  ///
  /// The width is labelled `toWidth`, as in ``shorten(_:toWidth:placeholder:options:)`` and
  /// ``truncate(_:toWidth:placeholder:options:)``: each fits the text to that width.
  public static func refill(
    _ text: some StringProtocol, toWidth width: Int, options: TextWrapOptions = TextWrapOptions()
  )
    throws(TextError) -> String
  {
    var failure: TextError?
    var string = String(text)
    let output = string.withUTF8 { bytes in
      TextWrapper.fillParagraphs(of: bytes) { paragraph in
        let (joined, detected, _) = unfilledParagraph(String(decoding: paragraph, as: UTF8.self))
        var settings = options
        settings.width = width
        settings.initialIndent = detected.initialIndent
        settings.subsequentIndent = detected.subsequentIndent
        do throws(TextError) {
          var line = joined
          let wrapper = try TextWrapper(options: settings)
          return line.withUTF8 { wrapper.wrapParagraph(utf8: $0) }
        } catch {
          failure = failure ?? error
          return []
        }
      }
    }
    if let failure { throw failure }
    return String(decoding: output, as: UTF8.self)
  }

  /// Adds `prefix` to the start of every line that is not blank.
  ///
  /// Lines end at `\n` or `\r\n`, and each keeps its own ending.
  public static func indent(_ text: some StringProtocol, prefix: String) -> String {
    indent(text, prefix: prefix) { !$0.allSatisfy(\.isWhitespace) }
  }

  /// Adds `prefix` to the start of every line for which `predicate` is true.
  ///
  /// As Python's `textwrap.indent(text, prefix, predicate)`: `{ _ in true }`
  /// indents blank lines too. The predicate sees a line without its ending
  /// (`\n` or `\r\n`), which is kept as it was; an empty piece after the
  /// last line ending is not a line, so it is never indented.
  public static func indent(
    _ text: some StringProtocol, prefix: String, predicate: (Substring) -> Bool
  ) -> String {
    var result = ""
    for piece in LineEnds.lines(of: text) {
      if predicate(piece.line) { result += prefix }
      result += piece.line
      result += piece.ending
    }
    return result
  }

  /// Removes the leading whitespace every non-blank line shares; blank lines become empty.
  ///
  /// Lines end at `\n` or `\r\n`, and each keeps its own ending.
  public static func dedent(_ text: some StringProtocol) -> String {
    let pieces = LineEnds.lines(of: text)
    var common: Substring?
    for piece in pieces where !piece.line.allSatisfy(\.isWhitespace) {
      let leading = piece.line.prefix { $0 == " " || $0 == "\t" }
      common = common.map { $0.commonPrefix(with: leading) } ?? leading
    }
    let cut = common?.count ?? 0
    var result = ""
    for piece in pieces {
      if !piece.line.allSatisfy(\.isWhitespace) { result += piece.line.dropFirst(cut) }
      result += piece.ending
    }
    return result
  }

  /// Whether `word` (text between two spaces) is one a reader copies as it is, which is never cut.
  ///
  /// These are the words ``TextWrapOptions/keepsCopyableWordsWhole`` keeps
  /// whole, and `reflow render` too: a URL (a scheme and `://`, or `www.` or
  /// `mailto:`), an e-mail address, an option name (`--width=72`, `-w`), a
  /// rule (`=====`), after any opening brackets and quotes. A line holding
  /// one wider than the line runs past it rather than cut it in two.
  public static func isCopyableWord(_ word: some StringProtocol) -> Bool {
    var word = String(word)
    return word.withUTF8 { WholeWords.mustStayWhole($0) }
  }

  /// The width of `text` in terminal columns: the widest of its lines.
  ///
  /// Escape sequences take no columns; tabs advance to the next tab stop.
  public static func displayWidth(_ text: some StringProtocol, options: WidthOptions = WidthOptions()) -> Int {
    var measurer = TextMeasurer(options: options)
    var widest = 0
    var string = String(text)
    string.withUTF8 { bytes in
      var column = 0
      VisibleUnits.forEach(bytes, measurer: &measurer) { unit in
        switch unit.kind {
        case .newline:
          widest = Swift.max(widest, column)
          column = 0
        case .tab: column = options.nextTabStop(after: column)
        case .escape: break
        case .cluster(let width): column += width
        }
      }
      widest = Swift.max(widest, column)
    }
    return widest
  }

  /// Shortens one line of text to at most `width` columns, ending it with `placeholder` when it is cut.
  ///
  /// The cut falls between grapheme clusters, escape sequences are kept, and
  /// styles or a hyperlink left open by the cut are closed after the placeholder.
  ///
  /// - Throws: `TextError.invalidWidth(_:)` for a negative width, and
  ///   `TextError.placeholderTooWide(placeholder:width:)` when the text must be cut and the
  ///   placeholder alone is wider than `width`, rather than give back nothing.
  public static func truncate(
    _ text: some StringProtocol, toWidth width: Int, placeholder: String = "…", options: WidthOptions = WidthOptions()
  ) throws(TextError) -> String {
    guard width >= 0 else { throw .invalidWidth(width) }
    guard displayWidth(text, options: options) > width else { return String(text) }
    let room = width - displayWidth(placeholder, options: options)
    guard room >= 0 else { throw .placeholderTooWide(placeholder: placeholder, width: width) }
    var measurer = TextMeasurer(options: options)
    var state = TerminalStyleState()
    var kept: [UInt8] = []
    var string = String(text)
    string.withUTF8 { bytes in
      var column = 0
      var full = false
      VisibleUnits.forEach(bytes, measurer: &measurer) { unit in
        let slice = bytes[unit.range]
        let advance: Int
        switch unit.kind {
        case .escape:
          // Escapes cost nothing, so all of them stay: what they open, they also close.
          state.apply(ArraySlice(slice))
          kept += slice
          return
        case .newline: advance = Int.max / 2
        case .tab: advance = options.nextTabStop(after: column) - column
        case .cluster(let clusterWidth): advance = clusterWidth
        }
        guard !full else { return }
        if column + advance > room {
          full = true
          kept += placeholder.utf8
        } else {
          kept += slice
          column += advance
        }
      }
    }
    return String(decoding: kept + state.closing, as: UTF8.self)
  }
}

extension Substring {
  /// The string without leading and trailing whitespace.
  func trimmingWhitespace() -> Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return self[start..<Swift.max(start, end)]
  }

  /// The longest common prefix of two substrings.
  func commonPrefix(with other: Substring) -> Substring {
    var index = startIndex
    var otherIndex = other.startIndex
    while index < endIndex, otherIndex < other.endIndex, self[index] == other[otherIndex] {
      index = self.index(after: index)
      otherIndex = other.index(after: otherIndex)
    }
    return self[startIndex..<index]
  }
}

extension TextWrap {
  /// The former form of ``refill(_:toWidth:options:)``.
  @available(*, deprecated, renamed: "refill(_:toWidth:options:)")
  public static func refill(_ text: some StringProtocol, width: Int, options: TextWrapOptions = TextWrapOptions())
    throws(TextError) -> String
  {
    try refill(text, toWidth: width, options: options)
  }
}
