// Phase: the whole document. A command's help lists its options a line each,
// the option first and its description after a gap (`tar --help`, `ls
// --help`); where a long option pushes a description past the others'
// column, the rows no longer line up, and joined as prose, each option lands
// in the middle of the line above. A paragraph whose every line opens with
// an option is such a list, and kept as written, silently.

/// Tells a list of a command's options from prose.
enum OptionList {
  /// Whether the lines `members` of `lines`, one paragraph, are two lines or more that each open with an option
  /// after their lead, `-` and a letter or digit (`-c`, `-1`) or `--` and one (`--create`), under at most one line
  /// that introduces them (`tar defaults to:`).
  ///
  /// Prose puts a word first on most of its lines, and an option on one by chance, not on all; a unified diff's
  /// removed lines (`-line`) read as such a list too, and are as well kept as they stand.
  static func holds(_ members: Range<Int>, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>) -> Bool {
    var rows = members
    if members.count >= 3, !opensWithOption(lines[members.lowerBound], in: text),
      endsWithColon(lines[members.lowerBound], in: text)
    {
      rows = (members.lowerBound + 1)..<members.upperBound
    }
    guard rows.count >= 2 else { return false }
    for index in rows where !opensWithOption(lines[index], in: text) { return false }
    return true
  }

  /// Whether `line`'s text, after its lead, opens with an option.
  private static func opensWithOption(_ line: DocumentLine, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let lead = line.lead else { return false }
    var start = line.range.lowerBound + lead.textStart
    guard start < line.range.upperBound, text[start] == UInt8(ascii: "-") else { return false }
    start += 1
    if start < line.range.upperBound && text[start] == UInt8(ascii: "-") { start += 1 }
    return start < line.range.upperBound && isLetterOrDigit(text[start])
  }

  /// Whether `line` ends with `:`, trailing blanks aside: a line that introduces what follows.
  private static func endsWithColon(_ line: DocumentLine, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = line.range.upperBound
    while end > line.range.lowerBound && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
    return end > line.range.lowerBound && text[end - 1] == UInt8(ascii: ":")
  }

  /// Whether `byte` is an ASCII letter or digit.
  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
  }
}
