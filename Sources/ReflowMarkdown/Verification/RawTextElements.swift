// Phase: the meaning check, where white space counts. A browser collapses
// white space, so the check compares renderings with it normalised; inside
// `<pre>`, `<textarea>`, `<script>` and `<style>` it does not: a line end is
// a line end there, and a space a space (CommonMark's example 148, a
// paragraph inside a `<pre>` opened by an HTML block, is one). This file
// follows which of those elements the HTML is inside, tag by tag.

/// Which element that keeps its white space the HTML read so far is inside, if any.
struct RawTextElements: Equatable {
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

  /// Reads every tag whose `<` lies in `html[start..<end]`.
  mutating func readTags(in html: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
    var index = start
    while index < end {
      if html[index] == UInt8(ascii: "<") { readTag(at: index, in: html) }
      index += 1
    }
  }

  /// The index of the element whose name starts at `start`, followed by the end of the name; nil for any other.
  private static func name(at start: Int, in html: UnsafeBufferPointer<UInt8>) -> Int? {
    // Quick refusal: the names start with p, t or s, in either case.
    let first = html[start] | 0x20
    guard first == UInt8(ascii: "p") || first == UInt8(ascii: "t") || first == UInt8(ascii: "s") else { return nil }
    for (index, name) in names.enumerated() where start + name.count <= html.count {
      guard (0..<name.count).allSatisfy({ html[start + $0] | 0x20 == name[$0] }) else { continue }
      let after = start + name.count
      if after == html.count { return index }
      switch html[after] {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ">"), UInt8(ascii: "/"): return index
      default: return nil
      }
    }
    return nil
  }
}
