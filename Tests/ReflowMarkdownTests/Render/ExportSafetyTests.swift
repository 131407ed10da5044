// Exported pages are well-formed and safe (issue 46, points 8 and 10): every
// byte value and every noncharacter goes through SVG and HTML and an XML
// parser reads the result, and links and images follow cmark-gfm's safe rule,
// on the XSS cases of markdown-it's fixtures and CommonMark's spec.

import Foundation
import FoundationXML
import Testing

@testable import ReflowMarkdown

/// Whether an XML parser (libxml2, through Foundation) reads `bytes` as a well-formed document.
private func isWellFormed(_ bytes: [UInt8]) -> Bool {
  XMLParser(data: Data(bytes)).parse()
}

/// The links of an exported page: every `href` value, as written.
private func hrefs(_ exported: [UInt8]) -> [String] {
  String(decoding: exported, as: UTF8.self).split(separator: "href=\"").dropFirst().map {
    String($0.prefix { $0 != "\"" })
  }
}

@Suite struct ExportSafetyTests {
  /// Every code point of one byte (the C0 and C1 controls, NUL included) and every noncharacter (U+FDD0 to U+FDEF,
  /// and the last two of each plane): U+FFFE and U+FFFF used to make expat and libxml2 stop ("not well-formed").
  static let characters: [Unicode.Scalar] =
    (0x00...0xFF).compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)
    + (0xFDD0...0xFDEF).compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)
    + (0...16).flatMap { plane in
      [plane << 16 | 0xFFFE, plane << 16 | 0xFFFF].compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)
    }

  @Test func everyCharacterExportsAsWellFormedXML() {
    #expect(Self.characters.count == 256 + 32 + 34)
    var failures: [String] = []
    for scalar in Self.characters {
      let character = String(scalar)
      // In text, in a link's text and destination, in an image's alt text, and in code.
      let source = "a\(character)b [t\(character)t](https://e.x/\(character)) ![a\(character)](i.png) `c\(character)`\n"
      let page = renderPage(source, styled: true)
      if !isWellFormed(page.svg()) { failures.append("svg U+\(String(scalar.value, radix: 16))") }
      if !isWellFormed(page.html()) { failures.append("html U+\(String(scalar.value, radix: 16))") }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Links that would run a script, or open a local file or a page of data, from markdown-it's `xss.txt` fixtures and
  /// CommonMark's spec, each spelled as the fixtures spell them: schemes in any case, written with character
  /// references, in angle brackets, as autolinks, and after spaces a browser would skip. (A tab inside the scheme
  /// reaches the page percent-encoded, `java%09script:`, which no browser reads as a scheme.)
  static let dangerous = [
    "[x](javascript:alert(1))", "[x](JAVASCRIPT:alert(1))", "[x](Javascript:alert(1))", "[x](vbscript:alert(1))",
    "[x](VBSCRIPT:alert(1))", "[x](file:///123)", "[x](&#74;avascript:alert(1))", "[x](javascript&#x3A;alert(1))",
    "[x](<javascript:alert(1)>)", "[x](<  javascript:alert(1)>)",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K)", "[x](data:image/svg+xml,<svg/onload=1>)",
    "<javascript:alert(1)>", "<vbscript:alert(1)>", "<Javascript:alert(1)>", "[x][r]\n\n[r]: javascript:alert(1)",
    "![x](javascript:alert(1))", "![x](data:text/html,<script>1</script>)", "[![x](i.png)](javascript:alert(1))",
  ]

  @Test(arguments: dangerous)
  func aDangerousLinkIsNoLinkInAnExport(_ source: String) {
    let page = renderPage(source + "\n", styled: true)
    // Only the badge's image, a safe link of its own, is left.
    #expect(hrefs(page.html()).allSatisfy { $0 == "i.png" }, "\(page.htmlString)")
    #expect(hrefs(page.svg()).allSatisfy { $0 == "i.png" }, "\(page.svgString())")
    // The text is still drawn.
    #expect(!page.plainTextString.isEmpty)
  }

  /// A browser drops spaces and controls before a URL and tabs and line ends inside it; the rule reads it so too.
  @Test func theSchemeIsReadAsABrowserReadsIt() {
    #expect(!SafeLinks.allows("java\tscript:alert(1)"))
    #expect(!SafeLinks.allows(" \u{1}\nJavaScript:alert(1)"))
    #expect(!SafeLinks.allows("DATA:text/html,x"))
    #expect(SafeLinks.allows("data:image/webp;base64,AAAA"))
    #expect(SafeLinks.allows("https://example.com/javascript:"))
  }

  /// What cmark-gfm lets through stays a link: the web, mail, a place in the page, and images given as data.
  @Test(arguments: [
    "[x](https://example.com/a?b=c&d=e)", "[x](mailto:a@example.com)", "<https://example.com>",
    "[x](data:image/png;base64,iVBORw0KGgo=)", "[x](relative/path.md)", "[x](javascriptguide.html)",
  ])
  func aSafeLinkStaysALink(_ source: String) {
    let page = renderPage(source + "\n", styled: true)
    #expect(hrefs(page.html()).count == 1, "\(page.htmlString)")
    #expect(hrefs(page.svg()).count == 1)
  }

  /// Raw HTML is drawn as text, never passed through: its tags come out escaped.
  @Test func rawHTMLStaysEscaped() {
    let page = renderPage("<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> more.\n", styled: true)
    let html = page.htmlString
    #expect(!html.contains("<script") && !html.contains("<img"), "\(html)")
    #expect(isWellFormed(page.html()) && isWellFormed(page.svg()))
  }
}
