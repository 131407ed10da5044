// The string-level API: indents, unfill and refill, indent and dedent,
// escape sequences carried across lines, and UTF-8 validation.

import PropertyBased
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
      try TextWrap.refill(text, toWidth: 14)
        == "- one two\n  three four\n  five six\n\n> alpha beta\n> gamma delta\n")
  }

  @Test func refillReportsAnIndentThatLeavesNoRoom() {
    #expect(throws: TextError.invalidWidth(4)) {
      try TextWrap.refill("short\n\n        deeply indented text\n", toWidth: 4)
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

  /// Long runs of ASCII, read 32 and 8 bytes at a time, with a few other bytes dropped in anywhere: the first bad
  /// byte is where the standard library's own decoder first fails.
  @Test func invalidUTF8IsFoundAfterLongASCIIRuns_asTheStandardDecoderFindsIt() async {
    let others: [UInt8] = [0x80, 0xBF, 0xC2, 0xC3, 0xA9, 0xE2, 0x80, 0x94, 0xED, 0xA0, 0xF0, 0x9F, 0xF4, 0x90, 0xFF]
    await propertyCheck(
      count: 2000, input: Gen.int(in: 0...300), Gen.int(in: 0..<1000).array(of: 0...6),
      Gen.int(in: 0..<others.count).array(of: 0...6)
    ) { length, positions, picks in
      var bytes = (0..<length).map { UInt8(0x20 + $0 % 90) }
      for (position, pick) in zip(positions, picks) where !bytes.isEmpty {
        bytes[position % bytes.count] = others[pick]
      }
      #expect(bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) == standardFirstInvalid(bytes))
    }
  }

  /// Where `Unicode.UTF8.ForwardParser` first reports an error, or nil.
  private func standardFirstInvalid(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .error: return offset
      case .emptyInput: return nil
      }
    }
  }

  @Test func validUTF8PassesAndLossyRepairReplaces() {
    let good = Array("héllo 日本 👩‍👩‍👧 and a long run of ASCII text".utf8)
    #expect(good.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) == nil)
    let bad: [UInt8] = [0x61, 0xFF, 0x62]
    #expect(bad.withUnsafeBufferPointer(UTF8Validation.repaired) == Array("a\u{FFFD}b".utf8))
  }
}
