// Phase: written lines to a verdict. The lines a paragraph was rewrapped into
// are read again, as the next run will read them, between the line written
// before them and the line that follows: they must be the same paragraph,
// under the same leads, or the next run would change them. This is plain
// text's counterpart of --markdown's meaning check, and as cheap as reading.

/// Checks that rewrapped paragraphs read back as themselves.
///
/// The rules that choose where lines end keep markers, bullets, field names
/// and rules off a line's start, so most paragraphs pass the first test,
/// which only reads. A paragraph whose lines group differently is formatted
/// once more on its own, as the next run will format it; only when that
/// changes it, or its lines read back as lines of another kind (a field, a
/// rule, a box's side) or join a neighbour, is it kept as written.
struct ReadBackCheck {
  let options: DocumentOptions
  let lineEnding: LineEnding
  /// Reads the lines, as the document's were read; made once, since making one copies the options.
  private let reader: DocumentLineReader
  /// The lines around a paragraph, copied into one buffer for the reader; its storage is reused.
  private var window: [UInt8] = []

  init(options: DocumentOptions, lineEnding: LineEnding) {
    self.options = options
    self.lineEnding = lineEnding
    reader = DocumentLineReader(options: options, lineEnding: lineEnding)
  }

  /// What reading the lines again found.
  enum Verdict {
    /// They read back as the paragraph.
    case same
    /// They group otherwise (into other lines, or under other leads), which the next run may or may not set the
    /// same way: format them again to know.
    case groupsOtherwise
    /// A line reads as another kind (a field, a rule, a box's side), or a neighbour takes the paragraph's lines:
    /// the next run would change them.
    case changes
  }

  /// The input lines after a paragraph that ends before line `end` which its read-back reads: the next line, and
  /// when that is a signature's separator, the lines that decide whether it starts a signature; nil at the end.
  ///
  /// A separator starts a signature only when a few short lines follow it
  /// (``DocumentLineReader/signatureFollows(in:from:depth:)``): read without
  /// them, at a window's end, it always would, and a paragraph joined to it
  /// on the next run would pass the check.
  static func linesAfter(_ end: Int, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    guard end < lines.count else { return nil }
    let next = UnsafeBufferPointer(rebasing: text[lines[end].range])
    guard DocumentLineReader.isSignatureSeparator(next.dropQuoteMarkers()) else { return end..<(end + 1) }
    // The separator, the most lines a signature has, and one more that ends it or shows there are too many.
    return end..<Swift.min(lines.count, end + DocumentLineReader.signatureLinesAtMost + 2)
  }

