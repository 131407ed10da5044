// The string-level API: indents, unfill and refill, indent and dedent,
// escape sequences carried across lines, and UTF-8 validation.

import Testing

@testable import ReflowText

@Suite struct StringAPITests {
  @Test func initialAndSubsequentIndentsCountAgainstTheWidth() throws {
    let options = TextWrapOptions(width: 10, initialIndent: "* ", subsequentIndent: "  ")
    #expect(try TextWrap.wrap("aaa bbb ccc ddd", options: options) == ["* aaa bbb", "  ccc ddd"])
  }

  @Test func unfillJoinsLinesAndFindsTheIndents() {
    let (text, options) = TextWrap.unfill("- first line\n  second line\n  third")
    #expect(text == "first line second line third")
    #expect(options.initialIndent == "- ")
    #expect(options.subsequentIndent == "  ")
    #expect(TextWrap.unfill("> quoted text\n> more").options.subsequentIndent == "> ")
  }

  @Test func refillRewrapsEachParagraphWithItsOwnIndents() throws {
    let text = "- one two three four five\n  six\n\n> alpha beta gamma\n> delta\n"
    #expect(
      try TextWrap.refill(text, width: 14)
        == "- one two\n  three four\n  five six\n\n> alpha beta\n> gamma delta\n")
  }

  @Test func refillReportsAnIndentThatLeavesNoRoom() {
    #expect(throws: TextError.invalidWidth(4)) {
      try TextWrap.refill("short\n\n        deeply indented text\n", width: 4)
    }
  }

  @Test func indentSkipsBlankLines_dedentRemovesTheCommonIndent() {
    #expect(TextWrap.indent("a\n\nb", prefix: "> ") == "> a\n\n> b")
    #expect(TextWrap.dedent("    a\n      b\n\n    c") == "a\n  b\n\nc")
  }

  @Test func stylesAndLinksAreClosedAtEachLineEnd_andReopenedOnTheNext() throws {
    let red = "\u{1B}[31m", reset = "\u{1B}[0m"
    let link = "\u{1B}]8;;https://example.org\u{1B}\\", unlink = "\u{1B}]8;;\u{1B}\\"
    let lines = try TextWrap.wrap("\(red)aaa \(link)bbb ccc\(unlink) ddd\(reset)", options: TextWrapOptions(width: 7))
    #expect(
      lines == [
        "\(red)aaa \(link)bbb\(reset)\(unlink)",
        "\(red)\(link)ccc\(unlink) ddd\(reset)",
      ])
  }

  @Test func aParagraphOfOnlyEscapesKeepsThem() throws {
    #expect(try TextWrap.wrap("\u{1B}[0m") == ["\u{1B}[0m"])
  }

  @Test(arguments: [
    ([0x61, 0x80], 1), ([0xC0, 0x80], 0), ([0xE0, 0x80, 0x80], 0), ([0xED, 0xA0, 0x80], 0),
    ([0x61, 0xF4, 0x90, 0x80, 0x80], 1),
    ([0x61, 0x62, 0xE6, 0x97], 2), ([0xFF], 0),
  ])
  func invalidUTF8IsFoundAtItsFirstBadByte(_ bytes: [UInt8], _ offset: Int) {
    #expect(bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) == offset)
  }

  @Test func validUTF8PassesAndLossyRepairReplaces() {
    let good = Array("héllo 日本 👩‍👩‍👧 and a long run of ASCII text".utf8)
    #expect(good.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) == nil)
    let bad: [UInt8] = [0x61, 0xFF, 0x62]
    #expect(bad.withUnsafeBufferPointer(UTF8Validation.repaired) == Array("a\u{FFFD}b".utf8))
  }
}

@Suite struct HostileTextTests {
  @Test func nulBytesAndLoneEscapesAreKeptAsZeroWidthContent() throws {
    let lines = try TextWrap.wrap("a\u{0}b c\u{1B} d \u{1B}]8;;never-terminated e", options: TextWrapOptions(width: 6))
    #expect(lines.joined(separator: " ").filter { !$0.isWhitespace } == "a\u{0}bc\u{1B}d\u{1B}]8;;never-terminatede")
    #expect(TextWrap.displayWidth("a\u{0}b") == 2)
  }

  @Test func aTenMegabyteWordIsOneOverflowingLine_orCutOnRequest() throws {
    let word = String(repeating: "ab", count: 5_000_000)
    #expect(
      try TextWrap.wrap("x " + word + " y", options: TextWrapOptions(width: 80)).map(\.utf8.count) == [
        1, 10_000_000, 1,
      ])
    let cut = try TextWrap.wrap(
      word.prefix(200_000), options: TextWrapOptions(width: 80, algorithm: .greedy, breakLongWords: true))
    #expect(cut.count == 2_500)
    #expect(cut.allSatisfy { $0.utf8.count == 80 })
  }
}
