// Phase: input text to paragraph content. Escape sequences are set aside with
// their positions, and each run of spaces, tabs and line ends becomes one
// space, or nothing where a line end joins two CJK characters or follows CJK
// punctuation, so that joining lines of Chinese or Japanese never puts a
// space between two ideographs.

/// An escape sequence removed from the content, and the content offset it belongs before.
@usableFromInline package struct RemovedEscape: Hashable, Sendable {
  package var offset: Int32
  package var bytes: Range<Int32>
}

/// A space in the content that stands for more than one column of the input.
@usableFromInline package struct WideSpace: Hashable, Sendable {
  /// The space's offset in the content.
  @usableFromInline package var offset: Int32
  /// The columns it takes when the line does not break there.
  @usableFromInline package var width: Int32

  /// A space at `offset` of `width` columns.
  package init(offset: Int32, width: Int32) {
    self.offset = offset
    self.width = width
  }
}

/// A paragraph's visible content and the escape sequences taken out of it.
@usableFromInline package struct ParagraphContent: Sendable {
  /// The content: no escape sequences, no leading or trailing space, single spaces between words.
  @usableFromInline package var bytes: [UInt8] = []
  /// The spaces wider than one column, by `spacing`, in order of offset.
  @usableFromInline package var wideSpaces: [WideSpace] = []
  /// The removed escape sequences, in order; their bytes are in `escapeBytes`.
  @usableFromInline package var escapes: [RemovedEscape] = []
  package var escapeBytes: [UInt8] = []
  /// Whether the content may hold CJK punctuation: false only where segmenting found no byte that can start it, so
  /// that a paragraph of other text skips looking for a space after such punctuation at each line end.
  package var mayHoldCJKPunctuation = true

  /// Content the fast path built as it segmented: no escape sequences, and one space between words.
  package init(collapsed bytes: [UInt8], wideSpaces: [WideSpace]) {
    self.bytes = bytes
    self.wideSpaces = wideSpaces
  }

  /// Builds the content of the paragraph in `input`.
  init(_ input: UnsafeBufferPointer<UInt8>, spacing: WordSpacing = .collapse, measurer: inout TextMeasurer) {
    var wideSpaces: [WideSpace] = []
    var escapes: [RemovedEscape] = []
    var escapeBytes: [UInt8] = []
    // The content is never longer than the input (a run of white space gives at most one space, escapes go), and
    // eight bytes of room past that let words be stored eight bytes at a time without a check on each store.
    bytes = [UInt8](unsafeUninitializedCapacity: input.count + 8) { output, initializedCount in
      let out = output.baseAddress!
      var count = 0
      var index = 0
      let end = input.count
      var pendingSpace = false
      var pendingLineEnd = false
      // Columns of spaces and tabs in the current run, for `.preserve` and `.sentences`.
      var runColumns: Int32 = 0
      // Escapes met inside a run of spaces: their offset is known once the run is resolved.
      var unplacedEscapes = 0
      while index < end {
        let byte = input[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          pendingSpace = true
          if byte == 0x0A || byte == 0x0D { pendingLineEnd = true } else { runColumns += 1 }
          index += 1
          continue
        }
        if byte == EscapeSequence.escape, let length = EscapeSequence.length(input, at: index, end: end) {
          // An escape inside a run of spaces belongs to the word after the run.
          let start = Int32(escapeBytes.count)
          escapeBytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<(index + length)]))
          escapes.append(RemovedEscape(offset: Int32(count), bytes: start..<Int32(escapeBytes.count)))
          if pendingSpace { unplacedEscapes += 1 }
          index += length
          continue
        }
        if pendingSpace && count > 0 {
          let written = UnsafeBufferPointer(start: out, count: count)
          if !(pendingLineEnd && ParagraphContent.joinsWithoutSpace(written, input, at: index, measurer: &measurer)) {
            let width = ParagraphContent.spaceWidth(
              spacing, columns: runColumns, hasLineEnd: pendingLineEnd, after: written)
            if width != 1 { wideSpaces.append(WideSpace(offset: Int32(count), width: width)) }
            out[count] = 0x20
            count += 1
          }
        }
        runColumns = 0
        if unplacedEscapes > 0 {
          for waiting in (escapes.count - unplacedEscapes)..<escapes.count { escapes[waiting].offset = Int32(count) }
          unplacedEscapes = 0
        }
        pendingSpace = false
        pendingLineEnd = false
        // Copy the whole run up to the next space or escape, with the lone spaces between its words.
        let runStart = index
        while index < end {
          // Eight bytes at a time while they hold only word bytes and lone spaces; the byte after them is looked
          // at too, so that a space at the end of the eight is known to be a lone one.
          while index + 8 < end {
            let chunk = ByteWord.load(input, at: index)
            guard ParagraphContent.holdsOnlyWordsAndLoneSpaces(chunk, followedBy: input[index + 8]) else { break }
            ByteWord.store(chunk, at: out + count)
            index += 8
            count += 8
          }
          guard index < end else { break }
          let next = input[index]
          if next == 0x20 {
            // A lone space between two words is one column under every spacing, and is copied with them.
            guard index + 1 < end && ParagraphContent.isWordByte(input[index + 1]) else { break }
          } else if next == 0x09 || next == 0x0A || next == 0x0D || next == EscapeSequence.escape {
            break
          }
          out[count] = next
          count += 1
          index += 1
        }
        if index == runStart {
          // An escape byte that starts no complete sequence is kept as content.
          out[count] = input[index]
          count += 1
          index += 1
        }
      }
      initializedCount = count
    }
    self.wideSpaces = wideSpaces
    self.escapes = escapes
    self.escapeBytes = escapeBytes
  }

  /// Whether eight bytes, then `following`, hold no control byte and no space that is not a lone one.
  ///
  /// A lone space has a word byte after it, so all eight are copied as
  /// they are. Both tests (``ByteWord/firstBytes(of:below:)``, ``ByteWord/firstZeros(_:)``)
  /// flag a byte whenever there is one, which is all a yes or no reads;
  /// `following` is judged more strictly (any byte up to a space fails it),
  /// which can only send a lone space to the byte-by-byte path.
  @inline(__always)
  static func holdsOnlyWordsAndLoneSpaces(_ chunk: UInt64, followedBy following: UInt8) -> Bool {
    let hasControl = ByteWord.firstBytes(of: chunk, below: 0x20)
    // Zero where a byte is a space; OR-ed with the byte after it, zero where a space has no word byte after it.
    let spaces = chunk ^ ByteWord.repeating(0x20)
    let pairs = spaces | (spaces >> 8) | (following > 0x20 ? 0x80 << 56 : 0)
    return hasControl | ByteWord.firstZeros(pairs) == 0
  }

  /// Whether a byte belongs to a word: not a space, tab, line end or escape.
  @inline(__always)
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != EscapeSequence.escape
  }

  /// The columns a run of whitespace between two words takes under `spacing`, after the content `written`.
  ///
  /// `.sentences` follows GNU fmt's `-u`: a word that ends a sentence
  /// (``SentenceEnds``, punctuation mode) gets two spaces when a line end or
  /// at least two spaces follow it.
  package static func spaceWidth(
    _ spacing: WordSpacing, columns: Int32, hasLineEnd: Bool, after written: UnsafeBufferPointer<UInt8>
  ) -> Int32 {
    switch spacing {
    case .collapse: return 1
    case .preserve: return hasLineEnd ? 1 : Swift.max(columns, 1)
    case .sentences: return (hasLineEnd || columns >= 2) && SentenceEnds.endsByPunctuation(written) ? 2 : 1
    }
  }

  /// Whether a line end between the content `written` so far and the scalar at `index` disappears.
  ///
  /// It does between two CJK characters and after CJK punctuation
  /// (``PropertyCache/joinsByScript(_:_:)``), and in two more places where a
  /// line end cannot stand for a space:
  /// after a soft hyphen, which marks a word hyphenated at that line end; and
  /// between two letters of Thai, Lao, Khmer or Myanmar, which put no spaces
  /// between words, so that text Reflow wrapped there refills whole. (CSS turns
  /// that last line end into a space, so Markdown, read by browsers, keeps it.)
  ///
  /// The segmenter asks the same question of every space: a line may not
  /// end at a space where the line end would disappear, or wrapped text
  /// would refill with the space gone (`日本 語`, `完了。 ICU`, two Thai phrases).
  static func joinsWithoutSpace(
    _ written: UnsafeBufferPointer<UInt8>, _ input: UnsafeBufferPointer<UInt8>, at index: Int,
    measurer: inout TextMeasurer
  ) -> Bool {
    let count = written.count
    if count >= 2 && written[count - 2] == 0xC2 && written[count - 1] == 0xAD { return true }
    // Every rule needs a character that is not ASCII before the line end; after it, only CJK punctuation's does not.
    guard let last = lastScalar(of: written) else { return false }
    if input[index] < 0x80 { return measurer.cache.properties(last).isCJKPunctuation }
    return joinsWithoutSpace(last, decodeScalar(input, at: index).scalar, cache: &measurer.cache)
  }

  /// Whether a line may not end at a space between the content `written` and the scalar at `index`, since the line
  /// end would disappear (``joinsWithoutSpace(_:_:at:measurer:)``); after CJK punctuation the space may go with it,
  /// which segment refinement decides (``TextSegmenter/holdSpacesAfterCJKPunctuation(_:in:)``).
  static func holdsSpace(
    _ written: UnsafeBufferPointer<UInt8>, _ input: UnsafeBufferPointer<UInt8>, at index: Int,
    measurer: inout TextMeasurer
  ) -> Bool {
    guard joinsWithoutSpace(written, input, at: index, measurer: &measurer) else { return false }
    guard let last = lastScalar(of: written) else { return true }
    return !measurer.cache.properties(last).isCJKPunctuation
  }

  /// Whether a line end between the scalars `last` and `next` disappears: ``joinsWithoutSpace(_:_:at:measurer:)``
  /// but for the soft hyphen, for callers that know the two scalars.
  package static func joinsWithoutSpace(_ last: UInt32, _ next: UInt32, cache: inout PropertyCache) -> Bool {
    cache.joinsByScript(last, next)
      || (cache.properties(last).isComplexContext && cache.properties(next).isComplexContext)
  }

  /// The last scalar of `written`, if it is not ASCII.
  package static func lastScalar(of written: UnsafeBufferPointer<UInt8>) -> UInt32? {
    var start = written.count - 1
    guard start >= 0, written[start] >= 0x80 else { return nil }
    while start > 0, written[start] & 0xC0 == 0x80 { start -= 1 }
    return decodeScalar(written, at: start).scalar
  }
}
