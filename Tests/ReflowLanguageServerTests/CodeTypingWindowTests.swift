// On-type fill in a source buffer formats a window of it, between two of the
// lines a whole-buffer lex found it can be cut at, once a keystroke has found
// them: the edit is the one the whole buffer gives, with the typed line in a
// run of `//` comments, inside a block comment, after a Python string that
// holds `#` lines and after a shell here-document that holds them; a change
// above the window's start moves it to the buffer's start, and a comment left
// open in it moves its end to the buffer's end; a document opened again
// forgets them. A key in a large buffer never lexes it whole.

import Foundation
import ReflowText
import Testing

@testable import ReflowLanguageServer

/// A source buffer, the line typed on in it, and the language the client names.
private struct Buffer: CustomTestStringConvertible, Sendable {
  var name: String
  var languageId: String
  var lines: [String]
  var typed: Int
  var testDescription: String { name }
}

private let words = "comment words that keep going on and on well past the width of the line the settings allow"

private func code(_ make: (Int) -> [String], _ count: Int) -> [String] { (0..<count).flatMap(make) }

private func cFunction(_ number: Int) -> [String] {
  ["int f\(number)(int x) {", "  int y = x * \(number);", "  return y + 1;", "}", ""]
}

private func pythonFunction(_ number: Int) -> [String] {
  ["def f\(number)(x):", "    y = x * \(number)", "    return y + 1", ""]
}

private func shellLines(_ number: Int) -> [String] { ["echo \(number)", "ls -l /tmp/\(number)", ""] }

private let buffers: [Buffer] = [
  {
    let lines =
      code(cFunction, 30) + ["// A run of comments above the typed line,", "// \(words) "] + code(cFunction, 30)
    return Buffer(name: "C line comments", languageId: "c", lines: lines, typed: 151)
  }(),
  {
    let lines =
      code(cFunction, 30) + ["/*", " * A block comment around the typed line,", " * \(words) ", " */"]
      + code(cFunction, 30)
    return Buffer(name: "C block comment", languageId: "c", lines: lines, typed: 152)
  }(),
  {
    let lines =
      code(pythonFunction, 30) + ["TEXT = '''", "# not a comment", "# nor this one", "'''"] + code(pythonFunction, 5)
      + ["# A run of comments after a string,", "# \(words) "] + code(pythonFunction, 30)
    return Buffer(name: "Python after a string", languageId: "python", lines: lines, typed: 145)
  }(),
  {
    let lines =
      code(shellLines, 30) + ["cat <<EOF", "# not a comment", "# nor this one", "EOF"] + code(shellLines, 5)
      + ["# A run of comments after a here-document,", "# \(words) "] + code(shellLines, 30)
    return Buffer(name: "shell after a here-document", languageId: "shellscript", lines: lines, typed: 110)
  }(),
]

/// A server with `text` open as `uri`.
private func server(_ uri: String, _ buffer: Buffer, _ text: String) -> LanguageServer {
  let server = LanguageServer(writer: MessageWriter { _ in true }, version: "test", diagnosticDelay: .seconds(60))
  server.open(
    DidOpenTextDocumentParams(
      textDocument: TextDocumentItem(uri: uri, languageId: buffer.languageId, version: 1, text: text)))
  return server
}

/// A space typed at the end of `line`: the request for it.
private func typing(_ uri: String, _ lines: [String], _ line: Int) -> DocumentOnTypeFormattingParams {
  DocumentOnTypeFormattingParams(
    textDocument: TextDocumentIdentifier(uri: uri), position: Position(line: line, character: lines[line].utf16.count),
    ch: " ")
}

/// Types `text` at the end of `line`.
private func type(_ text: String, on line: Int, of lines: inout [String], in server: LanguageServer, uri: String) {
  let at = Position(line: line, character: lines[line].utf16.count)
  server.change(
    DidChangeTextDocumentParams(
      textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
      contentChanges: [TextDocumentContentChangeEvent(range: TextRange(start: at, end: at), text: text)]))
  lines[line] += text
}

@Suite struct CodeTypingWindowTests {
  @Test(arguments: buffers)
  fileprivate func aKeyTypedInAWindowGivesTheEditTheWholeBufferGives(buffer: Buffer) throws {
    let uri = "file:///nonexistent/reflow-code-typing-window-test/buffer"
    var lines = buffer.lines
    let windowed = server(uri, buffer, lines.joined(separator: "\n") + "\n")
    // The first keystroke formats the whole buffer and finds its cut lines; the next one reads a window.
    let first = try windowed.formatTyping(typing(uri, lines, buffer.typed))
    #expect(!first.isEmpty)
    type("more ", on: buffer.typed, of: &lines, in: windowed, uri: uri)
    let text = lines.joined(separator: "\n") + "\n"
    let edits = try windowed.formatTyping(typing(uri, lines, buffer.typed))
    let read = try #require(windowed.codeCuts.bytesLastRead)
    #expect(read < text.utf8.count / 4)

    let whole = server(uri, buffer, text)
    let expected = try whole.formatTyping(typing(uri, lines, buffer.typed))
    #expect(try #require(whole.codeCuts.bytesLastRead) > text.utf8.count)
    #expect(!expected.isEmpty)
    #expect(edits == expected)
  }

