// An Emacs local-variables block is an editor's settings, one a line, not
// prose: it is kept as written, behind a comment leader too.

import Testing

@testable import ReflowText

@Suite struct LocalVariablesBlockTests {
  /// GMP's README ends with one; joined, it read `Local variables: mode: text fill-column: 78 End:`.
  @Test func aBlockIsKeptAsWritten() {
    let block = "Local variables:\nmode: text\nfill-column: 78\nEnd:\n"
    let (output, kept) = formattedWithKept("Some prose before it.\n\n" + block, width: 72)
    #expect(output == "Some prose before it.\n\n" + block)
    #expect(kept.isEmpty)
  }

  /// Behind `#`, as a shell script or Makefile writes it, and in capitals as Emacs's manual does.
  @Test func aBlockBehindACommentLeaderIsKept() {
    let block = "# Local Variables:\n# mode: sh\n# End:\n"
    #expect(formattedWithKept(block, width: 72).output == block)
  }

  /// A paragraph that only mentions local variables later on is prose.
  @Test func proseThatMentionsThemWraps() {
    #expect(
      formattedWithKept("Emacs reads\nLocal Variables: from a block.\n", width: 72).output
        == "Emacs reads Local Variables: from a block.\n")
  }
}
