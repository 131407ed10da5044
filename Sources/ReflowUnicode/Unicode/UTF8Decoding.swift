// Phase: bytes to scalars. Validated UTF-8 is decoded by hand in the hot
// loops; Swift's String views are correct but cost more per scalar.

/// Decodes the scalar that starts at `index` in valid UTF-8, returning it and its length in bytes.
///
/// Bytes a public caller handed over may not be valid: a sequence cut off by the buffer's end is read as one
/// U+FFFD a byte long rather than past the end.
@inline(__always)
@inlinable package func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
  scalar: UInt32, length: Int
) {
  let lead = UInt32(bytes[index])
  if lead < 0x80 { return (lead, 1) }
  let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  guard index + length <= bytes.count else { return (0xFFFD, 1) }
  if lead < 0xE0 {
    return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
  }
  if lead < 0xF0 {
    return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
  }
  let value =
    (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
    | UInt32(bytes[index + 3] & 0x3F)
  return (value, 4)
}
