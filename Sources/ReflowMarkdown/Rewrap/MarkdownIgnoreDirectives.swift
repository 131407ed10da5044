// Phase: reading the source, for what the user marks. An HTML comment can
// tell a formatter to leave a part of a document alone: Reflow's own
// `<!-- reflow-ignore -->` forms, and prettier's `<!-- prettier-ignore -->`
// forms, which documents formatted with prettier already carry. cmark-gfm
// reads each such comment alone on its line as an HTML block, so the
// directives are found among the blocks, never by a search of every byte.

/// The lines of a Markdown document that its ignore directives leave as written.
///
/// - `<!-- reflow-ignore-start -->` … `<!-- reflow-ignore-end -->` (or
///   `prettier-ignore-start` … `prettier-ignore-end`): every line between
///   them; a start with no end reaches the end of the document.
/// - `<!-- reflow-ignore -->` (or `<!-- prettier-ignore -->`): the next block
///   beside the comment, a whole list or quote included.
///
/// A directive is a comment alone on its line, with nothing but white space
/// around its name.
enum MarkdownIgnoreDirectives {
  /// What a comment tells the formatter.
  private enum Directive {
    case start(family: String)
    case end(family: String)
    case nextBlock
  }

  /// The line ranges (1-based) to leave as written, in order; empty when the document has no directive.
  static func ignoredLines(
    in document: MarkdownDocument, source: UnsafeBufferPointer<UInt8>, lines: SourceLines
  ) -> [ClosedRange<Int>] {
    var ranges: [ClosedRange<Int>] = []
    var open: (line: Int, family: String)?
    for (index, block) in document.blocks.enumerated() where block.kind == .htmlBlock {
      guard let start = block.start, start.line <= lines.lineCount,
        let directive = directive(in: source, line: lines.content(of: start.line, in: source), column: start.column)
      else { continue }
      switch directive {
      case .start(let family) where open == nil: open = (start.line, family)
      case .end(let family) where open?.family == family:
        ranges.append(open!.line...start.line)
        open = nil
      case .nextBlock where open == nil:
        let parent = block.parent
        if let next = document.blocks[(index + 1)...].first(where: { $0.parent == parent }),
          let first = next.start?.line, let last = next.end?.line
        {
          ranges.append(first...Swift.max(first, last))
        }
      default: break
      }
    }
    if let open { ranges.append(open.line...Swift.max(open.line, lines.lineCount)) }
    return ranges
  }

  /// The directive of the comment that starts at byte `column` (1-based) of `line`, or nil when there is none.
  private static func directive(in source: UnsafeBufferPointer<UInt8>, line: Range<Int>, column: Int) -> Directive? {
    let start = line.lowerBound + column - 1
    guard start < line.upperBound else { return nil }
    var text = source[start..<line.upperBound][...]
    while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
    guard text.starts(with: "<!--".utf8), text.count >= 7, text.suffix(3).elementsEqual("-->".utf8) else {
      return nil
    }
    let inside = text.dropFirst(4).dropLast(3).drop { $0 == 0x20 || $0 == 0x09 }
    let name = String(decoding: inside.prefix { $0 != 0x20 && $0 != 0x09 }, as: UTF8.self)
    guard inside.dropFirst(name.utf8.count).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
    for family in ["reflow-ignore", "prettier-ignore"] {
      switch name {
      case family: return .nextBlock
      case family + "-start": return .start(family: family)
      case family + "-end": return .end(family: family)
      default: continue
      }
    }
    return nil
  }
}
