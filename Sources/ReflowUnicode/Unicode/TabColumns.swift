// Phase: width. The one walk over a line's tab stops: leads, rewrapped
// lines, code blocks and CommonMark's block indentation all count columns
// through it, so a tab after wide or non-ASCII text reaches the same stop
// wherever it is read.

/// Columns of one line of text that holds tabs, counted from a given column.
///
/// A tab runs to the next tab stop (``WidthOptions/nextTabStop(after:)``);
/// the text between tabs takes its display width, which the caller may
/// measure its own way (a code block shows control characters as pictures,
/// so they take a column there).
@usableFromInline package enum TabColumns {
  /// The column after `bytes`, one line's text starting at `column`: tabs to tab stops, escape sequences none, every
  /// other grapheme cluster its display width.
  @inlinable package static func column(
    after bytes: UnsafeBufferPointer<UInt8>, from column: Int = 0, widths: WidthOptions
  ) -> Int {
    // Leads and markers are printable ASCII: one column a byte, no cluster rules to apply.
    var reached = column
    for byte in bytes {
      if byte == 0x09 {
        reached = widths.nextTabStop(after: reached)
      } else if byte >= 0x20 && byte < 0x7F {
        reached += 1
      } else {
        return measured(bytes, from: column, widths: widths)
      }
    }
    return reached
  }

  /// The column after `bytes` (an array), one line's text starting at `column`.
  @inlinable package static func column(after bytes: [UInt8], from column: Int = 0, widths: WidthOptions) -> Int {
    bytes.withUnsafeBufferPointer { self.column(after: $0, from: column, widths: widths) }
  }

  /// Appends `bytes`, one line's text starting at `column`, to `output` with each tab replaced by the spaces that
  /// reach its tab stop; returns the column after it.
  @discardableResult
  package static func append(
    _ bytes: UnsafeBufferPointer<UInt8>, from column: Int, widths: WidthOptions, to output: inout [UInt8]
  ) -> Int {
    walk(bytes, from: column, widths: widths) { range in
      let run = UnsafeBufferPointer(rebasing: bytes[range])
      output += run
      return self.column(after: run, widths: widths)
    } tab: { spaces in
      output += repeatElement(0x20, count: spaces)
    }
  }

  /// Walks `bytes` from `column` in runs split at tabs; returns the column after the last run.
  ///
  /// `text` takes each run's range and answers the columns it takes; `tab`
  /// takes each tab's count of spaces to its stop.
  @inline(__always)
  package static func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, from column: Int, widths: WidthOptions, text: (Range<Int>) -> Int,
    tab: (Int) -> Void
  ) -> Int {
    var column = column
    var runStart = 0
    while true {
      let end = ByteSearch.firstIndex(of: 0x09, in: bytes, from: runStart) ?? bytes.count
      if end > runStart { column += text(runStart..<end) }
      guard end < bytes.count else { return column }
      let spaces = widths.nextTabStop(after: column) - column
      tab(spaces)
      column += spaces
      runStart = end + 1
    }
  }

  /// The column after `bytes` by the grapheme rules, for text that is not all printable ASCII.
  @usableFromInline static func measured(_ bytes: UnsafeBufferPointer<UInt8>, from column: Int, widths: WidthOptions)
    -> Int
  {
    var measurer = TextMeasurer(options: widths)
    var reached = column
    VisibleUnits.forEach(bytes, measurer: &measurer) { unit in
      switch unit.kind {
      case .tab: reached = widths.nextTabStop(after: reached)
      case .cluster(let width): reached += width
      case .escape, .newline: break
      }
    }
    return reached
  }
}
