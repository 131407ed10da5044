// Words that must stay whole (addresses, option names, rules) against words
// that may be cut. What a rule is, is HorizontalRulesTests' to say; here a rule
// stands for every rule, kept whole.

import PropertyBased
import Testing

@testable import ReflowText

@Suite struct WholeWordsTests {
  @Test(arguments: [
    ("https://example.com/a/b", true), ("git+ssh://host/repo.git", true), ("(https://example.com/a).", true),
    ("www.example.com/path", true), ("mailto:a@b.org", true), ("ann.example@mail.example.org", true),
    ("<ann@example.org>,", true), ("--dry-run", true), ("--width=72", true), ("-v", true), ("--dry-run.", true),
    ("=====", true), ("(=====", true),
    ("supercalifragilistic", false), ("path/to/file", false), ("well-known", false), ("a@b", false),
    ("http:/x", false), ("--", false), ("-5", false), ("请访问https://example.com/a", false),
  ])
  func recognisesWordsToKeepWhole(word: String, whole: Bool) {
    var text = word
    let found = text.withUTF8 { WholeWords.mustStayWhole($0) }
    #expect(found == whole, "\(word)")
  }
}
