// Phase: diagnostics. A paragraph that Reflow would change is reported over
// its lines, as markdownlint's MD013 reports long lines, naming the first
// line past the width where there is one; a Markdown paragraph kept as
// written is reported with the reason, so the user knows why it stays, and
// so is a source file whose comments are all kept.

import ReflowConfiguration
import ReflowMarkdown
import ReflowText

/// The diagnostics of a formatted document.
struct ParagraphDiagnostics {
  var severity: DiagnosticSeverity
  var settings: DocumentSettings
  var encoding: PositionEncoding

  /// The code of a paragraph Reflow would rewrap; its code actions fix it.
  static let rewrapCode = "rewrap"
  /// The code of a Markdown paragraph kept as written.
  static let keptCode = "kept-as-written"

  /// One diagnostic for each paragraph of `formatted` (the whole document) that would change or was kept as written.
  func diagnostics(
    for formatted: FormattedText, document text: UnsafeBufferPointer<UInt8>, lines: LineStarts
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var measurer = DisplayWidthMeasurer(options: settings.widths)
    let input = formatted.inputLines
    func bytes(of line: Int) -> Range<Int> {
      let start = formatted.start + input.start(of: line)
      var end = formatted.start + input.contentEnd(of: line, in: text)
      // A CR LF document's lines are cut at the LF; its CR belongs to the line end, not to the line's text.
      if end > start && text[end - 1] == 0x0D { end -= 1 }
      return start..<end
    }
    func range(of paragraph: Range<Int>) -> TextRange {
      let last = max(paragraph.lowerBound, paragraph.upperBound - 1)
      return TextRange(
        start: lines.position(
          of: formatted.start + input.start(of: paragraph.lowerBound), in: text, encoding: encoding),
        end: lines.position(of: bytes(of: last).upperBound, in: text, encoding: encoding))
    }
    for paragraph in formatted.paragraphs where formatted.edit(for: paragraph, document: text) != nil {
      let widths = paragraph.input.lazy.map { line in
        (line, measurer.width(of: text, in: bytes(of: line)))
      }
      let long = widths.first { $0.1 > settings.width }
      var diagnostic = Diagnostic(
        range: range(of: paragraph.input), severity: severity, code: Self.rewrapCode,
        message: "reflow would rewrap this paragraph (width \(settings.width))")
      if let (line, columns) = long {
        diagnostic.namedLine = line - paragraph.input.lowerBound
        diagnostic.message = Self.longLineMessage(
          line: diagnostic.range.start.line + line - paragraph.input.lowerBound, columns: columns,
          width: settings.width)
      }
      diagnostics.append(diagnostic)
    }
    for kept in formatted.kept {
      let first = kept.lineNumber - 1
      let lines = formatted.paragraphs.first { $0.input.lowerBound == first }?.input ?? first..<(first + 1)
      diagnostics.append(
        Diagnostic(
          range: range(of: lines), severity: severity, code: Self.keptCode,
          message: "Paragraph kept as written: \(kept.reason.description)"))
    }
    if let reason = formatted.keptFile {
      // A source file kept whole: its first line says why, as the command names the file.
      diagnostics.append(
        Diagnostic(
          range: range(of: 0..<1), severity: severity, code: Self.keptCode,
          message: "File kept as written: \(reason.sentence)"))
    }
    return diagnostics.sorted {
      ($0.range.start.line, $0.range.start.character) < ($1.range.start.line, $1.range.start.character)
    }
  }

  /// What a rewrap diagnostic says of its first line past the width, `line` counted from 0 in the document.
  static func longLineMessage(line: Int, columns: Int, width: Int) -> String {
    "Line \(line + 1) is \(columns) columns, past the width of \(width): reflow would rewrap this paragraph"
  }

  /// `diagnostic` moved `shift` lines down (up when negative), its message naming the line where it now is.
  static func moved(_ diagnostic: Diagnostic, by shift: Int) -> Diagnostic {
    var moved = diagnostic
    moved.range.start.line += shift
    moved.range.end.line += shift
    if let named = diagnostic.namedLine {
      let old = "Line \(diagnostic.range.start.line + named + 1) is "
      let new = "Line \(moved.range.start.line + named + 1) is "
      if moved.message.hasPrefix(old) { moved.message = new + moved.message.dropFirst(old.count) }
    }
    return moved
  }
}
