// Dictionary hyphenation in any language Debian ships patterns for: the
// dictionary is chosen by the locale, or named by path, and words in other
// scripts than ASCII, in UTF-8 or ISO 8859-1 dictionaries, are hyphenated.
// Needs Debian's hyphen-en-us, hyphen-de and hyphen-fr.

import Testing

@testable import ReflowText

@Suite struct HyphenationDictionaryTests {
  let folder = HyphenationDictionary.folder

  @Test func theLocaleChoosesTheInstalledDictionary() {
    #expect(HyphenationDictionary(locale: "").path == folder + "/hyph_en_US.dic")
    #expect(HyphenationDictionary(locale: "en_US").path == folder + "/hyph_en_US.dic")
    #expect(HyphenationDictionary(locale: "de").path == folder + "/hyph_de.dic")
    #expect(HyphenationDictionary(locale: "de_CH").path == folder + "/hyph_de_CH.dic")
    #expect(HyphenationDictionary(locale: "fr-CA").path == folder + "/hyph_fr_CA.dic")
    // A region with no file of its own falls back to the language's.
    #expect(HyphenationDictionary(locale: "fr_SN").path == folder + "/hyph_fr.dic")
    // None installed: the name a package would install, so the error says what is missing.
    #expect(HyphenationDictionary(locale: "zh_Hans_CN").path == folder + "/hyph_zh_CN.dic")
  }

  /// The lines of `text` wrapped at `width` with dictionary hyphenation.
  private func hyphenated(_ text: String, width: Int, locale: String = "", dictionary: HyphenationDictionary? = nil)
    throws -> [String]
  {
    let options = TextWrapOptions(
      width: width, lineBreak: LineBreakStyle(locale: locale), hyphenation: .auto, hyphenationDictionary: dictionary)
    return try TextWrap.wrap(text, options: options)
  }

  @Test func germanTextIsHyphenatedWithGermanPatterns_umlautsAndEszettToo() throws {
    let lines = try hyphenated("Größenwahnsinnig", width: 6, locale: "de")
    // The German dictionary is ISO 8859-1: the word goes to it in Latin-1, and is cut after "Grö", "ßen" and "wahn".
    #expect(lines == ["Grö-", "ßen-", "wahn-", "sinnig"])
    // English patterns have no point in its first six letters but "größen-", too wide: the word is cut.
    let english = try hyphenated("Größenwahnsinnig", width: 6, locale: "en")
    #expect(english != lines)
  }

  @Test func frenchAccentsAreHyphenatedWithAUTF8Dictionary() throws {
    let lines = try hyphenated("électricité", width: 8, locale: "fr")
    #expect(lines == ["électri-", "cité"])
  }

  @Test func aDictionaryNamedByPathIsUsedWhateverTheLocale() throws {
    let french = HyphenationDictionary(path: folder + "/hyph_fr_FR.dic")
    #expect(try hyphenated("électricité", width: 8, dictionary: french) == ["électri-", "cité"])
  }

  @Test func aMissingDictionaryIsNamedInTheError() {
    #expect(throws: TextError.hyphenationDictionaryUnavailable(path: "/nonexistent/hyph_xx.dic")) {
      try hyphenated("words", width: 10, dictionary: HyphenationDictionary(path: "/nonexistent/hyph_xx.dic"))
    }
    #expect(throws: TextError.hyphenationDictionaryUnavailable(path: folder + "/hyph_ja.dic")) {
      try hyphenated("words", width: 10, locale: "ja")
    }
  }

  @Test func englishIsAsBefore() throws {
    #expect(try hyphenated("hyphenation", width: 8) == ["hyphen-", "ation"])
  }
}
