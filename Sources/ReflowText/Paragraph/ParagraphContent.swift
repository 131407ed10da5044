// Phase: input text to paragraph content. Escape sequences are set aside with
// their positions, and each run of spaces, tabs and line ends becomes one
// space, or nothing where a line end joins two wide characters: CSS Text's
// rule for segment breaks, so that joining lines of Chinese or Japanese never
// puts a space between two ideographs.

/// An escape sequence removed from the content, and the content offset it belongs before.
struct RemovedEscape: Hashable {
  var offset: Int32
  var bytes: Range<Int32>
}

/// A space in the content that stands for more than one column of the input.
struct WideSpace: Hashable {
  /// The space's offset in the content.
  var offset: Int32
  /// The columns it takes when the line does not break there.
  var width: Int32
}

/// A paragraph's visible content and the escape sequences taken out of it.
struct ParagraphContent {
  /// The content: no escape sequences, no leading or trailing space, single spaces between words.
  var bytes: [UInt8] = []
  /// The spaces wider than one column, by `spacing`, in order of offset.
  var wideSpaces: [WideSpace] = []
  /// The removed escape sequences, in order; their bytes are in `escapeBytes`.
  var escapes: [RemovedEscape] = []
  var escapeBytes: [UInt8] = []
  /// Whether a scalar at U+3000 or above is present (CJK, Hangul, fullwidth forms, emoji).
  ///
  /// The ASCII and Latin fast path takes almost none of them and would give
  /// up at the first, after segmenting everything before it for nothing, so
  /// such content goes to ICU at once. A lead byte of 0xE3 or more is the test.
  var reachesU3000 = false

