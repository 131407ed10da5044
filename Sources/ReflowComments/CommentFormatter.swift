// Phase: source files, the front end. Finds a file's comments through GNU
// source-highlight, hands each run's text, without its leaders, to the
// plain-text formatter the command line uses, and writes it back with them;
// the code is then checked to be byte for byte what it was.

import ReflowHighlight
import ReflowText

/// Rewraps the comments of source files and leaves their code as it is.
///
/// ```swift
/// let formatter = try CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 40)))
/// let result = formatter.format(utf8: bytes, language: CommentLanguage(forFileNamed: "a.swift")!)
/// ```
///
/// Each run of line comments with one indentation and one leader is a
/// document of its own to a ``ReflowText/DocumentFormatter`` built from the
/// options given here, its width less the indentation and the leader, so
/// that `-w` counts from column 0. The file is then read again: when the
/// bytes outside comments differ, or a second pass would change the comments
/// again, the file is kept as it was and the result says why.
///
/// Tasks and threads may share one. Its lexer and its cache of formatters
/// by width are scratch state that a call reads and fills, so each call to
/// ``format(utf8:language:)`` holds the formatter's lock for its whole run,
/// and a second thread waits for it. Threads that format many files at once
/// run faster with a formatter each.
///
/// Unchecked because the compiler cannot see the lock: every mutable
/// property is read and written only inside `format`, under ``gate``.
public final class CommentFormatter: @unchecked Sendable {
  /// Why a file came back as it was written.
  public enum KeptReason: Sendable, Equatable {
    /// The lexer does not know the language, or failed on a line.
    case unreadable
    /// Formatting would have changed a byte outside the comments.
    case codeChanged
    /// A second pass would change the comments again.
    case unsettled
  }

  /// A formatted file: its bytes, and why it was kept as written when it was.
  public struct Result: Sendable {
    /// The file after formatting; the input when ``kept`` is set.
    public var output: [UInt8]
    /// Why the file was kept, or nil when its comments were formatted (changed or not).
    public var kept: KeptReason?
  }

  /// The options each comment run is formatted with, its width the file's.
  public let options: DocumentOptions

  /// The narrowest room left for a comment's text: a run indented deeper is kept as written.
  public static let narrowestText = 8

  /// Held for each call of ``format(utf8:language:)``: the lexer, the formatters and `documentation` are used only
  /// under it.
  private let gate = PthreadLocked(())
  private let lexer = SourceLexer()
  private var formatters: [Int: DocumentFormatter] = [:]
  private let documentation: DocCommentFormatter

  /// Creates a formatter; comment lines are filled to `options.wrap.width` columns from column 0.
  ///
  /// - Throws: ``ReflowText/TextError`` when the options cannot make a formatter.
  public init(options: DocumentOptions) throws(TextError) {
    var inner = options
    inner.prefixes.remove(.commentLeaders)
    inner.prefix = nil
    self.options = inner
    formatters[inner.wrap.width << 1] = try DocumentFormatter(options: inner)
    documentation = DocCommentFormatter(options: inner)
  }

  /// Formats the comments of `text`, valid UTF-8 source in `language`.
  public func format(utf8 text: UnsafeBufferPointer<UInt8>, language: CommentLanguage) -> Result {
    gate.withLock { _ in formatHoldingLock(text, language: language) }
  }

  /// Where `text` can be cut: the byte offsets of line starts, in order (``CodeCutPoints``); nil when unreadable.
  ///
  /// The comments of the text between two of them, or between one and an end, format as they do in the whole text.
  public func cutPoints(utf8 text: UnsafeBufferPointer<UInt8>, language: CommentLanguage) -> [Int]? {
    gate.withLock { _ in
      lexer.spans(of: text, language: language.name).map { CodeCutPoints.offsets(text, spans: $0) }
    }
  }

