// Phase: formatting a stretch of a document. The formatter a document's
// settings name rewraps the stretch and says which input lines each paragraph
// came from and which output lines it became; everything else the server
// proposes (edits, diagnostics, actions) is read off that map.

import ReflowComments
import ReflowMarkdown
import ReflowText

/// A stretch of a document, formatted, with the map from its paragraphs' input lines to their output lines.
struct FormattedText {
  /// Where the stretch starts in the document, in bytes; it always starts at a line's start.
  var start: Int
  /// The stretch's input lines, at offsets from `start`, split at the document's terminator.
  var inputLines: LineStarts
  /// The formatted stretch.
  var output: [UInt8]
  /// Its lines.
  var outputLines: LineStarts
  /// Every paragraph the formatter read, in order; lines outside them map one to one.
  var paragraphs: [FormattedParagraph]
  /// Paragraphs left as written, and why (lines from 1, in the stretch): plain text's that would read back as
  /// something else, Markdown's that would render differently or have a line past the width.
  var kept: [KeptParagraph]
  /// Why a source file was kept as written, when it was: none of its comments change.
  var keptFile: CommentFormatter.KeptReason? = nil
  /// Where, in the document, raw HTML in a Markdown stretch first opens `<pre>`, `<textarea>`, `<script>` or
  /// `<style>` (``RawTextElements/firstOpening(in:)``), past which the meaning check compares white space exactly;
  /// nil when it opens none, and in other documents.
  var firstRawTextOpening: Int? = nil
}

/// Formats text with one document's settings.
///
/// A plain-text formatter is not thread-safe: each thread makes its own.
final class SettingsFormatter {
  let settings: DocumentSettings
  private let plain: DocumentFormatter?
  private let markdown: MarkdownFormatter?
  private let comments: CodeComments?

  init(settings: DocumentSettings) throws(ResponseError) {
    self.settings = settings
    switch settings.formatter {
    case .plainText(let options):
      do { plain = try DocumentFormatter(options: options) } catch {
        throw .requestFailed("cannot format with these settings: \(error)")
      }
      markdown = nil
      comments = nil
    case .markdown(let options):
      do { markdown = try MarkdownFormatter(options: options) } catch {
        throw .requestFailed("cannot format with these settings: \(error)")
      }
      plain = nil
      comments = nil
    case .code(let options, let language):
      do { comments = CodeComments(formatter: try CommentFormatter(options: options), language: language) } catch {
        throw .requestFailed("cannot format with these settings: \(error)")
      }
      plain = nil
      markdown = nil
    }
  }

  /// Whether only the whole document can be formatted: source code, whose strings and comments the lexer reads
  /// from where they open.
  var formatsWholeDocumentsOnly: Bool { comments != nil }

  /// The comment formatter of a source document, none for another.
  var codeComments: CodeComments? { comments }

  /// Whether a stretch between blank lines formats as it does in the whole document, so that a request about a
  /// few paragraphs need not format the rest (plain text; in Markdown a link definition anywhere counts).
  var formatsStretches: Bool { plain != nil }

  /// The line ending of `text`: its own, or the settings' where it has none.
  func lineEnding(of text: UnsafeBufferPointer<UInt8>) -> LineEnding {
    text.contains(0x0A) || text.contains(0x0D) ? LineEnding.of(text) : settings.lineEndingWhereNone
  }

  /// Formats `document[range]` (a range that starts at a line's start).
  ///
  /// `startsIgnoring` says whether plain text's `range` starts in an off region that a directive above it opened
  /// (an open document keeps its directive lines, ``DirectiveLines``); nil reads the text above it for one.
  func format(
    _ document: UnsafeBufferPointer<UInt8>, range: Range<Int>, lineEnding: LineEnding, startsIgnoring: Bool? = nil
  ) -> FormattedText {
    let text = UnsafeBufferPointer(rebasing: document[range])
    let breaks = LineBreaks.terminator(lineEnding.terminator)
    var paragraphs: [FormattedParagraph] = []
    let output: [UInt8]
    var kept: [KeptParagraph] = []
    var firstRawTextOpening: Int?
    if let plain {
      // The map and the kept paragraphs in one pass (the formatter's package-wide entry point).
      // A stretch may start inside a `reflow: off` region that a directive above it opened.
      let ignoring =
        startsIgnoring
        ?? IgnoreDirectives.endsIgnoring(
          UnsafeBufferPointer(rebasing: document[..<range.lowerBound]), startingIgnoring: false)
      let document = plain.formatted(
        utf8: text, lineEnding: lineEnding, recordsParagraphs: true, startsIgnoring: ignoring)
      output = document.output
      paragraphs = document.paragraphs
      kept = document.kept
    } else if let comments {
      // Source code is lexed whole: a stretch is always the whole document.
      let result = comments.format(UnsafeBufferPointer(rebasing: document[...]))
      return FormattedText(
        start: 0, inputLines: LineStarts(document, breaks: breaks), output: result.output,
        outputLines: LineStarts(result.output, breaks: breaks), paragraphs: result.paragraphs, kept: [],
        keptFile: result.kept)
    } else {
      let result = markdown!.format(utf8: text)
      output = result.output
      paragraphs = result.paragraphs
      kept = result.keptAsWritten
      firstRawTextOpening = RawTextElements.firstOpening(in: text).map { range.lowerBound + $0 }
    }
    return FormattedText(
      start: range.lowerBound, inputLines: LineStarts(text, breaks: breaks), output: output,
      outputLines: LineStarts(output, breaks: breaks), paragraphs: paragraphs, kept: kept,
      firstRawTextOpening: firstRawTextOpening)
  }
}
