// The three promises of `reflow --markdown`, checked on one document at one
// width: the same HTML, the same result when formatted again, and no prose
// line wider than the width unless it is one unbreakable piece.

import FlowLayout
import ReflowText

@testable import ReflowMarkdown

/// Checks the Markdown guarantee; each failure is described in `problems`.
struct MarkdownGuarantee {
  let width: Int
  let algorithm: LineBreakingAlgorithm
  /// The opt-in for breaks inside unspaced CJK runs; the width rule then counts those places too.
  let cjkBreaks: LineBreakIterator?

  init(width: Int, algorithm: LineBreakingAlgorithm = .optimal, breaksInsideCJKRuns: Bool = false) {
    self.width = width
    self.algorithm = algorithm
    cjkBreaks = breaksInsideCJKRuns ? try! LineBreakIterator() : nil
  }

  /// The formatter under test, with its own safety net off: the rewrapper alone must keep the promises.
  var formatter: MarkdownFormatter {
    // Widths are at least 1 and alignment is leading, so the options are valid.
    try! MarkdownFormatter(
      options: MarkdownFormatOptions(
        width: width, algorithm: algorithm, verifiesMeaning: false, breaksInsideCJKRuns: cjkBreaks != nil))
  }

  /// What is wrong with formatting `source`; empty when every promise holds.
  func problems(_ source: String) -> [String] {
    let formatter = self.formatter
    let output = formatter.format(source).text
    var problems: [String] = []
    if !Self.sameHTML(source, output) {
      problems.append("the HTML changed at width \(width):\n--- input\n\(source)\n--- output\n\(output)")
    }
    let again = formatter.format(output).text
    if again != output {
      problems.append("a second pass changed the output at width \(width):\n--- first\n\(output)\n--- second\n\(again)")
    }
    for line in overwideLines(output) {
      problems.append("line wider than \(width) columns with a place to break: \(line)")
    }
    return problems
  }

  /// Whether cmark-gfm renders both documents to the same HTML, whitespace normalised.
  static func sameHTML(_ first: String, _ second: String) -> Bool {
    var comparison = HTMLComparison()
    return comparison.same(html(first), html(second))
  }

  static func html(_ source: String) -> [UInt8] {
    var text = source
    return text.withUTF8 { CmarkBridge.parse($0, wants: .html).html }
  }

  /// The lines of rewrapped paragraphs that are too wide although they could have been broken.
  ///
  /// Where a line may break is read from the whole paragraph, as the
  /// rewrapper reads it: a code span opened on an earlier line makes the
  /// text up to its closer one piece.
  func overwideLines(_ output: String) -> [String] {
    overwide(output, includingKept: false).map(\.line)
  }

  /// The ordinals among all the document's paragraphs of those with a line too wide although it could have been
  /// broken, those the rewrapper leaves as written included.
  func overwideParagraphs(_ output: String) -> [Int] {
    var ordinals: [Int] = []
    for found in overwide(output, includingKept: true) where ordinals.last != found.ordinal {
      ordinals.append(found.ordinal)
    }
    return ordinals
  }

  /// Each line too wide although it could have been broken, with its paragraph's ordinal.
  private func overwide(_ output: String, includingKept: Bool) -> [(ordinal: Int, line: String)] {
    let formatter = self.formatter
    var text = output
    return text.withUTF8 { bytes in
      let lines = SourceLines(bytes)
      let document = MarkdownDocument(utf8: bytes)
      var measurer = DisplayWidthMeasurer()
      var found: [(ordinal: Int, line: String)] = []
      for candidate in MarkdownFormatter.paragraphs(of: document, in: bytes, lines: lines) {
        let paragraph = candidate.source
        if !includingKept && Self.keepsAsWritten(paragraph.content) { continue }
        paragraph.content.withUnsafeBufferPointer { content in
          var tokenizer = InlineTokenizer(content, measurer: &measurer)
          if let cjkBreaks { tokenizer.splitUnspacedCJK(using: cjkBreaks, measurer: &measurer) }
          let restWidth = width - Self.columns(of: paragraph.continuationPrefix)
          guard restWidth > 0 else { return }
          // Every rule the rewrapper applies: line-start hazards, and no break in a link's text that fits a line.
          var rewrapper = ParagraphRewrapper(options: formatter.options)
          let breakable = rewrapper.gapRules(
            tokenizer, in: content, firstPrefix: paragraph.firstPrefix, lineWidth: restWidth
          ).breaks.breakable
          // A dialect's lines are kept as written, however wide (DialectLines).
          let kept = Set(
            (DialectLines.pieces(of: paragraph.content) ?? []).filter(\.isKept).flatMap { Array($0.lines) })
          var lineStart = 0
          for (offset, line) in paragraph.lines.enumerated() {
            let lineEnd = content[lineStart...].firstIndex(of: 0x0A) ?? content.count
            defer { lineStart = lineEnd + 1 }
            if kept.contains(offset) { continue }
            let prefix = offset == 0 ? paragraph.firstPrefix : paragraph.continuationPrefix
            let prefixColumns = Self.columns(of: prefix)
            let columns = prefixColumns + measurer.width(of: content, in: lineStart..<lineEnd)
            guard columns > width, prefixColumns < width else { continue }
            let tokens = tokenizer.tokens
            let canBreak = breakable.indices.contains { gap in
              breakable[gap] && tokens[gap].range.lowerBound >= lineStart && tokens[gap + 1].range.upperBound <= lineEnd
            }
            if canBreak {
              found.append(
                (candidate.ordinal, String(decoding: bytes[lines.content(of: line, in: bytes)], as: UTF8.self)))
            }
          }
        }
      }
      return found
    }
  }

  /// The columns of a paragraph's markers; a byte-order mark before them takes none.
  private static func columns(of prefix: [UInt8]) -> Int {
    prefix.dropFirst(ByteOrderMark.length(atStartOf: prefix)).reduce(0) { $1 == 0x09 ? $0 + 8 - $0 % 8 : $0 + 1 }
  }

  /// Whether the rewrapper leaves a paragraph as written.
  static func keepsAsWritten(_ text: [UInt8]) -> Bool {
    var measurer = DisplayWidthMeasurer()
    // Whether the paragraph is kept depends on hazards only, not on where spaces break.
    var noSpaceBreaks: SpaceBreaks? = nil
    return text.withUnsafeBufferPointer {
      InlineTokenizer($0, measurer: &measurer).breakableGaps(in: $0, spaceBreaks: &noSpaceBreaks).keepsParagraph
    }
  }
}