  /// Whether the lexer reading `text` is outside every comment and string at `offset` (a line's start), as it is at
  /// the text's start; false when it cannot read the text.
  public func isOutsideCommentsAndStrings(
    utf8 text: UnsafeBufferPointer<UInt8>, language: CommentLanguage, at offset: Int
  ) -> Bool {
    gate.withLock { _ in
      lexer.spans(of: text, language: language.name).map { CodeCutPoints.startsOutside(offset, spans: $0) } ?? false
    }
  }

  /// ``format(utf8:language:)``'s work, run while this formatter's lock is held.
  private func formatHoldingLock(_ text: UnsafeBufferPointer<UInt8>, language: CommentLanguage) -> Result {
    guard let first = pass(text, language: language) else { return Result(output: Array(text), kept: .unreadable) }
    if first.elementsEqual(text) { return Result(output: first, kept: nil) }
    let settled = first.withUnsafeBufferPointer { output -> Result in
      guard let spans = lexer.spans(of: output, language: language.name) else {
        return Result(output: Array(text), kept: .codeChanged)
      }
      guard let before = lexer.spans(of: text, language: language.name) else {
        return Result(output: Array(text), kept: .unreadable)
      }
      let outputLines = SourceLines.lines(of: output, spans: spans)
      let inputLines = SourceLines.lines(of: text, spans: before)
      guard
        CodeSkeleton.skeleton(of: output, lines: outputLines, spans: spans)
          == CodeSkeleton.skeleton(of: text, lines: inputLines, spans: before)
      else { return Result(output: Array(text), kept: .codeChanged) }
      guard let second = pass(output, language: language), second == first else {
        return Result(output: Array(text), kept: .unsettled)
      }
      return Result(output: first, kept: nil)
    }
    return settled
  }

  /// Formats `text` once: every comment run rewrapped, every other line as it was; nil when it cannot be read.
  private func pass(_ text: UnsafeBufferPointer<UInt8>, language: CommentLanguage) -> [UInt8]? {
    guard let spans = lexer.spans(of: text, language: language.name) else { return nil }
    var lines = SourceLines.lines(of: text, spans: spans)
    BlockComments.annotate(text, lines: &lines)
    let kept = KeptComments.keptLines(text, lines: lines)
    let runs =
      (CommentRuns.runs(text, lines: lines, kept: kept) + DocComments.runs(lines: lines, kept: kept, text: text))
      .sorted { $0.lines.lowerBound < $1.lines.lowerBound }
    var output: [UInt8] = []
    output.reserveCapacity(text.count + text.count / 16)
    var written = 0
    let openBlocks = OpenBlockComments.comments(text, lines: lines, kept: kept)
    let work = (runs.map { (lines: $0.lines, open: OpenBlockComment?.none) } + openBlocks.map { ($0.lines, $0) })
      .sorted { $0.lines.lowerBound < $1.lines.lowerBound }
    // The last run of plain comment lines that showed a session, or went on with one (``SessionOutput``).
    var session: Range<Int>?
    for run in work {
      let first = lines[run.lines.lowerBound]
      output.append(contentsOf: text[written..<first.content.lowerBound])
      written = first.content.lowerBound
      let isPlain = run.open == nil && first.comment?.isDoc != true
      if isPlain, let shown = session, SessionOutput.continues(run.lines, session: shown, lines: lines, in: text) {
        session = run.lines
        continue
      }
      session = isPlain && SessionOutput.holdsPrompt(run.lines, lines: lines, in: text) ? run.lines : nil
      let formatted =
        if let open = run.open {
          rewrapOpenBlock(text, open, lines: lines[run.lines])
        } else if first.comment?.isDoc == true {
          rewrapDocumentation(text, lines: lines[run.lines])
        } else {
          rewrap(text, lines: lines[run.lines], language: language)
        }
      guard let formatted else { continue }
      output.append(contentsOf: formatted)
      written = lines[run.lines.upperBound - 1].end
    }
    output.append(contentsOf: text[written..<text.count])
    return output
  }

