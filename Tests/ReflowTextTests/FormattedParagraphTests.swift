// The paragraph map of plain-text formatting: every paragraph the formatter
// read, with its input lines and the output lines it became, tiles the
// document, and every line outside the paragraphs is one output line (a blank
// line written empty), on random documents in every prefix mode and line
// ending, and through the cuts of a parallel run.

import PropertyBased
import Testing

@testable import ReflowText

/// `text`'s lines, each with its line end, cut after each LF.
private func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
  var result: [ArraySlice<UInt8>] = []
  var start = 0
  for index in text.indices where text[index] == 0x0A {
    result.append(text[start...index])
    start = index + 1
  }
  if start < text.count { result.append(text[start...]) }
  return result
}

/// Whether `line` holds only spaces, tabs and its line end.
private func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
  line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
}

/// Checks `paragraphs` against the input and output they describe; a message for the first thing wrong, or nil.
func mapProblem(_ paragraphs: [FormattedParagraph], input: [UInt8], output: [UInt8]) -> String? {
  let old = lines(input)
  let new = lines(output)
  var oldLine = 0
  var newLine = 0
  // Outside the paragraphs: the same line, or a blank one written empty (its line end kept).
  func pairs(upTo end: Int) -> String? {
    while oldLine < end {
      guard newLine < new.count else { return "output ends before line \(newLine)" }
      let kept = old[oldLine].elementsEqual(new[newLine])
      let emptied = isBlank(old[oldLine]) && new[newLine].allSatisfy { $0 == 0x0D || $0 == 0x0A }
      guard kept || emptied else { return "line \(oldLine) became \(String(decoding: new[newLine], as: UTF8.self))" }
      oldLine += 1
      newLine += 1
    }
    return nil
  }
  for paragraph in paragraphs {
    guard paragraph.input.lowerBound >= oldLine,
      paragraph.output.lowerBound - newLine == paragraph.input.lowerBound - oldLine
    else { return "\(paragraph) does not follow line \(oldLine) -> \(newLine)" }
    if let problem = pairs(upTo: paragraph.input.lowerBound) { return problem }
    guard !paragraph.input.isEmpty, paragraph.input.upperBound <= old.count, paragraph.output.upperBound <= new.count
    else { return "\(paragraph) is empty or past the end" }
    oldLine = paragraph.input.upperBound
    newLine = paragraph.output.upperBound
  }
  if let problem = pairs(upTo: old.count) { return problem }
  return newLine == new.count ? nil : "\(new.count - newLine) output lines left over"
}

private let options: [DocumentOptions] = [
  DocumentOptions(wrap: TextWrapOptions(width: 20)),
  DocumentOptions(wrap: TextWrapOptions(width: 20), prefixes: PrefixKinds.default.union(.commentLeaders)),
  DocumentOptions(wrap: TextWrapOptions(width: 20), shape: .splitOnly),
  DocumentOptions(wrap: TextWrapOptions(width: 20), prefix: "# "),
  // The shapes whose output is formatted again to settle, some paragraphs then kept: the map is the last run's.
  DocumentOptions(wrap: TextWrapOptions(width: 20), shape: .crownMargin),
  DocumentOptions(wrap: TextWrapOptions(width: 20), shape: .taggedParagraph),
]

@Suite struct FormattedParagraphTests {
  @Test func aShortExampleIsMappedLineByLine() throws {
    let formatter = try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 8)))
    var paragraphs: [FormattedParagraph] = []
    let text = "one two three\n\n  \t\nfour\n"
    let output = Array(text.utf8).withUnsafeBufferPointer { formatter.format(utf8: $0, paragraphs: &paragraphs) }
    #expect(String(decoding: output, as: UTF8.self) == "one two\nthree\n\n\nfour\n")
    #expect(
      paragraphs == [FormattedParagraph(input: 0..<1, output: 0..<2), FormattedParagraph(input: 3..<4, output: 4..<5)])
  }

  /// Listing the paragraphs changes nothing in the output, and the list tiles input and output.
  @Test func theMapTilesEveryRandomDocument() async {
    let input = (Gen.int(in: 0...99_999).array(of: 1...60), Gen.int(in: 0...5), Gen.int(in: 8...40))
    await propertyCheck(count: 300, input: input.0, input.1, input.2) { choices, variant, width in
      var document = randomDocument(choices)
      // Blank lines of spaces, CR LF line ends, no final line end.
      if variant % 2 == 1 { document = document.replacingOccurrences(of: "\n\n", with: "\n \t \n") }
      let lineEnding: LineEnding = variant >= 4 ? .crlf : .lf
      if lineEnding == .crlf { document = document.replacingOccurrences(of: "\n", with: "\r\n") }
      if variant == 2 { document.removeLast() }
      let text = Array(document.utf8)
      for var option in options {
        option.wrap.width = width
        let formatter = try! DocumentFormatter(options: option)
        var paragraphs: [FormattedParagraph] = []
        let output = text.withUnsafeBufferPointer {
          formatter.format(utf8: $0, lineEnding: lineEnding, paragraphs: &paragraphs)
        }
        #expect(output == text.withUnsafeBufferPointer { formatter.format(utf8: $0, lineEnding: lineEnding) })
        let problem = mapProblem(paragraphs, input: text, output: output)
        #expect(problem == nil, "\(problem ?? ""): \(document.debugDescription)")
      }
    }
  }

  /// A paragraph left as written (no room inside its leads) is listed with as many output lines as input lines.
  @Test func aParagraphKeptAsWrittenKeepsItsLineCount() throws {
    let formatter = try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 4)))
    var paragraphs: [FormattedParagraph] = []
    let text = Array("> > > > a b\n> > > > c d\n".utf8)
    let output = text.withUnsafeBufferPointer { formatter.format(utf8: $0, paragraphs: &paragraphs) }
    #expect(output == text)
    #expect(paragraphs == [FormattedParagraph(input: 0..<2, output: 0..<2)])
  }
}
