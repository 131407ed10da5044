// Ignore directives in the language server, plain text (issue 56, point 7):
// a request about a paragraph formats only the stretch around it, between
// blank lines, and that stretch may lie inside a `reflow: off` region opened
// further up: it is left as written there, as the whole document leaves it.

import ReflowText
import Testing

@testable import ReflowLanguageServer

@Suite struct PlainIgnoreDirectiveServerTests {
  private static let document = Array(
    """
    one two three four five six

    # reflow: off
    a table   of   words

    kept   as   written   with   more   words   than   fit

    # reflow: on
    one two three four five six

    """.utf8)

  /// The stretch around the second paragraph of the region starts after a blank line, below the directive.
  @Test func aStretchInsideARegionIsLeftAsWritten() throws {
    let formatter = try plainFormatter(width: 20)
    let text = Self.document
    let target = text.firstRange(of: Array("kept".utf8))!.lowerBound
    let (stretch, output) = text.withUnsafeBufferPointer { bytes in
      let stretch = Neighbourhood.around(target..<(target + 4), in: bytes, lineEnding: .lf)
      return (stretch, formatter.format(bytes, range: stretch, lineEnding: .lf).output)
    }
    #expect(stretch.lowerBound > text.firstRange(of: Array("# reflow: off".utf8))!.upperBound)
    #expect(output == Array(text[stretch]))
  }

  /// Outside the region the server formats as before.
  @Test func aStretchAfterTheRegionIsFormatted() throws {
    let formatter = try plainFormatter(width: 20)
    let text = Self.document
    let target = text.count - 5
    let output = text.withUnsafeBufferPointer { bytes in
      let stretch = Neighbourhood.around(target..<(target + 1), in: bytes, lineEnding: .lf)
      return formatter.format(bytes, range: stretch, lineEnding: .lf).output
    }
    #expect(String(decoding: output, as: UTF8.self).hasSuffix("one two three four\nfive six\n"))
  }
}
