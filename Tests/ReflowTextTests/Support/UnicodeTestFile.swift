// Reads Unicode's break test files: each case is a row of code points with
// × (no break) or ÷ (break) between and around them.

import Foundation

/// One case of LineBreakTest.txt or GraphemeBreakTest.txt.
struct BreakTestCase {
  /// The line number in the file, for messages.
  var line: Int
  var scalars: [Unicode.Scalar]
  /// For each position 0...scalars.count, whether a break is expected there.
  var breaks: [Bool]

  var string: String { String(String.UnicodeScalarView(scalars)) }

  /// The UTF-8 offsets of the expected breaks after the start.
  var expectedUTF8Breaks: [Int] {
    var offsets: [Int] = []
    var offset = 0
    for (index, scalar) in scalars.enumerated() {
      offset += String(scalar).utf8.count
      if breaks[index + 1] { offsets.append(offset) }
    }
    return offsets
  }
}

enum UnicodeTestFile {
  static let lineBreakTest = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
  static let graphemeBreakTest = "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"
  static let emojiTest = "/usr/share/unicode/emoji/emoji-test.txt"

  /// The cases of a break test file.
  static func cases(_ path: String) throws -> [BreakTestCase] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var cases: [BreakTestCase] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let fields = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard !fields.isEmpty else { continue }
      var scalars: [Unicode.Scalar] = []
      var breaks: [Bool] = []
      for field in fields {
        switch field {
        case "÷": breaks.append(true)
        case "×": breaks.append(false)
        default: scalars.append(Unicode.Scalar(UInt32(field, radix: 16)!)!)
        }
      }
      cases.append(BreakTestCase(line: number + 1, scalars: scalars, breaks: breaks))
    }
    return cases
  }
}
