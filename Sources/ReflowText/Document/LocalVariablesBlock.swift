// Phase: the whole document. Emacs reads a file's settings from a block near
// its end, `Local Variables:` through `End:`, one setting a line, each behind
// the same prefix (GNU Emacs manual, "Specifying File Variables"). Joined as
// prose, the settings are lost, so the block is kept as written, silently.

/// Tells an Emacs local-variables block from prose.
enum LocalVariablesBlock {
  /// Whether the lines `members` of `lines`, one paragraph, open with a `Local Variables:` line: the block runs to
  /// its `End:` line, and nothing after it in the same paragraph is prose a refill should join to it.
  static func opens(_ members: Range<Int>, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard members.count >= 2, let lead = lines[members.lowerBound].lead else { return false }
    let line = lines[members.lowerBound].range
    let start = line.lowerBound + lead.textStart
    // Emacs matches the words without regard to case.
    guard start < line.upperBound, text[start] | 0x20 == UInt8(ascii: "l") else { return false }
    let opening = "local variables:".utf8
    guard line.upperBound - start >= opening.count else { return false }
    return zip(text[start...], opening).allSatisfy { $0 | 0x20 == $1 | 0x20 }
  }
}
