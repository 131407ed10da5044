// The reading of raw HTML that decides whether the page draws it as a
// browser shows it or as written.

import Testing

@testable import ReflowMarkdown

@Suite struct HTMLTagsTests {
  private func tokens(_ html: String) -> [HTMLToken]? { HTMLTags.tokens(Array(html.utf8)[...]) }

  @Test func tagsKeepTheirNameAltAndHrefWhateverTheQuoting() {
    #expect(
      tokens("<A HREF='/x?a=1&amp;b=2' class=c><IMG alt=\"a &lt;b&gt;\" src=s.png/></a>") == [
        .tag(name: "a", isEnd: false, alt: nil, href: Array("/x?a=1&b=2".utf8)),
        .tag(name: "img", isEnd: false, alt: Array("a <b>".utf8), href: nil),
        .tag(name: "a", isEnd: true, alt: nil, href: nil),
      ])
    #expect(
      tokens("<br/>x<br />") == [
        .tag(name: "br", isEnd: false, alt: nil, href: nil), .text(Array("x".utf8)),
        .tag(name: "br", isEnd: false, alt: nil, href: nil),
      ])
  }

  @Test func alignCenterIsNoted() {
    #expect(
      tokens("<p ALIGN=Center>") == [.tag(name: "p", isEnd: false, alt: nil, href: nil, centers: true)])
    #expect(tokens("<p align=\"left\">") == [.tag(name: "p", isEnd: false, alt: nil, href: nil)])
  }

  @Test func textKeepsALessThanSignThatOpensNoTag() {
    #expect(tokens("1 < 2 <3") == [.text(Array("1 < 2 <3".utf8))])
    #expect(tokens("&#169; &#xA9; &bogus; &#0;") == [.text(Array("© © &bogus; &#0;".utf8))])
  }

  /// Anything this reading does not fully understand gives nil, so the caller draws the HTML as written.
  @Test func whatItCannotReadIsLeftToBeDrawnAsWritten() {
    #expect(tokens("<a href=\"x>unclosed") == nil)
    #expect(tokens("<b") == nil)
    #expect(tokens("<!-- open") == nil)
    #expect(tokens("<!DOCTYPE html>") == nil)
    #expect(tokens("</a href=x>") == nil)
    #expect(tokens("<a =x>") == nil)
    #expect(
      tokens("<!-- c --><i>x</i>") == [
        .comment, .tag(name: "i", isEnd: false, alt: nil, href: nil),
        .text(Array("x".utf8)), .tag(name: "i", isEnd: true, alt: nil, href: nil),
      ])
  }
}
