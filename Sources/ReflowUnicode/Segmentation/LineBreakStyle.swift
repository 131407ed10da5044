// Phase: break policy. The choices CSS Text exposes for where lines may end,
// mapped onto ICU's locale keywords and a little post-processing.

/// How strictly line-break rules are applied, as CSS `line-break`.
public enum LineBreakStrictness: String, Hashable, Sendable, CaseIterable {
  /// Allows more breaks, such as before small kana and iteration marks.
  case loose
  /// The default rules.
  case normal
  /// Forbids breaks before small kana and prolonged sound marks.
  case strict
  /// A break between any two grapheme clusters, punctuation and spaces included.
  case anywhere
}

/// How words break, as CSS `word-break`.
public enum WordBreak: String, Hashable, Sendable, CaseIterable {
  /// UAX #14 as tailored for the locale.
  case normal
  /// Letters of any script may break between any two clusters, as CJK does.
  case breakAll
  /// CJK text breaks only where there is punctuation or space, like Korean with spaces.
  case keepAll
}

/// Where lines may break.
public struct LineBreakStyle: Hashable, Sendable {
  /// The locale whose tailoring applies, such as "ja", "zh" or "ko"; empty for the root rules.
  public var locale: String
  /// CSS `line-break`.
  public var strictness: LineBreakStrictness
  /// CSS `word-break`.
  public var wordBreak: WordBreak

  /// Creates a style: root locale, normal strictness, normal word breaking.
  public init(locale: String = "", strictness: LineBreakStrictness = .normal, wordBreak: WordBreak = .normal) {
    self.locale = locale
    self.strictness = strictness
    self.wordBreak = wordBreak
  }

  /// The ICU locale identifier, with the `lb` keyword for strictness.
  var icuLocale: String {
    switch strictness {
    case .loose: locale + "@lb=loose"
    case .strict: locale + "@lb=strict"
    case .normal, .anywhere: locale.isEmpty ? "en" : locale
    }
  }
}

/// Which hyphenation breaks are offered.
public enum Hyphenation: String, Hashable, Sendable, CaseIterable {
  /// None: words break only where Unicode allows.
  case none
  /// Soft hyphens (U+00AD) in the text become possible breaks; a hyphen shows only if one is taken.
  case soft
  /// Soft hyphens, plus dictionary hyphenation through libhyphen, with the dictionary for the locale.
  case auto
}
