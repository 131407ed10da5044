// Phase: content to segments, the fast path's answers. What each byte or
// scalar stands for in the pair tables (its representative), which pairs of
// characters around a space make a break, and which scalars are ideographs
// the path takes by their bits alone: each is asked of ICU once and kept,
// so the scanning loop (FastSegmentation.swift) reads tables, not ICU.

extension TextSegmenter {
  /// What stands for a non-ASCII scalar in the fast path's tables, or nil if the fast path cannot take it.
  func representative(of scalar: UInt32, _ properties: CodePointProperties) -> UInt8? {
    if properties.isPlainLatinLetter { return UInt8(ascii: "a") }
    // ICU's rules treat all ideographs alike: one stands for them all.
    if properties.isPlainIdeograph {
      if caches.ideographSlot == 0 { caches.ideographSlot = slot(for: 0x4E00) ?? 0 }
      return caches.ideographSlot == 0 ? nil : caches.ideographSlot
    }
    if properties.isSimpleSymbol { return slot(for: scalar) }
    return nil
  }

  /// What stands for the scalar at `index`, ASCII or not; nil for what the fast path leaves to ICU.
  ///
  /// Control bytes, a space and DEL are refused here as in a word: their values stand for slotted symbols.
  @inline(__always)
  func representative(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
    let byte = bytes[index]
    if byte < 0x80 { return byte > 0x20 && byte < 0x7F ? byte : nil }
    return nonASCIIRepresentative(at: index, in: bytes)
  }

  /// The representative of the non-ASCII scalar at `index`, kept out of line so the ASCII case stays small.
  private func nonASCIIRepresentative(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
    let scalar = decodeScalar(bytes, at: index).scalar
    return representative(of: scalar, measurer.cache.properties(scalar))
  }

  /// The representative byte for a punctuation or symbol scalar, so the space table can hold it; nil when full.
  ///
  /// Control bytes and DEL never reach the fast path, so their 32 values are free to stand for other scalars.
  private func slot(for scalar: UInt32) -> UInt8? {
    let memo = Int(scalar & 0xFF)
    let remembered = caches.recentSlots.withUnsafeBufferPointer { $0[memo] }
    if remembered >> 8 == scalar { return UInt8(truncatingIfNeeded: remembered) }
    let slot: UInt8
    if let known = caches.symbolSlots[scalar] {
      slot = known
    } else {
      guard caches.slottedSymbols.count < 32 else { return nil }
      slot = caches.slottedSymbols.count < 31 ? UInt8(caches.slottedSymbols.count + 1) : 0x7F
      caches.symbolSlots[scalar] = slot
      caches.slottedSymbols.append(scalar)
    }
    caches.recentSlots[memo] = UInt64(scalar) << 8 | UInt64(slot)
    return slot
  }

  /// The UTF-8 bytes a representative stands for.
  func representativeBytes(_ representative: UInt8) -> [UInt8] {
    guard representative < 0x20 || representative == 0x7F else { return [representative] }
    let scalar = caches.slottedSymbols[representative == 0x7F ? 31 : Int(representative) - 1]
    return Array(String(Unicode.Scalar(scalar)!).utf8)
  }

  /// Whether `scalar` is a plain ideograph or kana from U+3000 to U+9FFF: three bytes of UTF-8, two columns, the
  /// ideographs' representative, and not a character that may be inside a word.
  ///
  /// Chinese and Japanese text is mostly such characters, from a range of
  /// some 20,000, and their properties in the large cache of every scalar's
  /// would be a cache miss each; two bits each for this range fit in the
  /// processor's cache. A character is looked up the long way the first time, and set
  /// as plain only if the long way finds it so.
  @inline(__always)
  func isKnownPlainIdeograph(_ scalar: UInt32) -> Bool {
    let offset = Int(scalar) &- 0x3000
    guard offset >= 0 && offset < 0x7000 else { return false }
    let word = caches.ideographBits.withUnsafeBufferPointer { $0[offset >> 5] }
    let bits = word >> UInt64((offset & 31) << 1) & 3
    if bits == 0 { return learnIdeograph(scalar) }
    return bits == 3
  }

