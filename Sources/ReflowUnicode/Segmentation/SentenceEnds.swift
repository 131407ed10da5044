// Phase: sentences. Where a sentence ends is one rule, read in two modes:
// two spaces after a sentence ask it of one word at a time, a sentence per
// line of a whole paragraph. Both modes take the same abbreviations, so a
// line the one mode ended after `Dr.` never reads as a sentence end in the
// other.

/// Where a sentence ends: one rule, in two modes.
///
/// Either way a word of ``Abbreviations/english``, or initials (`J.`,
/// `U.S.`), ends no sentence.
/// - Punctuation mode, GNU fmt's `-u` rule (``endsByPunctuation(_:)``): a word
///   ending in `.`, `?` or `!`, then any closing brackets or quotes. It reads
///   one word, which is all two spaces after a sentence
///   (``WordSpacing/sentences``) may look at.
/// - Unicode mode, ICU's sentence rules (UAX #29), run by
///   ``SentenceBoundaries`` over a whole paragraph: any script's sentence
///   punctuation ends one (`。`, `？`), as a sentence per line
///   (`--wrap sentence`) needs in every language.
package enum SentenceEnds {
  /// The punctuation mode: whether `written` ends a sentence, by its last word.
  package static func endsByPunctuation(_ written: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = written.count - 1
    while index >= 0, isClosing(written[index]) { index -= 1 }
    guard index >= 0 else { return false }
    if written[index] == UInt8(ascii: ".") {
      return !Abbreviations.endsNoSentence(Abbreviations.word(before: index + 1, in: written))
    }
    return written[index] == UInt8(ascii: "?") || written[index] == UInt8(ascii: "!")
  }

  /// The unicode mode's abbreviations for `language` (empty or `en…` is English): the words ICU is told end no
  /// sentence, on top of its own list for the language.
  static func abbreviations(forLanguage language: String) -> [String] {
    let english = language.isEmpty || language == "en" || language.hasPrefix("en_") || language.hasPrefix("en-")
    return english ? Abbreviations.english : []
  }

  /// The unicode mode: whether the sentence start ICU found at `start` in `text` stands, which it does unless the
  /// sentence before it ends with initials (`J. R. R. Tolkien`, `U.S. Army`), which ICU ends sentences after in every
  /// language.
  static func startStands(at start: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = start
    while end > 0 && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
    return !Abbreviations.endsWithInitials(text, before: end)
  }

  /// Whether `byte` closes a sentence after its punctuation: a bracket or a quote.
  @inline(__always)
  private static func isClosing(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"")
  }
}
