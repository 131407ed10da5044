// Line ends inside `<pre>` stay line ends (issue 46, point 4): the meaning
// check compares whitespace exactly inside `<pre>`, `<textarea>`, `<script>`
// and `<style>`, so a paragraph there whose lines a rewrap would join is put
// back as written.

import ReflowText
import Testing

@testable import ReflowMarkdown

private func formatResult(_ source: String, width: Int = 80) -> MarkdownFormatResult {
  var text = source
  return text.withUTF8 { try! MarkdownFormatter(options: MarkdownFormatOptions(width: width)).format(utf8: $0) }
}

@Suite struct RawTextTests {
  /// Whether the meaning check takes two renderings for the same.
  private func same(_ first: String, _ second: String) -> Bool {
    var comparison = HTMLComparison()
    return comparison.same(Array(first.utf8), Array(second.utf8))
  }

  @Test func whitespaceCountsInsideThoseElementsOnly() {
    #expect(!same("<pre>a\nb</pre>", "<pre>a b</pre>"))
    #expect(!same("<PRE class=\"x\">a  b</PRE>", "<PRE class=\"x\">a b</PRE>"))
    #expect(!same("<p><script>f()\ng()</script></p>", "<p><script>f() g()</script></p>"))
    #expect(!same("<style>a\nb</style>", "<style>a b</style>"))
    #expect(!same("<textarea>a\nb</textarea>", "<textarea>a b</textarea>"))
    // After the element closes, and in an element whose name only starts alike, whitespace is normalised again.
    #expect(same("<pre>a</pre><p>b\nc</p>", "<pre>a</pre><p>b c</p>"))
    #expect(same("<prefix>a\nb", "<prefix>a b"))
    // A `<pre>` inside a `<pre>` must close before the outer one does.
    #expect(!same("<pre><pre>a</pre>b\nc</pre>", "<pre><pre>a</pre>b c</pre>"))
  }

  /// CommonMark's example 148: `_world_.⏎</pre>` became `_world_. </pre>`.
  @Test func aParagraphInsideAPreOpenedByHTMLKeepsItsLineEnds() {
    let source = "<table><tr><td>\n<pre>\n**Hello**,\n\n_world_.\n</pre>\n</td></tr></table>\n"
    let result = formatResult(source)
    #expect(result.text == source)
    #expect(result.keptAsWritten == [KeptParagraph(lineNumber: 5, reason: .rendersDifferently)])
  }

  /// cmark-gfm 0.29 starts no HTML block of its own at `<textarea>` (the spec added it in 0.30), so the text after
  /// a blank line is a paragraph inside the textarea.
  @Test func aParagraphInsideATextareaKeepsItsLineEnds() {
    let source = "<textarea>\n\nsome text\nin the area\n</textarea>\n"
    #expect(formatResult(source).text == source)
  }

  /// Inline: a script's line end inside a paragraph is the script's.
  @Test func anInlineScriptKeepsItsLineEnds() {
    let source = "Some words <script>f()\ng()</script> and more words.\n"
    #expect(formatResult(source).text == source)
  }

  /// Only the paragraph inside the `<pre>` is put back; the one after the `</pre>` is wrapped.
  @Test func onlyTheParagraphInsideIsPutBack() {
    let source = "<div><pre>\n\nline one\nline two\n</pre></div>\n\nA paragraph after it\nthat is joined.\n"
    let result = formatResult(source)
    #expect(result.text == "<div><pre>\n\nline one\nline two\n</pre></div>\n\nA paragraph after it that is joined.\n")
    #expect(result.keptAsWritten == [KeptParagraph(lineNumber: 3, reason: .rendersDifferently)])
  }
}
