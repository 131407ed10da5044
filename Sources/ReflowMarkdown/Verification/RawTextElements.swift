// Phase: the meaning check, where white space counts. A browser collapses
// white space, so the check compares renderings with it normalised; inside
// `<pre>`, `<textarea>`, `<script>` and `<style>` it does not: a line end is
// a line end there, and a space a space (CommonMark's example 148, a
// paragraph inside a `<pre>` opened by an HTML block, is one). This file
// follows which of those elements the HTML is inside, tag by tag.

/// Which element that keeps its white space the HTML read so far is inside, if any.
package struct RawTextElements: Equatable {
  /// The elements, by the bytes of their names.
  private static let names: [[UInt8]] = [
    Array("pre".utf8), Array("textarea".utf8), Array("script".utf8), Array("style".utf8),
  ]

  /// The index in ``names`` of the element the text is inside; nil outside all of them.
  private var element: Int?
  /// How deep `element` is nested in itself (a `<pre>` inside a `<pre>`).
  private var depth = 0

  /// Whether white space is kept exactly where the HTML read so far ends.
  var keepsWhiteSpace: Bool { element != nil }

  /// Reads the tag, if any, that starts with the `<` at `index` of `html`.
  ///
  /// Outside these elements, an opening tag of one enters it; inside, only
  /// its own tags count (`</script>` ends a script whatever it held), and a
  /// `<pre>` opened inside a `<pre>` must close before the outer one does.
  mutating func readTag(at index: Int, in html: UnsafeBufferPointer<UInt8>) {
    var start = index + 1
    guard start < html.count else { return }
    let closing = html[start] == UInt8(ascii: "/")
    if closing { start += 1 }
    guard start < html.count, let name = Self.name(at: start, in: html) else { return }
    switch (element, closing) {
    case (nil, false):
      element = name
      depth = 1
    case (name?, false): depth += 1
    case (name?, true):
      depth -= 1
      if depth == 0 { element = nil }
    default: break
    }
  }

  /// Reads every tag in `html`.
  mutating func readTags(in html: UnsafeBufferPointer<UInt8>) {
    readTags(in: html, from: 0, to: html.count)
  }

  /// Reads every tag whose `<` lies in `html[start..<end]` that can change the state.
  ///
  /// With `openings` (``openings(in:)``), only those spellings can open
  /// an element: the only ones raw HTML uses. Inside one, every tag is
  /// read, for its own end tag.
  mutating func readTags(
    in html: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, openings: [[UInt8]]? = nil
  ) {
    var index = start
    while let tag = SourceScan.firstIndex(of: UInt8(ascii: "<"), in: html, from: index, to: end) {
      if element != nil || Self.isSpelled(at: tag, in: html, asOneOf: openings) { readTag(at: tag, in: html) }
      index = tag + 1
    }
  }

  /// Whether the tag at `index` starts with one of `spellings`; any tag does when they are not known.
  static func isSpelled(at index: Int, in html: UnsafeBufferPointer<UInt8>, asOneOf spellings: [[UInt8]]?) -> Bool {
    guard let spellings else { return true }
    // Every name starts with p, t or s: most tags (`<a`, `<code>`, `</li>`) end the look here.
    guard index + 1 < html.count,
      [UInt8(ascii: "p"), UInt8(ascii: "t"), UInt8(ascii: "s")].contains(html[index + 1] | 0x20)
    else { return false }
    for spelling in spellings where index + spelling.count <= html.count {
      var offset = 1
      while offset < spelling.count && html[index + offset] == spelling[offset] { offset += 1 }
      if offset == spelling.count { return true }
    }
    return false
  }

  /// Each spelling (`<pre`, `<PRE`, `<script`) with which raw HTML in the Markdown `source` may open one of these
  /// elements; empty when it names none.
  ///
  /// Raw HTML reaches the rendering as written, so only these spellings
  /// can open such an element there. cmark-gfm's own `<pre>` (a code
  /// block's) closes where it opens, around text no rewrap touches. A
  /// document that names none is compared without following tags at all,
  /// and one that does looks only for the spellings it uses.
  static func openings(in source: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
    var found: [[UInt8]] = []
    var index = 0
    while let tag = SourceScan.firstIndex(of: UInt8(ascii: "<"), in: source, from: index) {
      index = tag + 1
      guard let name = name(at: tag + 1, in: source) else { continue }
      let spelling = Array(source[tag...(tag + names[name].count)])
      if !found.contains(spelling) { found.append(spelling) }
    }
    return found
  }

  /// Where raw HTML in the Markdown `source` may first open one of these elements: the `<` of the first tag that
  /// names one; nil when none does.
  ///
  /// A rendering checked from a later point on its own starts outside them
  /// all, which is what the whole document's check does there only when no
  /// such tag comes before it.
  package static func firstOpening(in source: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while let tag = SourceScan.firstIndex(of: UInt8(ascii: "<"), in: source, from: index) {
      if name(at: tag + 1, in: source) != nil { return tag }
      index = tag + 1
    }
    return nil
  }

  /// The index of the element whose name starts at `start`, followed by the end of the name; nil for any other.
  ///
  /// Most tags are none of these (`<p>`, `<strong>`, `<td>`), so the first
  /// two letters decide most of them before any name is compared.
  private static func name(at start: Int, in html: UnsafeBufferPointer<UInt8>) -> Int? {
    guard start + 2 < html.count else { return nil }
    let index: Int
    switch (html[start] | 0x20, html[start + 1] | 0x20) {
    case (UInt8(ascii: "p"), UInt8(ascii: "r")): index = 0
    case (UInt8(ascii: "t"), UInt8(ascii: "e")): index = 1
    case (UInt8(ascii: "s"), UInt8(ascii: "c")): index = 2
    case (UInt8(ascii: "s"), UInt8(ascii: "t")): index = 3
    default: return nil
    }
    let name = names[index]
    guard start + name.count <= html.count else { return nil }
    for offset in 2..<name.count where html[start + offset] | 0x20 != name[offset] { return nil }
    let after = start + name.count
    guard after < html.count else { return index }
    switch html[after] {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ">"), UInt8(ascii: "/"): return index
    default: return nil
    }
  }
}
