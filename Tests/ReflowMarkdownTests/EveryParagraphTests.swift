// Every paragraph is wrapped, or named (issue 46, point 3): footnote
// definitions followed by anything, and paragraphs that start like a link
// reference definition, are wrapped; a paragraph still left as written with a
// line past the width is named with its line and why, on the whole corpus.

import ReflowText
import Testing

@testable import ReflowMarkdown

private func formatResult(_ source: String, width: Int) -> MarkdownFormatResult {
  var text = source
  return text.withUTF8 { try! MarkdownFormatter(options: MarkdownFormatOptions(width: width)).format(utf8: $0) }
}

private func output(_ source: String, width: Int) -> String {
  String(decoding: formatResult(source, width: width).output, as: UTF8.self)
}

@Suite struct EveryParagraphTests {
  /// cmark-gfm moves a definition to the document's end, so the paragraph or list after it used to hide it (Node's
  /// BUILDING.md); followed by a heading, it was wrapped.
  @Test(arguments: ["A paragraph after it.", "- a list after it", "# A heading after it"])
  func aFootnoteDefinitionIsWrappedWhateverFollows(_ after: String) {
    let source = "Text with a note[^1].\n\n[^1]: A footnote definition whose text runs long enough.\n\n\(after)\n"
    let result = formatResult(source, width: 40)
    #expect(
      String(decoding: result.output, as: UTF8.self)
        == "Text with a note[^1].\n\n[^1]: A footnote definition whose text\n      runs long enough.\n\n\(after)\n")
    #expect(result.keptAsWritten.isEmpty)
  }

  /// tokio's README: the item starts `[label]:` but is no definition, so it is text, and wrapped.
  @Test func aParagraphThatStartsLikeADefinitionIsWrapped() {
    let source =
      "* [`tonic`]: A gRPC over HTTP/2 implementation focused on high performance, interoperability, and flexibility.\n"
    let result = formatResult(source, width: 40)
    #expect(
      String(decoding: result.output, as: UTF8.self)
        == "* [`tonic`]: A gRPC over HTTP/2\n  implementation focused on high\n  performance, interoperability, and\n  flexibility.\n"
    )
    #expect(result.keptAsWritten.isEmpty)
  }

  /// Alone on its line, `[label]: word` would be a definition: the two words after the colon stay with it.
  @Test func twoWordsStayAfterTheColon() {
    #expect(
      output("Intro.\n\n[a long label]: word then more words\n", width: 8)
        == "Intro.\n\n[a long label]: word then\nmore\nwords\n")
    #expect(output("[x]:y then more\n", width: 4) == "[x]:y then\nmore\n")
  }

  /// A paragraph above a line that reads like a table's delimiter row stays as written, and is named.
  @Test func aParagraphAboveADelimiterRowIsNamed() {
    // The table has one column, so its header is the first `|-|`, not the paragraph's last line of two cells.
    let source = "Intro.\n\nA paragraph with a line far wider than twenty columns | x\n|-|\n|-|\n"
    let result = formatResult(source, width: 20)
    #expect(String(decoding: result.output, as: UTF8.self) == source)
    #expect(result.keptAsWritten == [KeptParagraph(lineNumber: 3, reason: .aboveDelimiterRow)])
  }

  /// On every document of the corpus, at 72 and 80 columns: each paragraph of the output with a line past the width
  /// where it could break is one the formatter named, by the line it starts on in the input.
  @Test func everyParagraphLeftPastTheWidthIsNamed() {
    var unnamed: [String] = []
    for document in MarkdownCorpus.own + MarkdownCorpus.debian {
      for width in [72, 80] {
        let result = formatResult(document.text, width: width)
        let starts = Self.paragraphStarts(document.text)
        let outputStarts = Self.paragraphStarts(result.text)
        guard starts.count == outputStarts.count else {
          unnamed.append("\(document.name) at \(width): the paragraphs moved")
          continue
        }
        let namedLines = Set(result.keptAsWritten.map(\.lineNumber))
        for ordinal in MarkdownGuarantee(width: width).overwideParagraphs(result.text) {
          let source = starts[ordinal]
          // A paragraph whose leading lines are link definitions is named from its first line of text.
          if !namedLines.contains(where: { $0 >= source.lowerBound && $0 <= source.upperBound }) {
            unnamed.append("\(document.name):\(source.lowerBound) at \(width)")
          }
        }
      }
    }
    #expect(unnamed.isEmpty, "\(unnamed.count) not named: \(unnamed.prefix(10))")
  }

  /// Each paragraph's first and last source line, in document order.
  private static func paragraphStarts(_ text: String) -> [ClosedRange<Int>] {
    MarkdownDocument(text).blocks.compactMap { block in
      guard block.kind == .paragraph, let start = block.start?.line else { return nil }
      return start...Swift.max(start, block.end?.line ?? start)
    }
  }
}
