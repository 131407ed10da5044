// Phase: measuring strings. Splits UTF-8 into what a terminal sees: escape
// sequences, tabs, line ends and grapheme clusters with their widths.

/// A piece of text as a terminal treats it.
package struct VisibleUnit {
  package enum Kind {
    case escape
    case tab
    case newline
    case cluster(width: Int)
  }

  package var range: Range<Int>
  package var kind: Kind
}

/// Walks the visible units of UTF-8 text.
package enum VisibleUnits {
  /// Calls `body` with every unit of `bytes`, in order.
  package static func forEach(
    _ bytes: UnsafeBufferPointer<UInt8>, measurer: inout TextMeasurer, _ body: (VisibleUnit) -> Void
  ) {
    var index = 0
    var runStart = 0
    func flushRun(upTo end: Int) {
      guard end > runStart else { return }
      measurer.forEachCluster(bytes, runStart..<end) { start, clusterEnd, width in
        body(VisibleUnit(range: start..<clusterEnd, kind: .cluster(width: width)))
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x09 || byte == 0x0A {
        flushRun(upTo: index)
        body(VisibleUnit(range: index..<(index + 1), kind: byte == 0x09 ? .tab : .newline))
        index += 1
        runStart = index
      } else if byte == EscapeSequence.escape, let length = EscapeSequence.length(bytes, at: index, end: bytes.count) {
        flushRun(upTo: index)
        body(VisibleUnit(range: index..<(index + length), kind: .escape))
        index += length
        runStart = index
      } else {
        index += 1
      }
    }
    flushRun(upTo: bytes.count)
  }
}
