// Centred and right-aligned plain text settles in one run: the spaces that
// place a line are padding, never indentation, when the text is read again.

import FlowLayout
import Testing

@testable import ReflowText

@Suite struct AlignmentPaddingTests {
  private func settlesAtOnce(_ text: String, width: Int, _ alignment: FlowAlignment) throws -> String {
    let formatter = try DocumentFormatter(
      options: DocumentOptions(wrap: TextWrapOptions(width: width, alignment: alignment, breaksLongWords: false)))
    let once = formatter.format(text)
    #expect(formatter.format(once) == once, "\(alignment) at \(width): \(once)")
    return once
  }

  /// The padding of a centred paragraph was read back as its indent: each run pushed the lines further in, and
  /// `--check` passed only after four runs.
  @Test(arguments: [FlowAlignment.center, .trailing])
  func aParagraphSettlesInOneRun(alignment: FlowAlignment) throws {
    let once = try settlesAtOnce(
      "one two three four five six seven eight nine ten eleven twelve thirteen\n", width: 30, alignment)
    #expect(once.split(separator: "\n").allSatisfy { $0.count <= 30 })
  }

  /// An indented paragraph is placed in the whole measure, as its padding will be read next time.
  @Test func anIndentedParagraphIsCentredInTheWholeMeasure() throws {
    #expect(try settlesAtOnce("    centred words\n", width: 21, .center) == "    centred words\n")
    #expect(try settlesAtOnce("  centred words\n", width: 21, .center) == "    centred words\n")
  }

  /// A quote keeps one space after its marker, with the padding after that; a marker written without one
  /// (`>x`) gets it, or the next run would read the first padding space as the marker's.
  @Test func aQuoteMarkerKeepsOneSpaceBeforeThePadding() throws {
    #expect(try settlesAtOnce(">x  the\n", width: 10, .center) == ">  x  the\n")
    #expect(try settlesAtOnce("> quoted words\n", width: 20, .trailing) == ">       quoted words\n")
  }

  /// Padding after a quote's marker is no part of its lead: padded lines of one quote stay one paragraph (the
  /// property test found `> > 👍🏽 network-manager` / `> > 日本語の …` right-aligned at 40 split in two on the
  /// second run).
  @Test func paddingAfterAQuoteMarkerIsNotItsLead() throws {
    _ = try settlesAtOnce(
      "> > 👍🏽 network-manager\n> > 日本語の paragraph 日本語の network-manager 、\n", width: 40, .trailing)
    _ = try settlesAtOnce(
      "> paragraph 😀 日本語の “资料” well-known\n> paragraph\n> e.g. network-manager\n", width: 40, .center)
  }
}

extension DocumentFormatter {
  /// Formats a string, for tests.
  fileprivate func format(_ text: String) -> String {
    String(decoding: Array(text.utf8).withUnsafeBufferPointer { format(utf8: $0) }, as: UTF8.self)
  }
}
