// Where sentences start, for one-sentence-per-line wrapping ("semantic line
// breaks"): the unicode mode of the sentence rule (SentenceEnds), ICU's
// sentence rules (UAX #29) with the abbreviations that end no sentence, so
// "e.g.", "Dr." and "J. R. R. Tolkien" keep their sentence whole.

/// Finds the sentences of a paragraph: the unicode mode of `SentenceEnds`.
///
/// Tasks and threads may share one. Its ICU iterator keeps the text it is
/// set to and its position, so each call holds the iterator and its scratch
/// arrays under one lock for its whole run, and a second thread waits for
/// it, as with ``LineBreakIterator``.
public final class SentenceBoundaries: Sendable {
  /// ICU's iterator and the scratch arrays of a call, used only while their lock is held.
  private let scratch: PthreadLocked<Scratch>

  /// What a call works on: the iterator, and arrays kept from call to call so that their storage is reused.
  private struct Scratch {
    let iterator: ICUBreakIterator
    /// A copy of text whose white space is not single spaces, with each run of it made one space.
    var joined: [UInt8] = []
    /// Where `joined` has dropped bytes of `text`: from each offset in `joined` on, how many in all.
    var dropped: [(from: Int, count: Int)] = []
  }

  /// Sentence rules for `locale` (its language only: `ja`, `de`; empty means English), with ICU's abbreviations
  /// for it (those `@ss=standard` applies), and for English the abbreviations listed in `Abbreviations.english` too.
  ///
  /// A language ICU lists no abbreviations for (`zh`, `ja`) gets the
  /// plain sentence rules and `Abbreviations.english` in their place.
  public init(locale: String = "") throws(TextError) {
    let language = locale.split(separator: "@").first.map(String.init) ?? ""
    let iterator = try ICUBreakIterator(
      sentenceBreaksFor: language.isEmpty ? "en" : language,
      suppressing: SentenceEnds.abbreviations(forLanguage: language), fallback: Abbreviations.english)
    scratch = PthreadLocked(Scratch(iterator: iterator))
  }

  /// The byte offsets in `text` where a sentence other than the first starts, in order.
  ///
  /// Every run of white space reads as one space. A line end does: the
  /// paragraph's lines are one flow of text, while ICU would end a sentence
  /// at every line end. So do two spaces, and a tab: ICU's abbreviations
  /// look back over one space only, so after `UNIX.` two spaces ended a
  /// sentence that one space did not, and a pass that broke the line there
  /// gave the next pass one line end, which joined it back. Read as one
  /// space, the text has the same sentences on every pass.
  public func starts(in text: UnsafeBufferPointer<UInt8>) -> [Int] {
    scratch.withLock { scratch in
      guard Self.hasWhiteSpaceToJoin(text) else { return Self.starts(inFlat: text, scratch.iterator) }
      scratch.joined.removeAll(keepingCapacity: true)
      scratch.dropped.removeAll(keepingCapacity: true)
      var index = 0
      while index < text.count {
        guard Self.isWhiteSpace(text[index]) else {
          scratch.joined.append(text[index])
          index += 1
          continue
        }
        let start = index
        while index < text.count && Self.isWhiteSpace(text[index]) { index += 1 }
        scratch.joined.append(0x20)
        if index - start > 1 {
          scratch.dropped.append((scratch.joined.count, (scratch.dropped.last?.count ?? 0) + index - start - 1))
        }
      }
      let iterator = scratch.iterator
      let found = scratch.joined.withUnsafeBufferPointer { Self.starts(inFlat: $0, iterator) }
      // Back to offsets in `text`: each start follows the runs before it, which dropped bytes.
      let dropped = scratch.dropped
      var run = 0
      return found.map { start in
        while run < dropped.count && dropped[run].from <= start { run += 1 }
        return start + (run > 0 ? dropped[run - 1].count : 0)
      }
    }
  }

  /// Whether `text` holds white space other than single spaces: a line end, a tab, or two spaces in a row.
  private static func hasWhiteSpaceToJoin(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var afterSpace = false
    for byte in text {
      if byte == 0x0A || byte == 0x0D || byte == 0x09 || (byte == 0x20 && afterSpace) { return true }
      afterSpace = byte == 0x20
    }
    return false
  }

  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// The starts ICU finds that stand (`SentenceEnds.startStands(at:in:)`).
  private static func starts(inFlat text: UnsafeBufferPointer<UInt8>, _ iterator: ICUBreakIterator) -> [Int] {
    var result: [Int] = []
    iterator.forEachBreak(in: text) { offset, _ in
      guard offset < text.count else { return }
      if SentenceEnds.startStands(at: offset, in: text) { result.append(offset) }
    }
    return result
  }
}
