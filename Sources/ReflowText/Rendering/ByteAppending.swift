// Support: appending one byte array to another. `output += lineEnd` hands
// the appended array over as an owned value, a retain before the call and a
// release after it, two atomic operations for every line end and indent of
// every output line; borrowed as a buffer, it costs neither.

extension Array where Element == UInt8 {
  /// Appends the bytes of `other`, which is only read.
  @inline(__always)
  mutating func append(bytesOf other: [UInt8]) {
    other.withUnsafeBufferPointer { append(contentsOf: $0) }
  }
}
