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

  /// `html` with every run of whitespace made one space, or nothing between two wide characters.
  mutating func normalized(_ html: [UInt8]) -> [UInt8] {
    html.withUnsafeBufferPointer { bytes in
      var cursor = NormalizedCursor(bytes)
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      while let byte = cursor.next(&measurer) { result.append(byte) }
      return result
    }
  }

  /// Whether two renderings are the same once whitespace is normalised.
  mutating func same(_ first: [UInt8], _ second: [UInt8]) -> Bool {
    if first == second { return true }
    return first.withUnsafeBufferPointer { one in
      second.withUnsafeBufferPointer { other in
        var left = NormalizedCursor(one)
        var right = NormalizedCursor(other)
        while true {
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

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // Leading whitespace is dropped.
    while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
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

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
