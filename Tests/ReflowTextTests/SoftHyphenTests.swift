// Soft hyphens (U+00AD) in wrapped text: a line may end after one, it stays
// in the text as written, and no cut of a word too wide for the line leaves
// one at the start of a line, where it would draw a hyphen before a
// syllable and push the line past the width (issue 60, point 2).

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

/// Syllables that random words are made of.
private let syllables = ["su", "per", "ca", "li", "fra", "gi", "lis", "tic", "ex", "pi", "a", "do", "cious", "wun"]

/// The breakers a soft hyphen must behave the same under.
private let algorithms: [LineBreakingAlgorithm] = [.optimal, .greedy, .balance, .knuthPlass(KnuthPlassOptions())]

/// Whether `line` opens with a soft hyphen, after any indent.
private func opensWithSoftHyphen(_ line: String) -> Bool {
  line.unicodeScalars.drop { $0 == " " }.first == "\u{AD}"
}

@Suite struct SoftHyphenTests {
  /// The case of issue 60: cut to the width, the word's second line started with U+00AD and was 6 columns wide.
  @Test(arguments: algorithms)
  func aWordCutToTheWidthNeverOpensALineWithItsSoftHyphen(algorithm: LineBreakingAlgorithm) throws {
    let word = "super\u{AD}cali\u{AD}fragilistic"
    let lines = try TextWrap.wrap(word, options: TextWrapOptions(width: 5, algorithm: algorithm))
    #expect(lines.allSatisfy { TextWrap.displayWidth($0) <= 5 }, "\(lines.map(\.debugDescription))")
    #expect(!lines.contains(where: opensWithSoftHyphen), "\(lines.map(\.debugDescription))")
    #expect(lines.joined() == word)
  }

  /// With soft hyphens off, the word is one run, cut by the run rule: the same holds.
  @Test func aRunCutWithSoftHyphensOffKeepsEachWithTheLetterBeforeIt() throws {
    let word = "super\u{AD}cali\u{AD}fragilistic"
    let lines = try TextWrap.wrap(word, options: TextWrapOptions(width: 5, hyphenation: .none))
    #expect(lines.allSatisfy { TextWrap.displayWidth($0) <= 5 }, "\(lines.map(\.debugDescription))")
    #expect(!lines.contains(where: opensWithSoftHyphen), "\(lines.map(\.debugDescription))")
    #expect(lines.joined() == word)
  }

  /// A run too long for the run rule is cut evenly (``OverlongRunRule/ruledLengthLimit``); a soft hyphen where a
  /// line would start moves back with the letter before it.
  @Test func aRunCutEvenlyKeepsEachSoftHyphenWithTheLetterBeforeIt() throws {
    let run = String(repeating: "abcd\u{AD}", count: OverlongRunRule.ruledLengthLimit / 5 + 1)
    let lines = try TextWrap.wrap(run, options: TextWrapOptions(width: 4, hyphenation: .none))
    #expect(lines.count > 1)
    // Counted, not listed: the lines run to thousands.
    #expect(lines.filter { TextWrap.displayWidth($0) > 4 }.count == 0)
    #expect(lines.filter(opensWithSoftHyphen).count == 0)
    #expect(lines.joined() == run)
  }

  /// A case the property test below found: at two columns, `r` and its soft hyphen fill a line, and `su` opened
  /// with the soft hyphen took three.
  @Test func aSyllableOfOneLetterKeepsItsSoftHyphenAtTheNarrowestWidth() throws {
    let lines = try TextWrap.wrap("per\u{AD}su", options: TextWrapOptions(width: 2))
    #expect(lines == ["pe", "r\u{AD}", "su"])
  }

  /// What the README and the DocC catalog say: a soft hyphen stays in the text as written, where a line ends at it
  /// and where none does, and counts one column, as a terminal draws it.
  @Test func aSoftHyphenIsWrittenAsItIsAndCountsOneColumn() throws {
    let text = "an extra\u{AD}ordinary word"
    #expect(try TextWrap.wrap(text, options: TextWrapOptions(width: 40)) == [text])
    #expect(try TextWrap.wrap(text, options: TextWrapOptions(width: 9)) == ["an extra\u{AD}", "ordinary", "word"])
    #expect(TextWrap.displayWidth("extra\u{AD}") == 6)
  }

  /// Random words of syllables joined by soft hyphens, at random widths: no line is wider than the width (long
  /// words are cut), none opens with a soft hyphen, and the lines joined give back the words, since a soft hyphen
  /// taken as a break is the text's own and nothing is drawn beside it.
  @Test func wrappedWordsWithSoftHyphensFitAndOpenNoLineWithOne() async {
    // A failing case is reported with the `.fixedSeed` that replays it.
    await propertyCheck(count: 300, input: Gen.int(in: 0...99_999).array(of: 1...24), Gen.int(in: 2...16)) {
      choices, width in
      var words: [String] = []
      var word = ""
      for choice in choices {
        if !word.isEmpty { word += "\u{AD}" }
        word += syllables[choice % syllables.count]
        if choice % 5 == 0 {
          words.append(word)
          word = ""
        }
      }
      if !word.isEmpty { words.append(word) }
      let text = words.joined(separator: " ")
      for algorithm in algorithms {
        let lines = try! TextWrap.wrap(text, options: TextWrapOptions(width: width, algorithm: algorithm))
        let shown = "\(algorithm) -w \(width): \(text.debugDescription) gave \(lines.map(\.debugDescription))"
        #expect(lines.allSatisfy { TextWrap.displayWidth($0) <= width }, "\(shown)")
        #expect(!lines.contains(where: opensWithSoftHyphen), "\(shown)")
        #expect(lines.joined().filter { $0 != " " } == words.joined(), "\(shown)")
      }
    }
  }
}
