// Documents: what a change sent as the whole text touched. Clients send the
// whole text when they sync documents in full, and many apply a formatting
// edit by sending the document back; read as "everything changed", each such
// change made the next lint format the whole document. Comparing the old
// text with the new one from both ends finds the lines left as they were,
// so the change is noted as the range replacement it amounts to.

import ReflowText

/// The lines a change of a document's whole text left as they were, at its start and at its end.
struct WholeTextChange: Equatable {
  /// The first byte that may differ: every byte before it is the same in both texts.
  var firstByte: Int
  /// The first line that may differ (text or line end), in the old text's lines.
  var firstLine: Int
  /// How many lines at the end are the same, their text and their line ends.
  var linesAfter: Int

  /// What replacing `old`, whose lines are `lines`, by `new` changed; with no difference, nothing (the old text's
  /// end, its line count and all its lines).
  init(from old: UnsafeBufferPointer<UInt8>, lines: LineStarts, to new: UnsafeBufferPointer<UInt8>) {
    let shorter = min(old.count, new.count)
    let prefix =
      shorter == 0 ? 0 : ByteSearch.commonPrefixLength(old.baseAddress!, new.baseAddress!, limit: shorter)
    guard prefix < old.count || prefix < new.count else {
      self.init(firstByte: old.count, firstLine: lines.count, linesAfter: lines.count)
      return
    }
    // The bytes at both ends are compared apart: the part after the prefix in the shorter text bounds the suffix.
    var suffix = 0
    while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    // Its lines as a range replacement's would be (``OpenDocument/apply(_:version:encoding:)``), but that the line
    // before the first difference counts as changed: a CR there may have become a CR LF's, a line end of another
    // kind, with the line's text the same.
    self.init(
      firstByte: prefix, firstLine: lines.line(containing: max(0, prefix - 1)),
      linesAfter: lines.count - 1 - lines.line(containing: old.count - suffix))
  }

  init(firstByte: Int, firstLine: Int, linesAfter: Int) {
    self.firstByte = firstByte
    self.firstLine = firstLine
    self.linesAfter = linesAfter
  }
}
