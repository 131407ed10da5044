// Properties of wrapped text on random paragraphs mixing scripts, emoji,
// marks and escape sequences: nothing lost, widths respected, styles
// balanced on every line.

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowText

private let mixedPieces: [String] =
  prosePieces + [
    "日本語", "です。", "「引用」", "中文", "，", "한국어", "ภาษาไทย", "👩‍👩‍👧", "🇯🇵", "👍🏽", "e\u{301}", "ẑ̴̢a̵̡͐",
    "\u{1B}[31mred", "\u{1B}[0m", "\u{1B}[1;4mstrong", "\u{1B}]8;;https://example.org\u{1B}\\link",
    "\u{1B}]8;;\u{1B}\\",
    "soft\u{AD}hyphen", "nb\u{A0}sp", "Ａ", "supercalifragilisticexpialidocious",
  ]

nonisolated(unsafe) private let escapePattern = #/\x1B(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1B]*(\x07|\x1B\\))/#

/// Non-space characters with escape sequences, soft hyphens and drawn hyphens removed.
private func visible(_ text: String) -> String {
  String(
    text.replacing(escapePattern, with: "").unicodeScalars.filter {
      !$0.properties.isWhitespace && $0 != "\u{AD}" && $0 != "-"
    }.map(Character.init))
}

/// `line` without the spaces and tabs at either end.
private func withoutLayoutSpaces(_ line: String) -> Substring {
  let isLayoutSpace = { (character: Character) in character == " " || character == "\t" }
  let start = line.firstIndex { !isLayoutSpace($0) } ?? line.endIndex
  let end = line.lastIndex { !isLayoutSpace($0) }.map(line.index(after:)) ?? start
  return line[start..<max(start, end)]
}

