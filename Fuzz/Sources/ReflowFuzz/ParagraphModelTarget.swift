// Target: the plain-text document formatter behind `reflow`, on any valid UTF-8.

import FlowLayout
import ReflowText

extension FuzzTarget {
  /// Keeps every visible character, fits lines unless no earlier break was allowed, splits no escape
  /// sequence, closes links at line ends, and changes nothing on a second pass.
  static let paragraphModel = FuzzTarget(
    name: "paragraph-model", summary: "reflow's plain-text formatter keeps content, fits, balances links, is idempotent"
  ) { input in
    let width = input.number(in: 1...100)
    let algorithm = input.choice([LineBreakingAlgorithm.greedy, .optimal, .knuthPlass, .balance])
    let alignment = input.choice([FlowAlignment.leading, .center, .trailing, .justified])
    let shape = input.choice(ParagraphShape.allCases)
    let findsPrefixes = input.byte() & 1 == 1
    let text = input.restAsText
    let options = DocumentOptions(
      // Long words are not cut: a cut word reads back as two, so cutting is not idempotent (fmt's -s habit).
      wrap: TextWrapOptions(
        width: width, algorithm: algorithm, alignment: alignment, hyphenation: .none, breaksLongWords: false,
        spacing: .collapse),
      shape: shape, prefixes: findsPrefixes ? .default : [])
    let formatter = try! DocumentFormatter(options: options)
    let output = text.withUnsafeBufferPointer { formatter.format(utf8: $0) }
    let context = "width \(width) \(algorithm) \(alignment) \(shape) prefixes \(findsPrefixes): \(shown(text))"

    // Control characters other than tab and line feed (a lone ESC, CR, NUL) are kept, but where lines may
    // break around them and how the spaces beside them read on a second pass is not promised.
    let hasControls = text.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F }
    let (inputText, inputEscapes) = splitEscapes(text)
    let (outputText, _) = splitEscapes(output)
    // An ESC that starts no complete sequence may complete one once lines are joined ("ESC [" at a line
    // end, then " s"); such text is kept byte for byte but is not checked through the escape reader.
    let escapesComplete = inputEscapes.count == text.count { $0 == 0x1B }
    if !findsPrefixes, escapesComplete {
      // Found prefixes are repeated on every line, so only without them is the content exactly the same.
      require(nonSpace(outputText) == nonSpace(inputText), "content changed, \(context)\n\(shown(output))")
    }
    let hasOtherControls = text.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x1B) || $0 == 0x7F }
    for line in lines(of: output) where escapesComplete && !hasOtherControls {
      let escapes = splitEscapes(Array(line)).escapes
      let opened = escapes.compactMap(opensLink).reduce(0) { $1 ? 1 : ($0 > 0 ? 0 : $0) }
      // A line may leave a link open only if the input never closed it.
      require(opened == 0 || inputEscapes.compactMap(opensLink).last == true, "a link left open, \(context)")
    }
    if !findsPrefixes, alignment == .leading, shape == .sameIndent,
      algorithm != .knuthPlass, !hasControls
    {
      for line in lines(of: output) where TextWrap.displayWidth(String(decoding: line, as: UTF8.self)) > width {
        // An overlong line holds one unbreakable piece: nothing before its first break fits.
        let content = Array(line.drop { $0 == 0x20 || $0 == 0x09 })
        let indent = TextWrap.displayWidth(String(decoding: line.prefix(line.count - content.count), as: UTF8.self))
        let wrapper = try! TextWrapper(
          options: TextWrapOptions(width: width, hyphenation: .none, breaksLongWords: false))
        let segments = content.withUnsafeBufferPointer { wrapper.segments(utf8: $0) }
        // A line-breaking character (NEL, LS, PS) inside a line is kept where it stood.
        if segments.contains(where: { $0.next == .mandatory }) { continue }
        // The first piece runs up to the first space or break a line may end at.
        var piece = 0
        var index = 0
        while index < segments.count {
          piece += Int(segments[index].width)
          guard segments[index].next == .spaceWithoutBreak else { break }
          piece += 1
          index += 1
        }
        // An indent that leaves no room keeps the paragraph's lines as they were.
        require(
          indent >= width || index >= segments.count - 1 || indent + piece > width,
          "line \(shown(line)) could break, \(context)")
      }
    }
    // fmt's crown and tagged shapes read a paragraph's shape from its first two lines, which a first pass
    // changes; like GNU fmt's -c and -t, they are not idempotent, so only the default shape is held to it.
    // A line broken inside a word (after a hyphen, between ideographs or backslashes) has no space to
    // give back: a second pass joins it with one. Only output that split no word is held to idempotence.
    let splitsNoWord = words(inputText) == words(outputText)
    if alignment == .leading, shape == .sameIndent, !hasControls, splitsNoWord {
      let twice = output.withUnsafeBufferPointer { formatter.format(utf8: $0) }
      require(twice == output, "second pass differs, \(context)\n\(shown(output))\n\(shown(twice))")
    }
  }
}

/// The whitespace-separated words of UTF-8 text.
private func words(_ bytes: [UInt8]) -> [Substring] {
  String(decoding: bytes, as: UTF8.self).split { $0.isWhitespace }
}
