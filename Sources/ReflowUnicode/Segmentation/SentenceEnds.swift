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
///   ending in `.`, `?` or `!`, then any closing brackets or quotes, typed or
///   typeset (`”`, `’`, `»`). It reads
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
    while index >= 0, let closer = closerLength(endingAt: index, in: written) { index -= closer }
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

  /// How many bytes the bracket or quote that ends at `index` in `text` takes, when one closes a sentence after its
  /// punctuation (`)`, `]`, `'`, `"`, and `”`, `’`, `»`, as typeset text writes them); nil when none does.
  ///
  /// The typeset quotes close a sentence as the typed ones do: read as
  /// words, `stop.”` would end none where `stop."` ends one.
  @inline(__always)
  private static func closerLength(endingAt index: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    switch text[index] {
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "'"), UInt8(ascii: "\""): return 1
    // ” and ’ (E2 80 9D, E2 80 99).
    case 0x9D, 0x99: return index >= 2 && text[index - 2] == 0xE2 && text[index - 1] == 0x80 ? 3 : nil
    // » (C2 BB).
    case 0xBB: return index >= 1 && text[index - 1] == 0xC2 ? 2 : nil
    default: return nil
    }
  }
}
