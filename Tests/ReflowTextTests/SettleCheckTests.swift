// The one settle check of plain text (SettleCheck): a rewrapped paragraph
// that would read back otherwise is written as it was.

import Testing

@testable import ReflowText

@Suite struct SettleCheckTests {
  /// Documents whose rewrap alone may not settle: the property tests found the first two.
  private static let unsettled: [(mode: String, width: Int, text: String)] = [
    ("-t", 10, "--- 「引用」です。\n"),
    ("-c", 12, "and  the\n  12)\n---  Pneumonoultramicroscopicsilicovolcanoconiosis\n"),
    // Under a crown, two items joined into one line would make the line after them its second.
    ("-c", 40, "- a x\n- b y\n  c z\n"),
  ]

  /// With the check, each settles: a second run changes nothing.
  @Test func everyDocumentSettlesWithTheCheck() throws {
    for (name, width, text) in Self.unsettled {
      let formatter = try DocumentFormatter(options: Self.mode(name).options(width))
      let once = formatter.format(text)
      #expect(formatter.format(once) == once, "\(name) -w \(width): \(text.debugDescription)")
    }
  }

  /// Without it, at least one would change again on the second run: the check is what settles them.
  @Test func withoutTheCheckOneDoesNot() throws {
    var unsettledCount = 0
    for (name, width, text) in Self.unsettled {
      let formatter = try DocumentFormatter(options: Self.mode(name).options(width))
      formatter.checksReadBack = false
      let once = formatter.format(text)
      if formatter.format(once) != once { unsettledCount += 1 }
    }
    #expect(unsettledCount > 0)
  }

  /// A paragraph written as it was read settles at once, and is not named as kept.
  @Test func linesWrittenAsTheyWereSettle() throws {
    let formatter = try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 20)))
    var kept: [KeptParagraph] = []
    let text = Array("one two three four\nfive six\n".utf8)
    let output = text.withUnsafeBufferPointer { formatter.format(utf8: $0, keptAsWritten: &kept) }
    #expect(output == text)
    #expect(kept.isEmpty)
  }

  private static func mode(_ name: String) -> PlainTextMode { PlainTextMode.all.first { $0.description == name }! }
}
