// Documents: the server's copy stays the client's through incremental
// changes counted in UTF-16, whatever the lines hold, and a change past the
// end is applied at the end and reported.

import PropertyBased
import Testing

@testable import ReflowLanguageServer

private let pieces = ["a", "b ", "中", "😀", "\n", "\r\n", "é", "👩‍👩‍👧", " "]

@Suite struct OpenDocumentTests {
  @Test func incrementalChangesGiveTheTextTheClientHas() async {
    let text = Gen.int(in: 0..<pieces.count).map { pieces[$0] }.array(of: 0...30).map { $0.joined() }
    let change = Gen.int(in: 0...1000).array(of: 2)
    let changes = zip(change, text).array(of: 1...5)
    await propertyCheck(count: 300, input: text, changes) { start, changes in
      var document = OpenDocument(uri: "file:///a.txt", version: 1, text: start)
      // Positions fall between characters, as a client sends them (never inside a CR LF).
      var expected = Array(start)
      for (bounds, replacement) in changes {
        let lower = min(bounds[0], bounds[1]) % (expected.count + 1)
        let upper = min(expected.count, lower + abs(bounds[0] - bounds[1]) % 7)
        let range = TextRange(
          start: position(of: lower, in: expected), end: position(of: upper, in: expected))
        _ = document.apply(
          [TextDocumentContentChangeEvent(range: range, text: replacement)], version: nil, encoding: .utf16)
        expected.replaceSubrange(lower..<upper, with: Array(replacement))
        #expect(document.text == Array(String(expected).utf8))
      }
    }
  }

  @Test func aChangePastTheEndIsAppliedAtTheEndAndReported() {
    var document = OpenDocument(uri: "file:///a.txt", version: 1, text: "one\ntwo\n")
    let past = Position(line: 7, character: 0)
    let warnings = document.apply(
      [TextDocumentContentChangeEvent(range: TextRange(start: past, end: past), text: "three\n")], version: 2,
      encoding: .utf16)
    #expect(String(decoding: document.text, as: UTF8.self) == "one\ntwo\nthree\n")
    #expect(document.version == 2)
    #expect(
      warnings == ["file:///a.txt: a change at line 8, character 0 is past the document's 3 lines; applied at its end"])
  }

  @Test func theDocumentKnowsWhereItIsUnchangedSinceAnEarlierRevision() {
    var document = OpenDocument(uri: "file:///a.txt", version: 1, text: String(repeating: "abcdefghij\n", count: 5))
    func insert(at character: Int, line: Int) {
      let place = Position(line: line, character: character)
      _ = document.apply(
        [TextDocumentContentChangeEvent(range: TextRange(start: place, end: place), text: "x")], version: nil,
        encoding: .utf16)
    }
    insert(at: 3, line: 1)  // byte 14, revision 1
    insert(at: 5, line: 0)  // byte 5, revision 2
    insert(at: 0, line: 3)  // byte 35 (33, after the two inserted before it), revision 3
    #expect(document.revision == 3)
    #expect(document.unchanged(since: 0) == 5)
    #expect(document.unchanged(since: 1) == 5)
    #expect(document.unchanged(since: 2) == 35)
    #expect(document.unchanged(since: 3) == document.text.count)
    _ = document.apply([TextDocumentContentChangeEvent(range: nil, text: "new")], version: nil, encoding: .utf16)
    #expect(document.unchanged(since: 3) == 0)
  }

  @Test func aFullChangeReplacesTheText() {
    var document = OpenDocument(uri: "file:///a.txt", version: 1, text: "one\n")
    _ = document.apply([TextDocumentContentChangeEvent(range: nil, text: "中\n文")], version: 5, encoding: .utf16)
    #expect(document.lines.count == 2)
    #expect(document.position(of: 4, encoding: .utf16) == Position(line: 1, character: 0))
  }
}

/// The LSP position of character `index` of `characters`, in UTF-16 units.
private func position(of index: Int, in characters: [Character]) -> Position {
  var line = 0
  var character = 0
  for each in characters[..<index] {
    if each == "\n" || each == "\r\n" {
      line += 1
      character = 0
    } else {
      character += each.utf16.count
    }
  }
  return Position(line: line, character: character)
}
