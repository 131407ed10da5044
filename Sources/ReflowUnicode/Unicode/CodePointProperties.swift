// Phase: Unicode data. Everything the text layer needs to know about one code
// point, fetched from ICU in a single call and cached, so that measuring and
// segmenting never cross the C boundary in their inner loops.

import CReflowICU

/// ICU's Grapheme_Cluster_Break values, as numbered by `UGraphemeClusterBreak`.
enum GraphemeBreakClass: UInt8 {
  case other = 0, control, cr, extend, l, lf, lv, lvt, t, v, spacingMark, prepend, regionalIndicator
  case eBase, eBaseGAZ, eModifier, glueAfterZWJ, zwj
}

/// The properties of one code point, packed as `rf_code_point_properties` returns them.
package struct CodePointProperties: Hashable, Sendable {
  let bits: UInt32

  /// Looks a code point up in ICU.
  package init(_ scalar: UInt32) { bits = rf_code_point_properties(scalar) }

  init(bits: UInt32) { self.bits = bits }

  /// East Asian Wide or Fullwidth.
  package var isWide: Bool { bits & 3 == 2 }
  /// East Asian Ambiguous: one column or two, as the caller decides.
  var isAmbiguous: Bool { bits & 3 == 1 }
  /// East Asian Wide, Fullwidth or Halfwidth: UAX #14's `$EastAsian` (halfwidth forms are one column, not wide).
  var isEastAsian: Bool { bits & 3 >= 2 }
  var graphemeBreak: GraphemeBreakClass { GraphemeBreakClass(rawValue: UInt8((bits >> 2) & 0x1F)) ?? .other }
  /// Grapheme_Cluster_Break Other: the cluster's boundaries are the code point's own, read without building the enum.
  var isOtherGraphemeBreak: Bool { (bits >> 2) & 0x1F == 0 }
  var isExtendedPictographic: Bool { bits & (1 << 7) != 0 }
  var isEmoji: Bool { bits & (1 << 9) != 0 }
  /// Marks, format characters and default ignorables: they take no column of their own.
  var isZeroWidth: Bool { bits & (1 << 10) != 0 }
  var isControl: Bool { bits & (1 << 11) != 0 }
  var isLetter: Bool { bits & (1 << 12) != 0 }
  /// ICU's `ULineBreak` value.
  package var lineBreakClass: UInt8 { UInt8((bits >> 13) & 0x3F) }
  var isHangul: Bool { bits & (1 << 19) != 0 }
  /// Opening punctuation: general category Ps (`(`, `（`, `「`) or Pi (`“`, `‘`, `«`).
  package var isOpeningPunctuation: Bool { bits & (1 << 20) != 0 }
  /// Closing punctuation: general category Pe (`)`, `）`, `」`) or Pf (`”`, `’`, `»`).
  package var isClosingPunctuation: Bool { bits & (1 << 21) != 0 }
  /// Punctuation of any general category P*.
  package var isPunctuation: Bool { bits & (1 << 22) != 0 }
  /// Line_Break SA: Thai, Lao, Khmer, Myanmar and other scripts whose words are found by dictionary.
  package var isComplexContext: Bool { lineBreakClass == LineBreakClass.complexContext }
  /// A character of Chinese or Japanese writing: East Asian Wide or Fullwidth, and neither Hangul nor
  /// an emoji.
  ///
  /// Emoji are wide too, but they are symbols set among words of any
  /// script, and a writer puts a space beside one as beside a word.
  var isCJK: Bool { isWide && !isHangul && !isEmoji && !isExtendedPictographic }
  /// CJK punctuation: the ideographic comma and full stop, fullwidth brackets and marks.
  package var isCJKPunctuation: Bool { isPunctuation && isCJK }
}

/// A per-segmenter cache of code point properties.
///
/// The Basic Multilingual Plane is filled in lazily, one code point at a time;
/// the rest goes to a dictionary. Each segmenter owns its own cache, so no
/// state is shared between threads. The plane's table (256 KiB, set before
/// use) is made only once a cache has been asked often enough to repay it:
/// a measurer made for one short line (a lead, a row's columns) asks a few
/// times and asks ICU directly.
package struct PropertyCache {
  private static let unknown: UInt32 = .max
  /// The lookups answered before the table is made.
  private static let lookupsBeforeTable = 256
  private var basic: [UInt32] = []
  private var supplementary: [UInt32: UInt32] = [:]
  private var uncachedLookups = 0

  /// The properties of `scalar`.
  @inline(__always)
  package mutating func properties(_ scalar: UInt32) -> CodePointProperties {
    if scalar < 0x10000 {
      if basic.isEmpty {
        uncachedLookups += 1
        if uncachedLookups <= Self.lookupsBeforeTable { return CodePointProperties(scalar) }
        basic = Array(repeating: PropertyCache.unknown, count: 0x10000)
      }
      let cached = basic.withUnsafeBufferPointer { $0[Int(scalar)] }
      if cached != PropertyCache.unknown { return CodePointProperties(bits: cached) }
      let fetched = CodePointProperties(scalar)
      basic.withUnsafeMutableBufferPointer { $0[Int(scalar)] = fetched.bits }
      return fetched
    }
    if let cached = supplementary[scalar] { return CodePointProperties(bits: cached) }
    let fetched = CodePointProperties(scalar)
    supplementary[scalar] = fetched.bits
    return fetched
  }
}

extension PropertyCache {
  /// Whether a line end between `before` and `after` reads back as nothing in plain text: Reflow's rule, by script.
  ///
  /// Chinese and Japanese put no spaces between words, and none after
  /// their own punctuation, so a line end between two CJK characters, or
  /// after CJK punctuation (`、` then `network-manager`), is an artefact of
  /// wrapping. Anywhere else it stands for a space: beside Hangul, which
  /// Korean spaces, and beside an emoji (`Thumbs 😀` / `中文`), which CSS's
  /// width rule would glue to the text after it. A zero-width space already
  /// breaks. Plain text's reader is the next refill, so the rule is the
  /// same at every line end it reads and every space it may break at.
  mutating func joinsByScript(_ before: UInt32, _ after: UInt32) -> Bool {
    if before == 0x200B || after == 0x200B { return true }
    let first = properties(before)
    guard first.isCJK else { return false }
    return first.isPunctuation || properties(after).isCJK
  }

  /// Whether a line end between `before` and `after` joins them with no space (CSS Text's segment-break rule).
  ///
  /// Chinese and Japanese put no spaces between words, so a line end between
  /// two wide characters is an artefact of wrapping, not a space. Korean does
  /// use spaces, so Hangul keeps its space; a zero-width space already breaks.
  mutating func joinsWithoutSpace(_ before: UInt32, _ after: UInt32) -> Bool {
    if before == 0x200B || after == 0x200B { return true }
    let first = properties(before)
    let second = properties(after)
    return first.isWide && second.isWide && !first.isHangul && !second.isHangul
  }
}
