// Phase: width. Walks UTF-8 a grapheme cluster at a time and reports each
// cluster's extent and width. ASCII followed by ASCII is one narrow cluster,
// which keeps plain text on a short path; everything else goes through the
// grapheme rules and cached ICU properties.

/// Measures and segments valid UTF-8 into grapheme clusters.
///
/// Not thread-safe: each thread, or each paragraph pipeline, owns one.
@usableFromInline package struct TextMeasurer: Sendable {
  package var cache = PropertyCache()
  let options: WidthOptions

  package init(options: WidthOptions) { self.options = options }

  /// Calls `body(start, end, width)` for every grapheme cluster of `bytes[range]`, in order.
  @inline(__always)
  package mutating func forEachCluster(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (Int, Int, Int) -> Void
  ) {
    var index = range.lowerBound
    let end = range.upperBound
    var state = GraphemeBreakState()
    var accumulator = ClusterWidthAccumulator()
    var clusterStart = index
    var open = false
    while index < end {
      let byte = bytes[index]
      // ASCII printable followed by ASCII (or the end) is a cluster by itself, unless a prepended mark precedes it.
      if byte >= 0x20 && byte < 0x7F && (index + 1 == end || bytes[index + 1] < 0x80)
        && !(open && state.followsPrepend)
      {
        if open { body(clusterStart, index, accumulator.width()) }
        body(index, index + 1, 1)
        open = false
        state = GraphemeBreakState()
        index += 1
        continue
      }
      let (scalar, length) = decodeScalar(bytes, at: index)
      let properties = cache.properties(scalar)
      if state.isBoundary(before: properties) && open {
        body(clusterStart, index, accumulator.width())
        open = false
      }
      if !open {
        accumulator.reset()
        clusterStart = index
        open = true
      }
      accumulator.add(scalar, properties, ambiguousWidth: options.ambiguousWidth)
      index += length
    }
    if open { body(clusterStart, end, accumulator.width()) }
  }

  /// How many of eight bytes, from the first in memory, are printable ASCII (a space to a tilde).
  ///
  /// The test of ``TextSegmenter/leadingWordByteCounts(_:)`` with a space let in.
  @inline(__always)
  static func leadingPrintableASCII(_ chunk: UInt64) -> Int {
    ByteWord.leadingFlagged(ByteWord.asciiBytes(of: chunk, from: 0x20, through: 0x7E))
  }

  /// The width of `bytes[range]` in columns: the sum of its clusters' widths.
  ///
  /// While every code point is printable with Grapheme_Cluster_Break Other,
  /// each is a cluster of its own: between two such code points there is
  /// always a boundary (GB999), and a cluster of one code point takes that
  /// code point's own width. So ASCII, Latin, Cyrillic, Greek, CJK ideographs
  /// and kana are summed without the grapheme machine, which takes over only
  /// from the last such code point before a mark, joiner, variation selector,
  /// jamo or flag (that code point may start the cluster the next one extends).
  @inline(__always)
  package mutating func width(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var total = 0
    var index = range.lowerBound
    var previousStart = index
    var previousWidth = 0
    while index < range.upperBound {
      let byte = bytes[index]
      var width = 1
      var length = 1
      if byte < 0x80 && index + 8 <= range.upperBound {
        // Printable ASCII, a column a byte, is counted eight bytes at a time.
        let printable = Self.leadingPrintableASCII(ByteWord.load(bytes, at: index))
        if printable > 1 {
          total += printable - 1
          index += printable - 1
        }
      }
      if byte < 0x80 {
        guard byte >= 0x20 && byte < 0x7F else { break }
      } else {
        let (scalar, scalarLength) = decodeScalar(bytes, at: index)
        let properties = cache.properties(scalar)
        guard properties.graphemeBreak == .other, !properties.isControl else { break }
        width = ClusterWidthAccumulator.width(of: scalar, properties, ambiguousWidth: options.ambiguousWidth)
        length = scalarLength
      }
      previousStart = index
      previousWidth = width
      total += width
      index += length
    }
    guard index < range.upperBound else { return total }
    // A cluster boundary lies before the last summed code point: walk clusters from there.
    total -= previousWidth
    forEachCluster(bytes, previousStart..<range.upperBound) { _, _, width in total += width }
    return total
  }
}
