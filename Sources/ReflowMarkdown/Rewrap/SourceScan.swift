// Phase: reading the source. A few rules look at a whole document for a rare
// construct (a `<pre>` its raw HTML opens, the labels its definitions name):
// a search for a byte over megabytes, which the C library's memchr does with
// the widest vector instructions the machine has.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Searches a whole document for a byte.
enum SourceScan {
  /// The offset of the first `byte` in `bytes[start..<end]` (`end` defaults to the end of `bytes`), or nil.
  static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int? = nil
  ) -> Int? {
    let end = end ?? bytes.count
    guard start < end, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }
}
