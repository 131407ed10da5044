// Target: UTF-8 validation and repair, against the standard library's decoder.

import ReflowText

extension FuzzTarget {
  /// Finds the same first error as Swift's validating decoder and repairs exactly as Swift's lossy decoder does.
  static let utf8Decoding = FuzzTarget(
    name: "utf8-decoding", summary: "UTF-8 validation and repair agree with the standard library"
  ) { input in
    let bytes = input.rest
    let invalid = UTF8Validation.firstInvalidOffset(in: bytes)
    let valid = String(validating: bytes, as: UTF8.self) != nil
    require((invalid == nil) == valid, "validity \(invalid.map(String.init) ?? "valid") for \(Array(bytes))")
    if let invalid {
      require(invalid < bytes.count, "offset \(invalid) past the end of \(Array(bytes))")
      let prefix = UnsafeBufferPointer(rebasing: bytes[..<invalid])
      require(String(validating: prefix, as: UTF8.self) != nil, "bytes before offset \(invalid) invalid: \(Array(bytes))")
    }
    let repaired = UTF8Validation.repaired(bytes)
    require(repaired.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) } == nil, "repair invalid")
    require(
      repaired == Array(String(decoding: bytes, as: UTF8.self).utf8),
      "repair differs from the standard library's for \(Array(bytes))")
  }
}
