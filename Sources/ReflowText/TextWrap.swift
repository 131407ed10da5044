// Phase: placed lines to text. The string-level API: wrap a paragraph into
// lines, or fill a whole text, with any of the engine's breakers.

import FlowLayout

/// Settings for wrapping text.
public struct TextWrapOptions: Sendable {
  /// The widest a line may be, in columns.
  public var width: Int
  /// The line-breaking algorithm.
  public var algorithm: LineBreakingAlgorithm
  /// How lines sit between the margins.
  public var alignment: HorizontalAlignment

  /// Creates options; the defaults are GNU fmt's width and minimum raggedness.
  public init(width: Int = 75, algorithm: LineBreakingAlgorithm = .optimal, alignment: HorizontalAlignment = .leading) {
    self.width = width
    self.algorithm = algorithm
    self.alignment = alignment
  }
}

/// Wrapping and filling plain text.
public enum TextWrap {
  /// Wraps one paragraph into lines no wider than the width, unless a single word is wider.
  ///
  /// - Throws: ``FlowLayoutError`` when the width is zero or negative.
  public static func wrap(_ paragraph: Substring, options: TextWrapOptions = TextWrapOptions()) throws -> [String] {
    let text = TextParagraph(paragraph)
    let layout = try FlowEngine.layout(
      FlowParagraph(text.items),
      options: FlowLayoutOptions(
        measures: LineMeasures(width: options.width), breaker: options.algorithm.breaker,
        alignment: options.alignment))
    return layout.lines.map { line in
      var output = ""
      var column = 0
      for ordinal in line.boxes {
        let position = layout.boxPositions[ordinal]
        output += String(repeating: " ", count: position.x - column)
        let word = text.words[ordinal]
        output += word
        column = position.x + TextParagraph.width(of: word)
      }
      return output
    }
  }

  /// Rewraps every paragraph of `text`; paragraphs are separated by blank lines, which are kept.
  public static func fill(_ text: String, options: TextWrapOptions = TextWrapOptions()) throws -> String {
    var output: [String] = []
    var paragraph: [Substring] = []
    func flush() throws {
      guard !paragraph.isEmpty else { return }
      output += try wrap(Substring(paragraph.joined(separator: "\n")), options: options)
      paragraph.removeAll()
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy(\.isWhitespace) {
        try flush()
        output.append("")
      } else {
        paragraph.append(line)
      }
    }
    try flush()
    // The split leaves one empty element after a final newline; keep the newline, drop the extra line.
    if text.hasSuffix("\n"), output.last == "" { output.removeLast() }
    return output.joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : "")
  }
}
