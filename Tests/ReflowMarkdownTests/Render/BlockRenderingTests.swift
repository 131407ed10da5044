// Blocks as a terminal renderer draws them, one behaviour per test.

import Testing

@testable import ReflowMarkdown

@Suite struct BlockRenderingTests {
  /// With colour, links may be hyperlinks, notes or both (`MarkdownRenderOptions.links`); without it, notes.
  @Test(arguments: [(LinkStyle.osc8, true, false), (.notes, false, true), (.both, true, true)])
  func linksAreHyperlinksNotesOrBoth(style: LinkStyle, hyperlinks: Bool, notes: Bool) throws {
    let options = MarkdownRenderOptions(width: 40, styled: true, links: style)
    let page = try MarkdownRenderer(options: options).render("See [the spec](https://spec.x/) now.\n").page
    #expect(page.links.isEmpty == !hyperlinks)
    #expect(plainLines(page) == (notes ? ["See the spec[1] now.", "[1]: https://spec.x/"] : ["See the spec now."]))
    let plain = try MarkdownRenderer(options: MarkdownRenderOptions(width: 40, links: style)).render("[a](b)\n").page
    #expect(plainLines(plain) == ["a[1]", "[1]: b"] && plain.links.isEmpty)
  }

  /// Headings H1 to H6 each in a colour of their own, with a weight that falls by level (issue 46, point 7): H3 to
  /// H6 used to be the same bold green.
  @Test(arguments: [ThemeBackground.either, .dark, .light])
  func everyHeadingLevelLooksDistinct(background: ThemeBackground) throws {
    let theme = RenderTheme(styled: true, background: background)
    let styles = (1...6).map { theme.heading(level: $0) }
    #expect(Set(styles.map(\.foreground)).count == 6, "\(styles)")
    #expect(styles.prefix(4).allSatisfy { $0.attributes.contains(.bold) })
    #expect(!styles[4].attributes.contains(.bold) && styles[5].attributes == .italic)
    // And so they are drawn.
    let page = renderPage((1...6).map { String(repeating: "#", count: $0) + " Level \($0)\n" }.joined(), styled: true)
    let drawn = (1...6).map { level in
      page.rows.lazy.compactMap { row -> TerminalStyle? in
        var found: TerminalStyle?
        row.forEachRun { text, style in
          if String(decoding: text, as: UTF8.self).contains("Level \(level)") { found = style }
        }
        return found
      }.first
    }
    #expect(Set(drawn.map { $0?.foreground }).count == 6)
  }

  @Test func listsHangTheirTextAndTasksShowTheirState() {
    let lines = plainLines(renderPage("- one two three four five six\n- [x] done\n- [ ] open\n", width: 16))
    #expect(lines == ["• one two three", "  four five six", "☑ done", "☐ open"])
  }

  @Test func nestedTightListsHaveNoGapsAndLooseListsDo() {
    #expect(plainLines(renderPage("- a\n  - b\n- c\n")) == ["• a", "  ◦ b", "• c"])
    #expect(plainLines(renderPage("- a\n\n- c\n")) == ["• a", "", "• c"])
  }

  @Test func orderedMarkersAreAsWideAsTheLargest() {
    let source = (8...10).map { "\($0). item\n" }.joined()
    #expect(plainLines(renderPage(source)) == ["8.  item", "9.  item", "10. item"])
  }

  @Test func quotesHaveAGutterOnEveryRow() {
    let lines = plainLines(renderPage("> one two three four five\n>\n> six\n", width: 14))
    #expect(lines == ["│ one two", "│ three four", "│ five", "│", "│ six"])
  }

  @Test func codeBlocksAreNeitherWrappedNorRestyled() {
    let lines = plainLines(renderPage("```\nlet x = [1, 2, 3] // a long line of code\n\tend\n```\n", width: 12))
    #expect(lines == ["    let x = [1, 2, 3] // a long line of code", "            end"])
  }