  /// The run's lines rewrapped as plain text, line ends included; nil to keep them as written.
  private func rewrap(
    _ text: UnsafeBufferPointer<UInt8>, lines: ArraySlice<SourceLine>, language: CommentLanguage
  ) -> [UInt8]? {
    let comments = lines.compactMap(\.comment)
    guard let head = comments.first, !KeptComments.readsAsCode(text, comments) else { return nil }
    if language.name == "go" && KeptComments.holdsGoDocBlocks(text, comments) { return nil }
    let (prefix, blank) = Self.prefixes(text, head)
    let room = options.wrap.width - columns(prefix)
    guard room >= Self.narrowestText, let formatter = formatter(width: room, crown: Self.hasCrown(text, comments))
    else { return nil }
    let formatted = Self.joined(text, comments).withUnsafeBufferPointer { formatter.format(utf8: $0) }
    return Self.written(formatted, prefix: prefix, blank: blank, text, lines: lines)
  }

  /// The lines of a block comment in GNU's style rewrapped under its opening (`/* `) and the blanks that align the
  /// next lines with it, its closing (`  */`) after the last word; nil to keep them as written.
  private func rewrapOpenBlock(
    _ text: UnsafeBufferPointer<UInt8>, _ block: OpenBlockComment, lines: ArraySlice<SourceLine>
  ) -> [UInt8]? {
    let comments = block.texts.filter { !$0.isEmpty }.map {
      LineComment(
        indent: $0.lowerBound..<$0.lowerBound, leader: $0.lowerBound..<$0.lowerBound, text: $0, isGlued: false)
    }
    guard !KeptComments.readsAsCode(text, comments) else { return nil }
    let opening = Array(text[block.opening])
    let closing = Array(text[block.closing])
    let room = options.wrap.width - columns(opening) - closing.count
    guard room >= Self.narrowestText, let formatter = formatter(width: room) else { return nil }
    var inner: [UInt8] = []
    for range in block.texts {
      inner.append(contentsOf: text[range])
      inner.append(0x0A)
    }
    let formatted = inner.withUnsafeBufferPointer { formatter.format(utf8: $0) }
    let margin = [UInt8](repeating: 0x20, count: opening.count)
    var result = Self.written(formatted, prefix: margin, blank: [], text, lines: lines)
    guard result.starts(with: margin) else { return nil }
    result.replaceSubrange(0..<margin.count, with: opening)
    let last = lines[lines.endIndex - 1]
    result.insert(contentsOf: closing, at: result.count - (last.end - last.content.upperBound))
    return result
  }

  /// The doc comment's lines with their Markdown rewrapped, line ends included; nil to keep them as written.
  private func rewrapDocumentation(_ text: UnsafeBufferPointer<UInt8>, lines: ArraySlice<SourceLine>) -> [UInt8]? {
    let comments = lines.compactMap(\.comment)
    guard let head = comments.first else { return nil }
    let (prefix, blank) = Self.prefixes(text, head)
    let room = options.wrap.width - columns(prefix)
    guard room >= Self.narrowestText, let formatted = documentation.format(Self.joined(text, comments), width: room)
    else { return nil }
    return Self.written(formatted, prefix: prefix, blank: blank, text, lines: lines)
  }

  /// What each written line starts with: the indentation, the leader and a space before text, and the indentation
  /// and the leader alone on a blank line (nothing where there is no leader, as inside a plain block comment).
  private static func prefixes(
    _ text: UnsafeBufferPointer<UInt8>, _ head: LineComment
  ) -> (prefix: [UInt8], blank: [UInt8]) {
    let leader = Array(text[head.leader])
    if leader.isEmpty { return (Array(text[head.indent]), []) }
    let blank = Array(text[head.indent]) + leader
    return (blank + [0x20], blank)
  }

  /// The comments' texts, each ended by a line feed: the document the formatter reads.
  private static func joined(_ text: UnsafeBufferPointer<UInt8>, _ comments: [LineComment]) -> [UInt8] {
    var inner: [UInt8] = []
    for comment in comments {
      inner.append(contentsOf: text[comment.text])
      inner.append(0x0A)
    }
    return inner
  }

