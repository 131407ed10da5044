// Phase: document lines. Finds what a line starts with before its text: the
// indentation, quote and comment markers, and a list bullet, so that a
// paragraph can be rewrapped inside them and they can be written again on
// every line, as par does for quoted mail and comments.

/// The start of one input line: indentation and markers, then an optional bullet, then text.
struct LineLead {
  /// Where the indentation and markers end (the bullet or the text starts), in bytes.
  var markersEnd: Int
  /// Where the text starts, in bytes; equal to `markersEnd` when there is no bullet.
  var textStart: Int
  /// Whether nothing but the lead is on the line.
  var isBlank: Bool
  /// Whether the markers hold a comment leader (`#`, `//`, `--`, `;`, `%`, or `*` inside a block comment).
  var hasCommentLeader = false

  /// Whether the line starts a list item.
  var hasBullet: Bool { textStart > markersEnd }
}

/// Which line starts count as leads.
///
/// The switches are bits of one byte: the rules travel into the line-start
/// rule for every word after a space, and seven separate flags were packed
/// into a register anew at each of those calls.
struct LeadRules: Equatable {
  /// The switches, one bit each (``Switch``).
  private var switches: UInt8
  /// Which of the comment leaders the file's language writes (``CommentLeaders``).
  var commentLeaders = CommentLeaders.all

  /// The bit of each switch.
  private enum Switch {
    static let detectsQuotes: UInt8 = 1 << 0
    static let detectsComments: UInt8 = 1 << 1
    static let starIsCommentLeader: UInt8 = 1 << 2
    static let detectsBullets: UInt8 = 1 << 3
    static let detectsSignatures: UInt8 = 1 << 4
    static let detectsFields: UInt8 = 1 << 5
    static let detectsCommentBlocks: UInt8 = 1 << 6
  }

  /// Rules with each switch as given; by default quotes, comments and bullets are leads.
  init(
    detectsQuotes: Bool = true, detectsComments: Bool = true, commentLeaders: CommentLeaders = .all,
    starIsCommentLeader: Bool = false, detectsBullets: Bool = true, detectsSignatures: Bool = false,
    detectsFields: Bool = false, detectsCommentBlocks: Bool = false
  ) {
    self.commentLeaders = commentLeaders
    switches = 0
    self.detectsQuotes = detectsQuotes
    self.detectsComments = detectsComments
    self.starIsCommentLeader = starIsCommentLeader
    self.detectsBullets = detectsBullets
    self.detectsSignatures = detectsSignatures
    self.detectsFields = detectsFields
    self.detectsCommentBlocks = detectsCommentBlocks
  }

  /// Quote markers (`>`) are part of the lead (on by default).
  var detectsQuotes: Bool {
    get { switches & Switch.detectsQuotes != 0 }
    set { set(Switch.detectsQuotes, newValue) }
  }
  /// Comment leaders (`#`, `//`, `--`, `;`, `%`) are part of the lead (on by default).
  var detectsComments: Bool {
    get { switches & Switch.detectsComments != 0 }
    set { set(Switch.detectsComments, newValue) }
  }
  /// A lone `*` is a comment leader, as inside a C block comment, rather than a bullet.
  var starIsCommentLeader: Bool {
    get { switches & Switch.starIsCommentLeader != 0 }
    set { set(Switch.starIsCommentLeader, newValue) }
  }
  /// List bullets (`-`, `*`, `+`, `•`, `1.`, `1)`, `3.2.1.`) start a paragraph with a hanging indent (on by default).
  var detectsBullets: Bool {
    get { switches & Switch.detectsBullets != 0 }
    set { set(Switch.detectsBullets, newValue) }
  }
  /// A line of `-- ` alone starts a mail signature (see ``PrefixKinds/signatures``).
  var detectsSignatures: Bool {
    get { switches & Switch.detectsSignatures != 0 }
    set { set(Switch.detectsSignatures, newValue) }
  }
  /// Lines in a row that start with a field's name are header fields (see ``PrefixKinds/fields``).
  var detectsFields: Bool {
    get { switches & Switch.detectsFields != 0 }
    set { set(Switch.detectsFields, newValue) }
  }
  /// Lines in a row that start with the same `//`, `--`, `;` or `%` are a comment block (see
  /// ``PrefixKinds/commentBlocks``).
  var detectsCommentBlocks: Bool {
    get { switches & Switch.detectsCommentBlocks != 0 }
    set { set(Switch.detectsCommentBlocks, newValue) }
  }

  /// Turns the switch `bit` on or off.
  private mutating func set(_ bit: UInt8, _ on: Bool) {
    switches = on ? switches | bit : switches & ~bit
  }
}

extension LineLead {
  /// Scans the lead of `line`, which has no line end.
  init(_ line: UnsafeBufferPointer<UInt8>, rules: LeadRules) {
    var index = LineLead.skipBlanks(line, from: 0)
    var hasCommentLeader = false
    var markers = 0
    while let after = LineLead.marker(line, at: index, rules: rules) {
      // Past the first marker, three or more `-` or `#` are a rule written after it (`// ---`, `% ####`): text, kept
      // once, not a second leader that every wrapped line would repeat.
      if markers > 0, after - index >= 3, line[index] == UInt8(ascii: "-") || line[index] == UInt8(ascii: "#") {
        break
      }
      markers += 1
      if !QuoteMarkers.isMarker(line[index]) { hasCommentLeader = true }
      index = LineLead.skipBlanks(line, from: after)
    }
    self.hasCommentLeader = hasCommentLeader
    markersEnd = index
    textStart = index
    // A bullet with nothing after it makes the line blank: joined to the next line it would become a list item.
    if rules.detectsBullets, let after = LineLead.bullet(line, at: index) {
      textStart = LineLead.skipBlanks(line, from: after)
    }
    isBlank = LineLead.skipBlanks(line, from: textStart) == line.count
  }

