// The Markdown rewrapper: what is kept as written (front matter, definitions,
// what is not a paragraph, line ends), and the second pass that changes
// nothing.

import FlowLayout
import ReflowText
import Testing

@testable import ReflowMarkdown

/// Expects `source` to become `expected` at `width`, and a second pass to change nothing.
private func expectStable(
  _ source: String, width: Int, becomes expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let once = rewrapText(source, width: width)
  #expect(once == expected, sourceLocation: sourceLocation)
  #expect(rewrapText(once, width: width) == once, "second pass", sourceLocation: sourceLocation)
}

@Suite struct KeptAsWrittenTests {
  @Test func frontMatterIsNotMarkdown() {
    let source = "---\ntitle: a b c d e f g h\n\nmore: x y z w v u\n---\n\nbody text here\n"
    #expect(
      rewrapText(source, width: 8) == "---\ntitle: a b c d e f g h\n\nmore: x y z w v u\n---\n\nbody\ntext\nhere\n")
  }

  @Test func aDefinitionBeforeAParagraphIsKeptAsWritten() {
    // The definition line stays; the paragraph after it is wrapped (see aParagraphAfterLinkDefinitionsIsWrapped).
    let source = "[a]: /url\nthe text after it goes on\n"
    #expect(rewrapText(source, width: 8) == "[a]: /url\nthe text\nafter it\ngoes on\n")
  }

  @Test func everythingButParagraphsIsCopied() throws {
    let source = """
      # a b c d e f

      ```
      a b c d e f
      ```

      | a b c d | e |
      |---|---|

      <div>a b c d e f</div>

      """
    #expect(rewrapText(source, width: 4) == source)
  }

  @Test func lineEndsAndAMissingFinalLineEndAreKept() {
    #expect(rewrapText("aaa bbb\r\n\r\nccc ddd", width: 4) == "aaa\r\nbbb\r\n\r\nccc\r\nddd")
  }

  /// Found by the markdown-rewrap fuzz target: lines were counted at LF only, cmark-gfm counts a CR alone
  /// too, so a CR file's paragraphs were looked for on the wrong lines.
  @Test func loneCRLinesAreLines_andNewLinesEndWithCR() {
    expectStable("aaa bbb\r\r> ccc ddd\r\r- eee fff\r", width: 6, becomes: "aaa\rbbb\r\r> ccc\r> ddd\r\r- eee\r  fff\r")
  }

  /// Found by the guarantee property: a raw HTML comment running across a line end between an emoji and
  /// a wide character.
  @Test func aCommentAcrossALineEndBetweenWideCharactersKeepsItsMeaning() {
    let source = "> start <!-- 👩‍👩‍👧\n> 日本語の <!-- c d --> \n"
    #expect(MarkdownGuarantee(width: 6).problems(source).isEmpty)
  }

  /// Found by the markdown-rewrap fuzz target: a CR line end put before a blank line's LF made one CR LF.
  @Test func aParagraphKeepsItsOwnLastLineEnd_inAFileOfMixedLineEnds() {
    expectStable("\re\rf\n\n\n", width: 65, becomes: "\re f\n\n\n")
  }

  /// Found by the markdown-rewrap fuzz target: joining a first paragraph whose lines end in LF, then CR,
  /// made CR the file's first line end, and a second pass wrapped the next paragraph with CR instead of LF.
  @Test func aRewrappedParagraphEndsItsLinesAsItsOwnFirstLineEnds() {
    // The last paragraph has no line end of its own: it takes the blank line's CR before it.
    expectStable("a\nb\r\rddd eee fff ggg", width: 7, becomes: "a b\r\rddd eee\rfff ggg")
  }
}
