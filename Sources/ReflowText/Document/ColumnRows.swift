// Phase: the whole document. A paragraph whose lines line up in columns is a
// table, not prose (`ls -l`, `psql`, a README's list of options with their
// descriptions aligned): joined, its cells run together and the columns are
// lost. Such a paragraph is kept as written, silently, as records are.

/// Tells a paragraph of rows set in columns from prose.
///
/// A column starts where text follows a gap inside a line: two blanks or
/// more, or a tab, or a `|` between blanks (`id | name`). Two lines in a row
/// whose columns start at the same display columns are rows of a table
/// (``Row/linesUp(with:)``), when nothing follows them in the paragraph or
/// one of the next two lines up with them too. A table opens its paragraph,
/// or follows one line that introduces it (`Files:`); a separator of dashes
/// (`----+----`, `----  ----`) may stand between the rows. Two blanks after
/// a sentence's end (fmt's `-u`, GNU's style) start no column, so prose that
/// keeps them still wraps; nor are lines a table where one ends inside a
/// word that the next goes on with, as a wrap leaves them.
///
/// Only a paragraph whose first line (or the line after an introduction)
/// holds a gap reads further, so prose costs one scan of its first line.
enum ColumnRows {
  /// Where one line's columns start and end, and what tells it from a line of justified prose.
  struct Row {
    /// The display columns at which text follows a gap.
    var starts: [Int] = []
    /// The display columns at which a gap follows text: where right-aligned cells (numbers, as `free` prints them)
    /// line up.
    var ends: [Int] = []
    /// The widest gap, in blanks; a tab or a `|` counts as wider than any justification makes.
    var widestGap = 0
    /// The narrowest run of blanks between words, gap or not.
    var narrowestRun = Int.max
    /// The widest run of blanks between words, gap or not.
    var widestRun = 0
    /// The line's display width.
    var width = 0

    var isEmpty: Bool { starts.isEmpty }

    /// Whether the line reads as justified: its words spread by runs of blanks that differ by one at most and are
    /// four at most, as a justifier spreads them (cells padded to one width are spread wider), with no `|`.
    var isSpreadEvenly: Bool { widestGap <= 4 && widestRun <= 4 && widestRun - narrowestRun <= 1 }

    /// Whether this row and `other` line up as rows of one table.
    ///
    /// Two lines of one width whose words are spread evenly are justified
    /// prose. Where either row has a gap of four blanks or more, a tab or a
    /// `|`, one column starting (or ending, for cells aligned right) at the
    /// same place is enough: cells of mixed alignment (`fdisk -l`'s) line up
    /// only in places. Where both rows' gaps are two or three blanks, as
    /// justified prose leaves them, one gap often falls at the next line's
    /// by chance: then all columns must line up.
    func linesUp(with other: Row) -> Bool {
      guard !isEmpty, !other.isEmpty else { return false }
      if width == other.width && isSpreadEvenly && other.isSpreadEvenly { return false }
      if widestGap <= 3 && other.widestGap <= 3 { return starts == other.starts || ends == other.ends }
      return starts.contains(where: other.starts.contains) || ends.contains(where: other.ends.contains)
    }
  }

  /// Whether the lines `members` of `lines`, one paragraph, are rows set in columns.
  static func holdsColumns(
    _ members: Range<Int>, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, widths: WidthOptions
  ) -> Bool {
    guard members.count >= 2 else { return false }
    var index = members.lowerBound
    if !mayHoldGap(lines[index], in: text) {
      // A line that introduces the table (`The files:`), then the table.
      guard lines[index].endsWithColon(in: text), members.count >= 3, mayHoldGap(lines[index + 1], in: text) else {
        return false
      }
      index += 1
    }
    var next = index + 1
    // A separator under a heading row: dashes, with `+`, `|` or blanks where the columns meet.
    while next < members.upperBound && isSeparator(lines[next], in: text) { next += 1 }
    guard next < members.upperBound else { return next > index + 1 }
    // The columns are measured only where both lines may have some: most prose has no gap in either.
    guard mayHoldGap(lines[next], in: text) else { return false }
    let first = row(of: lines[index], in: text, widths: widths)
    guard !first.isEmpty else { return false }
    // A list item's first line and the lines under it are prose, set apart by the bullet.
    guard lines[index].lead?.hasBullet == false, lines[next].lead?.hasBullet == false else { return false }
    let second = row(of: lines[next], in: text, widths: widths)
    guard first.linesUp(with: second) else { return false }
    // Two rows are a table when nothing follows them; otherwise one of the next two lines must line up with them
    // too (a row may hold a note of its own). Justified prose spread over a narrow measure lines up by chance in two
    // lines, but its last line has no gap.
    var later = next + 1
    var confirmed: Int?
    for _ in 0..<2 {
      while later < members.upperBound && isSeparator(lines[later], in: text) { later += 1 }
      guard later < members.upperBound else {
        if later == next + 1 { confirmed = next }
        break
      }
      let row = row(of: lines[later], in: text, widths: widths)
      if second.linesUp(with: row) || first.linesUp(with: row) {
        confirmed = later
        break
      }
      later += 1
    }
    // Lines where a wrap broke a word, anywhere in the paragraph, are a paragraph's, not rows.
    guard confirmed != nil else { return false }
    return !(members.lowerBound..<(members.upperBound - 1)).contains {
      continuesWord(lines[$0], into: lines[$0 + 1], in: text)
    }
  }

