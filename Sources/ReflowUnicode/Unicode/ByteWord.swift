// Phase: reading bytes. Eight bytes loaded as one machine word answer "which
// of them is a space, a control byte, not ASCII" in a handful of
// instructions, where a byte-by-byte loop takes a comparison and a branch per
// byte. The hottest loops (segmenting, measuring, validating, finding line
// ends) all ask such questions, so each bit trick is written, and tested
// against a byte at a time, once, here.

/// Eight bytes as one `UInt64` (the first in memory lowest), and the bit tricks that test all eight at once.
///
/// A test returns *flags*: the high bit (0x80) of each byte it accepts,
/// and no other bit. Some tests are exact for every byte; the cheaper ones
/// are exact only up to the first byte they accept or reject, which is all
/// a search for the first match, or a count of a leading run, reads. Each
/// says which it is. ``firstFlagged(_:)``, ``leadingFlagged(_:)`` and
/// ``lastFlagged(_:)`` turn flags back into byte offsets.
@usableFromInline package enum ByteWord {
  /// 0x01 in every byte. (Computed, so it folds into the code that uses it; a stored static would be a lazily made
  /// global.)
  @inlinable @inline(__always) package static var ones: UInt64 { 0x0101_0101_0101_0101 }

  /// The high bit of every byte: where the flags are.
  @inlinable @inline(__always) package static var highBits: UInt64 { 0x8080_8080_8080_8080 }

  /// `byte` in every byte.
  @inlinable @inline(__always)
  package static func repeating(_ byte: UInt8) -> UInt64 { ones &* UInt64(byte) }

  /// The eight bytes at `pointer`, which need not be aligned.
  @inlinable @inline(__always)
  package static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
    UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self)
  }

  /// The eight bytes of `bytes` from `offset` on; the caller has checked that `offset + 8 <= bytes.count`.
  @inlinable @inline(__always)
  package static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    load(bytes.baseAddress! + offset)
  }

  /// Writes the eight bytes of `word` at `pointer`, which need not be aligned.
  @inlinable @inline(__always)
  package static func store(_ word: UInt64, at pointer: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: word, as: UInt64.self)
  }

  /// The four bytes at `pointer`, which need not be aligned, the first lowest: a UTF-8 scalar's most, or a short
  /// key's window.
  @inlinable @inline(__always)
  package static func loadFour(_ pointer: UnsafePointer<UInt8>) -> UInt32 {
    UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)
  }

  /// Copies the four bytes at `source` to `destination`, neither aligned: a scalar copied whole, whatever its
  /// length, where the bytes past it are written over next.
  @inlinable @inline(__always)
  package static func copyFour(from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(destination).storeBytes(of: loadFour(source), as: UInt32.self)
  }

  // MARK: Exact tests

  /// The bytes that are not ASCII (0x80 and up), exactly: their own high bits.
  @inlinable @inline(__always)
  package static func nonASCII(_ word: UInt64) -> UInt64 { word & highBits }

  /// The zero bytes, exactly.
  ///
  /// The low seven bits plus 0x7F carry into the high bit unless they are
  /// all zero, and or-ing the byte itself rules out the bytes whose high
  /// bit was set; no carry crosses into the next byte.
  @inlinable @inline(__always)
  package static func zeros(_ word: UInt64) -> UInt64 {
    let lows = ~highBits
    return ~(((word & lows) &+ lows) | word) & highBits
  }

  /// The bytes equal to `byte`, exactly.
  @inlinable @inline(__always)
  package static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 { zeros(word ^ repeating(byte)) }

  /// The bytes at least `bound` (1 to 0x80), exactly.
  ///
  /// The low seven bits plus `0x80 - bound` reach the high bit when the
  /// byte is at least `bound`, without carrying out of the byte; a byte with
  /// its high bit set is at least any such bound, and is or-ed in.
  @inlinable @inline(__always)
  package static func bytes(of word: UInt64, atLeast bound: UInt8) -> UInt64 {
    (((word & ~highBits) &+ repeating(0x80 &- bound)) | word) & highBits
  }

  // MARK: Tests exact up to the first flag

  /// The zero bytes, exact up to the first: a borrow can flag a byte (0x01) only above a real zero.
  ///
  /// Cheaper than ``zeros(_:)``, and enough for a search for the first
  /// match, or for whether there is one; the lowest flag of two such tests
  /// or-ed together is still exact.
  @inlinable @inline(__always)
  package static func firstZeros(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highBits }

  /// The bytes equal to `byte`, exact up to the first (see ``firstZeros(_:)``).
  @inlinable @inline(__always)
  package static func firstBytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
    firstZeros(word ^ repeating(byte))
  }

  /// The bytes below `bound` (1 to 0x80), exact up to the first: as for ``firstZeros(_:)``, a borrow can flag a
  /// byte only above a real match.
  @inlinable @inline(__always)
  package static func firstBytes(of word: UInt64, below bound: UInt8) -> UInt64 {
    (word &- repeating(bound)) & ~word & highBits
  }

  /// The ASCII bytes from `lower` to `upper` (both below 0x80), exact up to the first byte that is not ASCII, which
  /// is never flagged: enough to count a leading run of them with ``leadingFlagged(_:)``.
  ///
  /// Each bound is tested by addition on the whole byte: an ASCII byte is
  /// at least `lower` when adding `0x80 - lower` sets its high bit, and at
  /// most `upper` when adding `0x7F - upper` leaves it clear. Neither sum
  /// carries out of an ASCII byte. A byte with its high bit set passes no
  /// such test (each sum either keeps that bit, where the test wants it
  /// clear, or wraps to a byte without it, where the test wants it set),
  /// and its carry spoils only the bytes after it.
  @inlinable @inline(__always)
  package static func asciiBytes(of word: UInt64, from lower: UInt8, through upper: UInt8) -> UInt64 {
    (word &+ repeating(0x80 &- lower)) & ~(word &+ repeating(0x7F &- upper)) & highBits
  }

  // MARK: Reading flags

  /// The offset of the first flagged byte, or 8 when none is.
  @inlinable @inline(__always)
  package static func firstFlagged(_ flags: UInt64) -> Int { flags.trailingZeroBitCount &>> 3 }

  /// How many bytes from the first are flagged before one is not (8 when all are).
  @inlinable @inline(__always)
  package static func leadingFlagged(_ flags: UInt64) -> Int { (~flags & highBits).trailingZeroBitCount &>> 3 }

  /// The offset of the last flagged byte; the flags must be exact, and not zero.
  @inlinable @inline(__always)
  package static func lastFlagged(_ flags: UInt64) -> Int { (63 &- flags.leadingZeroBitCount) &>> 3 }
}
