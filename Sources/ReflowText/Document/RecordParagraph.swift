// Phase: the whole document. A paragraph whose every line holds one item is a
// list of records (a requirements file, a word list, a list of names), not
// prose, and is kept as written, silently: joined, `requests` and
// `flask>=2` become one line that pip rejects.

/// Tells a paragraph of records from prose.
///
/// A record paragraph has two lines or more, and its every line holds a
/// single item after its lead:
/// - one word with no blank in it, whatever it is made of (`requests`,
///   `flask>=2`, `Zoë`, `/etc/fonts/fonts.conf`, `main()`, `{`, `=>`), but
///   not with a character of a script written without spaces (ideographs,
///   kana, Thai, emoji), whose lines a wrap ends anywhere, and not ending
///   where a wrap breaks inside a word (`-`, `/`, a soft hyphen) unless it
///   is the paragraph's last line: the next line would continue the word;
/// - such a word and a comment after it (`flask>=2  # pinned`: `#` and a
///   blank, where `Fixes #123` is prose), or a comment line alone
///   (`# Core`, `#include <x.h>`, but not `#123 fixed` nor `####`), as
///   requirement files and word lists write them; two comment lines alone
///   are prose, a comment wrapped;
/// - an option and its argument (`-r base.txt`, `-e .`), as pip reads them;
/// - a requirement with an environment marker
///   (`requests[socks]~=2.3 ; python_version<"3.8"`): one item, as pip
///   reads it, whose marker starts with one of PEP 508's names;
/// - and never under quote markers, where a refill writes the markers once.
///
/// Prose rarely looks like this: its lines hold several words. A text
/// wrapped so narrow that each line holds one word is the exception, and
/// it is kept as it stands, since a paragraph of one word a line is as
/// often a list (`Introduction` / `Description`, `int` / `main()` / `{`):
/// wrapping at a width too narrow for two words is not undone at a wider
/// one. Code in plain text is text, as fmt reads it: lines of several
/// words at one indent are joined (keep them with `reflow: off`).
enum RecordParagraph {
  /// What one line holds, for the paragraph's decision.
  enum Item {
    /// No single item: the line is prose.
    case none
    /// A single word.
    case word
    /// A single word that ends where a wrap breaks inside a word (`-`, `/`, a soft hyphen): an item only on a
    /// paragraph's last line, since on any other the next line may continue it.
    case openWord
    /// A comment line (`# Core`).
    case comment
    /// A single item in a requirement's syntax.
    case requirement
  }

  /// What the lines of a run hold, line by line, and whether that makes records.
  struct Tally {
    var lines = 0
    var requirements = 0
    var comments = 0

    /// Counts a line, `isLast` when it is the run's last; false when it is prose, and the run with it.
    mutating func take(_ item: Item, isLast: Bool) -> Bool {
      switch item {
      case .none: return false
      case .openWord: if !isLast { return false }
      case .word: break
      case .comment: comments += 1
      case .requirement: requirements += 1
      }
      lines += 1
      return true
    }

    /// Two lines or more, but for two comment lines alone (a comment of prose, wrapped); a comment over an item
    /// (`# Enable C.` over `project(x`) is records, whose join would put the call inside the comment.
    var holdsRecords: Bool {
      lines >= 3 || lines == 2 && comments < 2
    }
  }

  /// Whether the lines `members` of `lines`, one paragraph, are records.
  ///
  /// The first line decides for nearly every paragraph of prose, whose first
  /// line holds a blank within its first few words: the check costs a few
  /// bytes a paragraph.
  static func holdsRecords(
    _ members: Range<Int>, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard members.count >= 2 else { return false }
    var tally = Tally()
    for member in members
    where !tally.take(item(of: lines[member], in: text), isLast: member == members.upperBound - 1) {
      return false
    }
    return tally.holdsRecords
  }

  /// What the text line `line` holds; a line closed by a comment's suffix (`/* word */`, a box's side) is a comment,
  /// which `-q` rewraps, no record.
  static func item(of line: DocumentLine, in text: UnsafeBufferPointer<UInt8>) -> Item {
    guard let lead = line.lead, line.suffixLength == 0 else { return .none }
    // Under quote markers the lines are a reply's, and a refill writes the markers once: a marker glued to a word
    // (`>x`) would read as part of it on every kept line.
    if text[line.range.lowerBound..<(line.range.lowerBound + lead.markersEnd)].contains(where: QuoteMarkers.isMarker) {
      return .none
    }
    // Under a comment leader the lines are a comment's, which the formatter writes one word a line when the width
    // is that narrow: read as records, such a comment would stay narrow at every wider width.
    if text[line.range.lowerBound..<(line.range.lowerBound + lead.textStart)].contains(where: {
      $0 != 0x20 && $0 != 0x09
    }) {
      return .none
    }
    let start = line.range.lowerBound + lead.textStart
    guard start < line.range.upperBound else { return .none }
    return item(UnsafeBufferPointer(rebasing: text[start..<line.range.upperBound]))
  }