  /// A change above the window's start may open a comment the cut lines know nothing of: the window starts at the
  /// buffer's start.
  @Test func aChangeAboveTheWindowStartsItAtTheBuffersStart() throws {
    let buffer = buffers[0]
    let uri = "file:///nonexistent/reflow-code-typing-window-test/buffer"
    var lines = buffer.lines
    let windowed = server(uri, buffer, lines.joined(separator: "\n") + "\n")
    _ = try windowed.formatTyping(typing(uri, lines, buffer.typed))
    type(" /*", on: 3, of: &lines, in: windowed, uri: uri)
    type("more ", on: buffer.typed, of: &lines, in: windowed, uri: uri)
    let text = lines.joined(separator: "\n") + "\n"
    let edits = try windowed.formatTyping(typing(uri, lines, buffer.typed))
    #expect(try #require(windowed.codeCuts.bytesLastRead) > lines[..<buffer.typed].joined(separator: "\n").utf8.count)
    let whole = server(uri, buffer, text)
    #expect(edits == (try whole.formatTyping(typing(uri, lines, buffer.typed))))
  }

  /// The window's end holds only while the lexer leaves its last line outside every comment and string: a `/*` left
  /// open in the window sends the end to the buffer's.
  @Test func aCommentOpenedInTheWindowTakesItToTheBuffersEnd() throws {
    let buffer = buffers[0]
    let uri = "file:///nonexistent/reflow-code-typing-window-test/buffer"
    var lines = buffer.lines
    let windowed = server(uri, buffer, lines.joined(separator: "\n") + "\n")
    _ = try windowed.formatTyping(typing(uri, lines, buffer.typed))
    type(" /* open", on: buffer.typed - 2, of: &lines, in: windowed, uri: uri)
    type("more ", on: buffer.typed, of: &lines, in: windowed, uri: uri)
    let text = lines.joined(separator: "\n") + "\n"
    let edits = try windowed.formatTyping(typing(uri, lines, buffer.typed))
    let read = try #require(windowed.codeCuts.bytesLastRead)
    let suffix = lines[(buffer.typed + 1)...].joined(separator: "\n").utf8.count
    #expect(read > suffix)
    let whole = server(uri, buffer, text)
    #expect(edits == (try whole.formatTyping(typing(uri, lines, buffer.typed))))
  }

  /// The lint after opening finds the cut lines, so that the first key typed past the width already reads a window,
  /// and gives the edit the whole buffer gives.
  @Test func theLintAfterOpeningFindsTheCutLines() throws {
    let buffer = buffers[0]
    let uri = "file:///nonexistent/reflow-code-typing-window-test/buffer"
    let text = buffer.lines.joined(separator: "\n") + "\n"
    let linted = LanguageServer(writer: MessageWriter { _ in true }, version: "test", diagnosticDelay: .milliseconds(1))
    linted.open(
      DidOpenTextDocumentParams(
        textDocument: TextDocumentItem(uri: uri, languageId: buffer.languageId, version: 1, text: text)))
    var waited = 0
    while linted.codeCuts.entry(for: uri) == nil && waited < 500 {
      Thread.sleep(forTimeInterval: 0.01)
      waited += 1
    }
    #expect(linted.codeCuts.entry(for: uri) != nil)
    let edits = try linted.formatTyping(typing(uri, buffer.lines, buffer.typed))
    #expect(try #require(linted.codeCuts.bytesLastRead) < text.utf8.count / 4)
    let whole = server(uri, buffer, text)
    #expect(edits == (try whole.formatTyping(typing(uri, buffer.lines, buffer.typed))))
  }

  /// In a buffer past the limit, a key with no cut lines known reads nothing and gets no edit, rather than lex the
  /// buffer whole while the editor waits; the cut lines are found off the main loop, and a later key reads a
  /// window and gives the edit the whole buffer gives.
  @Test func aKeyInALargeBufferNeverLexesItWhole() throws {
    let buffer = buffers[0]
    let uri = "file:///nonexistent/reflow-code-typing-window-test/buffer"
    var lines = buffer.lines
    let text = lines.joined(separator: "\n") + "\n"
    let large = server(uri, buffer, text)
    large.wholeCodeBufferLimit = text.utf8.count / 2
    #expect(try large.formatTyping(typing(uri, lines, buffer.typed)).isEmpty)
    #expect(large.codeCuts.bytesLastRead == nil)
    var waited = 0
    while large.codeCuts.entry(for: uri) == nil && waited < 500 {
      Thread.sleep(forTimeInterval: 0.01)
      waited += 1
    }
    #expect(large.codeCuts.entry(for: uri) != nil)
    type("more ", on: buffer.typed, of: &lines, in: large, uri: uri)
    let edits = try large.formatTyping(typing(uri, lines, buffer.typed))
    #expect(try #require(large.codeCuts.bytesLastRead) < text.utf8.count / 4)
    let whole = server(uri, buffer, lines.joined(separator: "\n") + "\n")
    let expected = try whole.formatTyping(typing(uri, lines, buffer.typed))
    #expect(!expected.isEmpty)
    #expect(edits == expected)
  }

  /// A document opened again counts its revisions from 0, so the cut lines of the one before go with it.
  @Test func aDocumentOpenedAgainForgetsItsCutLines() throws {
    let buffer = buffers[0]
    let uri = "file:///nonexistent/reflow-code-typing-window-test/buffer"
    let text = buffer.lines.joined(separator: "\n") + "\n"
    let server = server(uri, buffer, text)
    _ = try server.formatTyping(typing(uri, buffer.lines, buffer.typed))
    #expect(server.codeCuts.entry(for: uri) != nil)
    server.open(
      DidOpenTextDocumentParams(
        textDocument: TextDocumentItem(uri: uri, languageId: buffer.languageId, version: 1, text: text)))
    #expect(server.codeCuts.entry(for: uri) == nil)
  }
}
