// Phase: content to segments, the shape of a plain word: the state machine
// the fast path steps once per byte to tell a word of letters and digits,
// with punctuation only at its ends, from anything ICU must be asked about.

/// Where a plain word is: opening punctuation, then letters and digits, then closing punctuation.
///
/// A state machine over representatives, stepped with two table look-ups
/// and no branches, since it runs once per byte of text.
struct WordShape {
  /// 0 in the opening punctuation, 1 in the letters and digits, 2 in the closing punctuation, 3 not plain.
  private var state: UInt64 = 0
  /// Next states packed two bits each, at `(state * 6 + kind) * 2`.
  private let transitions: UInt64
  /// Each representative's kind: 0 letter or digit, 1 `'`, 2 `"`, 3 opening, 4 closing, 5 anything else.
  private let kinds: UnsafePointer<UInt8>

  init() {
    transitions = WordShape.packedTransitions
    kinds = WordShape.kindTable
  }

  /// Letters, digits and apostrophes, with opening punctuation before and closing after: nothing breaks inside.
  var isPlain: Bool { state == 1 || state == 2 }

  /// Whether the word is already known not to be plain: the state nothing leaves.
  var isSettledNotPlain: Bool { state == 3 }

  @inline(__always)
  mutating func advance(with representative: UInt8) {
    let kind = UInt64(kinds[Int(representative & 0x7F)])
    // A masking shift: the amount is below 48, so the check a plain shift makes for 64 and more is wasted.
    state = (transitions &>> ((state &* 6 &+ kind) &* 2)) & 3
  }

  /// The transitions, by state, then by kind (letter, `'`, `"`, opening, closing, other).
  ///
  /// Opening punctuation and quotes have nothing break after them (LB14, LB19);
  /// closing punctuation, infix separators and quotes nothing before them
  /// (LB13, LB19); letters, digits and apostrophes hold together (LB28, LB23).
  private static let packedTransitions: UInt64 = {
    let table: [[UInt64]] = [
      [1, 1, 0, 0, 3, 3],  // opening punctuation so far
      [1, 1, 2, 3, 2, 3],  // in the letters and digits
      [3, 2, 2, 3, 2, 3],  // in the closing punctuation
      [3, 3, 3, 3, 3, 3],  // not plain
    ]
    var packed: UInt64 = 0
    for (state, row) in table.enumerated() {
      for (kind, next) in row.enumerated() { packed |= next << (UInt64(state * 6 + kind) * 2) }
    }
    return packed
  }()

  /// Filled once and never written again, so threads may share it; a pointer spares the loop a bounds check.
  nonisolated(unsafe) private static let kindTable: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 128)
    for byte in 0..<128 {
      let character = UInt8(byte)
      switch character {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        table[byte] = 0
      case UInt8(ascii: "'"): table[byte] = 1
      case UInt8(ascii: "\""): table[byte] = 2
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): table[byte] = 3
      case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
        UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        table[byte] = 4
      default: table[byte] = 5
      }
    }
    return UnsafePointer(table)
  }()
}

extension CodePointProperties {
  /// Punctuation and symbols the fast path can carry, each by its own representative: one cluster each, in no complex script.
  ///
  /// Wide ones (the ideographic full stop and comma, fullwidth brackets) and
  /// small kana are among them: ICU is asked about each by itself, so the
  /// tailorings for Chinese and Japanese that single some of them out hold.
  var isSimpleSymbol: Bool {
    // Pictographs are let in (©, ™, ↔): one alone is its own cluster, as wide as it is by itself, and whatever
    // could join it to more (a variation selector, a modifier, a joiner) is not simple, so the fast path gives up
    // there.
    guard !isZeroWidth, !isControl, isOtherGraphemeBreak else { return false }
    // Left out: complex scripts, Hangul, emoji, marks, spaces and mandatory breaks; ideographs have a
    // representative of their own.
    switch lineBreakClass {
    case LineBreakClass.ambiguous, LineBreakClass.alphabetic, LineBreakClass.breakBoth, LineBreakClass.breakAfter,
      LineBreakClass.breakBefore, LineBreakClass.closePunctuation, LineBreakClass.exclamation, LineBreakClass.glue,
      LineBreakClass.hyphen, LineBreakClass.inseparable, LineBreakClass.infixSeparator, LineBreakClass.nonstarter,
      LineBreakClass.numeric, LineBreakClass.openPunctuation, LineBreakClass.postfixNumeric,
      LineBreakClass.prefixNumeric, LineBreakClass.quotation, LineBreakClass.symbol, LineBreakClass.closeParenthesis,
      LineBreakClass.conditionalJapaneseStarter:
      return true
    default: return false
    }
  }

  /// An ideograph or kana: wide, with nothing special about it.
  ///
  /// Line-break class ID and a letter: no pictographs (emoji modifiers
  /// attach to some), no small kana (class CJ, which the strictness
  /// settings treat differently), and nothing that takes no column (U+3164
  /// HANGUL FILLER is a wide letter of class ID, and default ignorable).
  var isPlainIdeograph: Bool {
    lineBreakClass == LineBreakClass.ideographic && isLetter && isWide && !isZeroWidth && !isExtendedPictographic
      && isOtherGraphemeBreak
  }

  /// A letter that the fast path treats like an ASCII letter: alphabetic line-break class, one cluster by itself.
  var isPlainLatinLetter: Bool {
    isLetter && lineBreakClass == LineBreakClass.alphabetic && isOtherGraphemeBreak && !isZeroWidth && !isWide
  }
}