  /// The most lines looked at on each side of a line by ``holdsRecords(around:of:in:)``: enough to tell a list.
  static let runLinesAtMost = 64

  /// Whether the text line at `index` belongs to records: the run of text lines around it under the same lead, as
  /// one paragraph of `--wrap keep` (whose paragraphs are single lines) would be grouped without it.
  ///
  /// Asked only about a line that `--wrap keep` would split. The run is read
  /// outwards and stops at its first line of prose, so prose costs a line or two.
  static func holdsRecords(around index: Int, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>) -> Bool {
    let line = lines[index]
    guard let lead = line.lead else { return false }
    let leadBytes = text[line.range.lowerBound..<(line.range.lowerBound + lead.textStart)]
    func sameLead(_ other: DocumentLine) -> Bool {
      guard let otherLead = other.lead, otherLead.textStart == lead.textStart else { return false }
      return text[other.range.lowerBound..<(other.range.lowerBound + otherLead.textStart)].elementsEqual(leadBytes)
    }
    // Whether the line after `member` is in the run, so that `member` is not its last.
    func continues(after member: Int) -> Bool {
      member + 1 < lines.count && member + 1 - index <= runLinesAtMost && sameLead(lines[member + 1])
    }
    var tally = Tally()
    guard tally.take(item(of: line, in: text), isLast: !continues(after: index)) else { return false }
    var before = index - 1
    while before >= 0 && index - before <= runLinesAtMost && sameLead(lines[before]) {
      guard tally.take(item(of: lines[before], in: text), isLast: false) else { return false }
      before -= 1
    }
    var after = index + 1
    while continues(after: after - 1) {
      guard tally.take(item(of: lines[after], in: text), isLast: !continues(after: after)) else { return false }
      after += 1
    }
    return tally.holdsRecords
  }

  /// What `text`, a line's text after its lead, holds.
  static func item(_ text: UnsafeBufferPointer<UInt8>) -> Item {
    var end = text.count
    while end > 0 && isBlank(text[end - 1]) { end -= 1 }
    guard end > 0 else { return .none }
    let line = UnsafeBufferPointer(rebasing: text[..<end])
    // One word alone, whatever it is made of: most lines of prose have a blank early on.
    if !line.contains(where: isBlank) { return soleWord(line) }
    // A comment line, or a directive (`#include`); `#123 fixed the parser` opens with an issue's number, in prose.
    if text[0] == UInt8(ascii: "#") {
      // `#` then a blank, a letter or `!`: `# Core`, `#include`, `#!/bin/sh`; not `#123` nor a run of `#`s.
      guard end > 1 else { return .comment }
      let next = text[1]
      let opens = isBlank(next) || next == UInt8(ascii: "!") || isLetterOrDigit(next) && next > UInt8(ascii: "9")
      return opens && endsWhole(line) ? .comment : .none
    }
    // Most prose is told here, at its first blank: a second word is only an option's argument, a marker or a comment.
    var wordEnd = 0
    while wordEnd < end && !isBlank(text[wordEnd]) { wordEnd += 1 }
    guard wordEnd > 0 else { return .none }
    let word = UnsafeBufferPointer(rebasing: text[..<wordEnd])
    var rest = wordEnd
    while rest < end && isBlank(text[rest]) { rest += 1 }
    let isOption = text[0] == UInt8(ascii: "-") && wordEnd > 1
    let hasMarker = text[wordEnd - 1] == UInt8(ascii: ";") || rest < end && text[rest] == UInt8(ascii: ";")
    let hasComment = rest < end && text[rest] == UInt8(ascii: "#") && (rest + 1 == end || isBlank(text[rest + 1]))
    guard rest == end || isOption || hasMarker || hasComment else { return .none }
    // A word of punctuation alone (`--`, `*`, `>`) is a marker or a dash in prose, no item.
    guard word.contains(where: { isLetterOrDigit($0) || $0 >= 0x80 }) else { return .none }
    if isOption {
      // An option (`-r`, `--index-url`), alone or with one argument (`base.txt`, `.`); `-v,` is prose.
      guard isRecordWord(word) else { return .none }
      var argumentEnd = rest
      while argumentEnd < end && !isBlank(text[argumentEnd]) { argumentEnd += 1 }
      guard argumentEnd == end else { return .none }
      let argument = UnsafeBufferPointer(rebasing: text[rest..<end])
      return rest == end || argument.elementsEqual([UInt8(ascii: ".")]) || isRecordWord(argument)
        ? .requirement : .none
    }
    if hasMarker {
      // A requirement's environment marker: `;` ends the word or starts the rest, and a marker's name follows.
      var marker = rest
      if text[wordEnd - 1] != UInt8(ascii: ";") {
        marker += 1
        while marker < end && isBlank(text[marker]) { marker += 1 }
      }
      let remainder = text[marker..<end]
      return markerNames.contains { remainder.starts(with: $0.utf8) } && endsWhole(line) ? .requirement : .none
    }
    guard isRecordWord(word) else { return .none }
    // A comment opens with `#` and a blank; `#123` after a word is an issue's number in prose (`Fixes #123`).
    return endsWhole(line) ? .requirement : .none
  }

