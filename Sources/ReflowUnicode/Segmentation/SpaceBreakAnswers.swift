// Phase: break opportunities at spaces, their memory. "May a line end at
// this space?" is asked of ICU between almost every two words, and the
// answer at a space between two ASCII bytes depends on little more than the
// two: plain text's segmenter and the spaces `--markdown` asks about keep
// ICU's answers here, laid out and marked known in one way.

/// ICU's answers at a space between two ASCII bytes, kept by the pair.
///
/// Besides the two bytes, only LB15c reads further: whether a digit follows
/// the byte after the space (`subtract .5`). So each pair keeps two answers,
/// one for a digit next and one for anything else; a caller whose words
/// start with a letter or a digit keeps the same answer in both. The table
/// is laid out by the byte after the space, then the one before it: most
/// words start with a letter (which callers fold to `a`), so the live part
/// of the table is one row, which stays in the closest cache.
struct SpaceBreakAnswers {
  /// Bit 0 set once the pair is known, bit 1 the answer when no digit follows, bit 2 when one does.
  private var entries = [UInt8](repeating: 0, count: 128 * 128)

  /// The answer kept for the space between `last` and `first`, both ASCII, with or without a digit after `first`;
  /// nil until one is kept.
  @inline(__always)
  func answer(after last: UInt8, before first: UInt8, digitFollows: Bool = false) -> Bool? {
    let entry = entries.withUnsafeBufferPointer { $0[Int(first) << 7 | Int(last)] }
    guard entry != 0 else { return nil }
    return entry & (digitFollows ? 4 : 2) != 0
  }

  /// Keeps ICU's answers for the space between `last` and `first`, both ASCII: `otherwise` when no digit follows
  /// `first`, `beforeDigit` when one does.
  mutating func keep(after last: UInt8, before first: UInt8, otherwise: Bool, beforeDigit: Bool) {
    entries[Int(first) << 7 | Int(last)] = 1 | (otherwise ? 2 : 0) | (beforeDigit ? 4 : 0)
  }
}
