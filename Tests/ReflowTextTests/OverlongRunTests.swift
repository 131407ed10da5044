// The run rule: where text no line can hold is cut. Each case is written
// from the rule, not from the output: pieces fill their lines, closing
// punctuation never opens a line, a cut moves to punctuation or an ideograph
// boundary rather than into a Latin word, and the width wins over the rules.

import FlowLayout
import Testing

@testable import ReflowText

private func wrap(_ text: String, _ width: Int, algorithm: LineBreakingAlgorithm = .optimal) throws -> [String] {
  try TextWrap.wrap(text, options: TextWrapOptions(width: width, algorithm: algorithm, breaksLongWords: true))
}

/// Characters that must not open a line: closing brackets and quotes, and the punctuation that follows a word.
private let closers = Set("，。、；：！？）」』】〕〉》”’)]},.;:!?")

@Suite struct OverlongRunTests {
  /// The sentence: two quoted Latin terms glued to the ideographs around them by their quotation marks
  /// (UAX #14's LB19), 45 columns with no break, at 26 columns.
  static let quotedTerms = "请参看\"alpha.beta(gamma)\"，\"delta.epsilon(zeta)\"，以及其他的说明文字"

  @Test func aRunWiderThanTheLineStartsOnTheLineBeforeIt() throws {
    let lines = try wrap(Self.quotedTerms, 30)
    #expect(lines.joined() == Self.quotedTerms)
    #expect(lines.allSatisfy { TextWrap.displayWidth($0) <= 30 })
    // The old cut put 请参 alone on the first line and the run, from 看, below it.
    #expect(lines[0] == "请参看\"alpha.beta(gamma)\"，")
  }

  @Test func noLineOpensWithClosingPunctuationAndNoLatinWordIsCut() throws {
    for width in 20...40 {
      let lines = try wrap(Self.quotedTerms, width)
      #expect(lines.joined() == Self.quotedTerms)
      #expect(lines.dropFirst().allSatisfy { !closers.contains($0.first!) }, "\(width): \(lines)")
      // Every letter run of the quoted terms is at most 7 columns, so none needs cutting.
      for (line, next) in zip(lines, lines.dropFirst()) {
        let inWord = line.last!.isASCII && line.last!.isLetter && next.first!.isASCII && next.first!.isLetter
        #expect(!inWord, "\(width): \(lines)")
      }
    }
  }

  @Test func aWordWiderThanTheLineFillsTheLineItStartsOn() throws {
    // Cut from its own start, the word would leave "ab" alone with three columns to spare.
    #expect(try wrap("ab abcdefghij", 5) == ["ab ab", "cdefg", "hij"])
    #expect(try wrap("ab abcdefghij", 5, algorithm: .greedy) == ["ab ab", "cdefg", "hij"])
  }

  @Test func punctuationAfterAWordDoesNotOpenTheNextLine() throws {
    // "greedily," is nine columns at eight: the comma stays with the letters before it.
    let lines = try wrap("answers greedily, one line", 8)
    #expect(lines.dropFirst().allSatisfy { !closers.contains($0.first!) }, "\(lines)")
    #expect(lines.joined(separator: " ").replacing("greedil y", with: "greedily") == "answers greedily, one line")
  }

  @Test func theWidthWinsWhenTheRulesLeaveNoCut() throws {
    // Six closing brackets after one ideograph: every cut would open a line with one.
    let text = "说））））））"
    let lines = try wrap(text, 4)
    #expect(lines.joined() == text)
    #expect(lines.allSatisfy { TextWrap.displayWidth($0) <= 4 }, "\(lines)")
  }

  @Test func anOpeningBracketOrQuoteDoesNotEndALine() throws {
    for text in ["abc（说明文字）def", "abc「说明文字」def", "abc“说明文字”def"] {
      for width in 4...9 {
        let lines = try wrap(text, width)
        #expect(lines.joined() == text)
        #expect(lines.dropLast().allSatisfy { !"（「“".contains($0.last!) }, "\(width): \(lines)")
      }
    }
  }

  /// Issue 45's sentence: two quoted file names glued to the ideographs and commas around them (UAX #14 15.1's
  /// LB19a keeps an ASCII quote beside Latin text), 38 columns with no break.
  static let quotedFileNames = "参考\"proc.txt(.gz)\"，\"sysfs.txt(.gz)\"，以及其他相关的Linux内核文档"

  @Test func aWordThatFitsALineIsNotCutInsideARunWithNoBreak() throws {
    // At 30 columns the cut used to fall after "sysfs.", a file name cut in two though it fits a line. The names
    // are 15 and 16 columns, 17 and 18 with the comma that may not open the line after them.
    for width in 18...45 {
      let lines = try wrap(Self.quotedFileNames, width)
      #expect(lines.joined() == Self.quotedFileNames)
      for name in ["\"proc.txt(.gz)\"", "\"sysfs.txt(.gz)\""] {
        #expect(lines.contains { $0.contains(name) }, "\(width): \(lines)")
      }
    }
  }

  @Test func aCutPrefersPunctuationToTheInsideOfAWord() throws {
    // "delta.epsilon" at ten columns, after "see ": the cut falls after the dot, not inside "epsilon".
    #expect(try wrap("see delta.epsilon.zeta", 10) == ["see delta.", "epsilon.", "zeta"])
  }

  @Test func aGiantRunIsCutIntoWholeLinesWithNothingLost() throws {
    let word = String(repeating: "abcdefghij", count: 2_000)
    let lines = try wrap("x " + word, 80)
    let kept = lines.joined() == "x" + word
    #expect(kept)
    #expect(lines.allSatisfy { $0.count <= 80 })
  }
}
