// Invalid UTF-8 passed through formatting: every byte comes back, and each bad byte is one column that stays whole.

import PropertyBased
import Testing

@testable import ReflowText

@Suite struct InvalidBytesTests {
  @Test func anyBytesComeBackAsTheyWere() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...255).array(of: 0...64)) { values in
      let bytes = values.map(UInt8.init)
      guard let escaped = bytes.withUnsafeBufferPointer(InvalidBytes.escaped) else { return }
      #expect(escaped.text.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) == nil)
      var restored = escaped.text
      InvalidBytes.restore(&restored)
      #expect(restored == bytes)
    }
  }

  @Test func textThatAlreadyHoldsAStandInIsNotEscaped() {
    // U+10FF80 is F4 8F BE 80; beside an invalid byte it could not be told from one.
    let bytes: [UInt8] = [0xF4, 0x8F, 0xBE, 0x80, 0xFF]
    #expect(bytes.withUnsafeBufferPointer(InvalidBytes.escaped) == nil)
  }

  @Test func aPassedThroughByteIsOneColumnAndNeverSplit() throws {
    let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x20, 0x63, 0x72, 0xE8, 0x6D, 0x65]
    let escaped = try #require(latin1.withUnsafeBufferPointer(InvalidBytes.escaped))
    #expect(escaped.count == 2)
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 4, breaksLongWords: true))
    var lines = escaped.text.withUnsafeBufferPointer { wrapper.wrapParagraph(utf8: $0) }
    for index in lines.indices { InvalidBytes.restore(&lines[index]) }
    #expect(lines == [[0x63, 0x61, 0x66, 0xE9], [0x63, 0x72, 0xE8, 0x6D], [0x65]])
  }
}
