// The meaning check's comparison against the rule written the plain way: both
// renderings normalised in full (a whitespace run is one space, or nothing
// when it holds a line end between two wide characters; none at either end;
// kept as it is inside `<pre>`, `<textarea>`, `<script>` and `<style>`),
// then compared. The comparison skips what the two have in common eight bytes
// at a time, so the random pairs share long stretches and differ in a few
// places, in whitespace or in text.

import PropertyBased
import ReflowText
import Testing

@testable import ReflowMarkdown

/// Pieces of rendered HTML: tags, narrow and wide text, and every kind of whitespace.
private let htmlPieces = [
  "<p>", "</p>", "<code>", "a", "words", "and more", "日", "本語", "—", "⿰", "é", " ", "  ", "\n", " \n ", "\t",
  "\r\n", "x", "<a href=\"u\">", "</a>", "<pre>", "</pre>", "<PRE class=\"x\">", "<textarea>", "</textarea>",
  "<script>", "</script>", "<pre", ">", "<prex>",
]

/// The elements whose whitespace a browser keeps, written out again the plain way: the name after `<` or `</`, in
/// either case, then a space, `>`, `/` or the end.
private func rawTag(at index: Int, in text: UnsafeBufferPointer<UInt8>) -> (name: String, closing: Bool)? {
  let rest = String(decoding: text[(index + 1)...].prefix(12), as: UTF8.self).lowercased()
  let closing = rest.hasPrefix("/")
  let name = closing ? rest.dropFirst() : Substring(rest)
  for element in ["pre", "textarea", "script", "style"] where name.hasPrefix(element) {
    // By scalar: "\r\n" is one Character.
    let after = name.unicodeScalars.dropFirst(element.count).first
    if after == nil || " \t\n\r\u{0C}>/".unicodeScalars.contains(after!) { return (element, closing) }
  }
  return nil
}

/// `bytes` normalised as the meaning check reads them.
private func normalised(_ bytes: [UInt8]) -> [UInt8] {
  var measurer = DisplayWidthMeasurer()
  func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
  return bytes.withUnsafeBufferPointer { text in
    var result: [UInt8] = []
    var index = 0
    var open: (name: String, depth: Int)?
    while index < text.count {
      guard isWhitespace(text[index]), open == nil else {
        if text[index] == UInt8(ascii: "<"), let tag = rawTag(at: index, in: text) {
          if let current = open, current.name == tag.name {
            open =
              tag.closing ? (current.depth == 1 ? nil : (tag.name, current.depth - 1)) : (tag.name, current.depth + 1)
          } else if open == nil && !tag.closing {
            open = (tag.name, 1)
          }
        }
        result.append(text[index])
        index += 1
        continue
      }
      let start = index
      while index < text.count && isWhitespace(text[index]) { index += 1 }
      guard start > 0, index < text.count else { continue }
      let joins = text[start..<index].contains(0x0A) && measurer.joinsWithoutSpace(text, before: start, after: index)
      if !joins { result.append(0x20) }
    }
    return result
  }
}

@Suite struct HTMLComparisonPropertyTests {
  @Test func theComparisonAgreesWithNormalisingBothInFull() async {
    await propertyCheck(
      count: 2_000, input: Gen.int(in: 0...99_999).array(of: 1...80), Gen.int(in: 0...99_999).array(of: 0...4)
    ) { choices, edits in
      let first = choices.flatMap { Array(htmlPieces[$0 % htmlPieces.count].utf8) }
      // The second shares the first's pieces but for a few, which change to another piece.
      var pieces = choices
      for edit in edits { pieces[edit % pieces.count] = edit / 7 }
      let second = pieces.flatMap { Array(htmlPieces[$0 % htmlPieces.count].utf8) }
      var comparison = HTMLComparison()
      #expect(comparison.same(first, second) == (normalised(first) == normalised(second)))
    }
  }
}
