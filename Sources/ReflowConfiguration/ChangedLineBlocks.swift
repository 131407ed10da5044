// `--diff` for a whole-file formatter that keeps no map of its paragraphs
// (source code): the blocks of lines that changed, found by the standard
// library's line difference, as the paragraph map the diff is cut from.

import ReflowText

/// The lines that changed between a text and its formatted form, each block as a paragraph of the map `--diff`
/// reads (``FormattedBatch/paragraphs``).
package enum ChangedLineBlocks {
  /// Each maximal run of removed and inserted lines, as its input and output lines; lines end after an LF.
  ///
  /// Swift's `difference(from:)` (Myers's algorithm) takes time in the
  /// lines times the changes, which for source code is the comment lines
  /// rewrapped: code lines never change.
  package static func blocks(from old: [UInt8], to new: [UInt8]) -> [FormattedParagraph] {
    let before = lines(of: old)
    let after = lines(of: new)
    var removed = [Bool](repeating: false, count: before.count)
    var inserted = [Bool](repeating: false, count: after.count)
    for change in after.difference(from: before) {
      switch change {
      case .remove(let offset, _, _): removed[offset] = true
      case .insert(let offset, _, _): inserted[offset] = true
      }
    }
    var blocks: [FormattedParagraph] = []
    var oldLine = 0
    var newLine = 0
    func changedHere() -> Bool {
      (oldLine < before.count && removed[oldLine]) || (newLine < after.count && inserted[newLine])
    }
    while oldLine < before.count || newLine < after.count {
      guard changedHere() else {
        oldLine += 1
        newLine += 1
        continue
      }
      let start = (oldLine, newLine)
      while changedHere() {
        if oldLine < before.count && removed[oldLine] { oldLine += 1 }
        if newLine < after.count && inserted[newLine] { newLine += 1 }
      }
      blocks.append(FormattedParagraph(input: start.0..<oldLine, output: start.1..<newLine))
    }
    return blocks
  }

  /// The lines of `text`, each with its LF; a last line may have none.
  private static func lines(of text: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    while let end = text[start...].firstIndex(of: 0x0A) {
      lines.append(text[start...end])
      start = end + 1
    }
    if start < text.count { lines.append(text[start...]) }
    return lines
  }
}
