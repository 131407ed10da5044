// Phase: segments to segments. Dictionary hyphenation for English: libhyphen
// with Debian's hyph_en_US patterns finds the points, and each becomes a
// flagged break that draws a hyphen only if a line ends there.

import CReflowHyphen

/// English hyphenation with libhyphen.
final class Hyphenator {
  /// Where Debian's `hyphen-en-us` package puts the patterns.
  static let englishDictionaryPath = "/usr/share/hyphen/hyph_en_US.dic"
  private let dictionary: UnsafeMutableRawPointer
  /// TeX's defaults for English: at least 2 letters before a hyphen and 3 after.
  private let leftMinimum: Int32 = 2
  private let rightMinimum: Int32 = 3

  private init(path: String) throws(TextError) {
    guard let dictionary = rf_hyphen_load(path) else { throw .hyphenationDictionaryUnavailable(path: path) }
    self.dictionary = dictionary
  }

  deinit { rf_hyphen_free(dictionary) }

  /// The English dictionary.
  static func english() throws(TextError) -> Hyphenator { try Hyphenator(path: englishDictionaryPath) }

  /// The offsets inside an ASCII word after which it may be hyphenated.
  func points(in word: [UInt8]) -> [Int] {
    let lowercase = word.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    var points = [UInt8](repeating: 0, count: lowercase.count)
    let status = lowercase.withUnsafeBufferPointer { letters in
      letters.withMemoryRebound(to: CChar.self) { characters in
        rf_hyphenate(dictionary, characters.baseAddress, Int32(characters.count), &points, leftMinimum, rightMinimum)
      }
    }
    guard status == 0 else { return [] }
    return points.indices.filter { points[$0] == 1 && $0 + 1 < points.count }.map { $0 + 1 }
  }

  /// Cuts the letters of a segment at its hyphenation points.
  ///
  /// Only the run of ASCII letters is hyphenated; punctuation around it stays
  /// with the first or last piece.
  func split(_ segment: TextSegment, in bytes: UnsafeBufferPointer<UInt8>, measurer: inout TextMeasurer)
    -> [TextSegment]
  {
    let start = Int(segment.start)
    let end = Int(segment.end)
    guard end - start >= 5 else { return [segment] }
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    var letterStart = start
    while letterStart < end && !isLetter(bytes[letterStart]) {
      guard bytes[letterStart] < 0x80 else { return [segment] }
      letterStart += 1
    }
    var letterEnd = letterStart
    while letterEnd < end && isLetter(bytes[letterEnd]) { letterEnd += 1 }
    // Only words that are letters with ASCII punctuation around them.
    guard letterEnd - letterStart >= 5, bytes[letterEnd..<end].allSatisfy({ $0 < 0x80 && !isLetter($0) }) else {
      return [segment]
    }
    let points = points(in: Array(bytes[letterStart..<letterEnd]))
    guard !points.isEmpty else { return [segment] }
    var pieces: [TextSegment] = []
    var pieceStart = start
    for point in points {
      let cut = letterStart + point
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
