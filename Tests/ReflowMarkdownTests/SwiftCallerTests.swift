// What a Swift caller of ReflowMarkdown gets besides bytes: strings for every
// emitted form, and errors that print as sentences rather than case names.

import ReflowMarkdown
import ReflowText
import Testing

@Suite struct SwiftCallerTests {
  @Test func resultsComeAsStringsToo() throws {
    let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 20))
    let formatted = Array("one two three four five six\n".utf8).withUnsafeBufferPointer { formatter.format(utf8: $0) }
    #expect(formatted.text == "one two three four\nfive six\n")
    let page = try MarkdownRenderer(options: MarkdownRenderOptions(width: 30)).render("Some **bold** words.\n").page
    #expect(page.plainTextString == "Some bold words.\n")
    #expect(page.ansiString == String(decoding: page.ansi(), as: UTF8.self) && page.ansiString.contains("1mbold"))
    #expect(page.htmlString.hasPrefix("<pre"))
    #expect(page.svgString().hasPrefix("<svg") || page.svgString().hasPrefix("<?xml"))
  }

  @Test func errorsSayWhatWentWrong() throws {
    #expect("\(MarkdownFormatError.invalidWidth(0))" == "the width 0 is below one column")
    #expect("\(MarkdownRenderError.invalidWidth(4))" == "the width 4 is below the 10 columns a rendered page needs")
    #expect(throws: MarkdownFormatError.lineBreaking(.unknownLocale("xx"))) {
      try MarkdownFormatter(
        options: MarkdownFormatOptions(
          width: 20, breaksInsideCJKRuns: true, lineBreakStyle: LineBreakStyle(locale: "xx")))
    }
  }
}
