// Phase: document lines. Lines whose layout is their meaning, kept as written
// as rule lines are: the rows and borders of a text table, box drawing, and a
// Debian changelog's signature line.

/// Lines that are drawn rather than written: a rewrap would cut them.
///
/// A table row cut at the width (`|debian-faq |I:850 |790 |Debian FAQ |`)
/// leaves half a row on the next line, and the table is broken. A Debian
/// changelog's trailer line (` -- Name <mail>  Thu, 12 May 2022 17:05:40
/// +0200`) is read by dpkg-parsechangelog as one line: cut, its `--` is taken
/// for a comment leader and written again before the date. Each is a
/// paragraph of its own, neither cut nor joined.
enum TableLines {
  /// Whether `line`, whose text starts at `start` (after its indentation and markers), is a table's row or border,
  /// box drawing, or a changelog's trailer.
  ///
  /// The first byte of the text decides for nearly every line (`|`, `+`, a
  /// box-drawing character's lead byte, or the trailer's space), so a line of
  /// prose costs two comparisons.
  @inline(__always)
  static func isKept(_ line: UnsafeBufferPointer<UInt8>, textFrom start: Int) -> Bool {
    if line.count > 4 && line[0] == 0x20 && line[1] == UInt8(ascii: "-") && isChangelogTrailer(line) { return true }
    guard start < line.count else { return false }
    switch line[start] {
    case UInt8(ascii: "|"), UInt8(ascii: "+"), 0xE2: return isTableLine(UnsafeBufferPointer(rebasing: line[start...]))
    case 0xC2:
      // No-break spaces indent the Debian Reference's table rows in places; they are no text.
      var index = start
      while index + 1 < line.count && line[index] == 0xC2 && line[index + 1] == 0xA0
        || index < line.count && (line[index] == 0x20 || line[index] == 0x09)
      {
        index += line[index] == 0xC2 ? 2 : 1
      }
      guard index < line.count,
        line[index] == UInt8(ascii: "|") || line[index] == UInt8(ascii: "+") || line[index] == 0xE2
      else { return false }
      return isTableLine(UnsafeBufferPointer(rebasing: line[index...]))
    default: return false
    }
  }

  /// Whether `text` (a line from its first character of text) is framed as a table's line: `|` at both ends (a
  /// row), `+` at both ends with only `-`, `=`, `+` and `:` between (a grid table's border), or starting with a
  /// box-drawing character (U+2500 to U+257F).
  static func isTableLine(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = text.count
    while end > 0 && (text[end - 1] == 0x20 || text[end - 1] == 0x09 || text[end - 1] == 0x0D) { end -= 1 }
    guard end >= 2 else { return false }
    switch text[0] {
    case UInt8(ascii: "|"): return text[end - 1] == UInt8(ascii: "|")
    case UInt8(ascii: "+"):
      guard text[end - 1] == UInt8(ascii: "+") else { return false }
      return text[1..<(end - 1)].allSatisfy {
        $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ":")
      }
    default:
      // U+2500 to U+257F are E2 94 80 to E2 95 BF.
      return end >= 3 && text[0] == 0xE2 && (text[1] == 0x94 || text[1] == 0x95)
    }
  }

  /// Whether `line` is a Debian changelog's trailer: one space, `-- `, the maintainer's name and `<address>` (a mail
  /// address, or a URL in some packages), two spaces (one in old entries), then the date (Debian Policy, section
  /// 4.4).
  static func isChangelogTrailer(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard line.starts(with: [0x20, 0x2D, 0x2D, 0x20]) else { return false }
    var index = 4
    var sawOpening = false
    while index + 2 < line.count {
      if line[index] == UInt8(ascii: "<") { sawOpening = true }
      // Two spaces before the date by the policy; old entries have one.
      if sawOpening && line[index] == UInt8(ascii: ">") && line[index + 1] == 0x20 { return true }
      index += 1
    }
    return false
  }
}
