// A source file's buffer in the language server: its kind comes from the
// client's languageId where it names a code language, else from the same
// file-kind decision as the command's, and a code buffer's comments alone are
// formatted, through the comment front end.

import ReflowComments
import ReflowText
import Testing

@testable import ReflowLanguageServer

@Suite struct CodeDocumentLeadersTests {
  /// A C buffer is source code in C by its name, so `# define` is a directive of its code, never a comment.
  @Test func aCodeBufferByNameIsCodeInItsLanguage() throws {
    let settings = try DocumentSettingsResolver().settings(
      forFileAt: "/nonexistent/reflow-test/a.c", clientSettings: ["no-config": .bool(true), "comments": .bool(true)],
      wrapping: .configured)
    guard case .code(_, let language) = settings.formatter else {
      Issue.record("a C buffer was not read as source code")
      return
    }
    #expect(language == CommentLanguage(forFileNamed: "a.c"))
  }

  /// The languageId wins over the name: a `.txt` buffer the editor calls Python is Python.
  @Test func theClientsLanguageMakesABufferCode() throws {
    let python = try #require(DocumentLanguage.codeLanguage(languageId: "python"))
    let settings = try DocumentSettingsResolver().settings(
      forFileAt: "/nonexistent/reflow-test/notes.txt", clientSettings: ["no-config": .bool(true)],
      wrapping: .configured, codeLanguage: python)
    guard case .code(_, let language) = settings.formatter else {
      Issue.record("a buffer the client calls Python was not read as source code")
      return
    }
    #expect(language == python)
  }

  /// Every code language the comments issue names, by the identifier editors give it, is one the comment library
  /// reads; Markdown and plain text are no code language.
  @Test func everyCodeLanguageIdentifierNamesALanguage() {
    let identifiers = [
      "swift", "c", "cpp", "objective-c", "python", "shellscript", "rust", "go", "java", "kotlin", "scala", "csharp",
      "javascript", "typescript", "javascriptreact", "typescriptreact", "ruby", "perl", "lua", "haskell", "sql",
      "toml", "yaml", "ini", "makefile", "cmake",
    ]
    for id in identifiers { #expect(DocumentLanguage.codeLanguage(languageId: id) != nil, "\(id)") }
    #expect(DocumentLanguage.codeLanguage(languageId: "markdown") == nil)
    #expect(DocumentLanguage.codeLanguage(languageId: "plaintext") == nil)
  }

  /// A code buffer is held to `comment-width`, as the command holds a source file's comments: typing past it fills,
  /// and diagnostics name it.
  @Test func aCodeBufferIsHeldToTheCommentWidth() throws {
    let settings = try DocumentSettingsResolver().settings(
      forFileAt: "/nonexistent/reflow-test/a.py",
      clientSettings: ["no-config": .bool(true), "width": .integer(100), "comment-width": .integer(50)],
      wrapping: .configured)
    #expect(settings.width == 50)
    guard case .code(let options, _) = settings.formatter else {
      Issue.record("a Python buffer was not read as source code")
      return
    }
    #expect(options.wrap.width == 50)
  }

  /// The line put after the cursor when typing is the typed line's indentation and leader alone, never its text.
  @Test func theLeaderOfATypedLineIsItsBlanksAndMarks() {
    let cases = [
      ("    // some text", "    //"), ("   * Javadoc", "   *"), ("# 1. item", "#"), ("\tlet x = 1", "\t"),
      ("/// doc", "///"), ("-- sql", "--"), ("plain", ""),
    ]
    for (line, leader) in cases {
      let bytes = Array(line.utf8)
      let found = bytes.withUnsafeBufferPointer { LanguageServer.leader(of: $0[...]) }
      #expect(String(decoding: found, as: UTF8.self) == leader, "\(line)")
    }
  }
}
