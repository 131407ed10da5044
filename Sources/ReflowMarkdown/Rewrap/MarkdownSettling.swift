// Phase: rewrapping. What makes a second run of --markdown change nothing: a
// rewrapped paragraph must read back as the same paragraph, broken the same
// way. Three rules see to it, each a choice that a second run would otherwise
// make differently; the rewrapper asks them here. (Meaning, the other
// guarantee, is checked after the fact: MeaningCheck.)

import ReflowText

/// The rules that make a rewrapped Markdown paragraph settle: a second run reads it back as itself and breaks it
/// the same way.
enum MarkdownSettling {
  /// Whether `token` is a line-start hazard: it would open a block (``LineStartPolicy/Markdown``), or a line a
  /// dialect keeps (``DialectLines``), if it started a line.
  ///
  /// No wrapped line starts with either, so a rewrap makes no block and no
  /// dialect line that was not there, and the next run reads the same
  /// paragraph; where the source puts one at a line's start after a hard
  /// break, or first, the same rule holds it as written (``InlineTokenizer``'s
  /// breakable gaps).
  @inline(__always)
  static func opensLine(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
    LineStartPolicy.Markdown.opensBlock(token)
      || DialectLines.mayStart(token[token.startIndex]) && DialectLines.opensLine(token)
  }

  /// The line end a rewrapped paragraph starting at line `first` ends its new lines with.
  ///
  /// It is the paragraph's own first line end, so a rewrap keeps the choice: the first line of the
  /// output ends that way too, and a second pass picks the same. A paragraph that is one line with no
  /// line end (the end of the file) takes the line end before it, which a rewrap never changes; a
  /// file that has no line end at all gets `whereNone`. A whole-document choice would not be stable in a file
  /// of mixed line ends: joining the first lines can change which line end comes first.
  static func lineEnd(
    forParagraphAt first: Int, of lines: SourceLines, in bytes: UnsafeBufferPointer<UInt8>, whereNone: [UInt8]
  ) -> [UInt8] {
    let own = lines.lineEnd(of: first, in: bytes)
    if !own.isEmpty { return Array(bytes[own]) }
    if first > 1 { return Array(bytes[lines.lineEnd(of: first - 1, in: bytes)]) }
    return whereNone
  }

  /// The joins to hold together after a balanced break: each breakable join (`gaps`, `breakable`) that no line
  /// ended at (`lineEnds`, by the gap after each line's last token).
  ///
  /// A line end the source has between two wide characters is a join: the
  /// paragraph may break there, or write the characters together. Written
  /// together, they are inside a run the next pass cannot break (unless
  /// ``MarkdownFormatOptions/breaksInsideCJKRuns`` asks ICU), so the next
  /// pass has one break fewer. A break not taken changes neither greedy nor
  /// optimal breaking, but it changes balance, which narrows the lines by
  /// what every break allows: the rewrapper holds these and balances again,
  /// until none is left, as the next pass would.
  static func untakenJoins(_ gaps: [TokenGap], breakable: [Bool], lineEnds: Set<Int>) -> [Int] {
    gaps.indices.filter { gaps[$0] == .join && breakable[$0] && !lineEnds.contains($0) }
  }
}
