// Phase: content to segments, the short way. Plain ASCII and Latin prose
// needs none of UAX #14's machinery for most words: a word of letters and
// digits, with opening punctuation before it and closing punctuation after
// it, has no break inside (LB13, LB14, LB19, LB23, LB25 and LB30 keep it
// whole), and whether the space after it is a break depends only on the
// characters on either side (LB13 to LB18). Those pair answers, and the
// breaks inside any other word, are asked of ICU once and cached, so the fast
// path gives exactly ICU's answers; a differential test holds it to that.
// Chinese and Japanese take the same path: a line may end wherever two
// ideographs meet, and only the pieces between such meetings that hold
// anything else are asked of ICU, their ideographs written as one. When it
// can, the path reads the paragraph as it comes and writes its content (one
// space for each run of white space) as it goes, so the text is read once.

extension TextSegmenter {
  /// Segments ASCII, Latin, Chinese and Japanese content without ICU's iterator; false if the content has anything else.
  func fastSegments(_ bytes: UnsafeBufferPointer<UInt8>, into segments: inout [TextSegment]) -> Bool {
    var wideSpaces: [WideSpace] = []
    return fastSegments(bytes, into: &segments, copyingTo: nil, spacing: nil, wideSpaces: &wideSpaces) != nil
  }

  /// Segments without ICU's iterator; nil if the text has anything the fast path leaves to ICU.
  ///
  /// With `output`, `text` is a paragraph as read (runs of spaces, tabs and
  /// line ends between words), and its content is written to `output` as the
  /// words are read, so the text is read once rather than once to build the
  /// content and again to segment it: each run of white space becomes one
  /// space, and the runs `spacing` widens are recorded in `wideSpaces`, both
  /// by ``ParagraphContent``'s rules. A line end that joins two words
  /// without a space (between wide characters, after a soft hyphen) joins
  /// them here too. Escape sequences give nil: ``ParagraphContent`` handles
  /// those. `output` must have room for eight bytes more than `text`.
  /// Without `output` (and `spacing`), `text` is content already. The result
  /// is the content's length; segments are offsets into it.
  func fastSegments(
    _ text: UnsafeBufferPointer<UInt8>, into segments: inout [TextSegment],
    copyingTo output: UnsafeMutablePointer<UInt8>?, spacing: WordSpacing?, wideSpaces: inout [WideSpace]
  ) -> Int? {
    // Written through a pointer and handed over at the end (see `SegmentBuffer`); written back however this returns,
    // since its storage may have moved.
    var buffer = segmentBuffer
    buffer.removeAll()
    defer { segmentBuffer = buffer }
    guard let written = fastSegments(text, into: &buffer, copyingTo: output, spacing: spacing, wideSpaces: &wideSpaces)
    else { return nil }
    segments.append(contentsOf: buffer.written)
    buffer.shrink()
    return written
  }

