// Phase: the meaning check. Two Markdown sources mean the same when cmark-gfm
// renders them to the same HTML, up to whitespace: a line end and a space are
// the same to a browser, and a line end between two wide characters is
// nothing at all (CSS Text's segment-break rule, which the rewrapper uses
// when it joins CJK lines). The comparison walks both renderings at once and
// builds no normalised copy, so checking a large document costs no memory.

import ReflowText

/// Compares rendered HTML with whitespace normalised.
struct HTMLComparison {
  private var measurer = DisplayWidthMeasurer()

  /// Whether two renderings are the same once whitespace is normalised.
  mutating func same(_ first: [UInt8], _ second: [UInt8]) -> Bool {
    if first == second { return true }
    return first.withUnsafeBufferPointer { one in
      second.withUnsafeBufferPointer { other in
        // Identical stretches are skipped byte by byte; only whitespace needs the cursors' rules.
        var prefix = 0
        let shorter = Swift.min(one.count, other.count)
        while prefix < shorter && one[prefix] == other[prefix] { prefix += 1 }
        // Back up to the start of a whitespace run and of the character before it, so both cursors
        // see the same context.
        while prefix > 0 && (NormalizedCursor.isWhitespace(one[prefix - 1]) || one[prefix - 1] >= 0x80) { prefix -= 1 }
        var left = NormalizedCursor(one, from: prefix)
        var right = NormalizedCursor(other, from: prefix)
        while true {
          left.skipSameText(as: &right)
          let byte = left.next(&measurer)
          guard byte == right.next(&measurer) else { return false }
          if byte == nil { return true }
        }
      }
    }
  }
}

/// Reads HTML a byte at a time with its whitespace normalised.
private struct NormalizedCursor {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// A space decided on but not yet returned.
  private var pendingSpace = false

  /// A cursor at `start`, which must not be inside a whitespace run or a UTF-8 sequence.
  init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
    self.bytes = bytes
    index = start
    // Leading whitespace is dropped.
    if start == 0 { while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 } }
  }

  /// Moves both cursors over the bytes they have in common up to either one's next whitespace.
  ///
  /// Text that is not whitespace reads the same raw as normalised, so a
  /// memory-speed scan covers it; the cursors' rules are needed only where
  /// whitespace starts.
  mutating func skipSameText(as other: inout NormalizedCursor) {
    guard !pendingSpace, !other.pendingSpace else { return }
    var mine = index
    var theirs = other.index
    while mine < bytes.count && theirs < other.bytes.count {
      let byte = bytes[mine]
      guard byte == other.bytes[theirs], !Self.isWhitespace(byte) else { break }
      mine += 1
      theirs += 1
    }
    index = mine
    other.index = theirs
  }

  mutating func next(_ measurer: inout DisplayWidthMeasurer) -> UInt8? {
    if pendingSpace {
      pendingSpace = false
      return 0x20
    }
    guard index < bytes.count else { return nil }
    guard Self.isWhitespace(bytes[index]) else {
      index += 1
      return bytes[index - 1]
    }
    let start = index
    var hasLineEnd = false
    while index < bytes.count && Self.isWhitespace(bytes[index]) {
      if bytes[index] == 0x0A { hasLineEnd = true }
      index += 1
    }
    // Trailing whitespace is dropped, and so is a line end between two wide characters.
    if index == bytes.count { return nil }
    if hasLineEnd && measurer.joinsWithoutSpace(bytes, before: start, after: index) { return next(&measurer) }
    return 0x20
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
