// Documents: a document's text keeps its latest edits in a window, written
// back into its array only when an edit lands elsewhere or a reader wants one
// array; read byte by byte or whole, it is always the text the edits made.

import PropertyBased
import Testing

@testable import ReflowLanguageServer

@Suite struct DocumentTextTests {
  @Test func editsInAndOutOfTheWindowGiveTheEditedText() async {
    let byte = Gen.int(in: 0..<4).map { [UInt8(ascii: "a"), 0x0A, 0x20, 0xE4][$0] }
    // Offsets up to twice the reach, so that some edits widen the window and some write it back.
    let offset = Gen.int(in: 0...(2 * DocumentText.reach + 200))
    let edit = zip(offset, Gen.int(in: 0...30), byte.array(of: 0...40), Gen.int(in: 0...9))
    await propertyCheck(count: 100, input: byte.array(of: 0...(2 * DocumentText.reach)), edit.array(of: 1...30)) {
      start, edits in
      var text = DocumentText(start)
      var expected = start
      for (at, length, replacement, settles) in edits {
        let lower = min(at, expected.count)
        let range = lower..<min(expected.count, lower + length)
        text.replace(range, with: replacement)
        expected.replaceSubrange(range, with: replacement)
        if settles == 0 { text.settle() }
        #expect(text.count == expected.count)
        #expect(text.bytes == expected, "after \(range)")
        #expect((0..<expected.count).allSatisfy { text[$0] == expected[$0] })
      }
    }
  }

  /// Typing, a key at a time, leaves the array as it was until the text is settled.
  @Test func keystrokesStayInTheWindowUntilSettled() {
    var text = DocumentText(Array(repeating: UInt8(ascii: "a"), count: 10_000))
    for key in 0..<50 { text.replace((5_000 + key)..<(5_000 + key), with: [UInt8(ascii: "b")]) }
    #expect(text.hasWindow)
    text.settle()
    #expect(!text.hasWindow)
    #expect(text.bytes[5_000..<5_050].allSatisfy { $0 == UInt8(ascii: "b") })
    #expect(text.count == 10_050)
  }
}
