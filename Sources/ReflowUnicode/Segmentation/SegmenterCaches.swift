// Phase: content to segments, its memory. Every answer the fast path keeps
// so that ICU is asked once per kind of question, not once per word: breaks
// at spaces by the characters around them, breaks inside words by word and
// context, and what it knows of each character it has met. One value, held by
// the segmenter, so that what a segmenter remembers is in one place.

/// The answers and character facts a ``TextSegmenter`` keeps between paragraphs.
struct SegmenterCaches {
  /// Whether a space between a word's last byte and the next word's first (a letter read as `a`) is a break.
  var spaceBreaks = SpaceBreakAnswers()
  /// Breaks inside words the fast path cannot decide alone, from ICU, by context and word.
  var wordBreaks = WordBreakCache()
  /// Whether the space before a word that starts with punctuation is a break, by the characters around it.
  var numberStartBreaks = KeyedAnswers()
  /// What the simple-word loop knows of each two-byte character, zero until it first meets it (see `twoByteEntry`).
  var twoByteCharacters = [UInt32](repeating: 0, count: 0x800)
  /// Recent answers of `numberStartBreaks` by the four bytes their keys were read from (see
  /// `spaceBreaks(after:beforeNonWordStartAt:in:)`).
  var recentPunctuationAnswers = [UInt64](repeating: 0, count: 4096)
  /// Punctuation and symbols given a representative byte in `spaceBreaks`, and their representatives.
  var symbolSlots: [UInt32: UInt8] = [:]
  var slottedSymbols: [UInt32] = []
  /// The last slot looked up for each value of a scalar's low byte, as the scalar above eight bits of slot.
  var recentSlots = [UInt64](repeating: 0, count: 256)
  /// The representative of every plain ideograph, once one has been met (zero before).
  var ideographSlot: UInt8 = 0
  /// Two bits for each scalar from U+3000 to U+9FFF (kana and the common ideographs): whether it has been looked
  /// at, and whether it is a plain ideograph the fast path takes by its bits alone (see `isKnownPlainIdeograph`).
  var ideographBits = [UInt64](repeating: 0, count: 0x7000 / 32)
}
