// The paragraph map of Markdown formatting: every paragraph considered for
// rewrapping, rewrapped or kept, with its input lines and the output lines it
// became; every other line is copied as written, one for one, on random
// documents and on a large one rewrapped in parallel pieces (MeaningCheckTests
// has paragraphs the meaning check puts back).

import PropertyBased
import ReflowText
import Testing

@testable import ReflowMarkdown

/// `text`'s lines with their line ends, cut as cmark-gfm cuts them: after LF, CR LF or a CR alone.
private func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
  var result: [ArraySlice<UInt8>] = []
  var start = 0
  var index = 0
  while index < text.count {
    if text[index] == 0x0A || text[index] == 0x0D {
      if text[index] == 0x0D, index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
      result.append(text[start...index])
      start = index + 1
    }
    index += 1
  }
  if start < text.count { result.append(text[start...]) }
  return result
}

/// The first thing wrong with `result.paragraphs` as a map of `source` to `result.output`, or nil.
private func mapProblem(_ result: MarkdownFormatResult, source: [UInt8]) -> String? {
  let old = lines(source)
  let new = lines(result.output)
  var oldLine = 0
  var newLine = 0
  func copied(upTo end: Int) -> String? {
    while oldLine < end {
      guard newLine < new.count, old[oldLine].elementsEqual(new[newLine]) else { return "line \(oldLine) changed" }
      oldLine += 1
      newLine += 1
    }
    return nil
  }
  for paragraph in result.paragraphs {
    guard paragraph.input.lowerBound >= oldLine,
      paragraph.output.lowerBound - newLine == paragraph.input.lowerBound - oldLine,
      !paragraph.input.isEmpty, paragraph.input.upperBound <= old.count, paragraph.output.upperBound <= new.count
    else { return "\(paragraph) does not follow line \(oldLine) -> \(newLine)" }
    if let problem = copied(upTo: paragraph.input.lowerBound) { return problem }
    oldLine = paragraph.input.upperBound
    newLine = paragraph.output.upperBound
  }
  if let problem = copied(upTo: old.count) { return problem }
  return newLine == new.count ? nil : "\(new.count - newLine) output lines left over"
}

/// `source` formatted by `formatter`.
private func formatted(_ source: [UInt8], _ formatter: MarkdownFormatter) -> MarkdownFormatResult {
  source.withUnsafeBufferPointer { formatter.format(utf8: $0) }
}

@Suite struct ParagraphMapTests {
  @Test func aShortExampleIsMapped() throws {
    let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 10))
    let result = formatted(Array("# Title\n\none two three four\n\n```\ncode\n```\n\nfive\n".utf8), formatter)
    #expect(result.text == "# Title\n\none two\nthree four\n\n```\ncode\n```\n\nfive\n")
    #expect(
      result.paragraphs == [
        FormattedParagraph(input: 2..<3, output: 2..<4), FormattedParagraph(input: 8..<9, output: 9..<10),
      ])
  }

  @Test func theMapTilesEveryRandomDocument() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 10...50)) {
      choices, width in
      let source = Array(randomMarkdown(choices).utf8)
      let result = formatted(source, try! MarkdownFormatter(options: MarkdownFormatOptions(width: width)))
      let problem = mapProblem(result, source: source)
      #expect(problem == nil, "\(problem ?? ""): \(String(decoding: source, as: UTF8.self).debugDescription)")
    }
  }

  /// A document large enough to be rewrapped in pieces on several threads, with CR LF and lone CR line ends.
  @Test(arguments: ["\n", "\r\n", "\r"])
  func theMapHoldsAcrossParallelPieces(lineEnd: String) throws {
    let paragraph = (0..<30).map { "word\($0)" }.joined(separator: " ")
    let block = "# Heading\(lineEnd)\(lineEnd)\(paragraph)\(lineEnd)\(lineEnd)- \(paragraph)\(lineEnd)\(lineEnd)"
    let source = Array(String(repeating: block, count: 2_000).utf8)
    let result = formatted(source, try MarkdownFormatter(options: MarkdownFormatOptions(width: 40, threads: 4)))
    #expect(result.paragraphs.count == 4_000)
    #expect(mapProblem(result, source: source) == nil)
  }
}
