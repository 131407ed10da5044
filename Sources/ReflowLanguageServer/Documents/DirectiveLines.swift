// Documents: the `reflow: off` and `reflow: on` lines of an open document.
// A stretch of plain text formats as it does in place only if it knows
// whether a directive above it left formatting off; reading every byte
// above it for one costs what the document's length costs, on every
// keystroke. So the directive lines are found once, when the document
// opens, and kept as it changes: an edit reads again only the lines it
// touched, and moves the directives after it.

import ReflowText

/// The directive lines of a document, kept as it is edited.
struct DirectiveLines: Sendable, Equatable {
  /// One directive line: where it starts, and whether it turns formatting off.
  struct Directive: Sendable, Equatable {
    var lineStart: Int
    var turnsOff: Bool
  }

  /// The directive lines, in order.
  private(set) var directives: [Directive]

  /// Finds the directive lines of `text`.
  init(_ text: UnsafeBufferPointer<UInt8>) {
    directives = IgnoreDirectives.lines(in: text).map { Directive(lineStart: $0.lineStart, turnsOff: $0.turnsOff) }
  }

  /// Finds the directive lines of `text`.
  init(_ text: [UInt8]) {
    self = text.withUnsafeBufferPointer { Self($0) }
  }

  /// Updates the lines after the bytes at `range` (offsets before the change) became `count` bytes, `text` being
  /// the text after it.
  ///
  /// A line ends at an LF or a CR, as ``IgnoreDirectives`` reads it. The
  /// lines read again run from the start of the line the change starts in
  /// to the end of the line it ends in; a line that starts after the change
  /// keeps its bytes and the byte before it, so its directive only moves.
  mutating func replace(_ range: Range<Int>, withCount count: Int, in text: some ByteText) {
    func isLineEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    let delta = count - range.count
    var from = range.lowerBound
    while from > 0 && !isLineEnd(text[from - 1]) { from -= 1 }
    var to = range.lowerBound + count
    while to < text.count && !isLineEnd(text[to]) { to += 1 }
    to = min(text.count, to + 1)
    let lines = (from..<to).map { text[$0] }
    let found = lines.withUnsafeBufferPointer { IgnoreDirectives.lines(in: $0) }.map {
      Directive(lineStart: from + $0.lineStart, turnsOff: $0.turnsOff)
    }
    // The old directives whose lines start from `from` to the change's end are read again; later ones move.
    let first = directives.partitioningIndex { $0.lineStart >= from }
    let after = directives.partitioningIndex { $0.lineStart > range.upperBound }
    for index in after..<directives.count { directives[index].lineStart += delta }
    directives.replaceSubrange(first..<after, with: found)
  }

  /// Whether a line starting at `offset` lies in an off region that a directive line before it opened.
  func ignoring(at offset: Int) -> Bool {
    let before = directives.partitioningIndex { $0.lineStart >= offset }
    return before > 0 && directives[before - 1].turnsOff
  }
}

extension Array {
  /// The first index whose element `isAfter` holds for, where it holds for every element after one it holds for.
  fileprivate func partitioningIndex(where isAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
