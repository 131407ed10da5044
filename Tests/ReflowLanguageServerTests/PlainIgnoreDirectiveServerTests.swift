// Ignore directives in the language server, plain text (issue 56, point 7):
// a request about a paragraph formats only the stretch around it, between
// blank lines, and that stretch may lie inside a `reflow: off` region opened
// further up: it is left as written there, as the whole document leaves it.

import ReflowText
import Testing

@testable import ReflowLanguageServer

@Suite struct PlainIgnoreDirectiveServerTests {
  private static let document = Array(
    """
    one two three four five six

    # reflow: off
    a table   of   words

    kept   as   written   with   more   words   than   fit

    # reflow: on
    one two three four five six

    """.utf8)

  /// The stretch around the second paragraph of the region starts after a blank line, below the directive.
  @Test func aStretchInsideARegionIsLeftAsWritten() throws {
    let formatter = try plainFormatter(width: 20)
    let text = Self.document
    let target = text.firstRange(of: Array("kept".utf8))!.lowerBound
    let (stretch, output) = text.withUnsafeBufferPointer { bytes in
      let stretch = Neighbourhood.around(target..<(target + 4), in: bytes, lineEnding: .lf)
      return (stretch, formatter.format(bytes, range: stretch, lineEnding: .lf).output)
    }
    #expect(stretch.lowerBound > text.firstRange(of: Array("# reflow: off".utf8))!.upperBound)
    #expect(output == Array(text[stretch]))
  }

  /// Outside the region the server formats as before.
  @Test func aStretchAfterTheRegionIsFormatted() throws {
    let formatter = try plainFormatter(width: 20)
    let text = Self.document
    let target = text.count - 5
    let output = text.withUnsafeBufferPointer { bytes in
      let stretch = Neighbourhood.around(target..<(target + 1), in: bytes, lineEnding: .lf)
      return formatter.format(bytes, range: stretch, lineEnding: .lf).output
    }
    #expect(String(decoding: output, as: UTF8.self).hasSuffix("one two three four\nfive six\n"))
  }

  /// An open document keeps its directive lines as it is edited: a stretch below a `reflow: off` line stays as
  /// written, and is formatted once the line is taken out, and kept again once it is typed back.
  @Test func directiveLinesFollowTheEdits() throws {
    let server = LanguageServer(writer: MessageWriter { _ in true }, version: "test", diagnosticDelay: .seconds(60))
    let uri = "file:///tmp/reflow-directive-test/a.txt"
    let long = String(repeating: "words that run on well past the width ", count: 4)
    server.open(
      DidOpenTextDocumentParams(
        textDocument: TextDocumentItem(
          uri: uri, languageId: "plaintext", version: 1, text: "intro\n\n# reflow: off\nkeep\n\n\(long)\n")))
    func change(_ range: TextRange, _ text: String, version: Int) {
      server.change(
        DidChangeTextDocumentParams(
          textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
          contentChanges: [TextDocumentContentChangeEvent(range: range, text: text)]))
    }
    func edits(line: Int) throws -> [TextEdit] {
      let start = Position(line: line, character: 0)
      return try server.formatRange(
        DocumentRangeFormattingParams(
          textDocument: TextDocumentIdentifier(uri: uri), range: TextRange(start: start, end: start)))
    }
    #expect(try edits(line: 5).isEmpty)
    let directive = TextRange(start: Position(line: 2, character: 0), end: Position(line: 3, character: 0))
    change(directive, "", version: 2)
    #expect(try !edits(line: 4).isEmpty)
    change(TextRange(start: directive.start, end: directive.start), "# reflow: off\n", version: 3)
    #expect(try edits(line: 5).isEmpty)
  }
}