  /// Whether `line` ends inside a word that `next` goes on with, as only a wrap leaves lines: after a soft hyphen, or
  /// between two characters of a script written without spaces (ideographs, kana, Thai).
  static func continuesWord(_ line: DocumentLine, into next: DocumentLine, in text: UnsafeBufferPointer<UInt8>) -> Bool
  {
    guard let nextLead = next.lead else { return false }
    let body = UnsafeBufferPointer(rebasing: text[line.range])
    guard let last = ParagraphContent.lastScalar(of: body) else { return false }
    if last == 0xAD { return true }
    let start = next.range.lowerBound + nextLead.textStart
    guard start < next.range.upperBound, text[start] >= 0xE0 else { return false }
    let (first, _) = decodeScalar(UnsafeBufferPointer(rebasing: text[start..<next.range.upperBound]), at: 0)
    func unspaced(_ scalar: UInt32) -> Bool {
      let properties = CodePointProperties(scalar)
      return properties.isWide || properties.isComplexContext
    }
    return unspaced(last) && unspaced(first)
  }

  /// Whether two text lines open with the same lead, byte for byte.
  private static func sameLead(_ one: DocumentLine, _ other: DocumentLine, in text: UnsafeBufferPointer<UInt8>) -> Bool
  {
    guard let lead = one.lead, let otherLead = other.lead, lead.textStart == otherLead.textStart else { return false }
    return text[one.range.lowerBound..<(one.range.lowerBound + lead.textStart)].elementsEqual(
      text[other.range.lowerBound..<(other.range.lowerBound + lead.textStart)])
  }

  /// Whether the text line at `index` is a row set in columns with the line before or after it under the same lead (a
  /// separator between them aside): asked under `--wrap keep`, whose paragraphs are single lines.
  ///
  /// The two lines are rows of each other, so both are kept as written, or
  /// neither: a run that kept one and respaced the other (`-u`) would read
  /// no table next time.
  static func holdsColumns(
    around index: Int, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>, widths: WidthOptions
  ) -> Bool {
    let this = row(of: lines[index], in: text, widths: widths)
    guard !this.isEmpty else { return false }
    func sameLead(_ other: Int) -> Bool {
      lines.indices.contains(other) && Self.sameLead(lines[index], lines[other], in: text)
    }
    for step in stride(from: -1, through: 1, by: 2) {
      var other = index + step
      while sameLead(other) && isSeparator(lines[other], in: text) { other += step }
      if sameLead(other), this.linesUp(with: row(of: lines[other], in: text, widths: widths)) { return true }
    }
    return false
  }

  /// The columns of `line`; empty when it has no gap.
  ///
  /// A gap is two blanks or more, or a tab, between two characters of its
  /// text, and a `|` between blanks starts a column at itself; a gap after
  /// a sentence's end is none.
  static func row(of line: DocumentLine, in text: UnsafeBufferPointer<UInt8>, widths: WidthOptions) -> Row {
    guard let lead = line.lead else { return Row() }
    return row(of: UnsafeBufferPointer(rebasing: text[line.range]), textFrom: lead.textStart, widths: widths)
  }

  /// Whether `line`, a paragraph of one line, is a row of the table whose last line is `above`, a line already
  /// written (read with its leading blanks as its lead).
  ///
  /// A table's row too long for the width stands alone between rows of
  /// other indents (`--help`'s `-b, --escape  print C-style…`), and its
  /// neighbours are paragraphs of their own. The line written above it is
  /// settled, so the next run, reading the same, decides the same.
  static func linesUp(
    _ line: DocumentLine, in text: UnsafeBufferPointer<UInt8>, withWritten above: UnsafeBufferPointer<UInt8>,
    widths: WidthOptions
  ) -> Bool {
    let this = row(of: line, in: text, widths: widths)
    guard !this.isEmpty else { return false }
    var blanks = 0
    while blanks < above.count && (above[blanks] == 0x20 || above[blanks] == 0x09) { blanks += 1 }
    return this.linesUp(with: row(of: above, textFrom: blanks, widths: widths))
  }