  /// Builds the content of the paragraph in `input`.
  init(_ input: UnsafeBufferPointer<UInt8>, spacing: WordSpacing = .collapse, measurer: inout TextMeasurer) {
    bytes.reserveCapacity(input.count)
    var index = 0
    let end = input.count
    var pendingSpace = false
    var pendingLineEnd = false
    // Columns of spaces and tabs in the current run, for `.preserve` and `.sentences`.
    var runColumns: Int32 = 0
    // Escapes met inside a run of spaces: their offset is known once the run is resolved.
    var unplacedEscapes = 0
    // Where the input not yet copied starts: words and the lone spaces between them go in one piece.
    var copyFrom = -1
    while index < end {
      let byte = input[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        // Lone spaces between words were taken with the run before; this starts a run of white space.
        if copyFrom >= 0 {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[copyFrom..<index]))
          copyFrom = -1
        }
        pendingSpace = true
        if byte == 0x0A || byte == 0x0D { pendingLineEnd = true } else { runColumns += 1 }
        index += 1
        continue
      }
      if byte == EscapeSequence.escape, let length = EscapeSequence.length(input, at: index, end: end) {
        if copyFrom >= 0 {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[copyFrom..<index]))
          copyFrom = -1
        }
        // An escape inside a run of spaces belongs to the word after the run.
        let start = Int32(escapeBytes.count)
        escapeBytes.append(contentsOf: input[index..<(index + length)])
        escapes.append(RemovedEscape(offset: Int32(bytes.count), bytes: start..<Int32(escapeBytes.count)))
        if pendingSpace { unplacedEscapes += 1 }
        index += length
        continue
      }
      if pendingSpace && !bytes.isEmpty {
        if !(pendingLineEnd && joinsWithoutSpace(input, at: index, measurer: &measurer)) {
          let width = spaceWidth(spacing, columns: runColumns, hasLineEnd: pendingLineEnd)
          if width != 1 { wideSpaces.append(WideSpace(offset: Int32(bytes.count), width: width)) }
          bytes.append(0x20)
        }
      }
      runColumns = 0
      for waiting in (escapes.count - unplacedEscapes)..<escapes.count { escapes[waiting].offset = Int32(bytes.count) }
      unplacedEscapes = 0
      pendingSpace = false
      pendingLineEnd = false
      // Take the whole run up to the next space or escape at once, with the lone spaces between its words.
      let runStart = index
      var highLead = false
      while index < end {
        // Eight bytes at a time while they hold only word bytes and lone spaces.
        while index + 8 <= end {
          let chunk = UnsafeRawPointer(input.baseAddress! + index).loadUnaligned(as: UInt64.self)
          guard ParagraphContent.holdsOnlyWordsAndLoneSpaces(chunk) else { break }
          if ParagraphContent.holdsLeadByteFromU3000(chunk) { highLead = true }
          index += 8
        }
        guard index < end else { break }
        let next = input[index]
        if next == 0x20 {
          // A lone space between two words is one column under every spacing, and is copied with them.
          guard index + 1 < end && ParagraphContent.isWordByte(input[index + 1]) else { break }
          index += 1
          continue
        }
        if next == 0x09 || next == 0x0A || next == 0x0D || next == EscapeSequence.escape { break }
        if next >= 0xE3 { highLead = true }
        index += 1
      }
      if index == runStart {
        // An escape byte that starts no complete sequence is kept as content.
        index += 1
      }
      if highLead { reachesU3000 = true }
      if copyFrom < 0 { copyFrom = runStart }
    }
    if copyFrom >= 0 { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[copyFrom..<end])) }
  }

  /// Whether eight bytes hold no control byte, no two spaces side by side and no space last.
  ///
  /// Then every space among them is followed by a word byte, so all eight
  /// are copied as they are. Both tests are the exact "has a byte less
  /// than n" and "has a zero byte" bit tricks, which never miss one.
  @inline(__always)
  private static func holdsOnlyWordsAndLoneSpaces(_ chunk: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let hasControl = (chunk &- ones &* 0x20) & ~chunk & highs
    // Zero where a byte is a space; OR-ed with the next byte, zero where two spaces meet or the last is one.
    let spaces = chunk ^ (ones &* 0x20)
    let pairs = spaces | (spaces >> 8)
    let hasPair = (pairs &- ones) & ~pairs & highs
    return hasControl | hasPair == 0
  }

  /// Whether eight bytes hold a lead byte of 0xE3 or more: a scalar at U+3000 or above starts among them.
  ///
  /// A byte with its high bit set is at least 0xE3 when its low seven bits
  /// are at least 0x63, which adding 0x1D carries into the high bit (never
  /// further: at most 0x7F + 0x1D).
  @inline(__always)
  static func holdsLeadByteFromU3000(_ chunk: UInt64) -> Bool {
    let highs: UInt64 = 0x8080_8080_8080_8080
    return ((chunk & ~highs) &+ 0x1D1D_1D1D_1D1D_1D1D) & chunk & highs != 0
  }

  /// Whether a byte belongs to a word: not a space, tab, line end or escape.
  @inline(__always)
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != EscapeSequence.escape
  }

  /// The columns a run of whitespace between two words takes under `spacing`.
  ///
  /// `.sentences` follows GNU fmt's `-u`: a word ending in `.`, `?` or `!`
  /// (then any closing brackets or quotes) ends a sentence when a line end or
  /// at least two spaces follow it, and then gets two spaces.
  private func spaceWidth(_ spacing: WordSpacing, columns: Int32, hasLineEnd: Bool) -> Int32 {
    switch spacing {
    case .collapse: return 1
    case .preserve: return hasLineEnd ? 1 : Swift.max(columns, 1)
    case .sentences: return (hasLineEnd || columns >= 2) && endsSentence() ? 2 : 1
    }
  }

  /// Whether the content so far ends with sentence punctuation, then any closing brackets or quotes.
  private func endsSentence() -> Bool {
    var index = bytes.count - 1
    while index >= 0,
      [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "'"), UInt8(ascii: "\"")].contains(bytes[index])
    {
      index -= 1
    }
    guard index >= 0 else { return false }
    return bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!")
  }

  /// Whether a line end between the content so far and the scalar at `index` disappears.
  ///
  /// It does between two wide characters (CSS Text's rule), and, in plain
  /// text only, in two more places where a line end cannot stand for a space:
  /// after a soft hyphen, which marks a word hyphenated at that line end; and
  /// between two letters of Thai, Lao, Khmer or Myanmar, which put no spaces
  /// between words, so that text Reflow wrapped there refills whole. (CSS turns
  /// that last line end into a space, so Markdown, read by browsers, keeps it.)
  private func joinsWithoutSpace(
    _ input: UnsafeBufferPointer<UInt8>, at index: Int, measurer: inout TextMeasurer
  ) -> Bool {
    if bytes.count >= 2 && bytes[bytes.count - 2] == 0xC2 && bytes[bytes.count - 1] == 0xAD { return true }
    guard input[index] >= 0x80, let last = lastScalar() else { return false }
    let next = decodeScalar(input, at: index).scalar
    return measurer.cache.joinsWithoutSpace(last, next)
      || (measurer.cache.properties(last).isComplexContext && measurer.cache.properties(next).isComplexContext)
  }

  /// The last scalar of the content, if it is not ASCII.
  private func lastScalar() -> UInt32? {
    var start = bytes.count - 1
    guard start >= 0, bytes[start] >= 0x80 else { return nil }
    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return bytes.withUnsafeBufferPointer { decodeScalar($0, at: start).scalar }
  }
}
