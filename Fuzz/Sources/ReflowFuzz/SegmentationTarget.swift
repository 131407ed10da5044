// Target: grapheme clusters, their widths, UAX #14 break opportunities and the
// wrapper's segments, on any valid UTF-8; and the segmenter's fast path
// (ASCII, Latin, Chinese, Japanese) against ICU's line iterator.

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

extension FuzzTarget {
  /// Clusters tile the text; breaks rise, fall on scalar boundaries and end at the end; segments tile in order.
  static let segmentation = FuzzTarget(
    name: "segmentation", summary: "clusters, widths, break opportunities and segments tile the text"
  ) { input in
    let strict = input.choice(LineBreakStrictness.allCases)
    let locale = input.choice(["", "ja", "zh", "ko"])
    let wordBreak = input.choice(WordBreak.allCases)
    let width = input.number(in: 1...60)
    let text = input.restAsText
    text.withUnsafeBufferPointer { bytes in
      var measurer = DisplayWidthMeasurer()
      var next = 0
      var total = 0
      measurer.forEachCluster(in: bytes, 0..<bytes.count) { start, end, columns in
        require(start == next && end > start, "cluster \(start)..<\(end) after \(next) in \(shown(text))")
        require(columns >= 0 && columns <= 8, "cluster of \(columns) columns in \(shown(text))")
        next = end
        total += columns
      }
      require(next == bytes.count, "clusters stop at \(next) of \(bytes.count) in \(shown(text))")
      require(measurer.width(of: bytes, in: 0..<bytes.count) == total, "width is not the sum of clusters")

      let breaks = try! LineBreakIterator(style: LineBreakStyle(strictness: strict))
      var previous = 0
      breaks.forEachBreak(in: bytes) { offset, _ in
        require(offset > previous && offset <= bytes.count, "break \(offset) after \(previous) in \(shown(text))")
        require(offset == bytes.count || bytes[offset] & 0xC0 != 0x80, "break \(offset) inside a scalar")
        previous = offset
      }
      require(bytes.isEmpty || previous == bytes.count, "no break at the end of \(shown(text))")

      let wrapper = try! TextWrapper(options: TextWrapOptions(width: width))
      let segments = wrapper.segments(utf8: bytes)
      var end: Int32 = 0
      for (index, segment) in segments.enumerated() {
        require(segment.start >= end && segment.end >= segment.start, "segment \(index) out of order")
        require(segment.width >= 0, "segment \(index) of negative width")
        require((segment.next == .end) == (index == segments.count - 1), "segment \(index) ends as \(segment.next)")
        end = segment.end
      }

      // The fast path gives ICU's segments exactly, or gives the paragraph to ICU; reading the paragraph as it
      // comes, it builds the content builder's content.
      let style = LineBreakStyle(locale: locale, strictness: strict, wordBreak: wordBreak)
      let spacing = [WordSpacing.collapse, .preserve, .sentences][(width / 3) % 3]
      var textMeasurer = TextMeasurer(options: WidthOptions())
      let content = ParagraphContent(bytes, spacing: spacing, measurer: &textMeasurer)
      var found: [[TextSegment]] = []
      for fastPath in [true, false] {
        let segmenter = try! TextSegmenter(style: style, hyphenation: .soft, widths: WidthOptions())
        segmenter.allowsFastPath = fastPath
        segmenter.wordInteriorBreaks = width % 3 == 0 ? .always : .whenTooWide
        // Segmentation does not know the width; the item builder's word rule applies it, as the wrapper does.
        func fitted(_ segments: [TextSegment]) -> [TextSegment] {
          var fitted = segments
          content.bytes.withUnsafeBufferPointer {
            WordInteriors.fit(&fitted, in: $0, width: width, segmenter: segmenter)
          }
          return fitted
        }
        found.append(fitted(segmenter.segments(of: content)))
        guard fastPath else { continue }
        let (read, unfitted) = segmenter.paragraph(bytes, spacing: spacing)
        require(read.bytes == content.bytes && read.wideSpaces == content.wideSpaces, "content of \(shown(text))")
        let segments = fitted(unfitted)
        require(segments == found[0], "read once \(segments) against \(found[0]) in \(shown(text)), \(style)")
      }
      require(found[0] == found[1], "fast path \(found[0]) against ICU \(found[1]) in \(shown(text)), \(style)")
    }
  }
}