  /// `formatted`, lines ended by line feeds, written under `prefix` (`blank` for an empty line) with the run's own
  /// line ends.
  private static func written(
    _ formatted: [UInt8], prefix: [UInt8], blank: [UInt8], _ text: UnsafeBufferPointer<UInt8>,
    lines: ArraySlice<SourceLine>
  ) -> [UInt8] {
    let last = lines[lines.endIndex - 1]
    let lineEnd = Array(text[last.content.upperBound..<last.end])
    let firstEnd = Array(text[lines[lines.startIndex].content.upperBound..<lines[lines.startIndex].end])
    // A run on the file's last line, with no line end of its own, takes the file's: a CR LF file stays CR LF.
    let ending = !lineEnd.isEmpty ? lineEnd : !firstEnd.isEmpty ? firstEnd : fileLineEnd(text)
    var result: [UInt8] = []
    result.reserveCapacity(formatted.count + lines.count * (prefix.count + 2))
    var formattedLines = formatted.split(separator: 0x0A, omittingEmptySubsequences: false)
    if formattedLines.last?.isEmpty == true { formattedLines.removeLast() }
    for (index, line) in formattedLines.enumerated() {
      if line.isEmpty {
        result.append(contentsOf: blank)
      } else {
        result.append(contentsOf: prefix)
        result.append(contentsOf: line)
      }
      if index < formattedLines.count - 1 {
        result.append(contentsOf: ending)
      } else {
        result.append(contentsOf: lineEnd)
      }
    }
    return result
  }

  /// The line end of `text`'s first line, CR LF or LF; LF for a file of one line.
  private static func fileLineEnd(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    guard let feed = text.firstIndex(of: 0x0A), feed > 0, text[feed - 1] == 0x0D else { return [0x0A] }
    return [0x0D, 0x0A]
  }

  /// The formatter for text `width` columns wide, made on first use; with `crown`, one that reads fmt's crown margin
  /// (`-c`) where the options group lines by their indentation.
  private func formatter(width: Int, crown: Bool = false) -> DocumentFormatter? {
    let crowned = crown && options.shape == .sameIndent
    let key = width << 1 | (crowned ? 1 : 0)
    if let made = formatters[key] { return made }
    var narrowed = options
    let cut = options.wrap.width - width
    narrowed.wrap.width = width
    if let goal = options.wrap.goal { narrowed.wrap.goal = max(1, min(width, goal - cut)) }
    if crowned { narrowed.shape = .crownMargin }
    guard let made = try? DocumentFormatter(options: narrowed) else { return nil }
    formatters[key] = made
    return made
  }

  /// Whether the run, lines of a block comment without leaders, is one paragraph whose first line alone is indented
  /// past the margin, as zlib writes its block comments: fmt's crown margin reads it as one paragraph, where the
  /// first line's own indentation would cut it off.
  private static func hasCrown(_ text: UnsafeBufferPointer<UInt8>, _ comments: [LineComment]) -> Bool {
    func indented(_ comment: LineComment) -> Bool {
      !comment.text.isEmpty && (text[comment.text.lowerBound] == 0x20 || text[comment.text.lowerBound] == 0x09)
    }
    // Only inside a block comment without leaders: under a leader a deeper first line is a title or a list.
    guard comments.count > 1, let head = comments.first, head.leader.isEmpty else { return false }
    return indented(head) && !comments.dropFirst().contains(where: indented)
  }

  /// The columns `prefix`, blanks and an ASCII leader, takes from column 0, a tab reaching the next tab stop.
  private func columns(_ prefix: [UInt8]) -> Int {
    let tab = options.wrap.widths.tabWidth
    return prefix.reduce(0) { column, byte in byte == 0x09 ? (column / tab + 1) * tab : column + 1 }
  }
}
