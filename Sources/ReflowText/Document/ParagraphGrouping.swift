// Phase: lines to paragraphs. Groups text lines whose leads agree, by the
// rules of the chosen shape, and decides the lead each output line gets: the
// first line's own, and one for every line after it.

/// A paragraph found among a document's lines.
struct ParagraphPlan {
  /// The paragraph's lines, as indices into the document's lines.
  var lines: Range<Int>
  /// Written before the first output line.
  var firstLead: [UInt8]
  /// Written before every later output line.
  var restLead: [UInt8]
}

/// Groups text lines into paragraphs.
struct ParagraphGrouping {
  let text: UnsafeBufferPointer<UInt8>
  let lines: [DocumentLine]
  let shape: ParagraphShape
  let widths: WidthOptions
  /// Whether the white space that opens a line was alignment padding, dropped before the lines were read
  /// (``AlignmentPadding``).
  ///
  /// A list item's later lines then have lost the indent that hung them
  /// under its text, and are told from the next paragraph by their markers
  /// alone: every line after a bullet, up to the next bullet or a line
  /// with other markers, is the item's. Read otherwise, an item wrapped
  /// onto a second line would come back as an item and a paragraph.
  let readsPaddedLines: Bool
  /// The leads handed out most recently, newest last: a document repeats a few leads (its indents and
  /// markers) over and over, and handing out the same array again spares allocating a copy each time.
  private var recentLeads: [[UInt8]] = []
  private static let recentLeadsKept = 4

  init(
    text: UnsafeBufferPointer<UInt8>, lines: [DocumentLine], shape: ParagraphShape, widths: WidthOptions,
    readsPaddedLines: Bool = false
  ) {
    self.text = text
    self.lines = lines
    self.shape = shape
    self.widths = widths
    self.readsPaddedLines = readsPaddedLines
  }

  /// What two lines must share to be in one paragraph: their markers (blanks aside) and the column their text starts
  /// at; a line's markers are read from the text when compared (``same(_:_:)``), not copied out of it.
  private struct Signature {
    /// The line, by its index.
    var line: Int
    var textColumn: Int
  }

  /// The paragraph that starts at text line `first`.
  mutating func paragraph(startingAt first: Int) -> ParagraphPlan {
    guard let lead = lines[first].lead else { preconditionFailure("a paragraph starts at a text line") }
    let firstLead = bytes(of: first, upTo: lead.textStart)
    let firstSignature = signature(of: first)
    var end = first + 1
    var restLead: [UInt8]
    switch shape {
    case .sameIndent, .splitOnly:
      if shape == .sameIndent && readsPaddedLines && lead.hasBullet {
        while end < lines.count, let next = lines[end].lead, !next.hasBullet, sameMarkers(end, first) { end += 1 }
      } else if shape == .sameIndent {
        while end < lines.count, let next = lines[end].lead, !next.hasBullet, same(signature(of: end), firstSignature) {
          end += 1
        }
      }
      if end > first + 1 {
        restLead = bytes(of: first + 1, upTo: lines[first + 1].lead!.textStart)
      } else if lead.hasBullet {
        // A list item's later lines hang under its text.
        restLead = bytes(of: first, upTo: lead.markersEnd)
        restLead += repeatElement(0x20, count: firstSignature.textColumn - column(of: first, upTo: lead.markersEnd))
      } else {
        restLead = firstLead
      }
    case .crownMargin, .taggedParagraph:
      let second = end < lines.count ? lines[end].lead : nil
      let secondSignature = second.map { _ in signature(of: end) }
      if let second, let secondSignature, sameMarkers(secondSignature.line, firstSignature.line),
        shape == .crownMargin || secondSignature.textColumn != firstSignature.textColumn
      {
        restLead = bytes(of: end, upTo: second.textStart)
        end += 1
        while end < lines.count, lines[end].lead != nil, same(signature(of: end), secondSignature) { end += 1 }
      } else if shape == .taggedParagraph {
        // fmt's rule for a tag alone: an unindented one hangs by three columns, and an indented one's later lines
        // go to the margin. Under markers, which every line keeps, they hang by three. Either way they stand at
        // another column than the first, so that they read back as the same tagged paragraph.
        restLead =
          markers(of: first).isEmpty && firstSignature.textColumn > 0 ? [] : firstLead + [0x20, 0x20, 0x20]
      } else {
        restLead = firstLead
      }
    }
    return ParagraphPlan(lines: first..<end, firstLead: firstLead, restLead: restLead)
  }

  private mutating func bytes(of line: Int, upTo offset: Int) -> [UInt8] {
    guard offset > 0 else { return [] }
    let start = lines[line].range.lowerBound
    let lead = UnsafeBufferPointer(rebasing: text[start..<(start + offset)])
    if let known = recentLeads.last(where: { $0.elementsEqual(lead) }) { return known }
    let copy = Array(lead)
    if recentLeads.count == Self.recentLeadsKept { recentLeads.removeFirst() }
    recentLeads.append(copy)
    return copy
  }

  private func column(of line: Int, upTo offset: Int) -> Int {
    TabColumns.column(
      after: UnsafeBufferPointer(rebasing: text[lines[line].range.lowerBound...].prefix(offset)), widths: widths)
  }

  private func signature(of line: Int) -> Signature {
    Signature(line: line, textColumn: column(of: line, upTo: lines[line].lead!.textStart))
  }

  /// Whether two signatures are the same: the same markers, the text at the same column.
  private func same(_ one: Signature, _ other: Signature) -> Bool {
    one.textColumn == other.textColumn && sameMarkers(one.line, other.line)
  }

  /// Whether lines `one` and `other` hold the same markers, blanks aside.
  private func sameMarkers(_ one: Int, _ other: Int) -> Bool {
    markers(of: one).elementsEqual(markers(of: other))
  }

  /// The markers of text line `line`, blanks left out, read from the text as they are needed.
  private func markers(of line: Int) -> LazyFilterSequence<Slice<UnsafeBufferPointer<UInt8>>> {
    let start = lines[line].range.lowerBound
    return text[start..<(start + lines[line].lead!.markersEnd)].lazy.filter { $0 != 0x20 && $0 != 0x09 }
  }
}
