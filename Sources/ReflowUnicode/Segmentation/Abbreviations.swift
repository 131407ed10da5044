// Phase: segmentation. The words that end in a period and end no sentence:
// one list for every rule that asks whether a sentence ends, so that
// `--wrap sentence` and fmt's `-u` agree, and a line ended after `Dr.` never
// reads back as a sentence end on the next pass.

/// Words that end with a period without ending a sentence.
///
/// ICU's sentence rules come with a list of such words per language, but
/// ICU 72's English one lacks common titles (`Dr.`, `St.`), and a word of
/// it that is also the start of a longer one (`U.` of `U.S.`) is not
/// honoured on its own. So Reflow keeps its own list, given to ICU for
/// `--wrap sentence` and asked directly by `-u`, and treats initials
/// (`J.`, `U.S.`) as abbreviations wherever they stand.
enum Abbreviations {
  /// Titles and short forms written before a name or a number, in English.
  static let english = [
    "Mr.", "Mrs.", "Ms.", "Prof.", "Dr.", "Drs.", "St.", "Sr.", "Jr.", "Mt.", "Ft.", "Gen.", "Col.", "Capt.", "Lt.",
    "Sgt.", "Rev.", "Hon.", "Gov.", "Sen.", "Rep.", "Pres.", "Supt.", "Messrs.", "vs.", "cf.", "approx.", "No.",
    "Fig.", "Figs.", "Eq.", "Sec.", "Ch.", "Vol.", "pp.", "ca.", "e.g.", "i.e.", "viz.", "Co.", "Corp.", "Inc.",
    "Ltd.", "Bros.", "Ave.", "Dept.", "Univ.",
  ]

  /// The longest word of ``english``, in bytes.
  private static let longest = english.map(\.utf8.count).max() ?? 0

  /// The list as bytes, by their count, for the byte-level question of ``endsNoSentence(_:)``: asked at each
  /// sentence's end, it compares a few bytes in place where a set would copy the word to hash it.
  private static let englishByCount: [[[UInt8]]] = (0...longest).map { count in
    english.map { Array($0.utf8) }.filter { $0.count == count }
  }

  /// Whether `word`, which ends with a period, is an abbreviation that ends no sentence: one of ``english``, or
  /// initials, capital letters each followed by a period (`J.`, `U.S.`, `U.S.A.`).
  ///
  /// A sentence that ends with a capital letter alone (`vitamin C.`) is
  /// taken for an initial: rarer than initials, and the cost of the
  /// mistake is only a sentence that does not start a line.
  static func endsNoSentence(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard word.last == UInt8(ascii: ".") else { return false }
    if isInitials(word) { return true }
    guard word.count <= longest else { return false }
    return englishByCount[word.count].contains { $0[0] == word[0] && $0.elementsEqual(word) }
  }

  /// Whether `word` is one or more capital letters, each followed by a period.
  static func isInitials(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard word.count >= 2, word.count % 2 == 0 else { return false }
    for index in stride(from: 0, to: word.count, by: 2) {
      guard word[index] >= UInt8(ascii: "A"), word[index] <= UInt8(ascii: "Z"), word[index + 1] == UInt8(ascii: ".")
      else { return false }
    }
    return true
  }

  /// The word that ends just before `end` in `text`: back to the previous space, or an opening bracket or quote.
  static func word(before end: Int, in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = end
    while start > 0 && !endsWord(text[start - 1]) { start -= 1 }
    return UnsafeBufferPointer(rebasing: text[start..<end])
  }

  /// Whether `byte` ends the word before it (``word(before:in:)``): white space, or an opening bracket or quote.
  @inline(__always)
  static func endsWord(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "(")
      || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }

  /// Whether the word before `end` in `text` is initials: `isInitials(word(before: end, in: text))`, reading back
  /// only as far as the initials go.
  ///
  /// Sentence starts ask it at every sentence end ICU finds, so reading the
  /// whole word back to the previous space would make a paragraph without
  /// spaces quadratic. Initials are pairs of a capital and a period, so the pairs are
  /// read back from `end`, and the word is initials when they reach its
  /// start; they end at the first byte that is neither, so the work is the
  /// initials' length.
  static func endsWithInitials<Text: RandomAccessCollection<UInt8>>(_ text: Text, before end: Text.Index) -> Bool {
    var start = end
    while text.distance(from: text.startIndex, to: start) >= 2 {
      let period = text.index(before: start)
      guard text[period] == UInt8(ascii: ".") else { break }
      let capital = text.index(before: period)
      guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text[capital]) else { break }
      start = capital
    }
    guard start != end else { return false }
    return start == text.startIndex || endsWord(text[text.index(before: start)])
  }
}