  /// The columns of `bytes`, one line whose text starts at `textStart`.
  private static func row(of bytes: UnsafeBufferPointer<UInt8>, textFrom textStart: Int, widths: WidthOptions) -> Row {
    guard textStart < bytes.count, mayHoldGap(UnsafeBufferPointer(rebasing: bytes[textStart...])) else { return Row() }
    // The column at `end`, measured on from the last one asked for: one pass over the line.
    var measuredEnd = 0
    var measuredColumn = 0
    func column(_ end: Int) -> Int {
      measuredColumn = TabColumns.column(
        after: UnsafeBufferPointer(rebasing: bytes[measuredEnd..<end]), from: measuredColumn, widths: widths)
      measuredEnd = end
      return measuredColumn
    }
    var row = Row()
    var index = textStart
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "|") else {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "|") {
        if index > textStart && bytes[index - 1] == 0x20 && index + 1 < bytes.count && bytes[index + 1] == 0x20 {
          row.starts.append(column(index))
          row.widestGap = Int.max
        }
        index += 1
        continue
      }
      // A run of blanks: a gap when it holds a tab or two blanks, sits between two characters of text, and follows
      // no sentence's end.
      let runStart = index
      var hasTab = false
      while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) {
        if bytes[index] == 0x09 { hasTab = true }
        index += 1
      }
      if runStart > textStart && index < bytes.count {
        let run = hasTab ? Int.max : index - runStart
        row.narrowestRun = Swift.min(row.narrowestRun, run)
        row.widestRun = Swift.max(row.widestRun, run)
      }
      guard hasTab || index - runStart >= 2, runStart > textStart, index < bytes.count,
        bytes[index] != UInt8(ascii: "|"),
        !SentenceEnds.endsByPunctuation(UnsafeBufferPointer(rebasing: bytes[textStart..<runStart]))
      else { continue }
      row.ends.append(column(runStart))
      row.starts.append(column(index))
      row.widestGap = Swift.max(row.widestGap, hasTab ? Int.max : index - runStart)
    }
    if !row.starts.isEmpty { row.width = column(bytes.count) }
    return row
  }

  /// Whether the text of `line`, after its lead, may hold a gap (``mayHoldGap(_:)``).
  private static func mayHoldGap(_ line: DocumentLine, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let lead = line.lead else { return false }
    return mayHoldGap(
      UnsafeBufferPointer(rebasing: text[(line.range.lowerBound + lead.textStart)..<line.range.upperBound]))
  }

  /// Whether `bytes` holds two spaces in a row that follow no sentence's end, a tab (or another control character)
  /// or a `|`: where a column may start.
  static func mayHoldGap(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while let found = ByteSearch.firstGapCandidate(in: bytes, from: index) {
      // Two spaces after a sentence's end are no gap, and GNU's texts hold them on nearly every line.
      guard bytes[found] == 0x20, followsSentenceEnd(bytes, spaceAt: found) else { return true }
      index = found + 1
      while index < bytes.count && bytes[index] == 0x20 { index += 1 }
    }
    return false
  }

  /// Whether the run of spaces holding `position` follows a sentence's end (``ReflowUnicode/SentenceEnds``, punctuation
  /// mode), or opens `bytes`: no gap either way.
  private static func followsSentenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, spaceAt position: Int) -> Bool {
    var start = position
    while start > 0 && bytes[start - 1] == 0x20 { start -= 1 }
    return start == 0 || SentenceEnds.endsByPunctuation(UnsafeBufferPointer(rebasing: bytes[..<start]))
  }

  /// Whether `line` is a table's separator: dashes or `=`, with `+`, `|`, `:` or blanks where columns meet.
  private static func isSeparator(_ line: DocumentLine, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let lead = line.lead else { return false }
    let body = text[(line.range.lowerBound + lead.textStart)..<line.range.upperBound]
    return body.contains(UInt8(ascii: "-")) || body.contains(UInt8(ascii: "="))
      ? body.allSatisfy {
        $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "|")
          || $0 == UInt8(ascii: ":") || LineLead.isBlank($0)
      } : false
  }
}
