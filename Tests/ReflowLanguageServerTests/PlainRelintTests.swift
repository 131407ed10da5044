// Diagnostics after an edit of plain text: the lint formats only the
// stretch around what changed, and finds what linting the whole edited
// document finds, even where the edit writes or breaks a `reflow: off` or
// `reflow: on` line, which turns formatting off or on up to the next one,
// past the blank lines after it.

import PropertyBased
import ReflowText
import Synchronization
import Testing

@testable import ReflowLanguageServer

private let settings = DocumentSettings(
  formatter: .plainText(DocumentOptions(wrap: TextWrapOptions(width: 40))), width: 40, widths: WidthOptions(),
  lineEndingWhereNone: .lf)

private let uri = "file:///relint.txt"

private let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]

/// One block of a random document: prose past the width, indented, or a directive line.
private func block(_ kind: Int, _ chosen: [String]) -> String {
  let text = (chosen + chosen + chosen).joined(separator: " ")
  switch kind {
  case 0, 1, 2, 3: return text
  case 4: return "    \(text)\n    \(text)"
  case 5: return "reflow: off\n\(text)"
  case 6: return "# reflow: on"
  default: return "\(text)\n\(text)"
  }
}

private let documents = zip(Gen.int(in: 0...7), Gen.int(in: 0..<words.count).map { words[$0] }.array(of: 2...6))
  .array(of: 6...16)
  .map { blocks in blocks.map { block($0.0, $0.1) }.joined(separator: "\n\n") + "\n" }

private let insertions = ["reflow: off\n", "reflow: on\n", "# reflow: off\n\n", "words ", "\n\n", "x", "\n", "    "]

/// The lint of `document` as the server makes it.
private func job(_ document: OpenDocument) -> LintJob {
  LintJob(document, settings: settings, problem: nil, severity: .hint, encoding: .utf16, settingsGeneration: 0)
}

@Suite struct PlainRelintTests {
  @Test func everyEditsDiagnosticsAreTheWholeEditedDocuments() async {
    let edit = zip(Gen.int(in: 0...100_000), Gen.int(in: 0..<insertions.count), Gen.int(in: 0...1))
    await propertyCheck(count: 1000, input: documents, edit.array(of: 1...6)) { start, edits in
      var document = OpenDocument(uri: uri, version: 1, text: start, languageId: "plaintext")
      var text = Array(start.utf8)
      let cache = FormatCache()
      let memory = LintMemory()
      _ = DiagnosticLinter.diagnostics(for: job(document), cache: cache, memory: memory)
      for (place, insertion, atLineStart) in edits {
        // At a line's start or anywhere (the text is ASCII), as a range or the whole text.
        let lines = LineStarts(text, breaks: .protocolLines)
        var offset = place % (text.count + 1)
        if atLineStart == 1 { offset = lines.start(of: lines.line(containing: offset)) }
        let at = document.position(of: offset, encoding: .utf16)
        text.insert(contentsOf: Array(insertions[insertion].utf8), at: offset)
        let change =
          place % 2 == 0
          ? TextDocumentContentChangeEvent(range: TextRange(start: at, end: at), text: insertions[insertion])
          : TextDocumentContentChangeEvent(range: nil, text: String(decoding: text, as: UTF8.self))
        _ = document.apply([change], version: nil, encoding: .utf16)
        let relinted = DiagnosticLinter.diagnostics(for: job(document), cache: cache, memory: memory)
        let edited = String(decoding: text, as: UTF8.self)
        let fresh = DiagnosticLinter.diagnostics(
          for: job(OpenDocument(uri: uri, version: 1, text: edited, languageId: "plaintext")), cache: FormatCache())
        #expect(relinted == fresh, "\(start.debugDescription) edited \(edited.debugDescription)")
        if relinted != fresh { return }
      }
    }
  }
}
