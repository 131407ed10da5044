// Phase: items. The one rule for text that no line can hold: where a run
// wider than the line is cut. Plain text and render both ask here, so a
// Chinese sentence glued together by its quotation marks, a long path or a
// chip-laden run is cut the same way wherever it is drawn.

/// One indivisible part of a run too wide for its line: a grapheme cluster, or an inline box such as a chip.
package struct RunUnit: Sendable, Equatable {
  /// Where the unit starts in the caller's bytes.
  package var start: Int
  /// Where it ends.
  package var end: Int
  /// Its width in columns.
  package var width: Int
  /// Whether it is an inline box rather than text: a cut may fall on either side of a box.
  package var isBox: Bool

  /// A unit of text or a box.
  package init(start: Int, end: Int, width: Int, isBox: Bool = false) {
    self.start = start
    self.end = end
    self.width = width
    self.isBox = isBox
  }
}

/// How good a place to cut a run too wide for its line is.
@usableFromInline package enum RunCut: Sendable, Equatable {
  /// Where a reader expects a line to end: beside a wide character (between two ideographs, say), after
  /// punctuation, before an opening bracket or quote, beside a box.
  case preferred
  /// Between two letters or digits of a word written with spaces: the run's other cuts are better.
  case insideWord
  /// A place the rules forbid (a line would open with `，` or end after `（`), taken because no allowed cut lies
  /// within a line's width: the width wins.
  case lastResort

  /// What ending a line here costs the breakers, beside the squared slack of lines.
  ///
  /// A preferred cut costs nothing, so each piece of the run fills its line
  /// and nothing is left alone on the line before it. A cut inside a word
  /// costs about as much as ten columns of slack: the breaker moves it to a
  /// boundary after punctuation or between ideographs when one is that
  /// near, and cuts the word otherwise. A last resort costs more than any
  /// line's slack.
  @usableFromInline package var cost: Double {
    switch self {
    case .preferred: return 0
    case .insideWord: return 100
    case .lastResort: return 5000
    }
  }
}

