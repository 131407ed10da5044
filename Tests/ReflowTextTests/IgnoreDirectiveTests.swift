// What the user marks is left alone: `reflow: off` after any comment leader
// keeps every line up to `reflow: on` as written, across blank lines, and a
// document cut into pieces reads the region as the whole document does.

import Testing

@testable import ReflowText

@Suite struct IgnoreDirectiveTests {
  private static let region = """
    one two three four five six

    # reflow: off
    keep   these   words
    as   they   are

    and  these  too
    # reflow: on
    one two three four five six

    """

  /// Between the directives nothing changes; outside them the text is rewrapped.
  @Test func linesBetweenTheDirectivesAreKept() {
    let output = formattedWithKept(Self.region, width: 10).output
    #expect(
      output == """
        one two
        three four
        five six

        # reflow: off
        keep   these   words
        as   they   are

        and  these  too
        # reflow: on
        one two
        three four
        five six

        """)
  }

  /// Any comment leader, or none: `//`, `<!-- -->`, `/* */`, `;`, a bare line.
  @Test(arguments: [
    "// reflow: off", "<!-- reflow: off -->", "/* reflow: off */", "; reflow: off", "reflow: off",
    "  #reflow:off",
  ])
  func anyLeaderTurnsFormattingOff(directive: String) {
    let text = "\(directive)\nkeep   these\nwords\n"
    #expect(formattedWithKept(text, width: 40).output == text)
  }

  /// A sentence that mentions the directive is no directive.
  @Test(arguments: ["Write reflow: off to stop", "reflow: offline", "reflow: on time"])
  func aMentionIsNoDirective(line: String) {
    var copy = line + "\n"
    let found = copy.withUTF8 { IgnoreDirectives(in: $0).directives.count }
    #expect(found == 0)
  }

  /// A piece that starts inside a region, as the pipeline and the language server cut documents, keeps its lines.
  @Test func aPieceStartsInsideTheRegionAnOpenDirectiveLeft() {
    var text = Self.region
    let cut = text.utf8.firstIndex(of: UInt8(ascii: "a"))!  // `as   they   are`, inside the region
    let offset = text.utf8.distance(from: text.utf8.startIndex, to: cut)
    let formatter = try! DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 10)))
    let (ignoring, rest) = text.withUTF8 { bytes in
      let before = UnsafeBufferPointer(rebasing: bytes[..<offset])
      let ignoring = IgnoreDirectives.endsIgnoring(before, startingIgnoring: false)
      let rest = formatter.formatted(
        utf8: UnsafeBufferPointer(rebasing: bytes[offset...]), startsIgnoring: ignoring)
      return (ignoring, String(decoding: rest.output, as: UTF8.self))
    }
    #expect(ignoring)
    #expect(rest.hasPrefix("as   they   are\n\nand  these  too\n# reflow: on\none two\n"), "\(rest)")
  }
}
