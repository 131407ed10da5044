// A source file's buffer in the language server, whose settings come from
// the same file-kind decision as the command's: until the server formats
// code through the comment front end, it reads a code buffer as plain text
// with the comment leaders of the file's language, as it did before source
// code was a kind of its own.

import ReflowText
import Testing

@testable import ReflowLanguageServer

@Suite struct CodeDocumentLeadersTests {
  /// A C buffer under `comments = true` keeps C's leaders, so `# define` stays a directive rather than a comment.
  @Test func aCodeBufferKeepsItsLanguagesCommentLeaders() throws {
    let settings = try DocumentSettingsResolver().settings(
      forFileAt: "/nonexistent/reflow-test/a.c", clientSettings: ["no-config": .bool(true), "comments": .bool(true)],
      wrapping: .configured)
    guard case .plainText(let options) = settings.formatter else {
      Issue.record("a C buffer was not read as plain text")
      return
    }
    #expect(options.commentLeaders == CommentLeaders(forFileNamed: "a.c"))
    #expect(options.commentLeaders != .all)
  }
}