/// Where a run too wide for any line may be cut, and how good each place is.
///
/// The rules, in order:
/// - a cut never opens a line with closing punctuation (`）`, `」`, `，`, `。`,
///   `!`, a closing quote), with a non-starter (`ー`, `々`, and small kana
///   under strict line breaking), with a glue character or with a soft hyphen,
///   and never ends one after opening punctuation (`（`, `「`, an opening quote);
/// - among the rest, a cut beside a wide character, after punctuation or
///   before an opening mark is preferred to one inside a word written with
///   spaces (``RunCut``);
/// - where the rules leave a stretch wider than `width` without a cut, the
///   stretch is cut where it reaches the width (``RunCut/lastResort``), so no
///   rule about line starts forces a line past the width.
///
/// Whether an ASCII quotation mark (`"`, `'`) opens or closes is read from
/// its neighbours: it closes after a letter or digit of a spaced script or
/// before closing punctuation, and opens otherwise.
@usableFromInline package struct OverlongRunRule {
  /// Whether small kana and other conditional Japanese starters may not start a line (CSS's `line-break: strict`).
  package var strict: Bool

  /// What a line break just before a run too wide for the line costs.
  ///
  /// Starting the run on the line after would save at most one cut inside
  /// it, and would leave the line before it short: "ab" alone, then the
  /// run from the next line's start. Such a break costs as much as the cut it
  /// could save, so the run starts where the line before it ends, and each
  /// of its pieces fills its line.
  @usableFromInline package static let breakBeforeRunCost = RunCut.insideWord.cost

  /// A rule; `strict` keeps small kana off line starts.
  package init(strict: Bool) { self.strict = strict }

  /// The cuts of a run made of `units`, as the index of the unit each falls before, in order.
  ///
  /// `bytes` holds the units' text; a box's bytes are not read.
  func cuts(
    _ units: [RunUnit], in bytes: UnsafeBufferPointer<UInt8>, width: Int, cache: inout PropertyCache
  ) -> [(before: Int, kind: RunCut)] {
    guard units.count > 1 else { return [] }
    var classes: [UnitClass] = []
    classes.reserveCapacity(units.count)
    for unit in units {
      if unit.isBox {
        classes.append(.box)
      } else {
        let scalar = decodeScalar(bytes, at: unit.start).scalar
        classes.append(UnitClass(cache.properties(scalar), scalar: scalar))
      }
    }
    let wordStarts = startsOfWordsThatFit(units, classes, width: width)
    var cuts: [(before: Int, kind: RunCut)] = []
    var stretch = units[0].width
    for index in 1..<units.count {
      let wordStart = wordStarts[index]
      if wordStart == nil, let kind = cut(before: index, classes) {
        cuts.append((index, kind))
        stretch = 0
      } else if stretch + units[index].width > width {
        // The width wins, but not inside a word that fits: the cut moves back to the word's start, which lies
        // after the last cut (the word fits, so the stretch from a cut at its start could not overflow here).
        if let wordStart, wordStart > (cuts.last?.before ?? 0) {
          cuts.append((wordStart, .lastResort))
          stretch = units[wordStart..<index].reduce(0) { $0 + $1.width }
        } else {
          cuts.append((index, .lastResort))
          stretch = 0
        }
      }
      stretch += units[index].width
    }
    return cuts
  }

  /// For each unit, the index of the word that holds it and the unit before it when that word fits in `width`;
  /// nil where no such word joins the two.
  ///
  /// A word here is a stretch of narrow text between wide characters and
  /// boxes: `"sysfs.txt(.gz)"` in `，"sysfs.txt(.gz)"，`. UAX #14 lets no line
  /// end inside such a run, so every cut in it is the run rule's choice, and
  /// one that falls inside a word that would fit a line (after its dot, say)
  /// leaves a reader half a file name: the run is cut between words instead.
  /// An opening mark that ends the stretch (`abc“` before `说`) opens what
  /// follows and a closing one that starts it closes what precedes, so
  /// neither belongs to the word; where a closing mark meets an opening one
  /// (`][`, `)(`), two words meet. The punctuation that may not be parted from
  /// the word (`，` after it, `（` before it) goes with it, so the word fits
  /// only when it fits with them: otherwise a line would open with `，`. A
  /// word wider than the line is cut inside as before.
  private func startsOfWordsThatFit(_ units: [RunUnit], _ classes: [UnitClass], width: Int) -> [Int?] {
    var starts = [Int?](repeating: nil, count: units.count)
    var stretchStart = 0
    var previousEnd = 0
    while stretchStart < units.count {
      guard classes[stretchStart].isNarrowText else {
        stretchStart += 1
        continue
      }
      var stretchEnd = stretchStart + 1
      while stretchEnd < units.count && classes[stretchEnd].isNarrowText && !bracketsMeet(at: stretchEnd, classes) {
        stretchEnd += 1
      }
      defer { stretchStart = stretchEnd }
      var start = stretchStart
      var end = stretchEnd
      while end > start && opens(at: end - 1, classes) { end -= 1 }
      while start < end && closes(at: start, classes) { start += 1 }
      guard end - start > 1 else { continue }
      while end < units.count && !classes[end].isBox && closes(at: end, classes) { end += 1 }
      while start > previousEnd && !classes[start - 1].isBox && opens(at: start - 1, classes) { start -= 1 }
      previousEnd = end
      if units[start..<end].reduce(0, { $0 + $1.width }) <= width {
        for index in (start + 1)..<end { starts[index] = start }
      }
    }
    return starts
  }

  /// Whether a closing mark ends before unit `index` and an opening one starts there (`][`, `)(`, `"(`): two words
  /// written against each other.
  private func bracketsMeet(at index: Int, _ classes: [UnitClass]) -> Bool {
    let before = classes[index - 1]
    let after = classes[index]
    let closes =
      before.isClosing || before.lineBreak == LineBreakClass.closePunctuation
      || before.lineBreak == LineBreakClass.closeParenthesis
      || (before.lineBreak == LineBreakClass.quotation && !quoteOpens(at: index - 1, classes))
    let opens =
      after.isOpening || after.lineBreak == LineBreakClass.openPunctuation
      || (after.lineBreak == LineBreakClass.quotation && quoteOpens(at: index, classes))
    return closes && opens
  }

  /// The kind of cut allowed before unit `index`, or nil where the rules forbid one.
  private func cut(before index: Int, _ classes: [UnitClass]) -> RunCut? {
    let before = classes[index - 1]
    let after = classes[index]
    if before.isBox || after.isBox { return .preferred }
    if closes(at: index, classes) || opens(at: index - 1, classes) { return nil }
    if before.isWide || after.isWide { return .preferred }
    if before.isApostrophe, index >= 2, classes[index - 2].isNarrowLetterOrDigit, after.isNarrowLetterOrDigit {
      return .insideWord
    }
    if before.isPunctuation || after.isOpening { return .preferred }
    return .insideWord
  }

  /// Whether unit `index` may not start a line: closing punctuation, a non-starter, glue, or a soft hyphen.
  private func closes(at index: Int, _ classes: [UnitClass]) -> Bool {
    let unit = classes[index]
    guard !unit.isBox else { return false }
    // A soft hyphen ends the syllable before it: a line it opened would start with the hyphen it draws.
    if unit.isSoftHyphen { return true }
    switch unit.lineBreak {
    // Closing punctuation and non-starters; glue and word joiners hold on to what precedes them; combining marks
    // and joiners belong to it.
    case LineBreakClass.closePunctuation, LineBreakClass.closeParenthesis, LineBreakClass.exclamation,
      LineBreakClass.infixSeparator, LineBreakClass.nonstarter, LineBreakClass.glue, LineBreakClass.wordJoiner,
      LineBreakClass.combiningMark, LineBreakClass.zeroWidthJoiner:
      return true
    // Small kana and the prolonged sound mark, non-starters under strict line breaking.
    case LineBreakClass.conditionalJapaneseStarter: return strict
    // A hyphen-minus that opened a line could read as a bullet or an option.
    case LineBreakClass.hyphen: return true
    case LineBreakClass.quotation: return !quoteOpens(at: index, classes)
    default: return unit.isClosing
    }
  }

  /// Whether unit `index` may not end a line: opening punctuation, or glue.
  private func opens(at index: Int, _ classes: [UnitClass]) -> Bool {
    let unit = classes[index]
    guard !unit.isBox else { return false }
    switch unit.lineBreak {
    // Opening punctuation; glue and word joiners hold on to what follows them.
    case LineBreakClass.openPunctuation, LineBreakClass.glue, LineBreakClass.wordJoiner: return true
    case LineBreakClass.quotation: return quoteOpens(at: index, classes)
    default: return unit.isOpening
    }
  }

  /// Whether the quotation mark at `index` opens a quotation, by its neighbours and its general category.
  private func quoteOpens(at index: Int, _ classes: [UnitClass]) -> Bool {
    let quote = classes[index]
    if quote.isOpening { return true }
    if quote.isClosing { return false }
    guard index + 1 < classes.count else { return false }
    let after = classes[index + 1]
    if !after.isBox {
      // Closing punctuation, or CL, CP, EX and IS (`)`, `，`, `!`, `.`), after it: it closes.
      if after.isClosing { return false }
      switch after.lineBreak {
      case LineBreakClass.closePunctuation, LineBreakClass.closeParenthesis, LineBreakClass.exclamation,
        LineBreakClass.infixSeparator:
        return false
      default: break
      }
    }
    return index == 0 || !classes[index - 1].isNarrowLetterOrDigit
  }
}