  /// Reads `written`, the `lineCount` lines written for the paragraph `plan` whose first line was `first`, after
  /// `previous` (the `previousCount` lines written before them, from a line that starts a paragraph: the line
  /// before, or under a crown or tag the whole paragraph before, whose first two lines rule it, or a signature's
  /// separator a few lines up, whose reading depends on the lines after it) and before `next` (the `nextCount`
  /// input lines after the paragraph, ``linesAfter(_:of:in:)``, the first of which read as `nextLine`).
  mutating func read(
    _ written: ArraySlice<UInt8>, lineCount: Int, previous: ArraySlice<UInt8>?, previousCount: Int,
    next: Slice<UnsafeBufferPointer<UInt8>>?, nextCount: Int, nextLine: DocumentLine?, plan: ParagraphPlan,
    first: DocumentLine
  ) -> Verdict {
    let newline = lineEnding.bytes
    let wrap = options.wrap
    window.removeAll(keepingCapacity: true)
    if let previous {
      window += previous
      window.append(bytesOf: newline)
    }
    window += written
    window.append(bytesOf: newline)
    if let next {
      // Ended too, so that an empty line counts as a line.
      window += next
      window.append(bytesOf: newline)
    }
    // Centred and right-aligned lines are read as the next run reads them: their padding dropped first.
    if options.wrap.padsLines, let unpadded = window.withUnsafeBufferPointer(AlignmentPadding.unpadded) {
      window = unpadded
    }
    return window.withUnsafeBufferPointer { text in
      // Read from the state the paragraph was read in: inside a `/* ... */` comment a line ending in ` *` has a
      // box's side, which a window read from scratch would take for a word.
      let lines = reader.lines(
        of: text, insideBlockComment: first.insideBlockComment, expectedLines: previousCount + lineCount + nextCount)
      let offset = previous == nil ? 0 : previousCount

      guard lines.count == offset + lineCount + (next == nil ? 0 : nextCount) else { return .changes }
      // A line of another kind changes the paragraph, but for a rule line: a rule that no neighbour fits beside is
      // set alone on purpose, the paragraph cut in two around it as the next run reads it, which formatting the
      // lines again confirms.
      var verdict = Verdict.same
      var ruleLines: [Int] = []
      for index in offset..<(offset + lineCount) {
        if case .verbatim = lines[index].kind,
          DocumentLineReader.isRuleLine(UnsafeBufferPointer(rebasing: text[lines[index].range]), from: 0)
        {
          verdict = .groupsOtherwise
          ruleLines.append(index)
          continue
        }
        // A comment box's side is padded to its column, so only whether a line has one is compared.
        guard case .text = lines[index].kind, (lines[index].suffixLength > 0) == (first.suffixLength > 0) else {
          return .changes
        }
      }
      // The next line must read as it did: a paragraph's last line is the context the next one is read in (a `>`
      // that continued an indented paragraph's text may read as a quote after a line at another column). A
      // signature's separator comes with the lines that decide it (``linesAfter(_:of:in:)``), so it reads as it did.
      if let nextLine, !Self.readsAlike(lines[offset + lineCount], nextLine) {
        return .changes
      }
      // The window read as the next run reads a document: paragraph after paragraph from its first line, which
      // starts one. The paragraph must start where it did (no paragraph above takes its first line in) and end
      // where it did (it takes the next line in, or a piece of it does).
      var grouping = ParagraphGrouping(
        text: text, lines: lines, shape: options.shape, widths: options.wrap.widths,
        readsPaddedLines: options.wrap.padsLines)
      var index = 0
      var again: ParagraphPlan?
      var starts: [Int] = []
      starts.reserveCapacity(lines.count)
      while index < lines.count {
        starts.append(index)
        guard case .text = lines[index].kind else {
          index += 1
          continue
        }
        let found = grouping.paragraph(startingAt: index)
        if index == offset { again = found }
        index = found.lines.upperBound
      }
      guard starts.contains(offset), next == nil || starts.contains(offset + lineCount) else { return .changes }
      if verdict == .groupsOtherwise {
        // Around a rule set alone, the lines between rules must still read as one paragraph: read as several (under
        // -t, lines of one indent after a rule are each a paragraph), a word of ideographs split at their line end
        // would never be joined again.
        for start in starts where start > offset && start < offset + lineCount {
          guard ruleLines.contains(start) || ruleLines.contains(start - 1) else { return .changes }
        }
        return .groupsOtherwise
      }
      if options.shape == .splitOnly {
        // Every line is a paragraph of its own: the first under the first line's lead, the others under the
        // later lines' lead.
        var verdict = Verdict.same
        if lineCount > 1, Self.rowsInColumns(offset..<(offset + lineCount), of: lines, in: text, wrap: wrap) {
          return .changes
        }
        for index in offset..<(offset + lineCount) {
          let alone = grouping.paragraph(startingAt: index)
          guard alone.lines.count == 1, alone.firstLead == (index == offset ? plan.firstLead : plan.restLead) else {
            return .changes
          }
          // A line past the width is split again on its own, by the rules of a paragraph of one line.
          if TabColumns.column(
            after: UnsafeBufferPointer(rebasing: text[lines[index].range]), widths: options.wrap.widths)
            > options.wrap.width
          {
            verdict = .groupsOtherwise
          }
        }
        return verdict
      }
      // Lines that group into other paragraphs change what the next run reads (a word of ideographs split at
      // their line end would come back as two), whether or not it sets them the same.
      guard let again, again.lines == offset..<(offset + lineCount) else { return .changes }
      if lineCount > 1, Self.rowsInColumns(offset..<(offset + lineCount), of: lines, in: text, wrap: wrap) {
        return .changes
      }
      // Read by other rules (quotes or not, comment leaders or not), the same words may lay out otherwise.
      if lines[offset].rules != first.rules { return .groupsOtherwise }
      guard again.firstLead == plan.firstLead else { return .groupsOtherwise }
      // One line that fits stays one line under any later lines' lead; one past the width may break otherwise.
      if again.restLead != plan.restLead
        && (lineCount > 1
          || TabColumns.column(
            after: UnsafeBufferPointer(rebasing: text[lines[offset].range]), widths: options.wrap.widths)
            > options.wrap.width)
      {
        return .groupsOtherwise
      }
      return .same
    }
  }

  /// Whether the written lines `written` read as rows in columns, their gaps lined up by chance: the next run would
  /// keep them as written, and the paragraph could never be rewrapped again, at any width.
  ///
  /// Justified lines are not asked: spread to one width, a narrow measure's
  /// lines of two words line up as a table's rows would, and the next run
  /// keeps them as they are, which settles.
  private static func rowsInColumns(
    _ written: Range<Int>, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, wrap: TextWrapOptions
  ) -> Bool {
    wrap.alignment != .justified && ColumnRows.holdsColumns(written, of: lines, in: text, widths: wrap.widths)
  }

  /// Whether two readings of one line agree on its kind and on where its markers and its text start.
  private static func readsAlike(_ one: DocumentLine, _ other: DocumentLine) -> Bool {
    switch (one.kind, other.kind) {
    case (.blank, .blank), (.verbatim, .verbatim): return true
    case (.text(let lead), .text(let otherLead)):
      return lead.markersEnd == otherLead.markersEnd && lead.textStart == otherLead.textStart
        && one.suffixLength == other.suffixLength
    default: return false
    }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The line without the quote markers (and the blanks among them) that lead it.
  fileprivate func dropQuoteMarkers() -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: self[DocumentLineReader.quoteDepth(self).rest...])
  }
}
