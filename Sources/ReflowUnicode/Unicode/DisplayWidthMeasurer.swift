// Phase: width, for other front ends. The Markdown rewrapper measures its own
// tokens and needs the same columns and the same line-join rule as plain text,
// so it asks here rather than keeping a second width table.

/// Measures UTF-8 text in terminal columns, one grapheme cluster at a time.
///
/// The same widths the plain-text wrapper uses: wide and fullwidth characters
/// and emoji sequences take two columns, marks and format characters none.
/// A value that caches character properties as it measures: each copy
/// keeps its own cache, so a copy may go to another task, and the one a
/// task measures with is its own.
public struct DisplayWidthMeasurer: Sendable {
  package var measurer: TextMeasurer

  /// Creates a measurer; `options` choose the width of East Asian Ambiguous characters.
  public init(options: WidthOptions = WidthOptions()) {
    measurer = TextMeasurer(options: options)
  }

  /// The columns `bytes[range]` takes; the range must hold whole UTF-8 sequences of valid text.
  public mutating func width(of bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int {
    measurer.width(bytes, range)
  }

  /// Calls `body(start, end, width)` for each grapheme cluster of `bytes[range]`, in order.
  ///
  /// For callers that cut or draw text a cluster at a time: a cut between
  /// two clusters never splits a character, an accent from its letter, or
  /// an emoji sequence.
  public mutating func forEachCluster(
    in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (_ start: Int, _ end: Int, _ width: Int) -> Void
  ) {
    measurer.forEachCluster(bytes, range, body)
  }

  /// Whether a line end between the scalars ending at `before` and starting at `after` disappears when lines join.
  ///
  /// CSS Text's rule for segment breaks: between two wide characters (not
  /// Hangul) a line end is no space at all, because Chinese and Japanese do
  /// not separate words. `before` is the index just past the first scalar.
  public mutating func joinsWithoutSpace(_ bytes: UnsafeBufferPointer<UInt8>, before: Int, after: Int) -> Bool {
    guard before > 0, after < bytes.count, bytes[before - 1] >= 0x80, bytes[after] >= 0x80 else { return false }
    var start = before - 1
    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    let last = decodeScalar(bytes, at: start).scalar
    return measurer.cache.joinsWithoutSpace(last, decodeScalar(bytes, at: after).scalar)
  }
}
