// The document reader's eight-byte scan for line ends, `*` and tabs, against a
// byte-by-byte scan on random bytes.

import PropertyBased
import Testing

@testable import ReflowText

@Suite struct LineEndScanTests {
  /// The eight-byte line-end, `*` and tab scan against a byte-by-byte one, on random bytes chosen to fool a careless
  /// "has a zero byte" test: LF, `*` and tab, their neighbours, and their values with the high bit set.
  @Test func eightByteScanEqualsTheByteByByteScan() async {
    let alphabet: [UInt8] = [0x0A, 0x2A, 0x0B, 0x09, 0x08, 0x2B, 0x29, 0x8A, 0xAA, 0x89, 0x61, 0x20, 0x00, 0xFF]
    await propertyCheck(count: 3000, input: Gen.int(in: 0..<alphabet.count).array(of: 0...40), Gen.int(in: 0...40)) {
      codes, offset in
      let bytes = codes.map { alphabet[$0] }
      let start = Swift.min(offset, bytes.count)
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      let found = bytes.withUnsafeBufferPointer { DocumentLineReader.lineEnd(in: $0, from: start) }
      #expect(found.end == end, "\(bytes) from \(start)")
      #expect(found.hasStar == bytes[start..<end].contains(0x2A), "\(bytes) from \(start)")
      #expect(found.hasTab == bytes[start..<end].contains(0x09), "\(bytes) from \(start)")
    }
  }
}
