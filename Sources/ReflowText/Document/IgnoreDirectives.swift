// Phase: document lines. What the user marks is left alone: a line
// `reflow: off`, after any comment leader, keeps every line up to the next
// `reflow: on` as written, the two directive lines included.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `reflow: off` and `reflow: on` lines of a plain-text document.
///
/// A directive is a line of its own: indentation, then any comment leader
/// or other punctuation (`#`, `//`, `--`, `;`, `%`, `<!--`, `/*`, `..`),
/// then `reflow:`, blanks, `off` or `on`, then at most blanks and
/// punctuation (`-->`, `*/`). So the same words work in a README, a shell
/// script's comments under `-q`, and an HTML comment, and a sentence that
/// mentions `reflow: off` in its middle is no directive.
///
/// The directives are found by one search of the document for the colon of
/// `reflow:`, so a document without them costs that search alone, far less
/// than a test on each line. A document cut in pieces is read as one: the state at each
/// piece's start comes from ``endsIgnoring(_:startingIgnoring:)`` over the
/// pieces before it, so an off region may span blank lines, batches and
/// threads.
public struct IgnoreDirectives: Sendable {
  /// One directive line: where it starts in the text, and whether it turns formatting off.
  struct Directive: Sendable {
    var lineStart: Int
    var turnsOff: Bool
  }

  /// The directives of the text, in order.
  private(set) var directives: [Directive] = []

  private static let keyword = Array("reflow:".utf8)

  /// The directive lines of `text`, whose lines end with LF, CR LF or CR.
  init(in text: UnsafeBufferPointer<UInt8>) {
    var from = Self.keyword.count - 1
    while from < text.count {
      // The keyword's colon, found by the C library's vectorised search; then the six bytes before it.
      guard let base = text.baseAddress,
        let found = memchr(base + from, Int32(UInt8(ascii: ":")), text.count - from)
      else { break }
      let colon = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      let hit = colon - (Self.keyword.count - 1)
      guard text[hit..<colon].elementsEqual(Self.keyword[..<(Self.keyword.count - 1)]) else {
        from = colon + 1
        continue
      }
      // A line ends at an LF or a CR, so that a classic-Mac document's directives are found in its own bytes too.
      let afterFeed = (ByteSearch.lastIndex(of: 0x0A, in: text, before: hit) ?? -1) + 1
      let lineStart =
        ByteSearch.lastIndex(
          of: 0x0D, in: UnsafeBufferPointer(rebasing: text[afterFeed..<hit]), before: hit - afterFeed
        )
        .map { afterFeed + $0 + 1 } ?? afterFeed
      let lineEnd = ByteSearch.firstLineEnd(in: text, from: hit) ?? text.count
      if let turnsOff = Self.directive(text, lineStart: lineStart, keyword: hit, lineEnd: lineEnd) {
        directives.append(Directive(lineStart: lineStart, turnsOff: turnsOff))
      }
      from = lineEnd + Self.keyword.count
    }
  }

  /// Whether the line holds a directive with its keyword at `keyword`: true for off, false for on, nil for neither.
  private static func directive(
    _ text: UnsafeBufferPointer<UInt8>, lineStart: Int, keyword: Int, lineEnd: Int
  ) -> Bool? {
    // Before the keyword: blanks and punctuation only.
    guard text[lineStart..<keyword].allSatisfy({ isBlank($0) || isPunctuation($0) }) else { return nil }
    var index = keyword + Self.keyword.count
    while index < lineEnd && isBlank(text[index]) { index += 1 }
    let turnsOff: Bool
    if text[index..<lineEnd].starts(with: "off".utf8) {
      turnsOff = true
      index += 3
    } else if text[index..<lineEnd].starts(with: "on".utf8) {
      turnsOff = false
      index += 2
    } else {
      return nil
    }
    // After the word: blanks and punctuation only (`offline` and `on time` are no directives, `off -->` is).
    guard text[index..<lineEnd].allSatisfy({ isBlank($0) || isPunctuation($0) }) else { return nil }
    return turnsOff
  }

  /// The directive lines of `text`, in order: where each starts, and whether it turns formatting off.
  ///
  /// Each line is read on its own, so the directives of a stretch of whole
  /// lines are those of the document in it: a document kept as it is edited
  /// reads again only the lines an edit touched.
  public static func lines(in text: UnsafeBufferPointer<UInt8>) -> [(lineStart: Int, turnsOff: Bool)] {
    IgnoreDirectives(in: text).directives.map { ($0.lineStart, $0.turnsOff) }
  }

  /// Whether a document that starts in the state `ignoring` (inside an off region or not) ends inside one.
  public static func endsIgnoring(_ text: UnsafeBufferPointer<UInt8>, startingIgnoring ignoring: Bool) -> Bool {
    IgnoreDirectives(in: text).directives.last.map(\.turnsOff) ?? ignoring
  }

  /// Where the `reflow: off` regions of `text` lie; a line is kept as written when its start lies in one.
  ///
  /// Each runs from its off line's start to just past its on line's start,
  /// or to the text's end when no on line closes it. It serves front ends
  /// that find their own lines (a source file's comments) and keep what the
  /// user marked the same way.
  public static func offRegions(in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var regions: [Range<Int>] = []
    var openedAt: Int?
    for directive in IgnoreDirectives(in: text).directives {
      if directive.turnsOff {
        if openedAt == nil { openedAt = directive.lineStart }
      } else if let start = openedAt {
        regions.append(start..<(directive.lineStart + 1))
        openedAt = nil
      }
    }
    if let start = openedAt { regions.append(start..<max(text.count, start + 1)) }
    return regions
  }

  @inline(__always)
  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

  /// ASCII punctuation: every printable byte that is no letter, digit or space.
  @inline(__always)
  private static func isPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
    default: false
    }
  }
}
