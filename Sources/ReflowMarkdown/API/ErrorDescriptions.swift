// Phase: errors, for people. The Markdown errors as Foundation's
// `LocalizedError`, so that `localizedDescription` is the sentence each
// error's `description` gives, not "The operation could not be completed".

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension MarkdownFormatError: LocalizedError {
  /// The sentence ``description`` gives, saying what is wrong with the options.
  public var errorDescription: String? { description }
}

extension MarkdownRenderError: LocalizedError {
  /// The sentence ``description`` gives, saying what is wrong with the options.
  public var errorDescription: String? { description }
}
