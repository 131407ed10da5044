// Phase: words, read for what a reader sees. A rule (`=====`, `---`) is a
// line drawn with one character: alone on a line it reads back as a rule
// line, a paragraph of its own, and cut in two its pieces read as bullets.
// The line reader, the line-start rules and the whole-word rule all ask
// this one question.

/// What a rule is: three or more of one rule character, and nothing else.
@usableFromInline package enum HorizontalRules {
  /// Whether `word` is a rule: three or more of one of `=`, `-`, `_`, `*`, `~`, `#`, and nothing else.
  @inlinable package static func isRule(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard word.count >= 3, let first = word.first, isRuleCharacter(first) else { return false }
    return word.allSatisfy { $0 == first }
  }

  /// Whether a rule may be made of `byte`: `=`, `-`, `_`, `*`, `~` or `#`.
  ///
  /// A switch, not a search of a string: every text line of a document is asked.
  @inlinable @inline(__always)
  package static func isRuleCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "*"), UInt8(ascii: "~"),
      UInt8(ascii: "#"):
      return true
    default: return false
    }
  }
}
