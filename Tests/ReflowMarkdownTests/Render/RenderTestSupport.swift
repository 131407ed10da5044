// Helpers for the renderer's tests: draw a document and read the page back as
// lines of text, with the widths the renderer itself would measure.

import FlowLayout
import ReflowText

@testable import ReflowMarkdown

/// Draws `source` and returns the page.
func renderPage(
  _ source: String, width: Int = 40, styled: Bool = false, chipStyle: ChipStyle = .pill,
  chipAlignment: FlowAlignment = .leading, codeChips: Bool = false
) -> TerminalPage {
  let options = MarkdownRenderOptions(
    width: width, styled: styled, chipStyle: chipStyle, chipAlignment: chipAlignment, codeChips: codeChips)
  return try! MarkdownRenderer(options: options).render(source).page
}

/// The plain-text lines of a page, without their line ends.
func plainLines(_ page: TerminalPage) -> [String] {
  String(decoding: page.plainText(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    .dropLast().map(String.init)
}

/// Display columns of a line, as the renderer measures them.
func columns(_ line: some StringProtocol) -> Int { TextWrap.displayWidth(line) }

/// The display column at which each occurrence of `character` starts in `line`.
func columnsOf(_ character: Character, in line: String) -> [Int] {
  var result: [Int] = []
  var column = 0
  for each in line {
    if each == character { result.append(column) }
    column += TextWrap.displayWidth(String(each))
  }
  return result
}
