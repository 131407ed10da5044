// The whole document's settling under -t and -c: where the output, formatted
// again, would regroup lines after a rewrapped paragraph, that paragraph is
// kept as written and named, the rest of the document still rewrapped, and
// the paragraph map and the kept list are those of the output written.

import FlowLayout
import Testing

@testable import ReflowText

/// Paragraphs kept because the document, formatted again, would change: which ones, how they are named and mapped.
@Suite struct DocumentSettlingTests {
  /// Joined onto one line, `- *` and `3.2.1.  the` regroup the path and the comment line after them on the next run.
  private static let regrouping =
    "- *\n  3.2.1.  the\n/usr/share/doc/some-package-name/examples/configuration-file.conf\n"
    + "# - /usr/share/doc/some-package-name/examples/configuration-file.conf\n"

  private func formatter(_ shape: ParagraphShape, width: Int) -> DocumentFormatter {
    try! DocumentFormatter(
      options: DocumentOptions(wrap: TextWrapOptions(width: width, breaksLongWords: false), shape: shape))
  }

  /// The paragraph to blame is kept as written and named at its first line, as the command line names it.
  @Test func theParagraphThatRegroupsIsKeptAndNamed() {
    var kept: [KeptParagraph] = []
    let text = Array(Self.regrouping.utf8)
    let output = text.withUnsafeBufferPointer {
      formatter(.taggedParagraph, width: 14).format(utf8: $0, keptAsWritten: &kept)
    }
    #expect(output == text)
    #expect(kept == [KeptParagraph(lineNumber: 1, reason: .readsBackDifferently)])
  }

  /// Only the paragraph to blame is kept: the paragraphs before and after it, which settle, are still rewrapped.
  @Test func theOtherParagraphsAreStillRewrapped() {
    let formatter = formatter(.taggedParagraph, width: 14)
    let text = Array(("some words here and more\n\n" + Self.regrouping + "\nsome words here and more\n").utf8)
    var paragraphs: [FormattedParagraph] = []
    let output = text.withUnsafeBufferPointer { formatter.format(utf8: $0, paragraphs: &paragraphs) }
    let rewrapped = "some words\n   here and\n   more\n"
    #expect(String(decoding: output, as: UTF8.self) == rewrapped + "\n" + Self.regrouping + "\n" + rewrapped)
    #expect(output.withUnsafeBufferPointer { formatter.format(utf8: $0) } == output)
    // The map is the output's: the kept paragraph keeps its line count.
    #expect(paragraphs.contains(FormattedParagraph(input: 2..<4, output: 4..<6)))
    #expect(mapProblem(paragraphs, input: text, output: output) == nil)
  }
}
