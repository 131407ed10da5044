// Phase: the whole document. Emacs reads a file's settings from a block near
// its end, `Local Variables:` through `End:`, one setting a line, each behind
// the same prefix (GNU Emacs manual, "Specifying File Variables"). Joined as
// prose, the settings are lost, so the block is kept as written, silently.

/// Tells an Emacs local-variables block from prose.
enum LocalVariablesBlock {
  /// The words that open the block, in lower case: `local variables:`.
  private static let opening: [UInt8] = [
    0x6C, 0x6F, 0x63, 0x61, 0x6C, 0x20, 0x76, 0x61, 0x72, 0x69, 0x61, 0x62, 0x6C, 0x65, 0x73, 0x3A,
  ]

  /// Whether the lines `members` of `lines`, one paragraph, open with a `Local Variables:` line: the block runs to
  /// its `End:` line, and nothing after it in the same paragraph is prose a refill should join to it.
  static func opens(_ members: Range<Int>, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard members.count >= 2, let lead = lines[members.lowerBound].lead else { return false }
    let line = lines[members.lowerBound].range
    let start = line.lowerBound + lead.textStart
    // Emacs matches the words without regard to case.
    guard start < line.upperBound, text[start] | 0x20 == UInt8(ascii: "l") else { return false }
    guard line.upperBound - start >= opening.count else { return false }
    for offset in 0..<opening.count where text[start + offset] | 0x20 != opening[offset] | 0x20 { return false }
    return true
  }
}
