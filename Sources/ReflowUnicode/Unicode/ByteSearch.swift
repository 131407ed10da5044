// Phase: reading bytes. Finding one byte (a line end, a tab, a bracket) in
// a whole document is a scan every front end makes before any layout; the
// standard library's `firstIndex(of:)` looks at a byte at a time, and these
// look at eight.

/// Searches for bytes eight at a time.
@usableFromInline package enum ByteSearch {
  /// The offset of the first `byte` in `bytes[start..<end]` (`end` defaults to the end of `bytes`), or nil.
  package static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int? = nil
  ) -> Int? {
    firstIndex(in: bytes, from: start, to: end ?? bytes.count) {
      ByteWord.firstBytes(of: $0, equalTo: byte)
    } single: {
      $0 == byte
    }
  }

  /// The offset of the last `byte` in `bytes[..<end]`, or nil: read backwards eight bytes at a time.
  @inlinable package static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, before end: Int)
    -> Int?
  {
    var index = end
    if let base = bytes.baseAddress {
      while index >= 8 {
        // Every match flagged exactly (not only the lowest), so the highest flag is the last match.
        let found = ByteWord.bytes(of: ByteWord.load(base + (index &- 8)), equalTo: byte)
        if found != 0 { return index &- 8 &+ ByteWord.lastFlagged(found) }
        index &-= 8
      }
    }
    while index > 0 {
      index &-= 1
      if bytes[index] == byte { return index }
    }
    return nil
  }

  /// The offset of the first line feed or carriage return in `bytes` at or after `start`, or nil.
  package static func firstLineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    // Of two tests exact up to their first flags, the lowest flag of both is exact too.
    firstIndex(in: bytes, from: start, to: bytes.count) {
      ByteWord.firstBytes(of: $0, equalTo: 0x0A) | ByteWord.firstBytes(of: $0, equalTo: 0x0D)
    } single: {
      $0 == 0x0A || $0 == 0x0D
    }
  }

  /// The offset of the first byte at or after `start` that is a control byte (below a space), a `|`, or a space
  /// that another follows; nil when there is none.
  ///
  /// These are where a column may start in a line of text: a gap of
  /// blanks, a tab, a table's bar. Every paragraph's first line is asked,
  /// most prose holds none but the two spaces after a sentence, and the
  /// bytes are told sixteen at a time.
  package static func firstGapCandidate(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let count = bytes.count
    var index = start
    if let base = bytes.baseAddress, count >= 17 {
      while index + 17 <= count {
        if let lane = gapCandidate(inBlockAt: base + index, skipping: 0) { return index + lane }
        index += 16
      }
      // The rest but the last byte, read as the block that ends there, its lanes before `index` passed over.
      if index < count - 1 {
        let blockStart = count - 17
        if let lane = gapCandidate(inBlockAt: base + blockStart, skipping: index - blockStart) {
          return blockStart + lane
        }
        index = count - 1
      }
    }
    while index < count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7C || byte == 0x20 && index + 1 < count && bytes[index + 1] == 0x20 { return index }
      index += 1
    }
    return nil
  }

  /// The first of the sixteen bytes at `pointer` from lane `skipped` on that ``firstGapCandidate(in:from:)`` finds,
  /// read with the byte after them so that a pair across two blocks is found in the first.
  @inline(__always)
  private static func gapCandidate(inBlockAt pointer: UnsafePointer<UInt8>, skipping skipped: Int) -> Int? {
    // Written out with their type: a vector of literals left to inference compiles to a loop over its lanes.
    let space = SIMD16<UInt8>(repeating: 0x20)
    let bar = SIMD16<UInt8>(repeating: 0x7C)
    let block = UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self)
    let after = UnsafeRawPointer(pointer + 1).loadUnaligned(as: SIMD16<UInt8>.self)
    let found = (block .== space) .& (after .== space) .| (block .< space) .| (block .== bar)
    // Each lane found becomes a byte of all ones, read as two words whose lowest flag is the first.
    let lanes = unsafeBitCast(SIMD16<Int8>(repeating: 0).replacing(with: -1, where: found), to: SIMD2<UInt64>.self)
    let low = lanes[0] & (~0 << (8 * skipped))
    if low != 0 { return ByteWord.firstFlagged(low) }
    let high = lanes[1] & (~0 << (8 * Swift.max(0, skipped - 8)))
    return high != 0 ? 8 + ByteWord.firstFlagged(high) : nil
  }

  /// Whether every byte of `bytes` is ASCII, read 32 at a time.
  ///
  /// Checks for scripts with characters of several bytes (CJK punctuation
  /// at a line end) ask it first: most text is ASCII, and one pass over it
  /// costs less than looking at each line.
  package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    while index + 32 <= count {
      let any =
        ByteWord.load(base + index) | ByteWord.load(base + index + 8) | ByteWord.load(base + index + 16)
        | ByteWord.load(base + index + 24)
      if ByteWord.nonASCII(any) != 0 { return false }
      index += 32
    }
    while index < count {
      if bytes[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  /// Whether two runs of one length hold the same bytes, compared eight at a time.
  ///
  /// The runs compared (a word's bytes as a cache key, a paragraph's lines
  /// as written and as read) are mostly short, where a call to `memcmp`
  /// costs more than the loop.
  @inlinable @inline(__always)
  package static func equal(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = one.count
    guard count > 0 else { return true }
    let (first, second) = (one.baseAddress!, other.baseAddress!)
    var index = 0
    while index + 8 <= count {
      guard ByteWord.load(first + index) == ByteWord.load(second + index) else { return false }
      index += 8
    }
    while index < count {
      guard one[index] == other[index] else { return false }
      index += 1
    }
    return true
  }

  /// How many bytes from `one` and `other` on are the same, up to `limit`, compared eight at a time.
  @inlinable @inline(__always)
  package static func commonPrefixLength(
    _ one: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, limit: Int
  ) -> Int {
    var length = 0
    while length + 8 <= limit && ByteWord.load(one + length) == ByteWord.load(other + length) {
      length += 8
    }
    while length < limit && one[length] == other[length] { length += 1 }
    return length
  }

  /// The first offset in `start..<end` whose byte `single` accepts; `chunk` flags, with the high bit, the bytes of
  /// eight (first in memory lowest) that `single` would accept, exactly up to the first.
  @inline(__always)
  private static func firstIndex(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, chunk: (UInt64) -> UInt64,
    single: (UInt8) -> Bool
  ) -> Int? {
    var index = start
    if let base = bytes.baseAddress {
      while index + 8 <= end {
        let found = chunk(ByteWord.load(base + index))
        if found != 0 { return index + ByteWord.firstFlagged(found) }
        index += 8
      }
    }
    while index < end {
      if single(bytes[index]) { return index }
      index += 1
    }
    return nil
  }
}
