// Phase: the whole text pipeline, split where the width first matters.
// Segmenting a paragraph (its breaks, its words' widths) does not depend on
// the line width; the width rules, the items and the breaks do. A paragraph
// segmented once can so be wrapped at many widths, as a SwiftUI layout is
// asked for its size at several before it is placed.

/// A paragraph segmented once, to be wrapped at any width with ``TextWrapper/wrap(_:toWidth:)``.
///
/// ```swift
/// let wrapper = try TextWrapper(options: TextWrapOptions(width: 40))
/// let paragraph = wrapper.segmented("Segmented once, wrapped at every width a layout proposes.")
/// let wide = try wrapper.wrap(paragraph, toWidth: 40)
/// let narrow = try wrapper.wrap(paragraph, toWidth: 20)
/// // narrow: the lines TextWrapper(options: TextWrapOptions(width: 20)) gives
/// ```
///
/// Segmenting is most of the cost of wrapping a paragraph: the breaks are
/// found, and every word is measured. Neither depends on the width, so a
/// paragraph wrapped at several widths is segmented only here; each width
/// then pays for the rules that depend on it (words fitted, runs cut) and
/// for breaking the lines. The lines are those ``TextWrapper/wrapParagraph(_:)`` gives
/// with the same options at that width.
///
/// It holds bytes and measured segments only, so a paragraph segmented on a
/// background task may be handed to the main actor and wrapped there.
public struct SegmentedParagraph: Sendable {
  /// The paragraph's segments, before any rule that depends on the width.
  let text: TextParagraph
  /// The spaces and tabs the paragraph starts with, kept at the start of its first line where the width leaves
  /// room for them (``TextWrapper/keepingLeadingWhitespace(of:after:)``).
  let leadingWhitespace: [UInt8]
}

extension TextWrapper {
  /// Segments `paragraph` once, for ``wrap(_:toWidth:)``; line ends inside it are spaces.
  ///
  /// Tabs are expanded first when the options ask for it, as ``wrapParagraph(_:)`` does.
  public func segmented(_ paragraph: some StringProtocol) -> SegmentedParagraph {
    guard isClaimedHere else { return exclusively { $0.segmented(paragraph) } }
    var text = prepared(paragraph)
    return text.withUTF8 { bytes in
      let kept = Self.leadingWhitespace(of: bytes)
      let body = UnsafeBufferPointer(rebasing: bytes[kept...])
      return SegmentedParagraph(
        text: builder.segments(of: PlainTextParagraph(body, spacing: spacing), by: segmenter),
        leadingWhitespace: Array(bytes[..<kept]))
    }
  }

  /// Wraps a paragraph segmented by ``segmented(_:)`` in lines of `width` columns: the lines ``wrapParagraph(_:)``
  /// gives at that width, with every other option this wrapper's.
  ///
  /// Wrappers for other widths are made on first use and kept (they share
  /// this one's segmenter), so asking again for a width costs no set-up.
  ///
  /// - Throws: `TextError` when the width leaves the indents or the
  ///   placeholder no room, or is too wide for aligned lines, as
  ///   ``init(options:)`` would for that width.
  public func wrap(_ paragraph: SegmentedParagraph, toWidth width: Int) throws(TextError) -> [String] {
    guard isClaimedHere else {
      return try exclusively { wrapper throws(TextError) in try wrapper.wrap(paragraph, toWidth: width) }
    }
    return try wrapper(forWidth: width).wrap(segmented: paragraph)
  }

  /// This wrapper when `width` is its own; otherwise one for `width` that shares its segmenter.
  func wrapper(forWidth width: Int) throws(TextError) -> TextWrapper {
    if width == options.width { return self }
    if let known = wrappersByWidth[width] { return known }
    var options = options
    options.width = width
    let made = try TextWrapper(options: options, sharingSegmenterOf: self)
    made.keepsShortLines = keepsShortLines
    // A layout asks for a few widths; a caller sweeping through many keeps at most this many wrappers.
    if wrappersByWidth.count >= 16 { wrappersByWidth.removeAll(keepingCapacity: true) }
    wrappersByWidth[width] = made
    return made
  }

  /// Wraps `paragraph` at this wrapper's width, as ``wrapParagraph(_:)`` wraps the text it was segmented from.
  func wrap(segmented paragraph: SegmentedParagraph) -> [String] {
    let lineIndents =
      paragraph.leadingWhitespace.isEmpty
      ? indents : self.indents(keeping: paragraph.leadingWhitespace, after: indents) ?? indents
    let lines =
      options.maximumLineCount.map { wrap(paragraph.text, indents: lineIndents, limit: LineLimit(count: $0)) }
      ?? wrap(paragraph.text, indents: lineIndents) ?? []
    return lines.map { String(decoding: $0, as: UTF8.self) }
  }
}

extension TextWrapper {
  /// The former form of ``wrap(_:toWidth:)``.
  @available(*, deprecated, renamed: "wrap(_:toWidth:)")
  public func wrap(_ paragraph: SegmentedParagraph, width: Int) throws(TextError) -> [String] {
    try wrap(paragraph, toWidth: width)
  }
}
