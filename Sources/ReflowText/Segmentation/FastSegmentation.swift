// Phase: content to segments, the short way. Plain ASCII and Latin prose
// needs none of UAX #14's machinery for most words: a word of letters and
// digits, with opening punctuation before it and closing punctuation after
// it, has no break inside (LB13, LB14, LB19, LB23, LB25 and LB30 keep it
// whole), and whether the space after it is a break depends only on the
// characters on either side (LB13 to LB18). Those pair answers, and the
// breaks inside any other word, are asked of ICU once and cached, so the fast
// path gives exactly ICU's answers; a differential test holds it to that.

extension TextSegmenter {
  /// Segments ASCII and Latin content without ICU's iterator; false if the content has anything else.
  func fastSegments(_ bytes: UnsafeBufferPointer<UInt8>, into segments: inout [TextSegment]) -> Bool {
    let count = bytes.count
    var index = 0
    // The last character of the previous word: a word-initial hyphen breaks differently after "( " than at the start.
    var previousLast: UInt8 = 0
    while index < count {
      // One word: up to the next space.
      let wordStart = index
      var width = 0
      var phase = WordPhase.leading
      var plain = true
      var lastClass: UInt8 = 0
      while index < count {
        let byte = bytes[index]
        if byte == 0x20 { break }
        var representative = byte
        if byte >= 0x80 {
          guard byte >= 0xC2 && byte < 0xE0 && index + 1 < count else { return false }
          let scalar = decodeScalar(bytes, at: index).scalar
          let properties = measurer.cache.properties(scalar)
          guard properties.isPlainLatinLetter else { return false }
          width += properties.isAmbiguous ? measurer.options.ambiguousWidth : 1
          representative = UInt8(ascii: "a")
          index += 2
        } else {
          guard byte > 0x20 && byte < 0x7F else { return false }
          width += 1
          index += 1
        }
        lastClass = representative
        if plain { plain = phase.advance(with: representative) }
      }
      plain = plain && phase != .leading
      let wordEnd = index
      let next: SegmentBreak
      if wordEnd == count {
        next = .end
      } else {
        let following = bytes[wordEnd + 1]
        next =
          spaceBreaks(between: lastClass, and: following >= 0x80 ? UInt8(ascii: "a") : following)
          ? .space : .spaceWithoutBreak
      }
      if plain {
        segments.append(TextSegment(start: Int32(wordStart), end: Int32(wordEnd), width: Int32(width), next: next))
      } else {
        appendWord(bytes, wordStart..<wordEnd, after: previousLast, next: next, into: &segments)
      }
      previousLast = lastClass
      index = wordEnd + 1
    }
    return true
  }

  /// Appends a word whose inner breaks come from ICU, by way of the cache.
  ///
  /// ICU sees the word after the previous word's last character and a
  /// space (or at the start of the text), which is all the context its rules
  /// look back across.
  private func appendWord(
    _ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, after previousLast: UInt8, next: SegmentBreak,
    into segments: inout [TextSegment]
  ) {
    var sample: [UInt8] = previousLast == 0 ? [] : [previousLast, 0x20]
    let prefixLength = sample.count
    sample += bytes[word]
    let key = String(decoding: sample, as: UTF8.self)
    let inner: [Int32]
    if let cached = wordBreaks[key] {
      inner = cached
    } else {
      var found: [Int32] = []
      sample.withUnsafeBufferPointer { buffer in
        lineIterator.forEachBreak(in: buffer) { offset, _ in
          if offset > prefixLength && offset < buffer.count { found.append(Int32(offset - prefixLength)) }
        }
      }
      wordBreaks[key] = found
      inner = found
    }
    var start = word.lowerBound
    for offset in inner {
      let end = word.lowerBound + Int(offset)
      segments.append(
        TextSegment(
          start: Int32(start), end: Int32(end), width: Int32(fastWidth(bytes, start..<end)),
          next: breakKind(endingWith: bytes, at: end)))
      start = end
    }
    segments.append(
      TextSegment(
        start: Int32(start), end: Int32(word.upperBound), width: Int32(fastWidth(bytes, start..<word.upperBound)),
        next: next))
  }

  /// Columns of fast-path content: one per ASCII byte, one or the ambiguous width per Latin letter.
  private func fastWidth(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var width = 0
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] < 0x80 {
        width += 1
        index += 1
      } else {
        let scalar = decodeScalar(bytes, at: index).scalar
        width += measurer.cache.properties(scalar).isAmbiguous ? measurer.options.ambiguousWidth : 1
        index += 2
      }
    }
    return width
  }

  /// Whether the space between a word ending in `last` and one starting with `first` is a break.
  @inline(__always)
  private func spaceBreaks(between last: UInt8, and first: UInt8) -> Bool {
    let slot = Int(last) << 7 | Int(first)
    let known = spaceBreaks[slot]
    if known >= 0 { return known == 1 }
    let sample = [last, 0x20, first]
    var breaks = false
    sample.withUnsafeBufferPointer { buffer in
      lineIterator.forEachBreak(in: buffer) { offset, _ in
        if offset == 2 { breaks = true }
      }
    }
    spaceBreaks[slot] = breaks ? 1 : 0
    return breaks
  }
}

/// Where a plain word is: opening punctuation, then letters and digits, then closing punctuation.
private enum WordPhase {
  case leading, core, trailing

  /// Moves on with the next character; false if the word is not plain.
  @inline(__always)
  mutating func advance(with byte: UInt8) -> Bool {
    let isCore =
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "'")
    switch self {
    case .leading:
      if isCore { self = .core; return true }
      return WordPhase.opening(byte)
    case .core:
      if isCore { return true }
      guard WordPhase.closing(byte) else { return false }
      self = .trailing
      return true
    case .trailing:
      return WordPhase.closing(byte)
    }
  }

  /// Opening punctuation and quotes: nothing breaks after them (LB14, LB19).
  private static func opening(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
    default: false
    }
  }

  /// Closing punctuation, infix separators and quotes: nothing breaks before them (LB13, LB19).
  private static func closing(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
      UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }
}

extension CodePointProperties {
  /// A letter that the fast path treats like an ASCII letter: alphabetic line-break class, one cluster by itself.
  var isPlainLatinLetter: Bool {
    isLetter && lineBreakClass == LineBreakValue.alphabetic && graphemeBreak == .other && !isZeroWidth && !isWide
  }
}
