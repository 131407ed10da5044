// TEMPORARY, until ReflowText's `FormattedParagraph` (branch `files`) is on
// main: then this file goes, `DocumentFormatter.format(utf8:lineEnding:
// paragraphs:)` is the library's own, and Markdown reads
// `MarkdownFormatResult.paragraphs`. Meanwhile the map is read off the input
// and output, whose blank lines both formatters keep one for one: each run of
// lines between blank lines that changed counts as one paragraph.

import ReflowText

/// One paragraph of a formatted document: the input lines it was read from and the output lines it became.
struct FormattedParagraph: Sendable, Equatable {
  /// The paragraph's lines in the input, counted from 0.
  var input: Range<Int>
  /// The lines it became in the output, counted from 0.
  var output: Range<Int>
}

/// Stands in for the formatters' own paragraph map (temporary).
enum FormattedParagraphStandIn {
  /// The runs of lines between blank lines that differ between `input` and `output`; the whole document as one
  /// run if their blank lines do not pair up.
  static func paragraphs(
    of input: UnsafeBufferPointer<UInt8>, formattedAs output: [UInt8], lineEnding: LineEnding
  ) -> [FormattedParagraph] {
    output.withUnsafeBufferPointer { output in
      let breaks = LineBreaks.terminator(lineEnding.terminator)
      let before = LineStarts(input, breaks: breaks)
      let after = LineStarts(output, breaks: breaks)
      let inputRuns = runs(input, before)
      let outputRuns = runs(output, after)
      guard inputRuns.count == outputRuns.count else {
        return [FormattedParagraph(input: 0..<before.count, output: 0..<after.count)]
      }
      return zip(inputRuns, outputRuns).compactMap { pair in
        let same =
          pair.0.count == pair.1.count
          && input[before.start(of: pair.0.lowerBound)..<before.start(of: pair.0.upperBound)].elementsEqual(
            output[after.start(of: pair.1.lowerBound)..<after.start(of: pair.1.upperBound)])
        return same ? nil : FormattedParagraph(input: pair.0, output: pair.1)
      }
    }
  }

  /// The runs of lines that are not blank.
  private static func runs(_ text: UnsafeBufferPointer<UInt8>, _ lines: LineStarts) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var runStart: Int?
    for line in 0..<lines.count {
      let blank = text[lines.start(of: line)..<lines.contentEnd(of: line, in: text)].allSatisfy {
        $0 == 0x20 || $0 == 0x09 || $0 == 0x0D
      }
      if blank {
        if let start = runStart { runs.append(start..<line) }
        runStart = nil
      } else if runStart == nil {
        runStart = line
      }
    }
    if let start = runStart { runs.append(start..<lines.count) }
    return runs
  }
}

extension DocumentFormatter {
  /// Formats `text` and reports its paragraphs (temporary: the stand-in's map, see the file's comment).
  func format(utf8 text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding, paragraphs: inout [FormattedParagraph])
    -> [UInt8]
  {
    let output = format(utf8: text, lineEnding: lineEnding)
    paragraphs = FormattedParagraphStandIn.paragraphs(of: text, formattedAs: output, lineEnding: lineEnding)
    return output
  }
}
