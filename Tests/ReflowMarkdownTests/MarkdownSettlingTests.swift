// The rules that make --markdown settle (MarkdownSettling), each asked
// directly: the hazards no wrapped line starts with, the line end a rewrap
// keeps, and the joins a balanced break holds together.

import Testing

@testable import ReflowMarkdown

@Suite struct MarkdownSettlingTests {
  private func opensLine(_ token: String) -> Bool {
    Array(token.utf8).withUnsafeBufferPointer { MarkdownSettling.opensLine($0) }
  }

  /// A token that would open a block, or a dialect's line, if a line started with it; a word would not.
  @Test func blockAndDialectOpenersAreHazards() {
    for token in ["#", "-", "+", "1.", "2)", ">", "```", "[!NOTE]", "@Metadata"] {
      #expect(opensLine(token), "\(token)")
    }
    for token in ["word", "1.5", "(see", "![image](x.png)"] { #expect(!opensLine(token), "\(token)") }
  }

  private func lineEnd(_ text: String, paragraphAt first: Int) -> String {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      String(
        decoding: MarkdownSettling.lineEnd(
          forParagraphAt: first, of: SourceLines(buffer), in: buffer, whereNone: Array("\r\n".utf8)),
        as: UTF8.self)
    }
  }

  /// A paragraph keeps its own first line end; a last line without one takes the line end before it; a file with
  /// none takes the one asked for.
  @Test func aRewrapKeepsTheParagraphsOwnLineEnd() {
    #expect(lineEnd("a\n\nb c\r\nd\n", paragraphAt: 3) == "\r\n")
    #expect(lineEnd("a\r\n\nlast", paragraphAt: 3) == "\n")
    #expect(lineEnd("only", paragraphAt: 1) == "\r\n")
  }

  /// Only the breakable joins no line ended at are held; spaces, and joins a line ended at, stay breaks.
  @Test func onlyUntakenBreakableJoinsAreHeld() {
    let gaps: [TokenGap] = [.join, .space, .join, .join, .join]
    let held = MarkdownSettling.untakenJoins(gaps, breakable: [true, true, true, false, true], lineEnds: [2])
    #expect(held == [0, 4])
  }
}
