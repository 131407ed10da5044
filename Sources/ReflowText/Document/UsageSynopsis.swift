// Phase: the whole document, lines classified. A command's synopsis in a help
// text or a script's header is a line of its own, with the lines that go on
// with it: joined with the description under it, `Usage: cut OPTION...
// [FILE]... Print selected parts` reads as one command.

/// A command's synopsis: `Usage: cp [OPTION]... SOURCE DEST`, and the lines under it indented past its start.
///
/// Each of its lines is kept as written. A synopsis is set by hand: its
/// brackets group options and their arguments (`[-c cmd | -m mod]`), and
/// the lines after the first line align with its command (`git`'s, `ssh`'s,
/// argparse's) or list the other forms (`  or:  cp [OPTION]... -t
/// DIRECTORY SOURCE...`). A wrap would break inside a group, and join the
/// description that follows it onto the command's line. The line under the
/// synopsis at its own indent starts the next paragraph, as GNU's `--help`
/// writes one.
enum UsageSynopsis {
  /// `usage:`, matched in any case.
  private static let label = Array("usage:".utf8)

  /// Whether `line`, whose text starts at `textStart`, opens a synopsis: `usage:` in any case, a blank, and more.
  static func opens(_ line: UnsafeBufferPointer<UInt8>, textFrom textStart: Int) -> Bool {
    let after = textStart + label.count
    guard after < line.count, LineLead.isBlank(line[after]) else { return false }
    for (offset, byte) in label.enumerated() where line[textStart + offset] | 0x20 != byte {
      return false
    }
    return line[after...].contains { !LineLead.isBlank($0) }
  }

  /// Whether `line`, a text line whose markers and indentation end at `markersEnd`, goes on with the synopsis whose
  /// first line's markers and indentation are `markers`: the same ones, then more indentation.
  static func continues(
    _ line: UnsafeBufferPointer<UInt8>, markersEnd: Int, synopsisMarkers markers: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    markersEnd > markers.count && line.count > markers.count && LineLead.isBlank(line[markers.count])
      && line[..<markers.count].elementsEqual(markers)
  }
}