  /// Looks `scalar` up the long way, records whether it is a plain ideograph in ``ideographBits``, and returns that.
  @inline(never)
  func learnIdeograph(_ scalar: UInt32) -> Bool {
    let properties = measurer.cache.properties(scalar)
    let plain =
      properties.isPlainIdeograph && !properties.isWordInterior && representative(of: scalar, properties) != nil
    let offset = Int(scalar) - 0x3000
    caches.ideographBits[offset >> 5] |= UInt64(plain ? 3 : 1) << UInt64((offset & 31) << 1)
    return plain
  }

  /// Whether the space between a word ending in `last` and one starting with the letter or digit `first` is a break.
  ///
  /// Every ASCII letter is read as "a": UAX #14 gives all of them one
  /// line-break class (AL), and ICU's rules and tailorings look only at
  /// classes here, so one answer (``SpaceBreakAnswers``) stands for all.
  /// After a space before a letter or a digit nothing further ahead
  /// matters, so the answer is the same with a digit next.
  @inline(__always)
  func spaceBreaks(between last: UInt8, andWordStart first: UInt8) -> Bool {
    let firstClass = (first | 0x20) &- UInt8(ascii: "a") < 26 ? UInt8(ascii: "a") : first
    if let known = caches.spaceBreaks.answer(after: last, before: firstClass) { return known }
    let breaks = icuBreaksAfterSpace(between: last, and: [first])
    caches.spaceBreaks.keep(after: last, before: firstClass, otherwise: breaks, beforeDigit: breaks)
    return breaks
  }

