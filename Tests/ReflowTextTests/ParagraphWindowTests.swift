// A paragraph too long to break at once is broken a window at a time
// (ParagraphWindows). The windows here are small, so that a paragraph of a
// few thousand words takes many of them, and each is checked against the
// same paragraph broken whole.

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

@Suite struct ParagraphWindowTests {
  /// The steps both front ends take: windows of the size, each starting where the last one's written lines ended,
  /// the last one flagged, and a window that would not move on ending the steps rather than running forever.
  @Test func stepsCoverTheParagraphAndNeverStandStill() {
    let windows = ParagraphWindows(size: 10, heldBack: 3)
    var steps = windows.steps(over: 25, windowed: true)
    var seen: [(Range<Int>, Bool)] = []
    while let (range, isLast) = steps.next() {
      seen.append((range, isLast))
      steps.moveOn(to: range.upperBound - (isLast ? 0 : 3))
    }
    #expect(seen.map(\.0) == [0..<10, 7..<17, 14..<24, 21..<25])
    #expect(seen.map(\.1) == [false, false, false, true])
    var whole = windows.steps(over: 25, windowed: false)
    #expect(whole.next()! == (0..<25, true))
    whole.moveOn(to: 25)
    #expect(whole.next() == nil)
    var stuck = windows.steps(over: 25, windowed: true)
    var rounds = 0
    while stuck.next() != nil {
      rounds += 1
      stuck.moveOn(to: 0)
    }
    #expect(rounds == 1)
  }

  /// A paragraph of `count` words of 1 to 12 letters, the same every run.
  private static func paragraph(words count: Int) -> [UInt8] {
    var state: UInt64 = 0x5EED
    var words: [String] = []
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 59) % 12 + 1
      let letter = Array("abcdefghijkl")[Int(state >> 40) % 12]
      words.append(String(repeating: letter, count: length))
    }
    return Array(words.joined(separator: " ").utf8)
  }

  /// `text` wrapped to `width` with a hanging indent, in windows of `size` segments holding back `heldBack`.
  private static func wrapped(_ text: [UInt8], width: Int, windows: ParagraphWindows?) -> String {
    let wrapper = try! TextWrapper(options: TextWrapOptions(width: width))
    if let windows { wrapper.windows = windows }
    let indents = LineIndents(first: [], firstWidth: 0, rest: Array("  ".utf8), restWidth: 2)
    var output: [UInt8] = []
    _ = text.withUnsafeBufferPointer {
      wrapper.wrap(utf8: $0, indents: indents, leads: nil, appendingTo: &output, lineEnd: [0x0A], afterLine: false)
    }
    return String(decoding: output, as: UTF8.self)
  }

  @Test(arguments: [24, 72])
  func windowsThatHoldBackEnoughGiveTheWholeParagraphsBreaks(width: Int) {
    let text = Self.paragraph(words: 6000)
    let whole = Self.wrapped(text, width: width, windows: nil)
    let windowed = Self.wrapped(text, width: width, windows: ParagraphWindows(size: 1500, heldBack: 500))
    // 500 words is about 45 lines at 72 columns; 200 (18 lines) was too few here, where each line's choice
    // shifts the next ones' options.
    #expect(windowed == whole)
    // Holding back nothing ends a line at each window's end: proof that the windows above were used.
    let heldBackNothing = Self.wrapped(text, width: width, windows: ParagraphWindows(size: 1500, heldBack: 0))
    #expect(heldBackNothing != whole)
  }

  @Test func everyWindowKeepsEveryWordInOrder_andEveryLineFits() {
    let text = Self.paragraph(words: 5000)
    let words = String(decoding: text, as: UTF8.self).split(separator: " ")
    for heldBack in [0, 1, 50] {
      let output = Self.wrapped(text, width: 30, windows: ParagraphWindows(size: 400, heldBack: heldBack))
      #expect(output.split(whereSeparator: { $0 == " " || $0 == "\n" }) == words)
      #expect(output.split(separator: "\n").allSatisfy { $0.count <= 30 })
      // The second window's first line starts at the later lines' indent.
      #expect(output.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  ") })
    }
  }

  /// Pieces of random paragraphs: words, Chinese and Japanese (broken between characters), quotes and
  /// brackets (kept off line starts and ends), and words and paths wider than a line (cut as runs).
  private static let pieces = [
    "word", "a", "flow", "layout,", "(paren)", "“quoted”", "中文字符", "日本語のテキスト、", "，", "。", "「かぎ」",
    "well-known", "extraordinarily-long-compound-word-here", "/usr/share/doc/reflow/examples",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "end.",
  ]

  /// Whatever the window and the text, every character is kept in order and every line fits.
  @Test func windowsOfAnySizeKeepEveryCharacterAndTheWidth() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0..<Self.pieces.count).array(of: 200...600), Gen.int(in: 12...40),
      Gen.int(in: 10...120), Gen.int(in: 0...60)
    ) { codes, width, size, heldBack in
      let text = Array(codes.map { Self.pieces[$0] }.joined(separator: " ").utf8)
      let output = Self.wrapped(text, width: width, windows: ParagraphWindows(size: size, heldBack: heldBack))
      let visible = { (bytes: String) in bytes.unicodeScalars.filter { $0 != " " && $0 != "\n" } }
      #expect(String(visible(output)) == String(visible(String(decoding: text, as: UTF8.self))))
      for line in output.split(separator: "\n") { #expect(TextWrap.displayWidth(line) <= width) }
    }
  }

  /// The fast path's segment buffer grows for a long paragraph and gives the storage back after it, so that the
  /// paragraph's segments are not held twice while it is laid out.
  @Test func theSegmentBufferGivesBackWhatALongParagraphGrewItTo() throws {
    let segmenter = try TextSegmenter(style: LineBreakStyle(), hyphenation: .soft, widths: WidthOptions())
    let text = Self.paragraph(words: 100_000)
    let (_, segments) = text.withUnsafeBufferPointer { segmenter.paragraph($0, spacing: .collapse) }
    #expect(segments.count == 100_000)
    #expect(segmenter.segmentBuffer.capacity == SegmentBuffer.keptCapacity)
  }

  @Test func aParagraphOnOneUnboundedLineIsNotSplit() {
    let text = Self.paragraph(words: 3000)
    let output = Self.wrapped(text, width: 1 << 40, windows: ParagraphWindows(size: 100, heldBack: 10))
    #expect(!output.contains("\n"))
    #expect(output == String(decoding: text, as: UTF8.self))
  }

  @Test func aParagraphWithEscapeSequencesIsLaidOutWhole() {
    // A style opened in one window and still in effect in the next would not be opened again there.
    var text = Array("\u{1B}[1m".utf8) + Self.paragraph(words: 3000)
    text += Array("\u{1B}[0m".utf8)
    let whole = Self.wrapped(text, width: 40, windows: nil)
    #expect(Self.wrapped(text, width: 40, windows: ParagraphWindows(size: 300, heldBack: 0)) == whole)
  }
}
