// Support: appending bytes to a byte array. `output += lineEnd` hands the
// appended array over as an owned value, a retain before the call and a
// release after it, two atomic operations for every line end and indent of
// every output line; borrowed as a buffer, it costs neither. And
// `output += text[range]`, where `text` is a buffer, goes through the
// generic sequence path, a call per append that copies byte by byte;
// rebased as a buffer of its own, the slice is copied whole.

extension Array where Element == UInt8 {
  /// Appends the bytes of `other`, which is only read.
  @inline(__always)
  package mutating func append(bytesOf other: [UInt8]) {
    other.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  /// Appends the bytes of `buffer` in `range`.
  @inline(__always)
  package mutating func append(bytesIn range: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>) {
    append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
  }
}
