// What every target shares: the registry, a reader that turns the fuzzer's
// bytes into options and text, and the check that stops the run when an
// invariant breaks, so that libFuzzer saves the input that broke it.

import ReflowText

#if canImport(Glibc)
  import Glibc
#endif

/// One thing to fuzz and the invariants it must keep.
struct FuzzTarget: Sendable {
  let name: String
  let summary: String
  let run: @Sendable (inout FuzzInput) -> Void

  /// Every target, in the order the fuzz script runs them.
  static let all: [FuzzTarget] = [
    utf8Decoding, segmentation, lineBreakers, paragraphModel, plainTextGuarantee, markdownBridge, markdownRewrap,
    markdownRender, publicAPI,
  ]

  /// The target this process runs; set once before libFuzzer starts.
  nonisolated(unsafe) static var selected: FuzzTarget?

  func run(_ input: FuzzInput) {
    var input = input
    run(&input)
  }
}

/// The fuzzer's bytes, read front to back: options first, then the text.
struct FuzzInput {
  let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The next byte, or 0 once the input is used up, so every input is a valid one.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `range`, from the next byte.
  mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(byte()) % range.count
  }

  /// One of `choices`, from the next byte.
  mutating func choice<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

  /// Whatever has not been read, as raw bytes.
  var rest: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[Swift.min(position, bytes.count)...])
  }

  /// Whatever has not been read, as valid UTF-8 (invalid sequences become U+FFFD).
  var restAsText: [UInt8] { UTF8Validation.repaired(rest) }
}

/// Stops the run with `message` unless `condition` holds; libFuzzer records the input as a crash.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  guard !condition else { return }
  printError("invariant broken: \(message())")
  abort()
}

/// Text for a failure message, with invisible characters escaped.
func shown(_ bytes: some Collection<UInt8>) -> String {
  String(decoding: Array(bytes), as: UTF8.self).debugDescription
}

/// The lines of `bytes`, split at line feeds.
func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
  bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
}

/// Everything but whitespace, as scalars: what no formatter may add, drop or reorder.
func nonSpace(_ bytes: [UInt8]) -> [Unicode.Scalar] {
  String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { !$0.properties.isWhitespace }
}

/// Writes a line to standard error.
func printError(_ message: String) {
  let line = Array("\(message)\n".utf8)
  _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
}
