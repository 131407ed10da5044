// Test support: how many random documents the property tests try, read from the
// environment without Foundation.

#if canImport(Glibc)
  import Glibc
#endif

/// How many random documents each mode is tried on: `REFLOW_PROPERTY_CASES`, or a number CI affords.
let settlingCases = ProcessInfoLike.integer("REFLOW_PROPERTY_CASES") ?? 400

/// Reads the environment without Foundation's `ProcessInfo`, which the test target does not import.
enum ProcessInfoLike {
  static func integer(_ name: String) -> Int? {
    guard let value = getenv(name) else { return nil }
    return Int(String(cString: value))
  }
}
