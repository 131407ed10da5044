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
  /// Makes verbatim the text lines under each synopsis `synopses` names (its first line in `lines`, and where that
  /// line's markers and indentation end): those that go on with it (``continues(_:markersEnd:synopsisMarkers:)``).
  static func keepLinesUnder(
    _ synopses: [(line: Int, markersEnd: Int)], in lines: inout [DocumentLine], of text: UnsafeBufferPointer<UInt8>
  ) {
    for (first, markersEnd) in synopses {
      let start = lines[first].range.lowerBound
      let markers = UnsafeBufferPointer(rebasing: text[start..<(start + markersEnd)])
      var index = first + 1
      while index < lines.count, case .text(let lead) = lines[index].kind, lines[index].suffixLength == 0,
        continues(
          UnsafeBufferPointer(rebasing: text[lines[index].range]), markersEnd: lead.markersEnd,
          synopsisMarkers: markers)
      {
        lines[index].kind = .verbatim
        index += 1
      }
    }
  }

  /// Whether `line`, whose text starts at `textStart`, opens a synopsis: `usage:` in any case, a blank, and more.
  ///
  /// Asked of every text line, so a line is passed over at its first byte
  /// unless that is a `u`.
  @inline(__always)
  static func opens(_ line: UnsafeBufferPointer<UInt8>, textFrom textStart: Int) -> Bool {
    textStart + 7 < line.count && line[textStart] | 0x20 == UInt8(ascii: "u") && opensAfterU(line, textFrom: textStart)
  }

  /// ``opens(_:textFrom:)`` for a line whose text starts with `u` or `U`.
  private static func opensAfterU(_ line: UnsafeBufferPointer<UInt8>, textFrom textStart: Int) -> Bool {
    for (offset, letter) in "sage".utf8.enumerated() where line[textStart + 1 + offset] | 0x20 != letter {
      return false
    }
    let after = textStart + 6
    guard line[after - 1] == UInt8(ascii: ":") else { return false }
    return LineLead.isBlank(line[after]) && line[(after + 1)...].contains { !LineLead.isBlank($0) }
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
