// Phase: break opportunities at spaces, for front ends that cut their own
// words. Plain text asks ICU about every space as it segments (and tailors
// the answers, QuotationBreaks.swift); `--markdown` cuts Markdown's tokens at
// whitespace itself and asks here, so that a space UAX #14 holds (`word !`,
// `( word`, `« mot »`) holds in both.

/// Whether UAX #14, as Reflow takes it, lets a line end at a space between two words.
///
/// Not thread-safe: it keeps an ICU iterator and the answers found so far.
package struct SpaceBreaks {
  private let iterator: LineBreakIterator
  /// Answers by the sample asked about, which is at most two scalars on each side of the space.
  private var known: [[UInt8]: Bool] = [:]

  /// Answers for the line-break rules of `style`.
  ///
  /// - Throws: ``TextError`` for a locale ICU does not know.
  package init(style: LineBreakStyle) throws(TextError) {
    iterator = try LineBreakIterator(style: style)
  }

  /// Whether a space before a word starting with `byte` is a break whatever UAX #14 says: a path (`in /usr/doc`).
  ///
  /// LB13 holds `/` (SY) to what precedes it even across a space; a reader
  /// joins a line end with a space anyway, and the path is better kept
  /// whole on the next line than glued to the word before it.
  package static func breaksBeforePath(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "/") }

  /// Whether a line may end at the space between the word ending `before` and the one starting `after`.
  ///
  /// A space between two letters or digits of ASCII always breaks; other
  /// pairs are asked of ICU, with Unicode 15.1's rules
  /// (``LineBreakIterator/opportunities(in:)``), on the two scalars each
  /// side of the space, which is all the rules at a space read.
  package mutating func allowsBreak(before: UnsafeBufferPointer<UInt8>, after: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = before.last, let first = after.first else { return true }
    if Self.isASCIIAlphanumeric(last) && Self.isASCIIAlphanumeric(first) { return true }
    if Self.breaksBeforePath(first) { return true }
    var start = before.count
    for _ in 0..<2 where start > 0 {
      start -= 1
      while start > 0 && before[start] & 0xC0 == 0x80 { start -= 1 }
    }
    var end = 0
    for _ in 0..<2 where end < after.count {
      end += decodeScalar(after, at: end).length
    }
    let sample = Array(before[start...]) + [0x20] + Array(after[..<Swift.min(end, after.count)])
    if let answer = known[sample] { return answer }
    let breakAt = before.count - start + 1
    let answer = sample.withUnsafeBufferPointer { bytes in
      iterator.opportunities(in: bytes).contains { $0.offset == breakAt }
    }
    if known.count > 4096 { known.removeAll(keepingCapacity: true) }
    known[sample] = answer
    return answer
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
  }
}