  /// ``fastSegments(_:into:copyingTo:spacing:wideSpaces:)``, writing its segments to `segments`.
  private func fastSegments(
    _ text: UnsafeBufferPointer<UInt8>, into segments: inout SegmentBuffer,
    copyingTo output: UnsafeMutablePointer<UInt8>?, spacing: WordSpacing?, wideSpaces: inout [WideSpace]
  ) -> Int? {
    let count = text.count
    // Segments hold 32-bit offsets; ICU's path takes (and traps on) a paragraph too long for them.
    guard count < Int32.max else { return nil }
    // Where reading is in `text`, and where writing is in the content; the same when `text` is content.
    var index = 0
    var written = 0
    // The last character of the previous word: a word-initial hyphen breaks differently after "( " than at the start.
    var previousLast: UInt8 = 0
    // Whether a word whose inner breaks only the line width decides (see `WordInteriors`) is left whole, unasked.
    let defersInteriors = style.wordBreak != .breakAll && wordInteriorBreaks == .whenTooWide
    // A paragraph the fast path gave up on may have left some behind.
    ideographMeetings.removeAll(keepingCapacity: true)
    if output != nil { index = Self.skipWhiteSpace(text, from: index).end }
    while index < count {
      // The simple words ahead, taken by the short loop when it reads text as it comes; this loop takes the word
      // it stops at.
      if let output, let spacing {
        var position = SegmentationPosition(index: index, written: written, previousLast: previousLast)
        simpleWords(
          text, at: &position, output: output, spacing: spacing, wideSpaces: &wideSpaces,
          defersInteriors: defersInteriors, into: &segments)
        (index, written, previousLast) = (position.index, position.written, position.previousLast)
        if index >= count { break }
      }
      // One word: up to the next space.
      let wordStart = written
      var width = 0
      var shape = blankShape
      var lastClass: UInt8 = 0
      // Whether every character may be inside a word, as refinement judges its breaks (all of printable ASCII may).
      var interiorThroughout = true
      var hasIdeograph = false
      // Printable ASCII eight bytes at a time: most words are nothing else, or start so.
      let runStart = index
      var lettersEnd = -1
      while index + 8 <= count {
        let chunk = ByteWord.load(text, at: index)
        // Stored whole: bytes past the run are written over by what follows them.
        if let output { ByteWord.store(chunk, at: output + written) }
        let (printable, letters) = Self.leadingWordByteCounts(chunk)
        if lettersEnd < 0 && letters < 8 { lettersEnd = index + letters }
        index &+= printable
        written &+= printable
        if printable < 8 { break }
      }
      if index > runStart {
        width = index - runStart
        lastClass = text[index - 1]
        // A run of letters and digits moves the shape once, as one letter does; the rest byte by byte.
        if lettersEnd < 0 || lettersEnd > runStart { shape.advance(with: UInt8(ascii: "a")) }
        if lettersEnd >= 0 {
          let base = text.baseAddress!
          var position = Swift.max(lettersEnd, runStart)
          // A word that is not plain never becomes so: paths and commands stop at their first slash or hyphen.
          while position < index && !shape.isSettledNotPlain {
            shape.advance(with: base[position])
            position &+= 1
          }
        }
      }
      // The white space after the word, when it has been scanned.
      var following: (end: Int, crossesLineEnd: Bool, columns: Int)?
      while index < count {
        let byte = text[index]
        if Self.isWhiteSpace(byte) {
          // In text as read, a line end between wide characters (or after a soft hyphen) joins two words in one,
          // as the content builder joins them. One space before a word, the usual case, is no such line end.
          if let output, !(byte == 0x20 && index + 1 < count && text[index + 1] > 0x20) {
            let run = Self.skipWhiteSpace(text, from: index)
            if run.crossesLineEnd && run.end < count
              && ParagraphContent.joinsWithoutSpace(
                UnsafeBufferPointer(start: output, count: written), text, at: run.end, measurer: &measurer)
            {
              index = run.end
              continue
            }
            following = run
          }
          break
        }
        var representative = byte
        var length = 1
        if byte >= 0x80 {
          let (scalar, scalarLength) = decodeScalar(text, at: index)
          if isKnownPlainIdeograph(scalar) {
            // Most of Chinese and Japanese text: what the lines below find for such a scalar, without its properties.
            interiorThroughout = false
            if hasIdeograph && lastClass == caches.ideographSlot { ideographMeetings.append(written) }
            hasIdeograph = true
            representative = caches.ideographSlot
            width += 2
            length = 3
          } else {
            let properties = measurer.cache.properties(scalar)
            // (A soft hyphen, whose break refinement treats otherwise, never gets this far: it is not simple.)
            interiorThroughout = interiorThroughout && properties.isWordInterior
            guard let stand = self.representative(of: scalar, properties) else { return nil }
            representative = stand
            if stand == caches.ideographSlot && properties.isPlainIdeograph {
              // Where two ideographs meet, a line may always end, and ICU starts afresh.
              if hasIdeograph && lastClass == stand { ideographMeetings.append(written) }
              hasIdeograph = true
            }
            width += ClusterWidthAccumulator.width(
              of: scalar, properties, ambiguousWidth: measurer.options.ambiguousWidth)
            length = scalarLength
          }
        } else {
          guard byte > 0x20 && byte < 0x7F else { return nil }
          width += 1
        }
        if let output {
          // Four bytes hold any scalar; the bytes past it are written over by what follows (the output has room).
          if index + 4 <= count {
            ByteWord.copyFour(from: text.baseAddress! + index, to: output + written)
          } else {
            for offset in 0..<length { output[written + offset] = text[index + offset] }
          }
        }
        index += length
        written += length
        lastClass = representative
        shape.advance(with: representative)
      }
      let wordEnd = written
      // The content written so far; `text` itself when it is content.
      let content = output.map { UnsafeBufferPointer(start: $0, count: written) } ?? text
      // What follows the word: the end, or white space (one space in content) and the next word.
      var nextWord = index + 1
      var crossesLineEnd = false
      var columns = 1
      if let following { (nextWord, crossesLineEnd, columns) = following }
      // One character has nothing inside to break at ("|", "*", "→"), whatever it is.
      let plain =
        shape.isPlain || wordEnd - wordStart == 1 || width == 1 && isOneScalar(content, wordStart..<wordEnd)
      let next: SegmentBreak
      if nextWord >= count {
        next = .end
      } else {
        guard let first = representative(at: nextWord, in: text) else { return nil }
        if isWordStart(first) {
          next = spaceBreaks(between: lastClass, andWordStart: first) ? .space : .spaceWithoutBreak
        } else {
          guard let breaks = spaceBreaks(after: lastClass, beforeNonWordStartAt: nextWord, in: text) else { return nil }
          next = breaks ? .space : .spaceWithoutBreak
        }
      }
      if plain
        || defersInteriors
          && keepsWhole(interiorThroughout: interiorThroughout, next: next, after: segments.last)
      {
        // Offsets and widths fit: the paragraph is shorter than Int32.max bytes, and a byte is at most one column.
        let segment = TextSegment(
          start: Int32(truncatingIfNeeded: wordStart), end: Int32(truncatingIfNeeded: wordEnd),
          width: Int32(truncatingIfNeeded: width), next: next)
        segments.append(plain ? segment : segment.unasked(after: previousLast))
      } else if hasIdeograph {
        appendIdeographicWord(content, wordStart..<wordEnd, after: previousLast, next: next, into: &segments)
      } else {
        appendWord(content, wordStart..<wordEnd, width: width, after: previousLast, next: next, into: &segments)
      }
      previousLast = lastClass
      if next != .end {
        // One space (`following` nil) is one column under every spacing.
        if following != nil, let spacing, spacing != .collapse {
          let width = ParagraphContent.spaceWidth(
            spacing, columns: Int32(columns), hasLineEnd: crossesLineEnd, after: content)
          if width != 1 { wideSpaces.append(WideSpace(offset: Int32(written), width: width)) }
        }
        output?[written] = 0x20
        written += 1
      }
      index = nextWord
    }
    return written
  }