  /// Whether `name` (with its colon) is a commit trailer's, which names a person: `Signed-off-by:`, `Acked-by:`,
  /// `Co-authored-by:`, any name that ends in `-by:`.
  ///
  /// Git reads a commit message's last lines of this kind as trailers, one
  /// to a line, and a lone `Signed-off-by:` is the most common of them, so
  /// one such line is a record on its own, where other field names need a
  /// second line beside them (``PrefixKinds/fields``).
  static func isTrailerName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    guard name.count > 4 else { return false }
    let end = name.count
    return name[end - 1] == UInt8(ascii: ":") && name[end - 2] | 0x20 == UInt8(ascii: "y")
      && name[end - 3] | 0x20 == UInt8(ascii: "b") && name[end - 4] == UInt8(ascii: "-")
  }

  /// Where the header field's name at `start` ends, after its colon, if a blank or the line's end follows: a capital
  /// letter, then letters, digits and hyphens (`Signed-off-by:`); nil otherwise.
  static func fieldNameEnd(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < line.count, line[start] >= UInt8(ascii: "A") && line[start] <= UInt8(ascii: "Z") else {
      return nil
    }
    var index = start + 1
    // RFC 5322 allows longer names; none in use is near this, and prose rarely starts with a longer word.
    while index < line.count && index - start < 64 {
      let byte = line[index] | 0x20
      guard
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (line[index] >= UInt8(ascii: "0")
            && line[index] <= UInt8(ascii: "9"))
          || line[index] == UInt8(ascii: "-")
      else { break }
      index += 1
    }
    guard index < line.count, line[index] == UInt8(ascii: ":") else { return nil }
    return endsOrBlank(line, at: index + 1) ? index + 1 : nil
  }

  /// A space, a tab, or the CR of a CR LF: what may stand between markers, and what a blank line holds.
  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

  private static func skipBlanks(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < line.count && isBlank(line[index]) { index += 1 }
    return index
  }

  /// Whether the line ends or a blank follows at `index`.
  private static func endsOrBlank(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index == line.count || isBlank(line[index])
  }

  /// The end of a quote or comment marker at `index`, if one is there.
  ///
  /// `>` needs nothing after it (mail writes `>>text`); comment leaders need a
  /// blank or the line end after them, so `#include` or `--flag` is text.
  private static func marker(_ line: UnsafeBufferPointer<UInt8>, at index: Int, rules: LeadRules) -> Int? {
    guard index < line.count else { return nil }
    let byte = line[index]
    if QuoteMarkers.isMarker(in: line, at: index) { return rules.detectsQuotes ? index + 1 : nil }
    guard rules.detectsComments else { return nil }
    var end = index
    while end < line.count && line[end] == byte { end += 1 }
    let run = end - index
    switch byte {
    case UInt8(ascii: "#"): guard rules.commentLeaders.contains(.hash) else { return nil }
    case UInt8(ascii: ";"): guard rules.commentLeaders.contains(.semicolons) else { return nil }
    case UInt8(ascii: "%"): guard rules.commentLeaders.contains(.percent) else { return nil }
    case UInt8(ascii: "/"): guard run >= 2, rules.commentLeaders.contains(.slashes) else { return nil }
    case UInt8(ascii: "-"): guard run >= 2, rules.commentLeaders.contains(.dashes) else { return nil }
    case UInt8(ascii: "*"): guard rules.starIsCommentLeader && run == 1 else { return nil }
    default: return nil
    }
    // `//!` and `///` are Rust and Swift doc comments.
    if byte == UInt8(ascii: "/") && end < line.count && line[end] == UInt8(ascii: "!") { end += 1 }
    return endsOrBlank(line, at: end) ? end : nil
  }

  /// The end of a list bullet at `index`, if one is there: a blank or the line end must follow it.
  private static func bullet(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    guard index < line.count else { return nil }
    let byte = line[index]
    var end = index
    if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") {
      end = index + 1
    } else if byte == 0xE2 && index + 2 < line.count && line[index + 1] == 0x80 && line[index + 2] == 0xA2 {
      end = index + 3  // U+2022 BULLET is E2 80 A2.
    } else {
      // Numbers, one level or several (`1.`, `2)`, `3.2.1.`, `1.2)`, as tables of contents number their lines): each
      // level's digits end with a dot, and the last level's with a dot or a parenthesis.
      while true {
        let digitsStart = end
        while end < line.count && end - digitsStart < 9 && line[end] >= UInt8(ascii: "0")
          && line[end] <= UInt8(ascii: "9")
        {
          end += 1
        }
        guard end > digitsStart, end < line.count, line[end] == UInt8(ascii: ".") || line[end] == UInt8(ascii: ")")
        else { return nil }
        end += 1
        // Another level follows only a dot, and only digits start one.
        guard line[end - 1] == UInt8(ascii: "."), end < line.count, line[end] >= UInt8(ascii: "0"),
          line[end] <= UInt8(ascii: "9")
        else { break }
      }
    }
    return endsOrBlank(line, at: end) ? end : nil
  }
}
