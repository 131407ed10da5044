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
  /// ICU's answers at a space between two ASCII bytes, letters read as `a` and digits as `0`.
  ///
  /// What precedes an ASCII byte before the space cannot change the answer
  /// (the rule that reads further back, LB15a, needs a mark that is not
  /// ASCII), and what follows the byte after it only whether a digit comes
  /// next (``SpaceBreakAnswers``).
  private var asciiPairs = SpaceBreakAnswers()
  /// Answers for the rest, by the sample asked about: at most two scalars on each side of the space.
  private var known: [[UInt8]: Bool] = [:]
  /// The properties of the scalars beside spaces that are not ASCII.
  private var properties = PropertyCache()

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
  /// The answers are ICU's, with Unicode 15.1's rules
  /// (``LineBreakIterator/opportunities(in:)``), asked on the two scalars
  /// each side of the space, which is all the rules at a space read, and
  /// kept. Between two letters or digits the answer is known without
  /// asking: UAX #14 holds a space only beside punctuation, a symbol, a
  /// quotation mark or a joiner (LB11 to LB17), and breaks after it
  /// otherwise (LB18).
  package mutating func allowsBreak(before: UnsafeBufferPointer<UInt8>, after: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = before.last, let first = after.first else { return true }
    if Self.breaksBeforePath(first) { return true }
    if last < 0x80 && first < 0x80 {
      // Letters answer alike, and so do digits, on either side.
      let (last, first) = (Self.folded(last), Self.folded(first))
      let digitFollows = after.count >= 2 && after[1] &- UInt8(ascii: "0") < 10
      if let known = asciiPairs.answer(after: last, before: first, digitFollows: digitFollows) { return known }
      let otherwise = ask([last, 0x20, first, UInt8(ascii: "a")], breakAt: 2)
      let beforeDigit = ask([last, 0x20, first, UInt8(ascii: "0")], breakAt: 2)
      asciiPairs.keep(after: last, before: first, otherwise: otherwise, beforeDigit: beforeDigit)
      return digitFollows ? beforeDigit : otherwise
    }
    // Between two letters or digits of any script no rule holds a space: the break stands.
    if last >= 0x80 || first >= 0x80 {
      var start = before.count - 1
      while start > 0 && before[start] & 0xC0 == 0x80 { start -= 1 }
      if properties.properties(decodeScalar(before, at: start).scalar).isLetterOrDigit
        && properties.properties(decodeScalar(after, at: 0).scalar).isLetterOrDigit
      {
        return true
      }
    }
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
    let answer = ask(sample, breakAt: before.count - start + 1)
    if known.count > 4096 { known.removeAll(keepingCapacity: true) }
    known[sample] = answer
    return answer
  }

  /// A letter read as `a` and a digit as `0`; other bytes as they are.
  private static func folded(_ byte: UInt8) -> UInt8 {
    if (byte | 0x20) &- UInt8(ascii: "a") < 26 { return UInt8(ascii: "a") }
    return byte &- UInt8(ascii: "0") < 10 ? UInt8(ascii: "0") : byte
  }

  /// Whether the tailored opportunities of `sample` include one at `offset`.
  private func ask(_ sample: [UInt8], breakAt offset: Int) -> Bool {
    sample.withUnsafeBufferPointer { bytes in iterator.opportunities(in: bytes).contains { $0.offset == offset } }
  }
}