  /// Whether the space between `last` and the word at `index`, which starts with punctuation, is a break; nil if the
  /// fast path cannot take the word's first characters.
  ///
  /// The answer depends on at most four bytes of ASCII from `index`, so a
  /// small table keeps recent answers by those bytes as the key reads them,
  /// which spares building the word's key (the same "(" starts thousands of
  /// words); a miss builds the key and asks ``spaceBreaks(numberStartKey:)``.
  @inline(__always)
  func spaceBreaks(after last: UInt8, beforeNonWordStartAt index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool?
  {
    let loaded = index + 4 <= bytes.count ? ByteWord.loadFour(bytes.baseAddress! + index) : 0
    // Four bytes of ASCII, or the key the long way.
    guard index + 4 <= bytes.count, ByteWord.nonASCII(UInt64(loaded)) == 0 else {
      guard let key = numberStartKey(after: last, at: index, in: bytes) else { return nil }
      return spaceBreaks(numberStartKey: key)
    }
    // Read as the key reads them: a letter after the first byte as "a", and nothing after it (bytes past it read
    // as spaces), so "(see", "(the" and "(foo" share an entry, as they share a key.
    let folded = UInt32(loaded) | 0x2020_2020
    let letters =
      ByteWord.asciiBytes(of: UInt64(folded), from: UInt8(ascii: "a"), through: UInt8(ascii: "z")) & 0x8080_8000
    let letterAt = letters.trailingZeroBitCount & ~7
    let window =
      letterAt >= 32
      ? loaded
      : loaded & ((1 &<< UInt32(letterAt)) &- 1) | 0x61 &<< UInt32(letterAt)
        | 0x2020_2020 & ~((2 &<< UInt32(letterAt | 7)) &- 1)
    // Four bytes of ASCII and the byte before the space, tagged so that an empty entry matches nothing.
    let tagged = (UInt64(last) << 32 | UInt64(window)) << 2 | 2
    let slot = Int(truncatingIfNeeded: (tagged &* 0x9E37_79B9_7F4A_7C15) >> 52)
    let entry = caches.recentPunctuationAnswers.withUnsafeBufferPointer { $0[slot] }
    if entry & ~1 == tagged { return entry & 1 == 1 }
    guard let key = numberStartKey(after: last, at: index, in: bytes) else { return nil }
    let breaks = spaceBreaks(numberStartKey: key)
    caches.recentPunctuationAnswers[slot] = tagged | (breaks ? 1 : 0)
    return breaks
  }

  /// Whether the space before a word that starts with punctuation is a break, by its ``numberStartKey(after:at:in:)``.
  ///
  /// Such a word may start a number (".5", "-1", "$(.5"), which ICU decides
  /// by looking further ahead, so the answer is kept by up to four of its
  /// characters, up to its first letter.
  func spaceBreaks(numberStartKey key: UInt64) -> Bool {
    if let known = caches.numberStartBreaks.answer(key) { return known }
    let taken = Int(key >> 60)
    let last = UInt8(truncatingIfNeeded: key >> (8 * taken))
    let following = (0..<taken).map { UInt8(truncatingIfNeeded: key >> (8 * (taken - 1 - $0))) }
    let breaks = icuBreaksAfterSpace(between: last, and: following)
    caches.numberStartBreaks.keep(breaks, for: key)
    return breaks
  }

  /// Asks ICU whether a line may end at the space between `last` and the characters `context`, unless a line end
  /// there would disappear (``ParagraphContent/joinsWithoutSpace(_:_:cache:)``), but for one after CJK punctuation,
  /// which refinement decides (``TextSegmenter/holdSpacesAfterCJKPunctuation(_:in:)``).
  private func icuBreaksAfterSpace(between last: UInt8, and context: [UInt8]) -> Bool {
    let lead = representativeBytes(last) + [0x20]
    let sample = lead + context.flatMap(representativeBytes)
    var breaks = false
    sample.withUnsafeBufferPointer { buffer in
      lineIterator.forEachBreak(in: buffer) { offset, _ in
        if offset == lead.count { breaks = true }
      }
      // A representative stands for scalars that all answer alike: one symbol, or ideographs, which are all CJK.
      // A line end after CJK punctuation vanishes whatever follows, ASCII too.
      if breaks, buffer[0] >= 0x80, lead.count < buffer.count {
        let before = decodeScalar(buffer, at: 0).scalar
        let after = decodeScalar(buffer, at: lead.count).scalar
        breaks =
          !ParagraphContent.joinsWithoutSpace(before, after, cache: &measurer.cache)
          || measurer.cache.properties(before).isCJKPunctuation
      }
      // Between two ASCII characters, Unicode 15.1's rules at spaces can differ from ICU's 15.0 only where 15.0's
      // LB15 held `"` or `'` to a bracket (LB15a and LB15b read marks that are not ASCII), and need nothing but
      // the two: the answer kept is 15.1's. Other pairs are refined with their paragraph.
      if buffer[0] < 0x80, lead.count < buffer.count, buffer[lead.count] < 0x80,
        let tailored = QuotationBreaks.breaksAtSpaces(
          mark: measurer.cache.properties(UInt32(buffer[0])), before: nil,
          after: measurer.cache.properties(UInt32(buffer[lead.count])), afterNext: nil)
      {
        breaks = tailored
      }
    }
    return breaks
  }

  /// Letters, digits and ideographs: after a space before one, nothing further ahead matters.
  @inline(__always)
  func isWordStart(_ representative: UInt8) -> Bool {
    ((representative | 0x20) >= UInt8(ascii: "a") && (representative | 0x20) <= UInt8(ascii: "z"))
      || (representative >= UInt8(ascii: "0") && representative <= UInt8(ascii: "9"))
      || (representative == caches.ideographSlot && representative != 0)
  }

  /// The key of the space between `last` and the word at `index`: `last`, then up to four of the word's representatives, then how many.
  ///
  /// Nil if the fast path cannot take one of those characters. The key is never zero.
  func numberStartKey(after last: UInt8, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    var key = UInt64(last)
    var taken: UInt64 = 0
    var cursor = index
    while cursor < bytes.count && taken < 4 && !Self.isWhiteSpace(bytes[cursor]) {
      guard let representative = representative(at: cursor, in: bytes) else { return nil }
      // A letter (line-break class AL) ends every pattern that looks ahead from the space (numbers, quotes),
      // so the key stops there, and any letter stands for all: "(see", "(foo" and "(a" share one answer.
      let isLetter =
        taken > 0 && (representative | 0x20) >= UInt8(ascii: "a") && (representative | 0x20) <= UInt8(ascii: "z")
      key = key << 8 | UInt64(isLetter ? UInt8(ascii: "a") : representative)
      taken += 1
      if isLetter { break }
      guard !isWordStart(representative) || taken > 1 else { break }
      cursor += bytes[cursor] < 0x80 ? 1 : decodeScalar(bytes, at: cursor).length
    }
    return key | taken << 60
  }
}
