// Edits: a formatted paragraph becomes one edit over only the lines that
// change, applying every edit of a document gives the formatter's output,
// and formatting the stretch around a range gives the same edits as
// formatting the whole document.

import PropertyBased
import ReflowText
import Testing

@testable import ReflowLanguageServer

/// A plain-text formatter at `width`.
func plainFormatter(width: Int) throws -> SettingsFormatter {
  try SettingsFormatter(
    settings: DocumentSettings(
      formatter: .plainText(DocumentOptions(wrap: TextWrapOptions(width: width))), width: width,
      widths: WidthOptions(), lineEndingWhereNone: .lf))
}

/// `text` with `edits` (in document offsets, not overlapping) applied.
func applying(_ edits: [ByteEdit], to text: [UInt8]) -> [UInt8] {
  var result = text
  for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
    result.replaceSubrange(edit.range, with: edit.replacement)
  }
  return result
}

private let words = ["alpha", "beta", "gamma", "delta", "中文字", "😀", "é", "epsilon", "zeta", "—", "theta"]

/// Random plain-text documents: paragraphs of random lines, some quoted or listed, between blank lines.
let plainDocuments = Gen.int(in: 0..<words.count).map { words[$0] }.array(of: 1...9)
  .map { $0.joined(separator: " ") }.array(of: 1...4)
  .array(of: 1...6)
  .map { paragraphs in
    paragraphs.enumerated().map { number, lines in
      let lead = ["", "> ", "- ", "  "][number % 4]
      return lines.map { lead + $0 }.joined(separator: "\n")
    }.joined(separator: paragraphs.count % 2 == 0 ? "\n\n" : "\n   \n") + "\n"
  }

@Suite struct ParagraphEditTests {
  @Test func anEditLeavesOutTheLinesThatStayTheSame() throws {
    let text = Array("one two\nthree four five six seven\neight\n".utf8)
    let formatted = text.withUnsafeBufferPointer { text in
      FormattedText(
        start: 0, inputLines: LineStarts(text, breaks: .terminator(0x0A)),
        output: Array("one two\nthree four\nfive six seven\neight\n".utf8),
        outputLines: LineStarts(Array("one two\nthree four\nfive six seven\neight\n".utf8), breaks: .terminator(0x0A)),
        paragraphs: [FormattedParagraph(input: 0..<3, output: 0..<4)], kept: [])
    }
    let edit = text.withUnsafeBufferPointer { formatted.edit(for: formatted.paragraphs[0], document: $0) }
    #expect(edit?.range == 8..<34)
    #expect(edit.map { String(decoding: $0.replacement, as: UTF8.self) } == "three four\nfive six seven\n")
  }

  @Test func everyEditOfADocumentTogetherGiveTheFormattersOutput() async throws {
    let formatter = try plainFormatter(width: 24)
    await propertyCheck(count: 200, input: plainDocuments) { document in
      let text = Array(document.utf8)
      text.withUnsafeBufferPointer { buffer in
        let formatted = formatter.format(buffer, range: 0..<buffer.count, lineEnding: .lf)
        let edits = formatted.allEdits(document: buffer)
        #expect(applying(edits, to: text) == formatted.output)
        // Minimal: no edit starts or ends with a line it leaves as it was.
        for edit in edits where !edit.range.isEmpty && !edit.replacement.isEmpty {
          let old = text[edit.range].split(separator: 0x0A, omittingEmptySubsequences: false)
          let new = edit.replacement.split(separator: 0x0A, omittingEmptySubsequences: false)
          #expect(old.first != new.first)
        }
      }
    }
  }

  @Test func theStretchAroundARangeFormatsAsTheWholeDocumentDoes() async throws {
    let formatter = try plainFormatter(width: 20)
    await propertyCheck(count: 200, input: plainDocuments, Gen.int(in: 0...10_000), Gen.int(in: 0...200)) {
      document, start, length in
      let text = Array(document.utf8)
      text.withUnsafeBufferPointer { buffer in
        let lower = start % buffer.count
        let bytes = lower..<min(buffer.count, lower + length)
        let whole = formatter.format(buffer, range: 0..<buffer.count, lineEnding: .lf)
        let around = Neighbourhood.around(bytes, in: buffer, lineEnding: .lf)
        let part = formatter.format(buffer, range: around, lineEnding: .lf)
        let fromPart = part.paragraphs(touching: part.lines(touching: bytes)).compactMap {
          part.edit(for: $0, document: buffer)
        }
        let fromWhole = whole.paragraphs(touching: whole.lines(touching: bytes)).compactMap {
          whole.edit(for: $0, document: buffer)
        }
        #expect(fromPart == fromWhole)
      }
    }
  }
}