@Suite struct TextPropertyTests {
  @Test func nonSpaceContentIsPreservedInOrder() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 4...30)) {
      choices, width in
      let text = randomText(choices, pieces: mixedPieces)
      for algorithm in [LineBreakingAlgorithm.greedy, .optimal] {
        let lines = try! TextWrap.wrap(text, options: TextWrapOptions(width: width, algorithm: algorithm))
        #expect(visible(lines.joined(separator: "\n")) == visible(text), "\(text.debugDescription)")
      }
    }
  }

  @Test func noLineIsWiderThanTheWidth_unlessItIsOneUnbreakableSegment() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 4...30)) {
      choices, width in
      let text = randomText(choices, pieces: mixedPieces)
      for interior in WordInteriorBreaks.allCases {
        // The widths of the runs no break opportunity cuts: segments joined by spaces that may not break.
        // Words stay whole unless `.always` breaks them inside, since long words are not cut here; words that must
        // stay whole (an option name, a rule) are whole either way. The segments are the wrapper's own.
        var segmentWidths: [Int] = []
        var run = 0
        var source = text
        let wrapper = try! TextWrapper(
          options: TextWrapOptions(
            width: width, breaksLongWords: false, wordInteriorBreaks: interior, spacing: .collapse))
        for segment in source.withUTF8({ wrapper.segments(utf8: $0) }) {
          run += Int(segment.width)
          if segment.next == .spaceWithoutBreak {
            run += 1
          } else {
            segmentWidths.append(run)
            run = 0
          }
        }
        for alignment in [HorizontalAlignmentChoice.leading, .justified] {
          // A space that may not break counts one column here, as collapsed spacing writes it.
          let options = TextWrapOptions(
            width: width, alignment: alignment.value, breaksLongWords: false, wordInteriorBreaks: interior,
            spacing: .collapse)
          // One paragraph, as the segments above were measured: its line ends are spaces.
          let lines = try! TextWrapper(options: options).wrapParagraph(text)
          for line in lines where TextWrap.displayWidth(line) > width {
            // Only a run without break opportunities may overflow, and then it is alone.
            // Only the spaces and tabs layout adds are trimmed: a no-break space is part of the run it
            // holds together (a seed found "\u{A0} ..." wrongly trimmed to "...").
            let trimmed = withoutLayoutSpaces(line)
            #expect(
              segmentWidths.contains(TextWrap.displayWidth(trimmed)) || trimmed.hasSuffix("-"),
              "\(line.debugDescription) in \(width) from \(text.debugDescription) (\(interior))")
          }
        }
      }
    }
  }

  /// Wrapped text refills as if it had never been wrapped: no break inside a word that fits comes back as a space.
  ///
  /// A reader joins each line end with a space (none between wide
  /// characters), so a line ending inside "foo-bar", "a/b" or a Korean word
  /// would read back as two words at the next width. Soft hyphens are off:
  /// one taken is drawn as a hyphen, which reads back as a hyphen. Texts
  /// with escape sequences are left out: their bytes change, though not
  /// what they show. A space between two ideographs or Thai letters comes
  /// back too: no line ends there, since such a line end reads back as no
  /// space at all. A space after CJK punctuation does not: where a line
  /// ends there, the space goes with the line end, so texts with one are
  /// left out.
  @Test func refillingAtAnotherWidthGivesWhatWrappingTheOriginalGives() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 8...40), Gen.int(in: 8...40)
    ) { choices, firstWidth, secondWidth in
      let text = randomText(choices, pieces: mixedPieces)
      // Only texts whose unbreakable runs fit both widths: a wider word is broken inside as a last resort.
      var runs: [Int] = [0]
      for segment in try! segments(of: text, fastPath: true, interiorBreakWidth: .max) {
        runs[runs.count - 1] += Int(segment.width) + (segment.next == .spaceWithoutBreak ? 1 : 0)
        if segment.next != .spaceWithoutBreak { runs.append(0) }
      }
      guard runs.max()! <= min(firstWidth, secondWidth) else { return }
      // Styles are closed at each line end and reopened on the next line, which a refill keeps as written.
      guard !text.contains("\u{1B}") else { return }
      let afterCJKPunctuation = zip(text.unicodeScalars, text.unicodeScalars.dropFirst()).contains {
        $1 == " " && CodePointProperties($0.value).isCJKPunctuation
      }
      guard !afterCJKPunctuation else { return }
      for algorithm in [LineBreakingAlgorithm.greedy, .optimal] {
        let options = { (width: Int) in
          // Soft hyphens off make "soft\u{AD}hyphen" one word, wider than the runs measured above: not cut here.
          TextWrapOptions(
            width: width, algorithm: algorithm, hyphenation: .none, breaksLongWords: false, spacing: .collapse)
        }
        let direct = try! TextWrap.fill(text, options: options(secondWidth))
        let wrapped = try! TextWrap.fill(text, options: options(firstWidth))
        let refilled = try! TextWrap.fill(wrapped, options: options(secondWidth))
        #expect(refilled == direct, "\(text.debugDescription) at \(firstWidth) then \(secondWidth), \(algorithm)")
      }
    }
  }

  /// Coloured text, wrapped and then refilled at the same width, comes back byte for byte.
  ///
  /// Each line end closes the styles in effect and the next line opens
  /// them again; a refill reads those sequences back between the same two
  /// characters, and must fold them into the same close and reopen rather
  /// than write them and then close and reopen around them (which added a
  /// pair of sequences at every such line end on every refill, where two
  /// ideographs meet with no space between them). The guard is that of the
  /// refill property above, escape sequences allowed.
  @Test func refillingColouredTextAtTheSameWidthGivesItBack() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 8...40)) {
      choices, width in
      let text = randomText(choices, pieces: mixedPieces)
      var runs: [Int] = [0]
      for segment in try! segments(of: text, fastPath: true, interiorBreakWidth: .max) {
        runs[runs.count - 1] += Int(segment.width) + (segment.next == .spaceWithoutBreak ? 1 : 0)
        if segment.next != .spaceWithoutBreak { runs.append(0) }
      }
      guard runs.max()! <= width else { return }
      for algorithm in [LineBreakingAlgorithm.greedy, .optimal] {
        // Soft hyphens off make "soft\u{AD}hyphen" one word, wider than the runs measured above: not cut here.
        let options = TextWrapOptions(
          width: width, algorithm: algorithm, hyphenation: .none, breaksLongWords: false, spacing: .collapse)
        let wrapped = try! TextWrap.fill(text, options: options)
        let refilled = try! TextWrap.fill(wrapped, options: options)
        #expect(refilled == wrapped, "\(text.debugDescription) at \(width), \(algorithm)")
      }
    }
  }

  @Test func everyLineClosesItsStyles_andEveryCharacterKeepsItsStyle() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 4...30)) {
      choices, width in
      // Close everything at the end, so the input as a whole is balanced.
      let text = randomText(choices, pieces: mixedPieces) + "\u{1B}[0m\u{1B}]8;;\u{1B}\\"
      // One paragraph: styles opened on one line of the input are carried across its line ends.
      let lines = try! TextWrapper(options: TextWrapOptions(width: width)).wrapParagraph(text)
      var styled: [StyledCharacter] = []
      for line in lines {
        // Each line is read from a clean terminal state: it must open what it uses and close what it opens.
        let (characters, state) = styledCharacters(line)
        #expect(state.isEmpty, "line leaves styles open: \(line.debugDescription)")
        styled += characters
      }
      #expect(styled == styledCharacters(text).characters, "\(text.debugDescription)")
    }
  }
}

/// A visible character with the styles and hyperlink in effect where it is drawn.
private struct StyledCharacter: Equatable {
  var character: Character
  var style: [UInt8]
}

/// The non-space characters of `text` with their styles, read from a clean state, and the state at the end.
///
/// Soft hyphens and drawn hyphens are left out, as they move when lines are broken.
private func styledCharacters(_ text: String) -> (characters: [StyledCharacter], state: TerminalStyleState) {
  var state = TerminalStyleState()
  var result: [StyledCharacter] = []
  var index = text.startIndex
  while index < text.endIndex {
    if let match = text[index...].prefixMatch(of: escapePattern) {
      state.apply(ArraySlice(Array(match.output.0.utf8)))
      index = match.range.upperBound
      continue
    }
    let character = text[index]
    if !character.isWhitespace && character != "\u{AD}" && character != "-" {
      result.append(StyledCharacter(character: character, style: state.reopening))
    }
    index = text.index(after: index)
  }
  return (result, state)
}

/// Alignments to try, as a value the property test can name.
enum HorizontalAlignmentChoice {
  case leading, justified
  var value: FlowAlignment { self == .leading ? .leading : .justified }
}