  /// Spaces, tabs and line ends: what separates words in text as read.
  @inline(__always)
  static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte <= 0x20 && (whiteSpaceBits >> UInt64(byte)) & 1 != 0
  }

  /// Bit `b` is set for each white-space byte `b`: tests against it compile to a shift, not a jump table, whose
  /// indirect jump is mispredicted from word to word.
  static let whiteSpaceBits: UInt64 = 1 << 0x20 | 1 << 0x09 | lineEndBits
  static let lineEndBits: UInt64 = 1 << 0x0A | 1 << 0x0D

  /// The end of the run of white space at `start`, whether it holds a line end, and its spaces and tabs.
  ///
  /// Spaces are counted eight bytes at a time: the runs between the lines
  /// of indented text (code, quoted output) are mostly spaces, and often
  /// longer than a word.
  @inline(__always)
  static func skipWhiteSpace(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    end: Int, crossesLineEnd: Bool, columns: Int
  ) {
    var index = start
    var crossesLineEnd = false
    var columns = 0
    while index < text.count {
      let byte = text[index]
      if byte == 0x20 && index + 8 <= text.count {
        // At least one: the byte at `index` is a space.
        let spaces = ByteWord.leadingFlagged(ByteWord.bytes(of: ByteWord.load(text, at: index), equalTo: 0x20))
        columns &+= spaces
        index &+= spaces
        continue
      }
      guard isWhiteSpace(byte) else { break }
      let isLineEnd = (lineEndBits >> UInt64(byte)) & 1 != 0
      crossesLineEnd = crossesLineEnd || isLineEnd
      columns &+= isLineEnd ? 0 : 1
      index += 1
    }
    return (index, crossesLineEnd, columns)
  }

  /// How many of eight bytes, from the first in memory, are printable ASCII other than a space, and how many are
  /// ASCII letters or digits.
  ///
  /// Each run is counted from range tests (``ByteWord/asciiBytes(of:from:through:)``),
  /// exact up to the first byte that is not ASCII, which the counts never
  /// pass; a letter is tested in lower case (0x20 set), which changes no
  /// digit and no byte above 0x7F.
  @inline(__always)
  static func leadingWordByteCounts(_ chunk: UInt64) -> (printable: Int, letters: Int) {
    let printable = ByteWord.asciiBytes(of: chunk, from: 0x21, through: 0x7E)
    let digit = ByteWord.asciiBytes(of: chunk, from: 0x30, through: 0x39)
    let letter = ByteWord.asciiBytes(of: chunk | ByteWord.repeating(0x20), from: 0x61, through: 0x7A)
    return (ByteWord.leadingFlagged(printable), ByteWord.leadingFlagged(digit | letter))
  }

  /// Whether a word with breaks inside may be left whole, its breaks unasked until the line width is known.
  ///
  /// ``WordInteriors`` rejoins a word's pieces when the run they belong to
  /// fits the line, so only a word wider than the line keeps them; every
  /// inner break counts when every character of the word may be inside one
  /// (`interiorThroughout`, as all of printable ASCII may), and a word with a
  /// breaking space (or the paragraph's edge) on both sides is a run of its
  /// own. Such a word is one segment, marked with what it was read after
  /// (``TextSegment/unaskedAfter``), and cut by ``appendInnerPieces(of:in:to:)`` only
  /// if it is wider than the line. The fast path's characters are each a
  /// cluster of their own, so the pieces' widths add up to the word's, and a
  /// word that fits is exactly the segment its rejoined pieces would make.
  @inline(__always)
  func keepsWhole(interiorThroughout: Bool, next: SegmentBreak, after previous: TextSegment?) -> Bool {
    guard interiorThroughout, next == .space || next == .end else { return false }
    return previous == nil || previous!.next == .space
  }

  /// Appends the pieces of a word left whole by ``keepsWhole(interiorThroughout:next:after:)``, cut where UAX #14
  /// breaks inside it, as the fast path would have cut it had it asked; they are not refined yet.
  package func appendInnerPieces(
    of word: TextSegment, in bytes: UnsafeBufferPointer<UInt8>, to segments: inout [TextSegment]
  ) {
    // The fast path's own buffer, free between paragraphs.
    var buffer = segmentBuffer
    buffer.removeAll()
    defer { segmentBuffer = buffer }
    appendWord(
      bytes, Int(word.start)..<Int(word.end), width: Int(word.width), after: word.unaskedAfter ?? 0, next: word.next,
      into: &buffer)
    segments.append(contentsOf: buffer.written)
  }

  /// Appends a word whose inner breaks come from ICU, by way of the cache; `width` is the whole word's.
  ///
  /// ICU sees the word after the previous word's last character and a
  /// space (or at the start of the text), which is all the context its rules
  /// look back across.
  private func appendWord(
    _ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, width: Int?, after previousLast: UInt8,
    next: SegmentBreak, into segments: inout SegmentBuffer
  ) {
    appendWord(
      bytes, word, asked: UnsafeBufferPointer(rebasing: bytes[word]), width: width, after: previousLast, next: next,
      into: &segments)
  }

  /// Appends a word cut where ICU breaks `asked`, a stand-in for it with the same length and the same answers.
  ///
  /// `width` is the whole word's, or nil to measure it when it is needed.
  private func appendWord(
    _ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, asked: UnsafeBufferPointer<UInt8>, width: Int?,
    after previousLast: UInt8, next: SegmentBreak, into segments: inout SegmentBuffer
  ) {
    let hash = WordBreakCache.hash(asked, context: previousLast)
    let inner =
      caches.wordBreaks.breaks(of: asked, context: previousLast, hash: hash)
      ?? caches.wordBreaks.insert(
        asked, context: previousLast, hash: hash, breaks: icuBreaks(inside: asked, after: previousLast))
    guard !inner.isEmpty else {
      let width = width ?? measurer.width(bytes, word)
      segments.append(
        TextSegment(start: Int32(word.lowerBound), end: Int32(word.upperBound), width: Int32(width), next: next))
      return
    }
    var start = word.lowerBound
    for index in inner {
      let end = word.lowerBound + Int(caches.wordBreaks.breakOffsets[index])
      segments.append(
        TextSegment(
          start: Int32(start), end: Int32(end), width: Int32(measurer.width(bytes, start..<end)),
          next: breakKind(endingWith: bytes, at: end)))
      start = end
    }
    segments.append(
      TextSegment(
        start: Int32(start), end: Int32(word.upperBound), width: Int32(measurer.width(bytes, start..<word.upperBound)),
        next: next))
  }

  /// Appends a word holding ideographs, cut first at `ideographMeetings`, where two ideographs meet.
  ///
  /// UAX #14 always allows a line to end between two ideographs (no rule
  /// before LB31 joins them), and ICU's iterator starts afresh at each break
  /// it finds, so its breaks inside each piece between such meetings do not
  /// depend on anything outside the piece. A piece of one ideograph, which is
  /// most of Chinese and Japanese text, needs no more; a longer one ("文，我",
  /// "的apt-get") is asked of the word cache with every ideograph written as
  /// 一, since ICU's rules treat them all alike, so pieces that differ only
  /// in their ideographs share one answer.
  private func appendIdeographicWord(
    _ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, after previousLast: UInt8, next: SegmentBreak,
    into segments: inout SegmentBuffer
  ) {
    var pieceStart = word.lowerBound
    var context = previousLast
    for meeting in ideographMeetings {
      appendIdeographicPiece(bytes, pieceStart..<meeting, after: context, next: .allowed, into: &segments)
      pieceStart = meeting
      // After a break ICU starts afresh, as at the start of the text.
      context = 0
    }
    appendIdeographicPiece(bytes, pieceStart..<word.upperBound, after: context, next: next, into: &segments)
    ideographMeetings.removeAll(keepingCapacity: true)
  }

  /// Appends one piece of ``appendIdeographicWord(_:_:after:next:into:)``.
  private func appendIdeographicPiece(
    _ bytes: UnsafeBufferPointer<UInt8>, _ piece: Range<Int>, after context: UInt8, next: SegmentBreak,
    into segments: inout SegmentBuffer
  ) {
    // Every piece has an ideograph at an end that meets another (or is a word holding one), and an ideograph
    // is at least three bytes: a piece of three is that ideograph alone.
    if piece.count == 3 {
      segments.append(TextSegment(start: Int32(piece.lowerBound), end: Int32(piece.upperBound), width: 2, next: next))
      return
    }
    var asked = ideographStandIn
    asked.removeAll(keepingCapacity: true)
    var index = piece.lowerBound
    while index < piece.upperBound {
      let length = bytes[index] < 0x80 ? 1 : decodeScalar(bytes, at: index).length
      if length == 3 && measurer.cache.properties(decodeScalar(bytes, at: index).scalar).isPlainIdeograph {
        asked.append(contentsOf: [0xE4, 0xB8, 0x80])  // U+4E00 一
      } else {
        asked.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
      }
      index += length
    }
    asked.withUnsafeBufferPointer {
      appendWord(bytes, piece, asked: $0, width: nil, after: context, next: next, into: &segments)
    }
    ideographStandIn = asked
  }

  /// The breaks ICU finds inside `word` when it follows `previousLast` and a space, as offsets into the word.
  private func icuBreaks(inside word: UnsafeBufferPointer<UInt8>, after previousLast: UInt8) -> [Int32] {
    var sample: [UInt8] = previousLast == 0 ? [] : representativeBytes(previousLast) + [0x20]
    let prefixLength = sample.count
    sample += word
    var found: [Int32] = []
    sample.withUnsafeBufferPointer { buffer in
      lineIterator.forEachBreak(in: buffer) { offset, _ in
        if offset > prefixLength && offset < buffer.count { found.append(Int32(offset - prefixLength)) }
      }
    }
    return found
  }

  /// Whether `bytes[range]` is exactly one non-ASCII scalar.
  private func isOneScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    bytes[range.lowerBound] >= 0x80 && decodeScalar(bytes, at: range.lowerBound).length == range.count
  }
}
