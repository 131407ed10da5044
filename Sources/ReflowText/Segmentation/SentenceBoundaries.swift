// Where sentences start, for one-sentence-per-line wrapping ("semantic line
// breaks"): ICU's sentence rules (UAX #29) with its lists of abbreviations
// and Reflow's (Abbreviations.swift) that end no sentence, so "e.g.", "Dr."
// and "J. R. R. Tolkien" keep their sentence whole.

/// Finds the sentences of a paragraph.
///
/// Not thread-safe: it owns an ICU iterator.
public final class SentenceBoundaries {
  private let iterator: ICUBreakIterator
  /// A copy of text that holds line ends, with each made a space.
  private var joined: [UInt8] = []

  /// Sentence rules for `locale` (its language only: `ja`, `de`; empty means English), with ICU's abbreviations
  /// for it (those `@ss=standard` applies), and for English the abbreviations listed in `Abbreviations.english` too.
  public init(locale: String = "") throws(TextError) {
    let language = locale.split(separator: "@").first.map(String.init) ?? ""
    let english = language.isEmpty || language == "en" || language.hasPrefix("en_") || language.hasPrefix("en-")
    iterator = try ICUBreakIterator(
      sentenceBreaksFor: language.isEmpty ? "en" : language, suppressing: english ? Abbreviations.english : [])
  }

  /// The byte offsets in `text` where a sentence other than the first starts, in order.
  ///
  /// A line end inside the text reads as a space: the paragraph's lines are
  /// one flow of text, while ICU would end a sentence at every line end.
  public func starts(in text: UnsafeBufferPointer<UInt8>) -> [Int] {
    guard text.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return starts(inFlat: text) }
    joined.removeAll(keepingCapacity: true)
    joined.append(contentsOf: text.lazy.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 })
    return joined.withUnsafeBufferPointer { starts(inFlat: $0) }
  }

  /// The starts ICU finds, less those right after initials (`J. R. R. Tolkien`, `U.S. Army`), which ICU takes for
  /// sentence ends in every language (``Abbreviations/endsWithInitials(_:before:)``).
  private func starts(inFlat text: UnsafeBufferPointer<UInt8>) -> [Int] {
    var result: [Int] = []
    iterator.forEachBreak(in: text) { offset, _ in
      guard offset < text.count else { return }
      var end = offset
      while end > 0 && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
      if !Abbreviations.endsWithInitials(text, before: end) { result.append(offset) }
    }
    return result
  }
}
