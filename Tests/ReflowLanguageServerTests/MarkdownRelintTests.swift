// Diagnostics after an edit of a Markdown document: the lint formats only
// the stretch around what changed, and finds what linting the whole edited
// document finds, even where the edit opens or closes a fence or an HTML
// block that runs on past the blank lines after it, makes the indented
// lines after it a list's, or closes front matter opened at the top. A
// formatter's edit that the client sends back as the whole text counts as
// the lines it changed, not as a new document.

import PropertyBased
import ReflowMarkdown
import ReflowText
import Synchronization
import Testing

@testable import ReflowLanguageServer

private let settings = DocumentSettings(
  formatter: .markdown(MarkdownFormatOptions(width: 40)), width: 40, widths: WidthOptions(), lineEndingWhereNone: .lf)

private let uri = "file:///relint.md"

/// A document of `count` paragraphs, each past the width, so that each has a diagnostic.
private func paragraphs(_ count: Int) -> [String] {
  (0..<count).map { "Paragraph \($0) has words enough to run well past a width of forty columns." }
}

/// The lint of `document` as the server makes it.
private func job(_ document: OpenDocument) -> LintJob {
  LintJob(document, settings: settings, problem: nil, severity: .hint, encoding: .utf16, settingsGeneration: 0)
}

/// The diagnostics of `text` linted afresh, the whole document formatted.
private func fresh(_ text: String) -> [Diagnostic] {
  DiagnosticLinter.diagnostics(
    for: job(OpenDocument(uri: uri, version: 1, text: text, languageId: "markdown")), cache: FormatCache())
}

/// The diagnostics of `text` linted, then relinted after `insertion` is typed at `at`, and those of the edited text
/// linted afresh.
private func relintedAndFresh(_ text: String, inserting insertion: String, at: Position) -> (
  relinted: [Diagnostic], fresh: [Diagnostic]
) {
  var document = OpenDocument(uri: uri, version: 1, text: text, languageId: "markdown")
  let cache = FormatCache()
  let memory = LintMemory()
  _ = DiagnosticLinter.diagnostics(for: job(document), cache: cache, memory: memory)
  _ = document.apply(
    [TextDocumentContentChangeEvent(range: TextRange(start: at, end: at), text: insertion)], version: 2,
    encoding: .utf16)
  return (
    DiagnosticLinter.diagnostics(for: job(document), cache: cache, memory: memory),
    fresh(String(decoding: document.text, as: UTF8.self))
  )
}

private let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]

/// One block of a random document: prose past the width, a list, a quote, a fence or an HTML block holding blank
/// lines, indented lines.
private func block(_ kind: Int, _ chosen: [String]) -> String {
  let text = (chosen + chosen + chosen).joined(separator: " ")
  switch kind {
  case 0, 1, 2, 3: return text
  case 4: return "- \(text)\n- \(text)"
  case 5: return "> \(text)"
  case 6: return "```\n\(text)\n\n\(text)\n```"
  case 7: return "<!--\n\n\(text)\n\n-->"
  case 8: return "    \(text)"
  default: return "# \(chosen.joined(separator: " "))"
  }
}

private let documents = zip(Gen.int(in: 0...9), Gen.int(in: 0..<words.count).map { words[$0] }.array(of: 2...6))
  .array(of: 6...16)
  .map { blocks in blocks.map { block($0.0, $0.1) }.joined(separator: "\n\n") + "\n" }

private let insertions = [
  "```\n", "<!--\n", "-->\n", "- ", "    ", "> ", "words ", "\n\n", "x", "# ", "\n", "<!-- reflow-ignore-start -->\n",
  "<!-- reflow-ignore-end -->\n", "<!-- reflow-ignore -->\n", "~~~\n", "<script> ", "</script> ", "<pre>",
  "| a | b |\n|---|---|\n", "1. ", "[^1]: note\n",
  "---\n", "===\n", "<div>\n", "  ", "\t", "> - ", "[alpha]: /x\n",
]

