// Phase: content to segments, remembered. Yes-or-no answers ICU gave the
// fast path, by a key of packed characters: whether the space before a word
// that starts with punctuation is a break. A small open-addressing table, so
// that a hit costs a multiply and a compare rather than a general hash.

/// Yes-or-no answers by a nonzero 64-bit key.
///
/// The keys come from a small alphabet of representatives, so the table
/// stays small; it starts afresh past `maximumEntries` all the same.
struct KeyedAnswers {
  /// Keys, zero for an empty slot, and their answers beside them.
  private var keys = [UInt64](repeating: 0, count: 64)
  private var answers = [Bool](repeating: false, count: 64)
  /// The number of answers held.
  private(set) var count = 0
  private let maximumEntries: Int

  init(maximumEntries: Int = 1 << 14) { self.maximumEntries = maximumEntries }

  @inline(__always)
  private static func slot(_ key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// The answer kept for `key`, if any.
  @inline(__always)
  func answer(_ key: UInt64) -> Bool? {
    let mask = keys.count - 1
    var slot = Self.slot(key, mask: mask)
    while true {
      let stored = keys.withUnsafeBufferPointer { $0[slot] }
      if stored == key { return answers.withUnsafeBufferPointer { $0[slot] } }
      if stored == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Keeps `answer` for the nonzero `key`.
  mutating func keep(_ answer: Bool, for key: UInt64) {
    if count == maximumEntries {
      keys = [UInt64](repeating: 0, count: 64)
      answers = [Bool](repeating: false, count: 64)
      count = 0
    }
    if (count + 1) * 2 > keys.count { grow() }
    place(key, answer)
    count += 1
  }

  private mutating func place(_ key: UInt64, _ answer: Bool) {
    let mask = keys.count - 1
    var slot = Self.slot(key, mask: mask)
    while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
    keys[slot] = key
    answers[slot] = answer
  }

  /// Doubles the table and places every answer again.
  private mutating func grow() {
    let oldKeys = keys
    let oldAnswers = answers
    keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
    answers = [Bool](repeating: false, count: oldKeys.count * 2)
    for (index, key) in oldKeys.enumerated() where key != 0 { place(key, oldAnswers[index]) }
  }
}
