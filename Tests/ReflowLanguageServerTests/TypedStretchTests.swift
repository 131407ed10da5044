// Typing in plain text refills from a copy of the lines around the cursor,
// so that the keystrokes waiting in the document's window are not written
// into its text for each request: the edit is the one the whole text gives,
// in a paragraph near the start, in the middle, and in one longer than the
// copy, which reads the whole text instead.

import ReflowText
import Testing

@testable import ReflowLanguageServer

@Suite struct TypedStretchTests {
  private static let long = "words that run on and on well past the width of any line the settings allow here"

  /// Paragraphs of four short lines, blank lines between; paragraph `tall` (if any) has 700 lines.
  private static func document(paragraphs: Int, tall: Int? = nil) -> String {
    (0..<paragraphs).map { number in
      Array(repeating: "a few words on line \(number)", count: number == tall ? 700 : 4).joined(separator: "\n")
    }.joined(separator: "\n\n") + "\n"
  }

  @Test(
    arguments: [(3, nil, " "), (150, nil, " "), (297, nil, " "), (150, 150, " "), (150, nil, "\n"), (299, nil, "\n")]
      as [(Int, Int?, String)])
  func aKeyTypedGivesTheEditTheWholeTextGives(paragraph: Int, tall: Int?, trigger: String) throws {
    let server = LanguageServer(writer: MessageWriter { _ in true }, version: "test", diagnosticDelay: .seconds(60))
    let uri = "file:///tmp/reflow-typed-stretch-test/a.txt"
    var text = Self.document(paragraphs: 300, tall: tall)
    server.open(
      DidOpenTextDocumentParams(
        textDocument: TextDocumentItem(uri: uri, languageId: "plaintext", version: 1, text: text)))
    // The last line of the paragraph: its first line is 5 lines on per paragraph, more past the tall one.
    let firstLine = paragraph * 5 + (tall.map { paragraph > $0 ? 696 : 0 } ?? 0)
    let typedLine = firstLine + (paragraph == tall ? 699 : 3)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let typed = " " + Self.long + trigger
    // Typed a key at a time, as an editor sends it, so that the keystrokes wait in the window.
    for (index, key) in typed.enumerated() {
      let at = Position(line: typedLine, character: lines[typedLine].utf16.count)
      server.change(
        DidChangeTextDocumentParams(
          textDocument: VersionedTextDocumentIdentifier(uri: uri, version: index + 2),
          contentChanges: [TextDocumentContentChangeEvent(range: TextRange(start: at, end: at), text: String(key))]))
      lines[typedLine].append(key)
    }
    text = lines.joined(separator: "\n")
    let cursor =
      trigger == "\n"
      ? Position(line: typedLine + 1, character: 0) : Position(line: typedLine, character: lines[typedLine].utf16.count)
    let edits = try server.formatTyping(
      DocumentOnTypeFormattingParams(textDocument: TextDocumentIdentifier(uri: uri), position: cursor, ch: trigger))

    // Only the paragraph longer than the copy had the keystrokes written into the text to be read whole.
    #expect(server.documents.unsettled(uri)?.storage.hasWindow == (tall == nil))

    // The whole text's refill, as the server gave it before it read a copy.
    let bytes = Array(text.utf8)
    let index = LineStarts(bytes, breaks: .protocolLines)
    let formatter = try server.formatter(for: try #require(server.documents[uri]), .configured)
    let offset = try #require(bytes.withUnsafeBufferPointer { index.offset(of: cursor, in: $0, encoding: .utf16) })
    let expected = try #require(
      bytes.withUnsafeBufferPointer { buffer in
        TypedLineRefill.edit(
          in: bytes, lines: index, cursor: offset, trigger: trigger, formatter: formatter,
          stretchStart: { Neighbourhood.around($0..<$0, in: buffer, lineEnding: .lf).lowerBound })
      })
    let position = { (offset: Int) in
      bytes.withUnsafeBufferPointer { index.position(of: offset, in: $0, encoding: .utf16) }
    }
    #expect(
      edits == [
        TextEdit(
          range: TextRange(start: position(expected.range.lowerBound), end: position(expected.range.upperBound)),
          newText: String(decoding: expected.replacement, as: UTF8.self))
      ])
  }
}
