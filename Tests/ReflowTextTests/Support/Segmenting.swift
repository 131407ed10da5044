// Runs the segmenter on a string, on the fast path or forced through ICU.

import Testing

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

/// Segments `text` as one paragraph, then gives its words the inner breaks a line of `interiorBreakWidth` leaves them.
///
/// `interiorBreakWidth` joins words broken inside (after a hyphen or slash)
/// that are no wider than it, as the item builder does; nil keeps every break.
func segments(
  of text: String, fastPath: Bool, style: LineBreakStyle = LineBreakStyle(), hyphenation: Hyphenation = .soft,
  widths: WidthOptions = WidthOptions(), interiorBreakWidth: Int? = nil
) throws -> [TextSegment] {
  let segmenter = try TextSegmenter(style: style, hyphenation: hyphenation, widths: widths)
  segmenter.allowsFastPath = fastPath
  segmenter.wordInteriorBreaks = interiorBreakWidth == nil ? .always : .whenTooWide
  let bytes = Array(text.utf8)
  return bytes.withUnsafeBufferPointer { buffer in
    // The fast path reads the paragraph once, building the content as it segments; its content must be the
    // content builder's under each spacing it takes, and its segments ICU's (which the callers compare).
    var found: [[TextSegment]] = []
    for spacing in [WordSpacing.collapse, .preserve, .sentences] {
      var (content, segments) = segmenter.paragraph(buffer, spacing: spacing)
      content.bytes.withUnsafeBufferPointer {
        WordInteriors.fit(&segments, in: $0, width: interiorBreakWidth ?? .max, segmenter: segmenter)
      }
      var measurer = TextMeasurer(options: widths)
      let built = ParagraphContent(buffer, spacing: spacing, measurer: &measurer)
      #expect(content.bytes == built.bytes, "\(spacing): \(text.debugDescription)")
      #expect(content.wideSpaces == built.wideSpaces, "\(spacing): \(text.debugDescription)")
      found.append(segments)
    }
    #expect(found.allSatisfy { $0 == found[0] }, "\(text.debugDescription)")
    return found[0]
  }
}

/// Tokens random paragraphs are made of: prose, punctuation in and around
/// words, numbers, Latin letters, and the characters the rules single out.
let prosePieces: [String] = [
  "word", "the", "A", "x", "don't", "(paren)", "\"quoted\"", "end.", "comma,", "semi;", "colon:", "what?", "wow!",
  "foo-bar", "a/b", "e.g.", "1.5", "50%", "$100", "-1", "+2", "#tag", "a.b", "x:y", "[1]", "{x}", "<tag>", "'single'",
  "café", "Übermaß", "naïve", "façade", "Æsir", "ÿ", "--", "...", "—", "a—b", "...)", "(\"", "\")", "*", "&", "@",
  "~", "`code`", "|", "\\", "^", "_x_", "=", "1)", "(a", "b)", "9", "a1", "1a", "..", ",", ".", "?", "!", "\"", "'",
  "[", "(", "]", ")", "-f", "-x", "--long", "~/bin", "\"-", "(-", "[-", "1-2", "a-", "-",
  ".5", "-.5", "$(.5", "(-1)", "..6", "+.5%", "“quoted”", "‘x’", "…", "wait…", "…so", "1…2", "(…)", "→", "a\u{A0}b",
  "\u{A0}", "«fr»", "—", "©", "™", "↔", "(©)", "©2024", "☺", "☺\u{FE0F}", "⭕", "☝", "☝🏽", "▶", "‼", "ℹ", "x™",
]
