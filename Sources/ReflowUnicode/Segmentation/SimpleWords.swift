// Phase: content to segments, the shortest way. Most words of English text
// are printable ASCII followed by one space, and need only their length, their
// shape and the cached answer for the space after them. This loop takes such
// words one after another, with few enough variables that they stay in
// registers, and words with Latin letters or no-break spaces in them by a
// slower reading of their own. Anything else (a character of three bytes or
// more, a word with breaks inside) goes back to the general loop in
// FastSegmentation.swift, which takes that word and then calls this again.

extension TextSegmenter {
  /// Where the general loop and ``simpleWords(_:at:output:spacing:wideSpaces:defersInteriors:into:)`` hand a
  /// paragraph over to each other.
  struct SegmentationPosition {
    /// Where reading is in the text.
    var index: Int
    /// Where writing is in the content.
    var written: Int
    /// The last byte (or representative) of the previous word, zero at the paragraph's start.
    var previousLast: UInt8
  }

  /// Segments simple words from `position` on, as the general loop would, until one is not so simple.
  ///
  /// A word is taken when it is printable ASCII and two-byte characters
  /// the fast path takes (see ``twoByteEntry(_:at:)``), ending in white
  /// space or at the text's end, and it is one segment: plain (see
  /// ``WordShape``), one character long, or left whole until the line width
  /// decides its inner breaks. Its content and the space after it are written as the general
  /// loop writes them (a line end after such a word never joins it to the
  /// next: only wide characters and soft hyphens do, so it is always a
  /// space). It reads text as it comes, writing the
  /// content to `output`, as the general loop does when given one.
  /// `position` is moved past the words taken, and left at the start of the
  /// first word that is not.
  @inline(never)
  func simpleWords(
    _ text: UnsafeBufferPointer<UInt8>, at position: inout SegmentationPosition,
    output: UnsafeMutablePointer<UInt8>, spacing: WordSpacing, wideSpaces: inout [WideSpace],
    defersInteriors: Bool, into segments: inout SegmentBuffer
  ) {
    let count = text.count
    let base = text.baseAddress!
    var index = position.index
    var written = position.written
    var previousLast = position.previousLast
    // Local copies, so that they stay in registers; written back however this returns.
    var buffer = segments
    defer {
      position = SegmentationPosition(index: index, written: written, previousLast: previousLast)
      segments = buffer
    }
    while true {
      // The word, eight bytes at a time, each chunk loaded whole from inside the text.
      var end = index
      var lettersEnd = -1
      while true {
        let chunk = Self.chunk(text, at: end)
        ByteWord.store(chunk, at: output + (written &+ end &- index))
        let (printable, letters) = Self.leadingWordByteCounts(chunk)
        if lettersEnd < 0 && letters < 8 { lettersEnd = end &+ letters }
        end &+= printable
        if printable < 8 { break }
      }
      // What ended the word: a byte of the text, or its end, which stands for white space here.
      var stop = end < count ? base[end] : 0x20
      var width = end &- index
      var last = end > index ? base[end &- 1] : 0
      var plain: Bool
      if stop & 0xE0 == 0xC0 {
        // A character of two bytes (a Latin letter, a no-break space): the word is read again, character by
        // character, out of the way of the words of ASCII.
        guard let word = wordWithTwoByteCharacters(text, from: index, to: output + written) else { return }
        (end, width, last, plain) = word
        stop = end < count ? base[end] : 0x20
      } else {
        guard end > index, Self.isWhiteSpace(stop) else { return }
        plain = width == 1 || lettersEnd >= end
        if !plain {
          var shape = blankShape
          if lettersEnd > index { shape.advance(with: UInt8(ascii: "a")) }
          var cursor = lettersEnd
          while cursor < end && !shape.isSettledNotPlain {
            shape.advance(with: base[cursor])
            cursor &+= 1
          }
          plain = shape.isPlain
        }
      }
      let length = end &- index
      // The white space after the word: one space before a word, or a run to skip.
      var nextWord = end &+ 1
      var runColumns = 1
      var runCrossesLineEnd = false
      if !(stop == 0x20 && nextWord < count && base[nextWord] > 0x20) {
        (nextWord, runCrossesLineEnd, runColumns) = Self.skipWhiteSpace(text, from: end)
      }
      let next: SegmentBreak
      if nextWord >= count {
        next = .end
      } else {
        guard let first = representative(at: nextWord, in: text) else { return }
        if isWordStart(first) {
          next = spaceBreaks(between: last, andWordStart: first) ? .space : .spaceWithoutBreak
        } else {
          guard let breaks = spaceBreaks(after: last, beforeNonWordStartAt: nextWord, in: text) else { return }
          next = breaks ? .space : .spaceWithoutBreak
        }
      }
      guard plain || defersInteriors && keepsWhole(interiorThroughout: true, next: next, after: buffer.last)
      else { return }
      // Offsets and widths fit: the general loop refused paragraphs of Int32.max bytes or more.
      let segment = TextSegment(
        start: Int32(truncatingIfNeeded: written), end: Int32(truncatingIfNeeded: written &+ length),
        width: Int32(truncatingIfNeeded: width), next: next)
      buffer.append(plain ? segment : segment.unasked(after: previousLast))
      previousLast = last
      written &+= length
      index = nextWord
      if next == .end { return }
      // One space is one column under every spacing; a run may be wider.
      if (runColumns != 1 || runCrossesLineEnd) && spacing != .collapse {
        let width = ParagraphContent.spaceWidth(
          spacing, columns: Int32(truncatingIfNeeded: runColumns), hasLineEnd: runCrossesLineEnd,
          after: UnsafeBufferPointer(start: output, count: written))
        if width != 1 { wideSpaces.append(WideSpace(offset: Int32(truncatingIfNeeded: written), width: width)) }
      }
      output[written] = 0x20
      written &+= 1
    }
  }