  @Test func headingsAndRules() {
    #expect(
      plainLines(renderPage("# Top\n\n### Third\n\n---\n", width: 12)) == [
        "Top", "━━━", "", "### Third", "", "────────────",
      ])
  }

  @Test func linksAreNotesWithoutColourAndHyperlinksWithIt() {
    let plain = plainLines(renderPage("See [the docs](https://x.y/z) and <https://a.b>.\n"))
    #expect(plain == ["See the docs[1] and https://a.b.", "[1]: https://x.y/z"])
    let ansi = String(decoding: renderPage("[docs](https://x.y/z)\n", styled: true).ansi(), as: UTF8.self)
    #expect(ansi.hasPrefix("\u{1B}]8;;https://x.y/z\u{1B}\\"))
    #expect(ansi.hasSuffix("\u{1B}]8;;\u{1B}\\\u{1B}[0m\n"))
  }

  /// A grapheme cluster split between two styles (an emoji sequence whose ZWJ ends the text before a code span) is
  /// one cluster on the row, and the row's width counts it once, on one row or across several.
  @Test func aClusterAcrossTwoStylesIsCountedOnce() {
    for source in ["👩\u{200D}`👧`\n", "a b c 👩\u{200D}`👧` d e f g h i j k l\n", "e`\u{301}` x\n"] {
      for width in [12, 40] {
        for row in renderPage(source, width: width, styled: true).rows {
          #expect(row.width == columns(String(decoding: row.bytes, as: UTF8.self)), "\(source) at \(width)")
        }
      }
    }
  }

  /// A space that opens a paragraph (a code span's own, drawn without backticks) or a line after a hard break
  /// takes no room, so the line after it still fits.
  @Test func aSpaceAtTheStartOfALineTakesNoRoom() {
    for source in ["` ue\u{02}\u{02}ryF`\u{FFFD}sr\n", "a\\\n` bcdefghij`\n"] {
      let page = renderPage(source, width: 10, styled: true)
      #expect(page.rows.allSatisfy { $0.width <= 10 }, "\(plainLines(page))")
    }
    #expect(plainLines(renderPage("` abc`\n", styled: true)) == ["abc"])
  }

  /// A code span that fits on a line stays whole, as `--markdown` keeps it; one wider than the line breaks at its
  /// spaces, which is better than a cut between letters.
  @Test func aCodeSpanThatFitsIsNotBroken() {
    let source = "Then you run `git commit -a` to commit every change, then `git push origin main` to share.\n"
    for styled in [false, true] {
      // The old layout ended the first line at `git.
      let lines = plainLines(renderPage(source, width: 20, styled: styled))
      #expect(lines.contains { $0.contains("git commit -a") }, "\(lines)")
      #expect(lines.allSatisfy { $0.count <= 20 }, "\(lines)")
    }
    // Twenty-two columns with its backticks: wider than the line, so it breaks at a space.
    let narrow = plainLines(renderPage(source, width: 20))
    #expect(!narrow.contains { $0.contains("git push origin main") }, "\(narrow)")
    #expect(narrow.joined(separator: " ").contains("`git push origin main`"))
  }

  /// Text written against a code span that fits makes one run with it; when that run is wider than the line, it is
  /// cut beside the span, never inside it, and no row runs past the width (a fuzzing finding: a row of 12 columns at
  /// width 10, and `abcdefgh`z` / `s xr`` before).
  @Test func aRunHeldToACodeSpanIsCutBesideIt() {
    #expect(plainLines(renderPage("auzyF`zs xr`\n", width: 10)) == ["auzyF", "`zs xr`"])
    #expect(plainLines(renderPage("abcdefgh`zs xr`\n", width: 10)) == ["abcdefgh", "`zs xr`"])
    // Between two spans the rule's own cut (before `[`) is taken, not a forbidden one at a span's edge.
    #expect(plainLines(renderPage("[`ab cd`][`ef gh`].\n", width: 12)) == ["[`ab cd`]", "[`ef gh`]."])
    // Two spaces kept inside a span take two columns of the run (styled, the span is drawn without backticks).
    for source in ["[.]u\u{FFFD}yF`\u{FFFD}s\n\u{0}r`\n", "` ue/\u{02}\u{02}  >`\u{FFFD}sr\n"] {
      for styled in [false, true] {
        let page = renderPage(source, width: 10, styled: styled)
        #expect(page.rows.allSatisfy { $0.width <= 10 }, "\(plainLines(page))")
      }
    }
  }

  /// A note's URL is never cut by a line end, which would break it when copied: it goes on a row of its own, and runs
  /// past the edge when it must, as code does.
  @Test func aNoteURLIsNeverCut() {
    let url = "https://example.com/items?name=rust-lang.rust-analyzer"
    #expect(plainLines(renderPage("- [Code](\(url))\n", width: 30)) == ["• Code[1]", "  [1]:", "  " + url])
    #expect(plainLines(renderPage("[Code](https://e.x/a-b)\n", width: 30)) == ["Code[1]", "[1]: https://e.x/a-b"])
    let page = renderPage("[Code](\(url))\n", width: 30)
    #expect(page.rows.last?.isVerbatim == true)
  }

  /// A link to a place in the document (a table of contents) leads nowhere from a terminal: no note, no hyperlink.
  @Test func inPageLinksGetNeitherNoteNorHyperlink() {
    let source = "- [Install](#install)\n- [Use](https://x.y/use)\n"
    #expect(plainLines(renderPage(source)) == ["• Install", "• Use[1]", "  [1]: https://x.y/use"])
    let ansi = String(decoding: renderPage(source, styled: true).ansi(), as: UTF8.self)
    #expect(!ansi.contains("\u{1B}]8;;#install"))
    #expect(ansi.contains("\u{1B}]8;;https://x.y/use\u{1B}\\"))
  }

  /// GitHub's footnotes: a reference is its footnote's number in superscript, and the notes come last, under a short
  /// rule, numbered in the order they are first referred to, each with a hanging indent; a reference without a
  /// definition stays text, and a definition nothing refers to is left out.
  @Test func footnotesAreNumberedMarksWithTheirNotesAtTheEnd() {
    let source = """
      Lints[^r] and more[^Two], and again[^r]. Missing[^nope].

      [^r]: Some use cases, set out at length:
          - Strict styles.

      [^two]: Second.

      [^unused]: Not shown.

      After.

      """
    #expect(
      plainLines(renderPage(source, width: 24)) == [
        "Lints¹ and more², and", "again¹. Missing[^nope].", "", "After.", "", "────────────────────", "",
        "¹ Some use cases, set", "  out at length:", "", "  • Strict styles.", "", "² Second.",
      ])
    let ansi = String(decoding: renderPage("A[^1].\n\n[^1]: B.\n", styled: true).ansi(), as: UTF8.self)
    // The mark in the theme's marker colour, as list bullets are.
    let marker = RenderTheme(styled: true).marker.foreground!.index
    #expect(ansi.contains("A\u{1B}[0;38;5;\(marker)m¹\u{1B}[0m."))
  }

  /// cmark-gfm, with footnotes on, loses the words inside a `[^` bracket that closes on a later line ("x [^]
  /// y"), and can cut a character there short: such a document is drawn without footnotes, and loses nothing.
  @Test func aBracketOverALineEndTurnsFootnotesOff() {
    let lines = plainLines(renderPage("x [^ab\ncd] y, é[^\n€>] z[^1].\n\n[^1]: A note.\n", width: 80))
    #expect(lines == ["x [^ab cd] y, é[^ €>] z[^1].", "", "[^1]: A note."])
    let safely = { (text: String) in
      Array(text.utf8).withUnsafeBufferPointer { MarkdownRenderer.footnotesParseSafely($0) }
    }
    #expect(safely("a[^1] b[^x y]\n\n[^1]: n\n"))
    #expect(safely("- a[^1]\n\n> 1. [^1]: n\n"))
    // Without a definition every reference would stay text: no footnotes, and no walk over the tree for them.
    #expect(!safely("grep '[^a-z]' and [^1]\n"))
    #expect(!safely("see [^1]: not at a line's start\n"))
    #expect(!safely("no footnotes [here]\n"))
    #expect(!safely("a[^x\ny]\n"))
    #expect(!safely("a[^x\r\ny]\n"))
    // The inner brackets close on the first line, the outer on the second.
    #expect(!safely("a[^x [y]\nz]\n"))
    #expect(safely("a[^x [y] z] \\[^w\n\n[^x [y] z]: n\n"))
  }

  /// Every footnote's text starts in the same column, however many digits the last one's number has.
  @Test func footnoteNumbersAreAsWideAsTheLargest() {
    let source =
      (1...10).map { "w[^\($0)]" }.joined(separator: " ") + "\n\n"
      + (1...10).map { "[^\($0)]: n\($0)\n" }.joined()
    let lines = plainLines(renderPage(source))
    #expect(lines.contains("¹  n1"))
    #expect(lines.contains("¹⁰ n10"))
  }

  @Test func imagesShowTheirAltText() {
    #expect(plainLines(renderPage("![a cat](cat.png)\n")) == ["[image: a cat]"])
  }

  @Test func everyStyledRowClosesItsOwnStyles() {
    let source = "**bold text that wraps over several lines** and [a link that wraps too](https://e.x)\n"
    let ansi = String(decoding: renderPage(source, width: 12, styled: true).ansi(), as: UTF8.self)
    for line in ansi.split(separator: "\n") where line.contains("\u{1B}[") {
      #expect(line.hasSuffix("\u{1B}[0m"), "\(line)")
      let opened = line.components(separatedBy: "\u{1B}]8;;").count - 1
      #expect(opened % 2 == 0, "every hyperlink opened on a row is closed on it: \(line)")
    }
  }

  @Test func controlCharactersInTheDocumentCannotReachTheTerminal() {
    let page = renderPage("a\u{1B}[31mred\u{7}b\n\n```\n\u{1B}]0;title\u{7}\n```\n", styled: true)
    let ansi = String(decoding: page.ansi(), as: UTF8.self)
    #expect(!ansi.contains("\u{1B}[31m"))
    #expect(!ansi.contains("\u{7}"))
    #expect(ansi.contains("␛[31mred␇b"))
  }

  @Test func cjkWrapsWithoutSpacesAndJoinsWithoutThem() {
    let lines = plainLines(renderPage("日本語の文章は空白なしで\n折り返されます。\n", width: 10))
    #expect(lines.allSatisfy { columns($0) <= 10 })
    #expect(lines.joined() == "日本語の文章は空白なしで折り返されます。")
    // The join holds when the next line opens with markup, too.
    #expect(plainLines(renderPage("日本\n*語*と\n`コード`\n")) == ["日本語と`コード`"])
    #expect(plainLines(renderPage("word\n*emphasis*\n`code`\n")) == ["word emphasis `code`"])
  }

  /// A word that fits a line is not broken after its hyphen or slash: a URL stays whole, and so copyable.
  @Test func wordsThatFitAreNotBrokenInside_longerOnesAre() {
    // From pyenv's README: the line used to end at "pyenv-", the rest of the address on the next.
    let source = "For more details visit our other project: https://github.com/pyenv/pyenv-installer\n"
    #expect(
      plainLines(renderPage(source, width: 80)) == [
        "For more details visit our other project:", "https://github.com/pyenv/pyenv-installer",
      ])
    // Wider than the line, a path breaks where Unicode lets it, after a slash, rather than between letters; a URL
    // stays whole, as plain text keeps it, so that it still works when copied.
    #expect(
      plainLines(renderPage("github.com/pyenv/pyenv-installer\n", width: 22)) == [
        "github.com/pyenv/", "pyenv-installer",
      ])
    #expect(
      plainLines(renderPage("https://github.com/pyenv/pyenv-installer\n", width: 22)) == [
        "https://github.com/pyenv/pyenv-installer"
      ])
  }

  /// Comments are for a document's authors: a page leaves them out, as a browser does.
  @Test func htmlCommentsAreNotDrawn() {
    let source = "# Title\n\n<!-- introduced_in=v0.10.0 -->\n\n<!-- a\nb -->\n\nText <!-- note --> here.\n"
    #expect(plainLines(renderPage(source)) == ["Title", "━━━━━", "", "Text here."])
    // A comment beside HTML the page draws as a browser would goes; beside other HTML, all is drawn as written.
    #expect(plainLines(renderPage("<!-- a --><b>bold</b>\n")) == ["bold"])
    #expect(plainLines(renderPage("<!-- a --><table>\n")) == ["<!-- a --><table>"])
  }

  /// HTML other than the few presentational tags (a table, `<pre>`, a form) is drawn as written, dim, unwrapped.
  @Test func htmlBlocksAreDrawnAsWrittenAndDim() {
    let page = renderPage("<pre>\n  a very long line of html that is not wrapped\n</pre>\n", width: 12, styled: true)
    #expect(plainLines(page) == ["<pre>", "  a very long line of html that is not wrapped", "</pre>"])
    #expect(page.rows.allSatisfy { $0.isVerbatim && $0.runs.allSatisfy { $0.style.attributes.contains(.dim) } })
  }

  /// The HTML READMEs use for presentation is drawn as a browser shows it: images as their alt text, links as links
  /// (notes without colour), line breaks, character references decoded, `align="center"` centred, and block tags
  /// alone showing nothing.
  @Test func presentationalHTMLBlocksAreDrawnAsABrowserShowsThem() {
    let source = """
      <p align="center">
        <a href="https://ci.example/build"><img src="badge.svg" alt="Build status"></a>
        <br>
        Fast &amp; small &copy; 2024
      </p>

      <details>
      <summary>More <b>details</b></summary>

      Hidden text.

      </details>

      """
    #expect(
      plainLines(renderPage(source)) == [
        "        [image: Build status][1]", "          Fast & small © 2024", "[1]: https://ci.example/build", "",
        "▸ More details", "", "Hidden text.",
      ])
    let ansi = String(decoding: renderPage(source, styled: true).ansi(), as: UTF8.self)
    #expect(ansi.contains("\u{1B}]8;;https://ci.example/build\u{1B}\\"))
    #expect(ansi.contains("▸ \u{1B}[0;1mMore "))
  }

  /// Inline tags style their text (`<kbd>`, `<b>`), `<br>` breaks the line, and `<img>` shows its alt text.
  @Test func presentationalInlineHTMLStylesAndBreaks() {
    let source = "Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to <b>stop</b>.<br>Then\n<img src=\"a.png\" alt=\"logo\">.\n"
    #expect(plainLines(renderPage(source)) == ["Press Ctrl+C to stop.", "Then [image: logo]."])
    let ansi = String(decoding: renderPage(source, styled: true).ansi(), as: UTF8.self)
    #expect(ansi.contains("to \u{1B}[0;1mstop\u{1B}[0m."))
    // An unknown tag inline is shown as written, dim.
    #expect(plainLines(renderPage("a <custom-tag> b\n")) == ["a <custom-tag> b"])
  }
}
