// Phase: segments to segments, with the line width known. Words a reader
// copies or types as they are (a URL, an e-mail address, an option name, a
// rule line) are never cut: a cut URL no longer works when copied, and a
// refill reads the line end as a space inside it. Such a word goes on a line
// of its own and runs past the width, as fmt lets every long word run.

/// Words that must stay whole, and how to keep them so in a paragraph's segments.
package enum WholeWords {
  /// Whether `word` (the bytes between two spaces) must stay whole.
  ///
  /// That is, after any opening brackets and quotes:
  /// - a URL: a scheme and `://` (`https://`, `git+ssh://`), or `www.` or `mailto:` at its start;
  /// - an e-mail address: a name, `@`, and a domain with a dot;
  /// - an option name: `--` or `-` and a letter, then letters, digits and hyphens, with an optional `=value`;
  /// - a rule (``HorizontalRules/isRule(_:)``).
  ///
  /// A word holding a wide character (CJK, Hangul, emoji) is never whole:
  /// Chinese and Japanese write URLs inside sentences without spaces, and the
  /// whole sentence would become one unbreakable word.
  package static func mustStayWhole(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard word.count >= 2, !word.contains(where: { $0 >= 0xE0 }) else { return false }
    var start = 0
    while start < word.count && isOpening(word[start]) { start += 1 }
    let body = UnsafeBufferPointer(rebasing: word[start...])
    return HorizontalRules.isRule(body) || isOptionName(body) || isURL(body) || isEmailAddress(body)
  }

  /// Joins each run of segments (pieces of one word, with no space between them) that must stay whole into one
  /// segment, where the run is wider than `width` or `everyRun` asks (interior breaks are offered everywhere).
  ///
  /// Returns the starts of the joined segments wider than `width`, in order, for the run rule to leave uncut; the
  /// segments are written only when something is joined. Returns nil when no segment is wider than `width` and
  /// none is a piece of a word, so that neither this nor the run rule has anything to do: one look, for most
  /// paragraphs.
  package static func keep(
    _ segments: inout [TextSegment], in bytes: UnsafeBufferPointer<UInt8>, width: Int, everyRun: Bool
  ) -> [Int32]? {
    let mayHaveWork = segments.withUnsafeBufferPointer { all in
      all.contains { Int($0.width) > width || $0.next == .allowed || $0.next == .afterHyphen }
    }
    guard mayHaveWork else { return nil }
    var whole: [Int32] = []
    var index = 0
    var written = 0
    var changed = false
    while index < segments.count {
      var end = index
      var runWidth = Int(segments[index].width)
      while end + 1 < segments.count, links(segments[end], segments[end + 1]) {
        end += 1
        runWidth += Int(segments[end].width)
      }
      let wide = runWidth > width
      if (wide || (everyRun && end > index)),
        mustStayWhole(UnsafeBufferPointer(rebasing: bytes[Int(segments[index].start)..<Int(segments[end].end)]))
      {
        if wide { whole.append(segments[index].start) }
        var joined = segments[index]
        joined.end = segments[end].end
        joined.width = Int32(runWidth)
        joined.next = segments[end].next
        if end > index { changed = true }
        if changed { segments[written] = joined }
        written += 1
      } else {
        if changed { for moved in index...end { segments[written + moved - index] = segments[moved] } }
        written += end - index + 1
      }
      index = end + 1
    }
    if changed { segments.removeLast(segments.count - written) }
    return whole
  }

  /// Whether `first` and `second` are pieces of one word: a break without a space lies between them.
  private static func links(_ first: TextSegment, _ second: TextSegment) -> Bool {
    (first.next == .allowed || first.next == .afterHyphen) && first.end == second.start
  }

  private static func isOpening(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "<")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// `--name` or `-n`, the name of letters, digits and hyphens, then `=` and a value or nothing.
  private static func isOptionName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < word.count && index < 2 && word[index] == UInt8(ascii: "-") { index += 1 }
    guard index > 0, index < word.count, isLetter(word[index]) else { return false }
    while index < word.count, isLetter(word[index]) || isDigit(word[index]) || word[index] == UInt8(ascii: "-") {
      index += 1
    }
    return index == word.count || word[index] == UInt8(ascii: "=") || isTrailingPunctuation(word[index...])
  }

  /// Closing brackets, quotes and sentence punctuation only: what may follow a word in prose.
  private static func isTrailingPunctuation(_ rest: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    rest.allSatisfy { ")]}>\"'.,;:!?".utf8.contains($0) }
  }

  /// A scheme and `://`, or `www.` or `mailto:` at the start.
  private static func isURL(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    if hasPrefix(word, "www.") || hasPrefix(word, "mailto:") { return word.count > 7 }
    // The scheme: a letter, then letters, digits, `+`, `-` and `.` (RFC 3986).
    guard let first = word.first, isLetter(first) else { return false }
    var index = 1
    while index < word.count,
      isLetter(word[index]) || isDigit(word[index]) || "+-.".utf8.contains(word[index])
    {
      index += 1
    }
    guard word.count - index > 3, word[index] == UInt8(ascii: ":"), word[index + 1] == UInt8(ascii: "/"),
      word[index + 2] == UInt8(ascii: "/")
    else { return false }
    return true
  }

  /// A name, `@`, then a domain with a dot that is neither its first nor its last character.
  private static func isEmailAddress(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let at = word.firstIndex(of: UInt8(ascii: "@")), at > 0 else { return false }
    let local = word[..<at]
    guard local.allSatisfy({ isLetter($0) || isDigit($0) || "._%+-".utf8.contains($0) }) else { return false }
    var domainEnd = word.count
    while domainEnd > at + 1 && isTrailingPunctuation(word[(domainEnd - 1)...]) { domainEnd -= 1 }
    let domain = word[(at + 1)..<domainEnd]
    guard let dot = domain.firstIndex(of: UInt8(ascii: ".")), dot > at + 1, dot < domainEnd - 1 else { return false }
    return domain.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
  }

  private static func hasPrefix(_ word: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
    guard word.count >= prefix.utf8CodeUnitCount else { return false }
    for offset in 0..<prefix.utf8CodeUnitCount where word[offset] | 0x20 != prefix.utf8Start[offset] | 0x20 {
      return false
    }
    return true
  }
}
