// The README's library example, run as written: its printed tag cloud must
// match the output shown in the README, so the README cannot drift.

import FlowLayout
import Foundation
import Testing

/// The README example, verbatim apart from returning instead of printing.
private func readmeTagCloud() throws -> String {
  let tags = ["swift", "text layout", "knuth-plass", "unicode", "cjk", "emoji", "terminal", "flow"]
  let chips = tags.map { "[\($0)]" }
  let container = FlowContainer<Int>(itemSpacing: 1, alignment: .center, sizing: .fill)
  let result = try container.layout(
    sizes: chips.map { FlowSize(width: $0.count, height: 1) },
    proposal: ProposedFlowSize(width: 28, height: nil))
  var rows = Array(repeating: Array(repeating: Character(" "), count: result.size.width), count: result.size.height)
  for (chip, position) in zip(chips, result.boxPositions) {
    for (offset, character) in chip.enumerated() { rows[position.y][position.x + offset] = character }
  }
  return rows.map { String($0).replacing(/\ +$/, with: "") }.joined(separator: "\n")
}

@Test func readmeTagCloudExampleMatchesItsShownOutput() throws {
  let output = try readmeTagCloud()
  let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")
  let text = try String(contentsOf: readme, encoding: .utf8)
  #expect(text.contains("```\n" + output + "\n```"), "README shows:\n\(output)")
  // Centred: every row has as many spaces on the left as on the right, or one fewer.
  for row in output.split(separator: "\n") {
    let left = row.prefix { $0 == " " }.count
    let right = 28 - row.count
    #expect(right - left == 0 || right - left == 1)
  }
}