  /// The word at `start` read character by character, for a word holding characters of two bytes: where it ends,
  /// its columns, its last representative, and whether it is plain.
  ///
  /// Nil unless every character is printable ASCII or a two-byte character
  /// the fast path takes, and white space or the text's end follows. The
  /// content is written to `output` as it goes. A word of one character is
  /// plain whatever it is: it has nothing inside to break at.
  @inline(never)
  func wordWithTwoByteCharacters(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to output: UnsafeMutablePointer<UInt8>
  ) -> (end: Int, width: Int, last: UInt8, plain: Bool)? {
    let base = text.baseAddress!
    var index = start
    var width = 0
    var last: UInt8 = 0
    var shape = blankShape
    var characters = 0
    while index < text.count {
      let byte = base[index]
      if byte > 0x20 && byte < 0x7F {
        output[index - start] = byte
        last = byte
        width += 1
        index += 1
      } else if byte & 0xE0 == 0xC0 && index + 1 < text.count {
        let entry = twoByteEntry(base, at: index)
        guard entry != 0 else { return nil }
        output[index - start] = byte
        output[index - start + 1] = base[index + 1]
        last = UInt8(truncatingIfNeeded: entry)
        width += Int(entry >> 8 & 0xFF)
        index += 2
      } else {
        guard Self.isWhiteSpace(byte) else { return nil }
        break
      }
      shape.advance(with: last)
      characters += 1
    }
    return (index, width, last, shape.isPlain || characters == 1)
  }

  /// What the simple-word loop knows of the two-byte character (U+0080 to U+07FF) at `index`: its representative in
  /// the low byte and its columns in the next, or zero if it leaves the character to the general loop.
  ///
  /// Kept by character in a table, so the properties are looked up once
  /// per character; the table holds ``twoByteUnusable`` for a character the
  /// fast path does not take (a combining mark, say). Every one it takes may
  /// be inside a word, as refinement judges (no two-byte character is wide
  /// or of the classes that are not; a test holds this), so a word of them
  /// is kept whole when it fits, as a word of ASCII is.
  @inline(__always)
  func twoByteEntry(_ base: UnsafePointer<UInt8>, at index: Int) -> UInt32 {
    let second = base[index &+ 1]
    guard second & 0xC0 == 0x80 else { return 0 }
    let scalar = Int(base[index] & 0x1F) << 6 | Int(second & 0x3F)
    let entry = caches.twoByteCharacters.withUnsafeBufferPointer { $0[scalar] }
    if entry == 0 { return learnTwoByteCharacter(scalar) }
    return entry == Self.twoByteUnusable ? 0 : entry
  }

  static var twoByteUnusable: UInt32 { 1 << 31 }

  /// Fills the table entry of a two-byte character, as the general loop would treat it, and returns it.
  @inline(never)
  func learnTwoByteCharacter(_ scalar: Int) -> UInt32 {
    let properties = measurer.cache.properties(UInt32(scalar))
    guard scalar >= 0x80, let representative = representative(of: UInt32(scalar), properties) else {
      caches.twoByteCharacters[scalar] = Self.twoByteUnusable
      return 0
    }
    let width = ClusterWidthAccumulator.width(
      of: UInt32(scalar), properties, ambiguousWidth: measurer.options.ambiguousWidth)
    let entry = UInt32(representative) | UInt32(width) << 8 | 1 << 30
    caches.twoByteCharacters[scalar] = entry
    return entry
  }

  /// Eight bytes of `text` from `start`, loaded whole from inside the text, with spaces past its end.
  @inline(__always)
  static func chunk(_ text: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt64 {
    start &+ 8 <= text.count ? ByteWord.load(text, at: start) : lastChunk(text, from: start)
  }

  /// The bytes of `text` from `start` to its end, fewer than eight, as a chunk loaded from memory would hold them,
  /// with spaces after them.
  ///
  /// A load past the text's end could cross into memory that is not ours,
  /// so the text's last eight bytes are loaded and shifted down instead; the
  /// spaces end the word at the text's end as white space would.
  @inline(never)
  static func lastChunk(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
    let remaining = text.count - start
    guard text.count >= 8 else { return shortLastChunk(text, from: start) }
    let last = ByteWord.load(text, at: text.count - 8)
    // Eight minus `remaining` bytes, all before `start`, are shifted out; spaces come in above.
    let shift = UInt64(8 - remaining) &* 8
    let spaces = ByteWord.repeating(0x20)
    return remaining == 0 ? spaces : last &>> shift | spaces &<< (64 &- shift)
  }

  /// ``lastChunk(_:from:)`` for a text shorter than eight bytes, byte by byte.
  static func shortLastChunk(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
    var chunk = ByteWord.repeating(0x20)
    withUnsafeMutableBytes(of: &chunk) { chunkBytes in
      for offset in 0..<(text.count - start) { chunkBytes[offset] = text[start + offset] }
    }
    return chunk
  }
}
