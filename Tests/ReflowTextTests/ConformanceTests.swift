// Conformance with Unicode's own test files from Debian's unicode-data
// (version 15.0, the version of ICU 72's data).

import Foundation
import Testing

@testable import ReflowText

@Suite struct ConformanceTests {
  /// LineBreakTest.txt cases ICU 72 answers differently by design, by line number.
  ///
  /// ICU tailors LB25 (numbers): it never breaks between an infix separator
  /// and a digit ("a.2", ",0": lines 2873, 2875 and 7477 to 7587), and never
  /// after a hyphen-minus before a letter or symbol ("-#", "-§", "-ก": lines
  /// 2265 to 2431), where the default rules allow a break. Any other
  /// difference fails the test.
  static let expectedLineBreakExceptions: Set<Int> = [
    2265, 2267, 2421, 2423, 2425, 2427, 2429, 2431, 2873, 2875,
    7477, 7576, 7577, 7578, 7579, 7580, 7581, 7583, 7584, 7585, 7586, 7587,
  ]

  /// LineBreakTest 15.0 cases that Unicode 15.1 answers differently, where Reflow follows 15.1, by line number.
  ///
  /// 15.1 replaced LB15 (`QU SP* × OP`) with LB15a and LB15b: `" (` and
  /// `" 〈` now break at the space (lines 4770 and 4818); in `ambigu(« ̈ »)`
  /// and `ambigu{« ̈ »}` the marks hold their neighbours across the spaces
  /// (7514, 7519); in `ambigu« ( ̈ ) »` the space after `«` breaks (7515,
  /// 7520). ``quotationMarksBreakAsInUnicode15_1(text:breaks:)`` gives each
  /// 15.1 answer.
  static let unicode151Differences: Set<Int> = [4770, 4818, 7514, 7515, 7519, 7520]

  @Test func lineBreakTestThroughOurAPI() throws {
    let cases = try UnicodeTestFile.cases(UnicodeTestFile.lineBreakTest)
    #expect(cases.count == 7654)
    var failures: [Int] = []
    for testCase in cases {
      let found = try BreakOpportunities.of(testCase.string).map(\.offset)
      if found != testCase.expectedUTF8Breaks { failures.append(testCase.line) }
    }
    let expected = Self.expectedLineBreakExceptions.union(Self.unicode151Differences)
    let unexpected = Set(failures).subtracting(expected)
    let fixed = expected.subtracting(failures)
    #expect(unexpected.isEmpty, "unexpected differences at lines \(unexpected.sorted())")
    #expect(fixed.isEmpty, "expected exceptions that now pass: \(fixed.sorted())")
    #expect(failures.count == 28)
  }

  /// Unicode 15.1's LB19 and LB19a, written from its text, on top of ICU 72's 15.0 rules.
  ///
  /// A break beside a quotation mark only where East Asian characters
  /// surround it, and never in Latin text. LineBreakTest 15.0 above is
  /// unchanged by the tailoring: its quotation-mark cases use `"`, which
  /// 15.1 leaves as it was.
  @Test(arguments: [
    // Before an initial mark, after a final one, between East Asian characters: 15.1 breaks.
    ("中“中", [3, 9]), ("中”中", [6, 9]), ("中‘中’中", [3, 12, 15]), ("，“中文”。", [3, 9, 18]),
    // A non-East-Asian neighbour on either side: no break, as in 15.0.
    ("中“X", [7]), ("X“中", [7]), ("中”X", [7]), ("X”中", [7]),
    // Latin text's quotes hold on to their words.
    ("a “quoted” word", [2, 15, 19]),
    // Never after an opening bracket (LB14), nor before closing punctuation (LB13) or a non-starter (LB21).
    ("（“中", [9]), ("中”。", [9]), ("中”々", [9]),
    // `"` is no initial or final mark: no break on either side.
    ("中\"中", [7]),
    // LB15 (`QU SP* × OP`) is gone: LineBreakTest 15.0 lines 4770 and 4818, and the Debian Reference's `敗" (http`.
    ("\" \u{2329}", [2, 5]), ("\" (", [2, 3]), ("敗\" (http", [5, 10]),
    // LB15a and LB15b: the marks hold across spaces (lines 7514 and 7519); after a letter, `«` opens nothing, and
    // before `(`, `»` closes nothing (7515 and 7520).
    ("ambigu(« \u{308} »)(e\u{308})", [16, 21]), ("ambigu{« \u{308} »}(e\u{308})", [16, 21]),
    ("ambigu« ( \u{308} ) »(e\u{308})", [9, 16, 23]), ("ambigu« { \u{308} } »(e\u{308})", [9, 16, 23]),
    // LB15a at the start and after a space; LB15b before the end and before a space.
    ("“ word", [8]), ("said “ word", [5, 13]), ("« mot »", [9]), ("« mot » fin", [10, 13]),
  ])
  func quotationMarksBreakAsInUnicode15_1(text: String, breaks: [Int]) throws {
    #expect(try BreakOpportunities.of(text).map(\.offset) == breaks, "\(text)")
  }

  @Test func graphemeBreakTestInFull() throws {
    let cases = try UnicodeTestFile.cases(UnicodeTestFile.graphemeBreakTest)
    #expect(cases.count == 602)
    var measurer = TextMeasurer(options: WidthOptions())
    for testCase in cases {
      var bytes = Array(testCase.string.utf8)
      var found: [Int] = []
      bytes.withUnsafeMutableBufferPointer { buffer in
        measurer.forEachCluster(UnsafeBufferPointer(buffer), 0..<buffer.count) { _, end, _ in found.append(end) }
      }
      #expect(found == testCase.expectedUTF8Breaks, "GraphemeBreakTest.txt line \(testCase.line)")
    }
  }

  @Test func everyFullyQualifiedEmojiIsTwoColumnsWide() throws {
    let text = try String(contentsOfFile: UnicodeTestFile.emojiTest, encoding: .utf8)
    var checked = 0
    for line in text.split(separator: "\n") where line.contains("; fully-qualified") {
      let codes = line.split(separator: ";")[0].split(separator: " ")
      let emoji = String(String.UnicodeScalarView(codes.map { Unicode.Scalar(UInt32($0, radix: 16)!)! }))
      #expect(TextWrap.displayWidth(emoji) == 2, "\(line)")
      checked += 1
    }
    #expect(checked > 3000)
  }
}
