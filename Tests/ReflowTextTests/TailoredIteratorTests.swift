// The reusable line-break iterator gives the same tailored breaks as
// `BreakOpportunities.of`, the ones Unicode 15.1 gives.

import Foundation
import Testing

@testable import ReflowText

@Suite struct TailoredIteratorTests {
  /// The reusable iterator gives the tailored breaks `BreakOpportunities.of` gives, which `--markdown --break-cjk`
  /// now splits unspaced runs at (it took ICU's untailored breaks).
  @Test func theReusableIteratorGivesUnicode15_1Breaks() throws {
    let iterator = try LineBreakIterator()
    for text in ["中“中", "中”中", "敗\" (http", "said “ word", "« mot » fin", "plain words here"] {
      var string = text
      let found = string.withUTF8 { iterator.opportunities(in: $0) }
      #expect(found == (try BreakOpportunities.of(text)), "\(text)")
    }
    var sample = "敗\" (http"
    #expect(sample.withUTF8 { iterator.opportunities(in: $0) }.map(\.offset) == [5, 10])
  }
}
