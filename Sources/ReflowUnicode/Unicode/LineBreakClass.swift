// Names for the Line_Break property's values as ICU numbers them
// (`ULineBreak`), which CodePointProperties stores. The rules that Reflow
// adds on top of ICU (Unicode 15.1's quotation-mark rules, the run rule's
// kinsoku) read classes by these names rather than by number.

/// The Line_Break values the text layer tests for, as numbered by ICU's `ULineBreak`, with UAX #14's abbreviations.
package enum LineBreakClass {
  /// AI: ambiguous characters, alphabetic outside East Asian contexts.
  static let ambiguous: UInt8 = 1
  /// AL: letters and ordinary symbols.
  static let alphabetic: UInt8 = 2
  /// B2: breaks on both sides, but not between two (the em dash).
  static let breakBoth: UInt8 = 3
  /// BA: breaks after (hyphens that are not hyphen-minus, most spaces of fixed width).
  static let breakAfter: UInt8 = 4
  /// BB: breaks before (`´`, Tibetan head marks).
  static let breakBefore: UInt8 = 5
  /// BK: a mandatory break (form feed, line and paragraph separators).
  static let mandatoryBreak: UInt8 = 6
  /// CB: a contingent break, an inline object; U+FFFC stands for a chip.
  static let contingentBreak: UInt8 = 7
  /// CL: closing punctuation (`）`, `」`, `，`, `。`).
  package static let closePunctuation: UInt8 = 8
  /// CM: a combining mark.
  package static let combiningMark: UInt8 = 9
  /// CR: carriage return.
  static let carriageReturn: UInt8 = 10
  /// EX: exclamation and interrogation (`!`, `?`, `！`).
  package static let exclamation: UInt8 = 11
  /// GL: glue, such as the no-break space, which holds both neighbours.
  package static let glue: UInt8 = 12
  /// HY: the hyphen-minus.
  package static let hyphen: UInt8 = 13
  /// ID: ideographs and most kana.
  static let ideographic: UInt8 = 14
  /// IN: inseparable characters (`…`, `‥`).
  static let inseparable: UInt8 = 15
  /// IS: infix separators (`.`, `,`, `:`, `;` between digits).
  package static let infixSeparator: UInt8 = 16
  /// LF: line feed.
  static let lineFeed: UInt8 = 17
  /// NS: non-starters (`々`, `ー` under strict rules, `ヽ`).
  package static let nonstarter: UInt8 = 18
  /// NU: digits.
  static let numeric: UInt8 = 19
  /// OP: opening punctuation (`(`, `（`, `「`).
  package static let openPunctuation: UInt8 = 20
  /// PO: postfix numeric (`%`, `¢`).
  static let postfixNumeric: UInt8 = 21
  /// PR: prefix numeric (`$`, `£`, `+`).
  static let prefixNumeric: UInt8 = 22
  /// QU: quotation marks whose direction the class does not say (`"`, `'`, `“`, `”`, `«`).
  package static let quotation: UInt8 = 23
  /// SA: complex context (Thai, Lao, Khmer, Myanmar), broken by dictionary.
  static let complexContext: UInt8 = 24
  /// SP: the space.
  static let space: UInt8 = 26
  /// SY: the solidus, which allows a break after it but not before.
  static let symbol: UInt8 = 27
  /// ZW: the zero-width space.
  static let zeroWidthSpace: UInt8 = 28
  /// NL: next line (U+0085).
  static let nextLine: UInt8 = 29
  /// WJ: word joiners.
  package static let wordJoiner: UInt8 = 30
  /// CP: closing parenthesis and bracket.
  package static let closeParenthesis: UInt8 = 36
  /// CJ: small kana and the prolonged sound mark, non-starters under strict line breaking.
  package static let conditionalJapaneseStarter: UInt8 = 37
  /// RI: regional indicators.
  static let regionalIndicator: UInt8 = 39
  /// EB: emoji bases.
  static let emojiBase: UInt8 = 40
  /// EM: emoji modifiers.
  static let emojiModifier: UInt8 = 41
  /// ZWJ: the zero-width joiner.
  package static let zeroWidthJoiner: UInt8 = 42
}
