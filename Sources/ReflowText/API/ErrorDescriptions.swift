// Phase: errors, for people. The library's errors, and the engine's, as
// Foundation's `LocalizedError`, so that `localizedDescription` (what an app
// shows in an alert or a log) is the sentence each error's `description`
// gives, not "The operation could not be completed".

import FlowLayout

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TextError: LocalizedError {
  /// The sentence `description` gives, naming the value at fault.
  public var errorDescription: String? { description }
}

/// The engine's error, described here because `FlowLayout` imports nothing, Foundation included: every program that
/// links `ReflowText` (or `ReflowMarkdown`) gets this conformance. With `FlowLayout` alone, `description` is the
/// message.
extension FlowLayoutError: LocalizedError {
  /// The sentence the error's `description` gives, naming the value at fault.
  public var errorDescription: String? { description }
}
