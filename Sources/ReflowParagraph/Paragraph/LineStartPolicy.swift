// Phase: line starts. Which word may start a line is decided by how the line
// will be read back, and that depends on the medium: the next plain-text run
// reads a line's first word for markers, bullets, fields and rules; Markdown's
// parser reads it for blocks. Every such rule is in this folder, one file per
// medium; a drawing (render) is not read back and has none.

/// Every rule about which words may start a line, one version for each medium that is read back.
///
/// - ``PlainText``: the answer for each segment after a space, which
///   ``TextParagraph/items(into:narrowestLine:rules:)``
///   turns into a held or costly break.
/// - ``Markdown``: whether a token would open a block, which makes the gap
///   before it one no line ends at.
///
/// ``LineLead`` and ``DocumentLineReader`` only read lines; they hold no
/// rule about where lines may be made.
package enum LineStartPolicy {
  /// No rule: every segment may start a line (a drawing, which is not read back, or a paragraph none of whose
  /// words would read as anything else).
  struct None: LineStartRules {
    @inline(__always)
    func lineStart(ofSegment index: Int, in paragraph: TextParagraph) -> LineStart { .free }
  }

  /// Rules worked out before the items, one a segment, read from `offset` on: Markdown's, for a window of its
  /// paragraph that starts at segment `offset`.
  struct Listed: LineStartRules {
    let starts: [LineStart]
    let offset: Int

    @inline(__always)
    func lineStart(ofSegment index: Int, in paragraph: TextParagraph) -> LineStart { starts[offset + index] }
  }
}

/// Where the items read a medium's line-start rules from, segment by segment.
///
/// A protocol rather than a closure: the item loop is specialised for each
/// medium, and the rule's quick answer is inlined into it, where a closure
/// would be a call for every word after a space unless the optimiser
/// happened to inline the whole chain.
@usableFromInline package protocol LineStartRules {
  /// Whether segment `index` of `paragraph` may begin a line.
  ///
  /// The paragraph is handed in rather than held: the item loop reads the
  /// same arrays, and one copy of them is checked and loaded once.
  func lineStart(ofSegment index: Int, in paragraph: TextParagraph) -> LineStart
}

/// Whether a segment may begin a line.
@usableFromInline package enum LineStart {
  /// Anywhere.
  case free
  /// Not where another break would do: where keeping the segment off the line's start would run past the width,
  /// the width wins.
  case avoided
  /// Never: the line would read back as something else (a list item, a quote).
  case forbidden
  /// Anywhere, but at a last resort's cost, so the breakers start as few lines here as they can (a word inside a
  /// Markdown link's text too wide for a line).
  case discouraged
  /// Always: the segment starts a line of its own making, as the text will read back (a rule word that no
  /// neighbour fits beside stands alone, a rule line between two paragraphs).
  case required
}