@Suite struct MarkdownRelintTests {
  /// Blank lines typed at the start of a list item's indented paragraph: the stretch may not start there, where it
  /// would read the paragraph as code, although the byte there was a space, now a line end.
  @Test func aStretchStartsBeforeTheChangedByte() {
    let item = "- alpha alpha alpha alpha alpha alpha alpha alpha alpha"
    let text =
      (paragraphs(4) + ["\(item)\n\(item)", "    alpha alpha alpha alpha alpha alpha alpha alpha alpha"])
      .joined(separator: "\n\n") + "\n"
    let result = relintedAndFresh(text, inserting: "\n\n", at: Position(line: 11, character: 0))
    #expect(result.relinted == result.fresh)
  }

  /// A document whose first line is `---` that never closes has no front matter, until a `---` written anywhere
  /// below closes it: the paragraphs above that line, however far from it, are then front matter.
  @Test func aFenceThatClosesFrontMatterReachesTheTop() {
    let result = relintedAndFresh(
      "---\n\n" + paragraphs(12).joined(separator: "\n\n") + "\n", inserting: "---\n",
      at: Position(line: 20, character: 0))
    #expect(result.relinted == result.fresh)
  }

  /// An unclosed `<script>` typed into a paragraph makes the whole document's meaning check compare the white space
  /// of every paragraph after it exactly, however far: their diagnostics change past any stretch.
  @Test func anUnclosedScriptTypedReachesTheEnd() {
    let result = relintedAndFresh(
      paragraphs(12).joined(separator: "\n\n") + "\n", inserting: "<script> ", at: Position(line: 4, character: 10))
    #expect(result.relinted == result.fresh)
  }

  @Test func everyEditsDiagnosticsAreTheWholeEditedDocuments() async {
    let edit = zip(Gen.int(in: 0...100_000), Gen.int(in: 0..<insertions.count), Gen.int(in: 0...1))
    let counts = Mutex((relinted: 0, edits: 0))
    await propertyCheck(count: 300, input: documents, edit.array(of: 1...6)) { start, edits in
      var document = OpenDocument(uri: uri, version: 1, text: start, languageId: "markdown")
      var text = Array(start.utf8)
      let cache = FormatCache()
      let memory = LintMemory()
      _ = DiagnosticLinter.diagnostics(for: job(document), cache: cache, memory: memory)
      for (place, insertion, atLineStart) in edits {
        // At a line's start or anywhere (at a character boundary: the text is ASCII), as a range or the whole text.
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
        // A lint that formats the whole document keeps it as the newest result.
        let stretched = cache.newest(uri: uri, settingsGeneration: 0)?.key.revision != document.revision
        counts.withLock { $0 = ($0.relinted + (stretched ? 1 : 0), $0.edits + 1) }
        let edited = String(decoding: text, as: UTF8.self)
        #expect(relinted == fresh(edited), "\(start.debugDescription) edited \(edited.debugDescription)")
        if relinted != fresh(edited) { return }
      }
    }
    // The stretch is taken often enough for this test to check it: at least a third of the edits.
    let taken = counts.withLock { $0 }
    #expect(taken.relinted * 3 >= taken.edits, "\(taken)")
  }

  @Test func aWholeTextChangeRelintsOnlyTheStretchItChanged() {
    var blocks = paragraphs(40)
    var document = OpenDocument(
      uri: uri, version: 1, text: blocks.joined(separator: "\n\n") + "\n", languageId: "markdown")
    let cache = FormatCache()
    let memory = LintMemory()
    _ = DiagnosticLinter.diagnostics(for: job(document), cache: cache, memory: memory)
    // An editor applies a fill's edit and sends the whole text back.
    blocks[20] = "Paragraph 20 has words enough\nto run well past a width of\nforty columns, and more now."
    let edited = blocks.joined(separator: "\n\n") + "\n"
    _ = document.apply([TextDocumentContentChangeEvent(range: nil, text: edited)], version: 2, encoding: .utf16)
    let relinted = DiagnosticLinter.diagnostics(for: job(document), cache: cache, memory: memory)
    #expect(relinted == fresh(edited))
    // The whole document was not formatted again: the newest whole result kept is still the first lint's.
    #expect(cache.newest(uri: uri, settingsGeneration: 0)?.key.revision == 0)
  }
}
