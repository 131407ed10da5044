// Centred and right-aligned plain text settles in one run: the spaces that
// place a line are padding, never indentation, when the text is read again,
// and lines kept as written are placed as rewrapped ones are.

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

  /// Rewrapped lines that would read back as something else are kept as written, as in flush-left text: centred,
  /// `commit` above an overlong hash read back as two records on the next run, which moved `commit` to the margin
  /// (a git log's header), and an arrow alone on a line read back as a rule.
  @Test(arguments: [FlowAlignment.center, .trailing])
  func linesThatWouldReadBackOtherwiseAreKept(alignment: FlowAlignment) throws {
    _ = try settlesAtOnce("commit 3b20a67b05bca2211d07d725b57e9b7df956b471\n", width: 30, alignment)
    _ = try settlesAtOnce("bytes ─▶ UTF8Validation ─▶ LineLead, ParagraphGrouping ─▶ Text\n", width: 10, alignment)
  }

  /// Lines written as they are, records or a paragraph kept as written, are placed as rewrapped lines are: the
  /// whole text is centred, not all but its lists.
  @Test func recordsArePlacedLikeRewrappedLines() throws {
    #expect(try settlesAtOnce("hello\nabc\n", width: 20, .center) == "       hello\n        abc\n")
    #expect(try settlesAtOnce("hello\nabc\n", width: 20, .trailing) == "               hello\n                 abc\n")
  }
}

extension DocumentFormatter {
  /// Formats a string, for tests.
  fileprivate func format(_ text: String) -> String {
    String(decoding: Array(text.utf8).withUnsafeBufferPointer { format(utf8: $0) }, as: UTF8.self)
  }
}
