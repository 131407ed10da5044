// What a rule is: three or more of one rule character and nothing else, as a
// word and as a line (trailing blanks allowed there).

import Testing

@testable import ReflowText

@Suite struct HorizontalRulesTests {
  @Test(arguments: [
    ("=====", true), ("---", true), ("~~~~~~", true), ("___", true), ("***", true), ("###", true),
    ("==", false), ("=-=", false), ("--", false), ("+++", false), ("---x", false), ("", false),
  ])
  func recognisesRules(word: String, isRule: Bool) {
    var text = word
    #expect(text.withUTF8 { HorizontalRules.isRule($0) } == isRule, "\(word)")
  }

  /// A rule line may end in blanks and start after a lead; anything else on it makes it text.
  @Test(arguments: [
    ("-----", 0, true), ("=====  \t", 0, true), ("> -----", 2, true), ("----- x", 0, false), ("> --", 2, false),
  ])
  func recognisesRuleLines(line: String, from start: Int, isRuleLine: Bool) {
    var text = line
    #expect(text.withUTF8 { DocumentLineReader.isRuleLine($0, from: start) } == isRuleLine, "\(line)")
  }
}
