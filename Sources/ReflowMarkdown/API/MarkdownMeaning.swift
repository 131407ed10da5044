// Phase: the meaning check, offered on its own. A front end that formats a
// document in pieces (a doc comment cut at its tags, say) checks the whole
// with the same comparison the formatter makes for each piece.

/// Whether two Markdown documents mean the same, by the formatter's meaning check.
public enum MarkdownMeaning {
  /// Whether `first` and `second`, valid UTF-8, render to the same HTML by cmark-gfm with GitHub's extensions, up to
  /// the whitespace a browser does not show.
  ///
  /// This is the comparison ``MarkdownFormatter`` makes before it keeps a
  /// rewrapped paragraph, so a caller that joins several formatted pieces
  /// into one document can hold the whole to the same guarantee.
  public static func same(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
    var comparison = HTMLComparison()
    let before = CmarkTree(first, footnotes: true).htmlBuffer()
    let after = CmarkTree(second, footnotes: true).htmlBuffer()
    return before.withBytes { one in after.withBytes { other in comparison.same(one, other) } }
  }
}