/// What the run rule reads of one unit: a box, or the properties of a text unit's first code point.
private struct UnitClass {
  var isBox = false
  var lineBreak: UInt8 = 0
  var isWide = false
  var isLetterOrDigit = false
  var isPunctuation = false
  var isOpening = false
  var isClosing = false
  var isApostrophe = false
  var isSoftHyphen = false

  /// An inline box.
  static let box = UnitClass(isBox: true)

  private init(isBox: Bool) { self.isBox = isBox }

  init(_ properties: CodePointProperties, scalar: UInt32) {
    lineBreak = properties.lineBreakClass
    isWide = properties.isWide
    isLetterOrDigit = properties.isLetterOrDigit
    isPunctuation = properties.isPunctuation
    isOpening = properties.isOpeningPunctuation
    isClosing = properties.isClosingPunctuation
    // APOSTROPHE and RIGHT SINGLE QUOTATION MARK, which English writes inside words ("don't", "it’s").
    isApostrophe = scalar == 0x27 || scalar == 0x2019
    isSoftHyphen = scalar == 0xAD
  }

  var isNarrowLetterOrDigit: Bool { !isBox && !isWide && isLetterOrDigit }

  /// Text of a spaced script (letters, digits, and their narrow punctuation), which the run rule keeps in words.
  var isNarrowText: Bool { !isBox && !isWide }
}
