// Phase: segments to segments. Dictionary hyphenation: libhyphen with a
// pattern file (Debian's hyph_*.dic, chosen by locale) finds the points, and
// each becomes a flagged break that draws a hyphen only if a line ends there.

import CReflowHyphen

/// Dictionary hyphenation with libhyphen.
final class Hyphenator {
  private let dictionary: UnsafeMutableRawPointer
  /// How the dictionary wants words written: UTF-8, ISO 8859-1, or ASCII only (another charset).
  private let encoding: Int32
  /// TeX's defaults for English, and French's too: at least 2 letters before a hyphen and 3 after.
  private let leftMinimum: Int32 = 2
  private let rightMinimum: Int32 = 3

  /// The hyphenator of a dictionary file.
  ///
  /// - Throws: ``TextError/hyphenationDictionaryUnavailable(path:)`` when the file cannot be loaded.
  init(dictionary: HyphenationDictionary) throws(TextError) {
    guard let loaded = rf_hyphen_load(dictionary.path) else {
      throw .hyphenationDictionaryUnavailable(path: dictionary.path)
    }
    self.dictionary = loaded
    encoding = rf_hyphen_encoding(loaded)
  }

  deinit { rf_hyphen_free(dictionary) }

  /// The counts of letters after which a word of lowercase letters may be hyphenated; none when the dictionary's
  /// charset cannot write it.
  func points(in letters: [Unicode.Scalar]) -> [Int] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(letters.count * 2)
    for letter in letters {
      switch encoding {
      case 1: bytes += String(letter).utf8
      case 2:
        guard letter.value < 0x100 else { return [] }
        bytes.append(UInt8(letter.value))
      default:
        guard letter.isASCII else { return [] }
        bytes.append(UInt8(letter.value))
      }
    }
    // The library reports a UTF-8 word's points per character, and any other word's per byte: per letter, both.
    var points = [UInt8](repeating: 0, count: bytes.count)
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        rf_hyphenate(dictionary, characters.baseAddress, Int32(characters.count), &points, leftMinimum, rightMinimum)
      }
    }
    guard status == 0 else { return [] }
    return (0..<(letters.count - 1)).filter { points[$0] == 1 }.map { $0 + 1 }
  }

  /// Cuts the letters of a segment at its hyphenation points.
  ///
  /// Only a run of letters is hyphenated (any script the dictionary's
  /// charset can write, lowercased for it); ASCII punctuation around it stays
  /// with the first or last piece, and a word with anything else is left whole.
  func split(_ segment: TextSegment, in bytes: UnsafeBufferPointer<UInt8>, measurer: inout TextMeasurer)
    -> [TextSegment]
  {
    let start = Int(segment.start)
    let end = Int(segment.end)
    guard end - start >= 5 else { return [segment] }
    func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    var letterStart = start
    while letterStart < end && bytes[letterStart] < 0x80 && !isASCIILetter(bytes[letterStart]) { letterStart += 1 }
    // The letters, lowercased one for one, and the byte offset after each.
    var letters: [Unicode.Scalar] = []
    var ends: [Int] = []
    var decoder = UTF8()
    var iterator = UnsafeBufferPointer(rebasing: bytes[letterStart..<end]).makeIterator()
    var offset = letterStart
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        guard scalar.properties.isAlphabetic else { break decoding }
        let lowercase = scalar.properties.lowercaseMapping.unicodeScalars
        letters.append(lowercase.count == 1 ? lowercase.first! : scalar)
        offset += UTF8.width(scalar)
        ends.append(offset)
      case .emptyInput, .error: break decoding
      }
    }
    let letterEnd = offset
    // Only words that are letters with ASCII punctuation around them.
    guard letters.count >= 5, bytes[letterEnd..<end].allSatisfy({ $0 < 0x80 && !isASCIILetter($0) }) else {
      return [segment]
    }
    let points = points(in: letters)
    guard !points.isEmpty else { return [segment] }
    var pieces: [TextSegment] = []
    var pieceStart = start
    for point in points {
      let cut = ends[point - 1]
      let width = measurer.width(bytes, pieceStart..<cut)
      pieces.append(
        TextSegment(start: Int32(pieceStart), end: Int32(cut), width: Int32(width), next: .hyphenationPoint))
      pieceStart = cut
    }
    let width = measurer.width(bytes, pieceStart..<end)
    pieces.append(TextSegment(start: Int32(pieceStart), end: Int32(end), width: Int32(width), next: segment.next))
    return pieces
  }
}
