// Phase: width. Terminal columns for one grapheme cluster, as terminals and
// glibc's wcwidth draw them. Emoji sequences, flags, keycaps and variation
// selectors decide the width of a whole cluster; otherwise each code point
// adds its own width, so combining marks and joiners add nothing while
// spacing vowel signs (Thai sara am, Devanagari aa) add a column.

/// Collects what a cluster's width depends on while its code points go by.
struct ClusterWidthAccumulator {
  private var base: CodePointProperties?
  private var baseScalar: UInt32 = 0
  private var sum = 0
  private var regionalIndicator = false
  private var textPresentation = false
  private var emojiPresentation = false
  private var joinsPictographs = false
  private var modifier = false
  private var keycap = false

  /// Starts a new cluster.
  @inline(__always)
  mutating func reset() { self = ClusterWidthAccumulator() }

  /// Adds one code point of the cluster.
  @inline(__always)
  mutating func add(_ scalar: UInt32, _ properties: CodePointProperties, ambiguousWidth: Int) {
    switch scalar {
    case 0xFE0E: textPresentation = true
    case 0xFE0F: emojiPresentation = true
    case 0x20E3: keycap = true
    case 0x1F3FB...0x1F3FF: modifier = true
    case 0x200D: if base?.isExtendedPictographic == true { joinsPictographs = true }
    default: break
    }
    if properties.graphemeBreak == .regionalIndicator { regionalIndicator = true }
    if base == nil {
      base = properties
      baseScalar = scalar
    }
    sum += ClusterWidthAccumulator.width(of: scalar, properties, ambiguousWidth: ambiguousWidth)
  }

  /// The columns one code point takes on its own.
  @inline(__always)
  static func width(of scalar: UInt32, _ properties: CodePointProperties, ambiguousWidth: Int) -> Int {
    // A soft hyphen is drawn as a hyphen by terminals (and counted so by wcwidth).
    if scalar == 0xAD { return 1 }
    if properties.isZeroWidth || properties.isControl { return 0 }
    // Hangul medial vowels and final consonants only join a syllable block.
    if properties.graphemeBreak == .v || properties.graphemeBreak == .t { return 0 }
    if properties.isWide { return 2 }
    if properties.isAmbiguous { return ambiguousWidth }
    return 1
  }

  /// The cluster's width in columns.
  @inline(__always)
  func width() -> Int {
    guard let base else { return 0 }
    if regionalIndicator { return 2 }
    if base.isEmoji {
      if textPresentation { return 1 }
      if emojiPresentation { return 2 }
    }
    if keycap && (baseScalar == 0x23 || baseScalar == 0x2A || (0x30...0x39).contains(baseScalar)) { return 2 }
    if base.isExtendedPictographic && (joinsPictographs || modifier) { return 2 }
    return sum
  }
}
