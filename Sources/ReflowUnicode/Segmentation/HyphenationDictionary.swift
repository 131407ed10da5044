// Phase: configuration. Which pattern file dictionary hyphenation reads:
// one the caller names, or the installed one for the text's locale, as
// Debian's hyphen-* packages lay them out (/usr/share/hyphen/hyph_de_DE.dic).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A libhyphen pattern file, the dictionary ``Hyphenation/auto`` hyphenates with.
///
/// Debian's `hyphen-en-us`, `hyphen-de`, `hyphen-fr` and their siblings
/// install such files in ``folder``, one per language and region. Nothing is
/// read until text is wrapped: a file that cannot be loaded then throws
/// ``TextError/hyphenationDictionaryUnavailable(path:)``, which names it.
public struct HyphenationDictionary: Hashable, Sendable {
  /// The pattern file's path.
  public var path: String

  /// The folder Debian's hyphenation packages install their dictionaries in.
  public static let folder = "/usr/share/hyphen"

  /// The dictionary at `path`, a libhyphen `.dic` file in UTF-8 or ISO 8859-1.
  public init(path: String) {
    self.path = path
  }

  /// The installed dictionary for a locale such as `de`, `de_CH`, `fr-CA` or `en_US`; English for the root locale.
  ///
  /// The language and region's own file comes first (`hyph_de_CH.dic`), then
  /// the language's (`hyph_de.dic`), then any region's of the language, by
  /// name. Where none is installed, the dictionary names the language and
  /// region's file, so that wrapping fails with the path a package would
  /// install.
  public init(locale: String) {
    let (language, region) = Self.languageAndRegion(of: locale)
    let specific = region.map { "hyph_\(language)_\($0).dic" }
    let general = "hyph_\(language).dic"
    var names = [specific, general].compactMap { $0 }
    names += Self.installedNames().filter { $0.hasPrefix("hyph_\(language)_") }.sorted()
    let found = names.first { access(Self.folder + "/" + $0, R_OK) == 0 }
    path = Self.folder + "/" + (found ?? specific ?? general)
  }

  /// The language (lowercased) and region (uppercased) of a locale; English of the United States for the root.
  static func languageAndRegion(of locale: String) -> (language: String, region: String?) {
    let name = locale.prefix { $0 != "@" && $0 != "." }
    let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard let first = parts.first, first.lowercased() != "root" else { return ("en", "US") }
    // A script (four letters, `Hans`) may sit between the language and the region.
    let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
    return (first.lowercased(), region.map { $0.uppercased() })
  }

  /// The names of the files in ``folder``; none when it cannot be read.
  private static func installedNames() -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix("hyph_") && name.hasSuffix(".dic") { names.append(name) }
    }
    return names
  }
}
