// What a Swift caller of ReflowMarkdown gets besides bytes: strings for every
// emitted form, and errors that print as sentences rather than case names.

import Foundation
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

  /// The string API answers with what the meaning check kept, and its counts agree with its list.
  @Test func formattingAStringSaysWhichParagraphsWereKeptAndWhy() throws {
    let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 8))
    let result = formatter.format("Intro.\n\nstart the  \n1.\nthe end of it all\n")
    #expect(result.text == "Intro.\n\nstart the  \n1.\nthe end of it all\n")
    #expect(result.keptAsWritten == [KeptParagraph(lineNumber: 3, reason: .lineStartHazard)])
    #expect(result.keptParagraphCount == result.keptAsWritten.count)
    #expect(
      "\(result.keptAsWritten[0])"
        == "3: paragraph kept as written: a line of it starts with what could open a list, rule, fence or HTML block;"
        + " only as written is it text")
    #expect(KeptParagraph.Reason.rendersDifferently.description == "rewrapping it would change what it renders")
    #expect(
      KeptParagraph.Reason.noRoomForText.description
        == "its markers and indentation leave no room for text at this width")
  }

  /// Unstyled, the marks the page adds (link notes, an image's placeholder, HTML shown as written) are plain text:
  /// the link note once carried a dim escape.
  @Test func anUnstyledPageAddsNoEscapesOfItsOwn() throws {
    let renderer = try MarkdownRenderer(options: MarkdownRenderOptions(width: 40, styled: false))
    let page = renderer.render("See [the spec](https://spec.commonmark.org/), ![a cat](cat.png) and <span>x</span>.\n")
      .page
    #expect(page.ansiString == page.plainTextString, "\(page.ansiString.debugDescription)")
    #expect(page.plainTextString.contains("[1]: https://spec.commonmark.org/"))
    // The document's own emphasis is still drawn: a terminal shows bold without colour.
    #expect(renderer.render("Some **bold** words.\n").page.ansiString.contains("1mbold"))
  }

  /// A page a caller has edited (its fields are public) draws what it holds.
  ///
  /// Runs past the row's end or before the last, a link the page does not have, a row width past `Int`'s range in
  /// a picture, rows asked for past either end: each of these trapped (found by fuzzing public-api).
  @Test func anEditedPageStillDraws() throws {
    var page = try MarkdownRenderer(options: MarkdownRenderOptions(width: 40, styled: true))
      .render("Some **bold** words and [a link](https://example.org).\n").page
    #expect(!page.rows.isEmpty && page.rows[0].runs.count > 1)
    page.rows[0].runs[0].end = -5
    page.rows[0].runs[1].end = Int32.max
    page.rows[0].runs[1].style.link = 7
    page.rows[0].width = Int.max
    #expect(page.plainText(rows: -5..<Int.max) == page.plainText())
    #expect(page.ansi(rows: 3..<9).isEmpty)
    #expect(!page.ansi().isEmpty)
    #expect(page.svgString().contains("<svg"))
    #expect(page.htmlString.hasPrefix("<pre"))
  }

  /// Pages and measures too wide to pad are refused, rather than filling memory with spaces (found by fuzzing).
  @Test func widthsTooWideToPadAreRefused() {
    #expect(throws: MarkdownRenderError.widthTooWide(Int.max)) {
      try MarkdownRenderer(options: MarkdownRenderOptions(width: Int.max))
    }
    #expect(throws: MarkdownRenderError.invalidChipSpacing) {
      try MarkdownRenderer(options: MarkdownRenderOptions(width: 40, chipLineSpacing: Int.max))
    }
    #expect(throws: MarkdownFormatError.widthTooWideToAlign(Int.max)) {
      try MarkdownFormatter(options: MarkdownFormatOptions(width: Int.max, alignment: .center))
    }
    #expect((try? MarkdownFormatter(options: MarkdownFormatOptions(width: Int.max)))?.format("a b\n").text == "a b\n")
  }

  /// `localizedDescription`, what an app shows, is the error's own sentence.
  @Test func errorsDescribeThemselvesToFoundation() {
    let format: any Error = MarkdownFormatError.invalidWidth(0)
    #expect(format.localizedDescription == "the width 0 is below one column")
    let render: any Error = MarkdownRenderError.invalidWidth(4)
    #expect(render.localizedDescription == "the width 4 is below the 10 columns a rendered page needs")
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
