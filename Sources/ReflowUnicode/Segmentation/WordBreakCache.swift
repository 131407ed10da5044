// Phase: content to segments, remembered. The fast path asks ICU where a
// word it cannot decide alone ("/usr/share", "x86-64", "e.g.") may break,
// and text repeats such words, so the answers are kept. The lookup is on the
// path of every such word: an open-addressing table over one buffer of word
// bytes, with no per-word allocation and no general-purpose hashing.

/// Breaks inside words as ICU gave them, by word and the character before it.
///
/// When the table holds its maximum number of words, or its words their
/// maximum number of bytes, it starts afresh, so its memory stays bounded on
/// text whose words never repeat: a stream of distinct megabyte-long words
/// (base64, minified code) holds the largest of them, not all.
struct WordBreakCache {
  private struct Entry {
    var hash: UInt64
    var wordStart: Int32
    var wordLength: Int32
    var breaksStart: Int32
    var breaksCount: Int32
    var context: UInt8
  }

  /// Entry index plus one per slot, zero when empty; at least twice as many slots as entries keep probes short.
  private var slots = [Int32](repeating: 0, count: 256)
  private var entries: [Entry] = []
  private var words: [UInt8] = []
  /// The break offsets of every entry, each entry's in one run, relative to its word's start.
  private(set) var breakOffsets: [Int32] = []
  private let maximumEntries: Int
  private let maximumBytes: Int

  /// The number of words held.
  var count: Int { entries.count }
  /// The bytes of the words held.
  var byteCount: Int { words.count }

  /// Creates an empty cache that holds up to `maximumEntries` words, or words of up to `maximumBytes` bytes
  /// together (one longer word is held alone), before it starts afresh.
  init(maximumEntries: Int = 1 << 15, maximumBytes: Int = 1 << 20) {
    self.maximumEntries = maximumEntries
    self.maximumBytes = maximumBytes
  }

  /// A hash of a word and the character before it, eight bytes at a time.
  @inline(__always)
  static func hash(_ word: UnsafeBufferPointer<UInt8>, context: UInt8) -> UInt64 {
    var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(context) ^ (UInt64(word.count) << 8)
    var index = 0
    while index + 8 <= word.count {
      hash = (hash ^ ByteWord.load(word, at: index)) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
      index += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while index < word.count {
      tail |= UInt64(word[index]) << shift
      shift += 8
      index += 1
    }
    hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 29)
  }

  /// The range of `breakOffsets` holding the breaks of `word` after `context`, if they are cached.
  @inline(__always)
  func breaks(of word: UnsafeBufferPointer<UInt8>, context: UInt8, hash: UInt64) -> Range<Int>? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    return slots.withUnsafeBufferPointer { slots in
      entries.withUnsafeBufferPointer { entries in
        words.withUnsafeBufferPointer { words in
          while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.hash == hash && entry.context == context && Int(entry.wordLength) == word.count
              && ByteSearch.equal(
                word, UnsafeBufferPointer(rebasing: words[Int(entry.wordStart)..<Int(entry.wordStart) + word.count]))
            {
              return Int(entry.breaksStart)..<Int(entry.breaksStart + entry.breaksCount)
            }
            slot = (slot + 1) & mask
          }
          return nil
        }
      }
    }
  }

  /// Remembers the breaks of `word` after `context`, and returns their range in `breakOffsets`.
  mutating func insert(
    _ word: UnsafeBufferPointer<UInt8>, context: UInt8, hash: UInt64, breaks: [Int32]
  ) -> Range<Int> {
    if entries.count == maximumEntries || words.count + word.count > maximumBytes { removeAll() }
    if (entries.count + 1) * 2 > slots.count { growSlots() }
    let entry = Entry(
      hash: hash, wordStart: Int32(words.count), wordLength: Int32(word.count),
      breaksStart: Int32(breakOffsets.count), breaksCount: Int32(breaks.count), context: context)
    words.append(contentsOf: word)
    breakOffsets.append(contentsOf: breaks)
    entries.append(entry)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(entries.count)
    return Int(entry.breaksStart)..<Int(entry.breaksStart + entry.breaksCount)
  }

  /// Doubles the slots and places every entry again: a wrapper used for one string stays small.
  private mutating func growSlots() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, entry) in entries.enumerated() {
      var slot = Int(truncatingIfNeeded: entry.hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }

  /// Forgets every word, keeping the memory for the next ones.
  private mutating func removeAll() {
    for index in slots.indices { slots[index] = 0 }
    entries.removeAll(keepingCapacity: true)
    words.removeAll(keepingCapacity: true)
    breakOffsets.removeAll(keepingCapacity: true)
  }
}
