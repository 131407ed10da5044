// Phase: text to items. Words become boxes and the spaces between them glue,
// so a paragraph of text is a flow of boxes like any other.
//
// This first version splits at ASCII whitespace and measures a word by its
// grapheme clusters (Swift `Character`s). The Unicode issue replaces both with
// ICU's UAX #14 break opportunities and terminal column widths.

import FlowLayout

/// A paragraph of text split into words, with the flow items that represent it.
public struct TextParagraph: Sendable {
  /// The words, in order; each is one box.
  public let words: [Substring]
  /// Boxes for the words, glue for the spaces between them.
  public let items: [FlowItem<Int>]

  /// Splits `text` at whitespace; runs of whitespace, line ends included, become one space.
  public init(_ text: Substring) {
    var words: [Substring] = []
    var items: [FlowItem<Int>] = []
    for word in text.split(whereSeparator: { $0.isWhitespace }) {
      if !words.isEmpty { items.append(.glue(FlowGlue(width: 1, stretch: 1))) }
      words.append(word)
      items.append(.box(FlowBox(width: TextParagraph.width(of: word))))
    }
    self.words = words
    self.items = items
  }

  /// The number of terminal columns `word` occupies, counting one per grapheme cluster.
  public static func width(of word: Substring) -> Int {
    word.count
  }
}
