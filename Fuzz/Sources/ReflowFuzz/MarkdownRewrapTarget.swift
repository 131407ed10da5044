// Target: `reflow --markdown`, with the meaning check cmark-gfm's HTML gives.

import FlowLayout
import ReflowText
@testable import ReflowMarkdown

extension FuzzTarget {
  /// The output renders to the input's HTML (whitespace normalised), prose fits where it can, and a
  /// second pass changes nothing.
  static let markdownRewrap = FuzzTarget(
    name: "markdown-rewrap", summary: "reflow --markdown keeps the HTML and is idempotent"
  ) { input in
    let width = input.number(in: 1...100)
    let algorithm = input.choice([LineBreakingAlgorithm.greedy, .optimal, .knuthPlass, .balance])
    let breaksCJK = input.byte() & 1 == 1
    let text = input.restAsText
    let formatter = try! MarkdownFormatter(
      options: MarkdownFormatOptions(width: width, algorithm: algorithm, breaksInsideCJKRuns: breaksCJK))
    let output = text.withUnsafeBufferPointer { formatter.format(utf8: $0).output }
    let context = "width \(width) \(algorithm) CJK breaks \(breaksCJK): \(shown(text))"
    var comparison = HTMLComparison()
    let before = text.withUnsafeBufferPointer { CmarkBridge.parse($0, wants: .html).html }
    let after = output.withUnsafeBufferPointer { CmarkBridge.parse($0, wants: .html).html }
    require(comparison.same(before, after), "meaning changed, \(context)\n\(shown(output))")
    let twice = output.withUnsafeBufferPointer { formatter.format(utf8: $0).output }
    require(twice == output, "second pass differs, \(context)\n\(shown(output))\n\(shown(twice))")
    // Without the check the rewrapper must still finish and produce valid UTF-8.
    let unchecked = try! MarkdownFormatter(
      options: MarkdownFormatOptions(width: width, algorithm: algorithm, verifiesMeaning: false))
    let raw = text.withUnsafeBufferPointer { unchecked.format(utf8: $0).output }
    require(String(validating: raw, as: UTF8.self) != nil, "invalid UTF-8 from \(context)")
  }
}
