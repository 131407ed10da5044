// A short line of plain ASCII is written as it is, without being laid out.
// That must be exactly what laying it out would write, under every spacing,
// alignment, algorithm and indent, so the two are compared on random lines
// made from the bytes where they could differ.

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowText

@Suite struct UnchangedLineTests {
  /// Pieces of a line: words, single spaces and runs, punctuation, characters of two and three bytes that a kept
  /// line may hold (a no-break space, quotation marks, an arrow, ideographs, a combining accent), then (only in
  /// some lines) a tab, an escape, DEL, and characters that send a line down the full path: the soft hyphen,
  /// other spaces, a zero-width space and joiner, a variation selector, a C1 control, an emoji, a stray
  /// continuation byte and a lead byte with nothing after it.
  private static let pieces = [
    "word", "a", "x", " ", "  ", "   ", ".", "-", "/", "(1)", "2.", "*", "end.", "é", "\u{A0}", "“q”", "→", "日本",
    "e\u{301}", "\t", "\u{1B}[1m", "\u{7F}", "\u{AD}", "\u{2003}", "\u{3000}", "\u{200B}", "\u{200D}", "\u{FE0F}",
    "\u{85}", "😀", "\u{FFFD}",
  ]
  /// How many of the pieces, from the first, a kept line may hold.
  private static let printablePieces = 19
  private static let indents = [("", 0), ("  ", 2), ("> ", 2), ("    ", 4)]

  @Test func aLineWrittenAsItIsIsWhatLayingItOutWrites() async {
    let kept = Counter()
    let keptWithCharacters = Counter()
    await propertyCheck(
      count: 4000, input: Gen.int(in: 0..<Self.pieces.count).array(of: 1...12), Gen.int(in: 1...30),
      Gen.int(in: 0...479)
    ) { codes, width, setting in
      let spacing = [WordSpacing.collapse, .preserve, .sentences][setting % 3]
      let alignment = [FlowAlignment.leading, .trailing, .center, .justified][setting / 3 % 4]
      let algorithm = [
        LineBreakingAlgorithm.optimal, .greedy, .knuthPlass, .balance, .knuthPlass(KnuthPlassOptions(looseness: 1)),
      ][setting / 12 % 5]
      let (first, firstWidth) = Self.indents[setting / 60 % 4]
      let (rest, restWidth) = Self.indents[(setting + 1) % 4]
      let indents = LineIndents(
        first: Array(first.utf8), firstWidth: firstWidth, rest: Array(rest.utf8), restWidth: restWidth)
      let options = TextWrapOptions(width: width, algorithm: algorithm, alignment: alignment, spacing: spacing)
      let direct = try! TextWrapper(options: options)
      let laidOut = try! TextWrapper(options: options)
      laidOut.keepsShortLines = false
      // Half the lines are printable ASCII only, so that many are short enough to be kept.
      let choices = setting >= 240 ? Self.printablePieces : Self.pieces.count
      var line = Array(codes.map { Self.pieces[$0 % choices] }.joined().utf8)
      // Bytes that are not UTF-8: a stray continuation byte, or a lead byte the line ends in.
      if setting % 7 == 0 { line.insert(0x80, at: line.count / 2) }
      if setting % 11 == 0 { line.append(0xE2) }
      line.withUnsafeBufferPointer { bytes in
        if direct.keepsShortLines && direct.fitsUnchangedOnOneLine(bytes, after: indents) {
          kept.add()
          if bytes.contains(where: { $0 >= 0x80 }) { keptWithCharacters.add() }
        }
        var directOutput = Array("before".utf8)
        var laidOutOutput = directOutput
        let directCount = direct.wrap(
          utf8: bytes, indents: indents, leads: nil, appendingTo: &directOutput, lineEnd: [0x0A], afterLine: true)
        let laidOutCount = laidOut.wrap(
          utf8: bytes, indents: indents, leads: nil, appendingTo: &laidOutOutput, lineEnd: [0x0A], afterLine: true)
        #expect(directCount == laidOutCount)
        #expect(String(decoding: directOutput, as: UTF8.self) == String(decoding: laidOutOutput, as: UTF8.self))
      }
    }
    // Otherwise the comparison would hold without the shortcut ever being taken, or never for a line with
    // characters beyond ASCII (a few times in a run: a random seed once gave two, so at least one is asked).
    #expect(kept.value > 40)
    #expect(keptWithCharacters.value > 0)
  }

  /// Knuth–Plass with positive looseness sets a line that fits on two, so it is laid out, not kept.
  @Test func aLooserParagraphIsLaidOut() throws {
    let line = Array("aaaa bbbb cccc dddd eeee ffff".utf8)
    let options = TextWrapOptions(width: 30, algorithm: .knuthPlass(KnuthPlassOptions(looseness: 1)))
    var output: [UInt8] = []
    let count = line.withUnsafeBufferPointer {
      try! TextWrapper(options: options).wrap(
        utf8: $0, indents: LineIndents(), leads: nil, appendingTo: &output, lineEnd: [0x0A], afterLine: false)
    }
    #expect(count == 2)
    #expect(String(decoding: output, as: UTF8.self) == "aaaa bbbb cccc dddd eeee\nffff")
  }
}

/// A count shared with a property's closure.
private final class Counter: @unchecked Sendable {
  private(set) var value = 0
  func add() { value += 1 }
}
