// A cache of measured words. Prose repeats a few thousand words again and
// again, so measuring each distinct word once saves most of the work.

/// Keeps the width of each word it has measured, up to a limit, after which it starts afresh.
struct WordCache {
  private var widths: [String: Int] = [:]  // word -> columns
  let limit: Int

  /// The width of `word`, measured once.
  mutating func width(of word: String, measure: (String) -> Int) -> Int {
    if let known = widths[word] { return known }
    // Starting afresh is cheaper than evicting one entry at a time, and prose rarely needs more than the limit.
    if widths.count >= limit { widths.removeAll(keepingCapacity: true) }
    let width = measure(word)
    widths[word] = width
    return width
  }
}
