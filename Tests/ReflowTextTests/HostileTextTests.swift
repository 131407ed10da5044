// Hostile text through the string API: NUL bytes and lone escapes kept as
// zero-width content, and a ten-megabyte word cut, or left as one overflowing
// line on request.

import PropertyBased
import Testing

@testable import ReflowText

@Suite struct HostileTextTests {
  @Test func nulBytesAndLoneEscapesAreKeptAsZeroWidthContent() throws {
    let lines = try TextWrap.wrap("a\u{0}b c\u{1B} d \u{1B}]8;;never-terminated e", options: TextWrapOptions(width: 6))
    #expect(lines.joined(separator: " ").filter { !$0.isWhitespace } == "a\u{0}bc\u{1B}d\u{1B}]8;;never-terminatede")
    #expect(TextWrap.displayWidth("a\u{0}b") == 2)
  }

  @Test func aTenMegabyteWordIsCut_orOneOverflowingLineOnRequest() throws {
    let word = String(repeating: "ab", count: 5_000_000)
    #expect(
      try TextWrap.wrap("x " + word + " y", options: TextWrapOptions(width: 80, breaksLongWords: false))
        .map(\.utf8.count) == [
          1, 10_000_000, 1,
        ])
    let cut = try TextWrap.wrap(
      word.prefix(200_000), options: TextWrapOptions(width: 80, algorithm: .greedy, breaksLongWords: true))
    #expect(cut.count == 2_500)
    #expect(cut.allSatisfy { $0.utf8.count == 80 })
  }
}
