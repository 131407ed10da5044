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
          let (scalar, length) = decodeScalar(bytes, at: index)
          let properties = measurer.cache.properties(scalar)
          guard let stand = self.representative(of: scalar, properties) else { return false }
          representative = stand
          width += ClusterWidthAccumulator.width(
            of: scalar, properties, ambiguousWidth: measurer.options.ambiguousWidth)
          index += length
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
        guard let first = representative(at: wordEnd + 1, in: bytes) else { return false }
        if isWordStart(first) {
          next = spaceBreaks(between: lastClass, and: [first]) ? .space : .spaceWithoutBreak
        } else {
          guard let following = leadingRepresentatives(at: wordEnd + 1, in: bytes) else { return false }
          next = spaceBreaks(between: lastClass, and: following) ? .space : .spaceWithoutBreak
        }
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
    // FNV-1a over the context and the word; a hit is confirmed byte for byte.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(previousLast)
    for byte in bytes[word] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    let inner: [Int32]
    if let cached = wordBreaks[hash], cached.context == previousLast,
      cached.word.elementsEqual(UnsafeBufferPointer(rebasing: bytes[word]))
    {
      inner = cached.breaks
    } else {
      var sample: [UInt8] = previousLast == 0 ? [] : representativeBytes(previousLast) + [0x20]
      let prefixLength = sample.count
      sample += bytes[word]
      var found: [Int32] = []
      sample.withUnsafeBufferPointer { buffer in
        lineIterator.forEachBreak(in: buffer) { offset, _ in
          if offset > prefixLength && offset < buffer.count { found.append(Int32(offset - prefixLength)) }
        }
      }
      wordBreaks[hash] = CachedWordBreaks(context: previousLast, word: Array(bytes[word]), breaks: found)
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

  /// Columns of fast-path content, where every scalar is a cluster of its own.
  private func fastWidth(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var width = 0
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] < 0x80 {
        width += 1
        index += 1
      } else {
        let (scalar, length) = decodeScalar(bytes, at: index)
        width += ClusterWidthAccumulator.width(
          of: scalar, measurer.cache.properties(scalar), ambiguousWidth: measurer.options.ambiguousWidth)
        index += length
      }
    }
    return width
  }

  /// What stands for a non-ASCII scalar in the fast path's tables, or nil if the fast path cannot take it.
  private func representative(of scalar: UInt32, _ properties: CodePointProperties) -> UInt8? {
    if properties.isPlainLatinLetter { return UInt8(ascii: "a") }
    if properties.isSimpleSymbol { return slot(for: scalar) }
    return nil
  }

  /// What stands for the scalar at `index`, ASCII or not; nil for what the fast path leaves to ICU.
  ///
  /// Control bytes, a space and DEL are refused here as in a word: their values stand for slotted symbols.
  private func representative(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
    let byte = bytes[index]
    if byte < 0x80 { return byte > 0x20 && byte < 0x7F ? byte : nil }
    let scalar = decodeScalar(bytes, at: index).scalar
    return representative(of: scalar, measurer.cache.properties(scalar))
  }

  /// The representative byte for a punctuation or symbol scalar, so the space table can hold it; nil when full.
  ///
  /// Control bytes and DEL never reach the fast path, so their 32 values are free to stand for other scalars.
  private func slot(for scalar: UInt32) -> UInt8? {
    if let slot = symbolSlots[scalar] { return slot }
    guard slottedSymbols.count < 32 else { return nil }
    let slot = slottedSymbols.count < 31 ? UInt8(slottedSymbols.count + 1) : 0x7F
    symbolSlots[scalar] = slot
    slottedSymbols.append(scalar)
    return slot
  }

  /// The UTF-8 bytes a representative stands for.
  private func representativeBytes(_ representative: UInt8) -> [UInt8] {
    guard representative < 0x20 || representative == 0x7F else { return [representative] }
    let scalar = slottedSymbols[representative == 0x7F ? 31 : Int(representative) - 1]
    return Array(String(Unicode.Scalar(scalar)!).utf8)
  }

  /// Whether the space between a word ending in `last` and one starting with `first` is a break.
  @inline(__always)
  private func spaceBreaks(between last: UInt8, and following: [UInt8]) -> Bool {
    let first = following[0]
    let startsWord = isWordStart(first)
    let slot = Int(last) << 7 | Int(first)
    if startsWord {
      let known = spaceBreaks.withUnsafeBufferPointer { $0[slot] }
      if known >= 0 { return known == 1 }
    }
    // A word that starts with punctuation may start a number (".5", "-1", "$(.5"), which ICU
    // decides by looking further ahead: key on up to four of its characters.
    var key = UInt64(last)
    if !startsWord {
      for representative in following.prefix(4) { key = key << 8 | UInt64(representative) }
      key |= UInt64(min(following.count, 4)) << 60
      if let known = numberStartBreaks[key] { return known }
    }
    let context = startsWord ? [first] : Array(following.prefix(4))
    let lead = representativeBytes(last) + [0x20]
    let sample = lead + context.flatMap(representativeBytes)
    var breaks = false
    sample.withUnsafeBufferPointer { buffer in
      lineIterator.forEachBreak(in: buffer) { offset, _ in
        if offset == lead.count { breaks = true }
      }
    }
    if startsWord { spaceBreaks[slot] = breaks ? 1 : 0 } else { numberStartBreaks[key] = breaks }
    return breaks
  }

  /// Letters and digits: after a space before one, nothing further ahead matters.
  @inline(__always)
  private func isWordStart(_ representative: UInt8) -> Bool {
    ((representative | 0x20) >= UInt8(ascii: "a") && (representative | 0x20) <= UInt8(ascii: "z"))
      || (representative >= UInt8(ascii: "0") && representative <= UInt8(ascii: "9"))
  }

  /// The representatives of up to four scalars starting at `index`; nil if the fast path cannot take one.
  private func leadingRepresentatives(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var result: [UInt8] = []
    var cursor = index
    while cursor < bytes.count && result.count < 4 && bytes[cursor] != 0x20 {
      guard let representative = representative(at: cursor, in: bytes) else { return nil }
      result.append(representative)
      if !isWordStart(representative) || result.count > 1 {
        cursor += bytes[cursor] < 0x80 ? 1 : decodeScalar(bytes, at: cursor).length
      } else {
        break
      }
    }
    return result
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

/// Breaks inside a word, from ICU, with what they were computed for.
struct CachedWordBreaks {
  var context: UInt8
  var word: [UInt8]
  var breaks: [Int32]
}

extension CodePointProperties {
  /// Punctuation and symbols the fast path can carry: one narrow cluster each, in no complex script.
  var isSimpleSymbol: Bool {
    guard !isZeroWidth, !isControl, !isWide, !isExtendedPictographic, graphemeBreak == .other else { return false }
    // ULineBreak values: AI, AL, B2, BA, BB, CL, EX, GL, HY, IS, NS, NU, OP, PO, PR, QU, SY, CP.
    // Left out: complex scripts, ideographs, Hangul, emoji, marks, spaces and mandatory breaks.
    switch lineBreakClass {
    case 1, 2, 3, 4, 5, 8, 11, 12, 13, 16, 18, 19, 20, 21, 22, 23, 27, 36: return true
    default: return false
    }
  }

  /// A letter that the fast path treats like an ASCII letter: alphabetic line-break class, one cluster by itself.
  var isPlainLatinLetter: Bool {
    isLetter && lineBreakClass == LineBreakValue.alphabetic && graphemeBreak == .other && !isZeroWidth && !isWide
  }
}