  /// What a word alone on its line is: an item, one only on a paragraph's last line when it ends where a wrap breaks
  /// inside a word, or none when it holds a character of a script written without spaces (``isSpacedScript(_:)``).
  static func soleWord(_ word: UnsafeBufferPointer<UInt8>) -> Item {
    guard isSpacedScript(word) else { return .none }
    switch word[word.count - 1] {
    case UInt8(ascii: "-"), UInt8(ascii: "/"), 0xAD: return .openWord
    default: return hasRequirementSyntax(word) ? .requirement : .word
    }
  }

  /// Whether `word` holds no character of a script written without spaces: no wide character (ideographs, kana,
  /// fullwidth forms, emoji) and none of Thai, Lao, Khmer or Myanmar, where a line end may fall anywhere.
  static func isSpacedScript(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < word.count {
      // Only characters of three or four bytes are wide or of those scripts.
      guard word[index] >= 0xE0 else {
        index += 1
        continue
      }
      let (scalar, length) = decodeScalar(word, at: index)
      let properties = CodePointProperties(scalar)
      if properties.isWide || properties.isComplexContext { return false }
      index += length
    }
    return true
  }

  /// Whether `line` ends with a whole word, and holds no character a wrap may break between.
  ///
  /// A line that ends where a wrap breaks inside a word (a hyphen, a slash,
  /// a soft hyphen's C2 AD) continues that word on the next line, and one
  /// that holds ideographs, kana, Thai or emoji may be broken between two of
  /// them: a refill joins both, so such lines are prose, comments included.
  static func endsWhole(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    switch line[line.count - 1] {
    case UInt8(ascii: "-"), UInt8(ascii: "/"), 0xAD: return false
    default: return !line.contains { $0 >= 0xE0 }
    }
  }

  /// Whether `word` may be a record: no sentence punctuation at its end, no character of three or more UTF-8 bytes
  /// (ideographs, kana, Thai, emoji: scripts written without spaces), and no path outside a URL.
  static func isRecordWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    switch word[word.count - 1] {
    // Sentence punctuation; and where a wrap breaks inside a word (after a hyphen, a slash, a soft hyphen's C2 AD),
    // the line continues a word on the next, which a refill joins.
    case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "-"),
      UInt8(ascii: "/"), 0xAD:
      return false
    default: break
    }
    var slash = false
    var url = false
    for (index, byte) in word.enumerated() {
      if byte >= 0xE0 { return false }
      if byte == UInt8(ascii: "/") {
        slash = true
        if index >= 1 && index + 1 < word.count && word[index - 1] == UInt8(ascii: ":") && word[index + 1] == byte {
          url = true
        }
      }
    }
    return !slash || url
  }

  /// Whether `word` is written as a requirement: a version operator (`==`, `>=`, `~=`, `!=`, `<`, `>`) or extras.
  static func hasRequirementSyntax(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    word.contains {
      $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "[")
        || $0 == UInt8(ascii: "~")
    }
  }

  /// The names a PEP 508 environment marker starts with.
  static let markerNames = [
    "python_version", "python_full_version", "os_name", "sys_platform", "platform_release", "platform_system",
    "platform_version", "platform_machine", "platform_python_implementation", "implementation_name",
    "implementation_version", "extra", "(",
  ]

  /// Whether `byte` is an ASCII letter or digit.
  @inline(__always)
  static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: false
    }
  }

  @inline(__always)
  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
