// Phase: the whole document, settling. A rewrapped paragraph must come out
// the same when the output is formatted again: its lines must group into
// the same paragraph, after the lines written before it and before the
// input's lines after it. The check is made here, once per paragraph, and a
// paragraph that fails it is written as it was. Under -c and -t, where a
// paragraph can regroup the lines after it, the whole output is formatted
// again as well (DocumentSettling).

extension DocumentFormatter {
  /// Whether the `lineCount` lines written for `plan`, from `paragraphStart` on in `writer` after `previousLine`,
  /// settle: formatted again, they come out as they are.
  ///
  /// Lines written as they were read settle at once. Others are read back
  /// (``ReadBackCheck``) after the lines they would be read after
  /// (``ParagraphWriter/readBackContext(after:readsWholeParagraphs:)``),
  /// and formatted again there where reading alone cannot tell. Centred and
  /// right-aligned lines are read without their padding, as the next run
  /// reads them (``AlignmentPadding``).
  func settles(
    _ plan: ParagraphPlan, lineCount: Int, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>,
    writer: ParagraphWriter, from paragraphStart: Int, after previousLine: Range<Int>?,
    readBack: inout ReadBackCheck
  ) -> Bool {
    guard checksReadBack else { return true }
    let firstLineStart = paragraphStart + (previousLine == nil ? 0 : writer.newline.count)
    let written = writer.output[firstLineStart...]
    if Self.writtenMatchesInput(of: plan, lines, in: text, written, newline: writer.newline) { return true }
    // Centred or right-aligned, the lines are the input's once their padding is dropped, as the next run drops it.
    if options.wrap.padsLines,
      let unpadded = written.withUnsafeBufferPointer(AlignmentPadding.unpadded),
      Self.writtenMatchesInput(of: plan, lines, in: text, unpadded[...], newline: writer.newline)
    {
      return true
    }
    let readsWholeParagraphs = options.shape == .crownMargin || options.shape == .taggedParagraph
    let formatsAgain =
      writer.keptToReadBack
      || Self.mayEndALineAtAHeldSpace(written, newline: writer.newline, plan: plan, lines, in: text)
    return readsBack(
      written, in: writer.output, lineCount: lineCount,
      previous: writer.readBackContext(after: previousLine, readsWholeParagraphs: readsWholeParagraphs),
      following: ReadBackCheck.linesAfter(plan.lines.upperBound, of: lines, in: text), of: lines, in: text,
      plan: plan, first: lines[plan.lines.lowerBound], formatsAgain: formatsAgain, check: &readBack)
  }

  /// Whether a written line ends after CJK punctuation in a paragraph whose text has a space after such
  /// punctuation: then it may end at a space the layout held and opened because no line could hold its run.
  ///
  /// A line end after CJK punctuation reads back as nothing, so the next
  /// run reads no space there, and may find no break there either, as a
  /// held space is one UAX #14 allows no break at without it: the paragraph
  /// would break otherwise. Reading the lines back cannot tell, so they are
  /// formatted again; a line ends there only in text with such a space,
  /// which most paragraphs have none of.
  private static func mayEndALineAtAHeldSpace(
    _ written: ArraySlice<UInt8>, newline: [UInt8], plan: ParagraphPlan, _ lines: [DocumentLine],
    in text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    written.withUnsafeBufferPointer { written in
      guard !ByteSearch.isASCII(written) else { return false }
      var lineEnds = false
      var index = 0
      while let end = ByteSearch.firstIndex(of: newline[0], in: written, from: index) {
        index = end + 1
        var last = end
        while last > 0 && (written[last - 1] == 0x20 || written[last - 1] == 0x0D) { last -= 1 }
        if endsWithCJKPunctuation(UnsafeBufferPointer(rebasing: written[..<last])) {
          lineEnds = true
          break
        }
      }
      guard lineEnds else { return false }
      for member in plan.lines {
        let line = UnsafeBufferPointer(rebasing: text[lines[member].range])
        var index = 0
        while let space = ByteSearch.firstIndex(of: 0x20, in: line, from: index) {
          if endsWithCJKPunctuation(UnsafeBufferPointer(rebasing: line[..<space])) { return true }
          index = space + 1
        }
      }
      return false
    }
  }

  /// Whether `text` ends with CJK punctuation.
  private static func endsWithCJKPunctuation(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    ParagraphContent.lastScalar(of: text).map { CodePointProperties($0).isCJKPunctuation } ?? false
  }

  /// Whether `written` holds the paragraph's input lines as they were: then it reads back as it did.
  private static func writtenMatchesInput(
    of plan: ParagraphPlan, _ lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, _ written: ArraySlice<UInt8>,
    newline: [UInt8]
  ) -> Bool {
    written.withUnsafeBufferPointer { written in
      var position = 0
      for member in plan.lines {
        let line = UnsafeBufferPointer(rebasing: text[lines[member].range])
        if member > plan.lines.lowerBound {
          guard written[position...].starts(with: newline) else { return false }
          position += newline.count
        }
        guard written.count - position >= line.count,
          ByteSearch.equal(UnsafeBufferPointer(rebasing: written[position..<(position + line.count)]), line)
        else { return false }
        position += line.count
      }
      return position == written.count
    }
  }

  /// Whether the `lineCount` lines written for `plan` read back as it: at once (``ReadBackCheck``), or, where they
  /// group otherwise or `formatsAgain` asks, formatted again after their context without a change.
  private func readsBack(
    _ written: ArraySlice<UInt8>, in output: [UInt8], lineCount: Int, previous: (bytes: Range<Int>, lines: Int)?,
    following: Range<Int>?, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, plan: ParagraphPlan,
    first: DocumentLine, formatsAgain: Bool, check: inout ReadBackCheck
  ) -> Bool {
    let context = previous.map { output[$0.bytes] }
    // The input lines after the paragraph, line ends and all.
    let after = following.map {
      text[lines[$0.lowerBound].range.lowerBound..<lines[$0.upperBound - 1].range.upperBound]
    }
    switch check.read(
      written, lineCount: lineCount, previous: context, previousCount: previous?.lines ?? 0,
      next: after, nextCount: following?.count ?? 0, nextLine: following.map { lines[$0.lowerBound] }, plan: plan,
      first: first)
    {
    case .same where !formatsAgain || isRecheckingWindow: return true
    case .groupsOtherwise where isRecheckingWindow: return true
    case .changes: return false
    case .same, .groupsOtherwise:
      // Formatted again after the lines it was read after: a line of another kind at the paragraph's start (a rule
      // set alone) changes how the paragraph before it reads, which may then be rewrapped where it was kept.
      // With the check on, so that a paragraph kept in the context is kept again where it would still read back
      // otherwise, and rewrapped (a difference) where the new lines after it let it be.
      isRecheckingWindow = true
      defer { isRecheckingWindow = false }
      // With the line after them too, as it was: how a `>` line reads can depend on the line after it, so without it
      // the window may read as the next run will not.
      let newline = check.lineEnding.bytes
      var window: [UInt8] = []
      if let context {
        window += context
        window += newline
      }
      window += written
      let ours = window.count
      if let after {
        window += newline
        window += after
      }
      let again = window.withUnsafeBufferPointer { formatted(utf8: $0, lineEnding: check.lineEnding).output }
      guard after != nil else { return again == window }
      // The context and the paragraph must come out as they are, ended where they end; the line after may change.
      return again.count >= ours + newline.count && again[..<ours] == window[..<ours]
        && again[ours..<(ours + newline.count)].elementsEqual(newline)
    }
  }
}
