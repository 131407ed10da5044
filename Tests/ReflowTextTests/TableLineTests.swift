// Lines drawn rather than written are kept as written, as rule lines are: the
// rows and borders of a text table, box drawing, and a Debian changelog's
// trailer line.

import Testing

@testable import ReflowText

@Suite struct TableLineTests {
  /// The Debian Reference's table (its rows indented with no-break spaces in places) was cut into halves of rows at
  /// -w 60.
  @Test func aDebianReferenceTableIsKeptAtWidth60() {
    let table = """
          +---------------------------------------------------------------+
          |package             |popcon|size |documentation                |
          |--------------------+------+-----+-----------------------------|
          |debian-policy       |I:21  |4379 |Debian Policy Manual and     |
      \u{A0} \u{A0} \u{A0}  |                    |      |     |related documents            |
          |--------------------+------+-----+-----------------------------|
          |debian-faq          |I:850 |790  |Debian FAQ                   |
          +---------------------------------------------------------------+

      """
    #expect(formattedWithKept(table, width: 60).output == table)
  }

  /// Box drawing, and a grid table's `=` border.
  @Test func boxDrawingAndGridBordersAreKept() {
    let text =
      "┌────────────┬──────────────┐\n│ a long cell │ another cell │\n└────────────┴──────────────┘\n"
      + "+=====+=====+\n"
    #expect(formattedWithKept(text, width: 20).output == text)
  }

  /// The changelog trailer came back with a second line ` -- 17:05:40 +0200`, a `--` the input did not have.
  @Test func aChangelogTrailerIsKept() {
    let text = """
      reflow (1.0-1) unstable; urgency=medium

        * Initial release.

       -- Johannes Schauer Marin Rodrigues <josch@debian.org>  Thu, 12 May 2022 17:05:40 +0200

      """
    #expect(formattedWithKept(text, width: 60).output == text)
  }

  /// A trailer whose address is a URL (google-cloud-cli's changelog) is a trailer too.
  @Test func aChangelogTrailerWithAURLIsKept() {
    let text =
      " -- CloudSDK Developers <https://code.google.com/p/google-cloud-sdk/>  Fri, 20 Jun 2025 08:45:52 -0700\n"
    #expect(formattedWithKept(text, width: 60).output == text)
    // make's changelog, from 1999: one space before the date.
    let old = " -- Torsten Landschoff <torsten@debian.org> Sun,  21 Nov 1999 01:30:56 +0100\n"
    #expect(formattedWithKept(old, width: 60).output == old)
  }

  /// Prose that merely starts with a `|` or a `+`, or says `--`, is still prose.
  @Test func proseThatLooksAlikeIsRewrapped() {
    let text = "|x| is the absolute value of x,\nand so on.\n"
    #expect(formattedWithKept(text, width: 72).output == "|x| is the absolute value of x, and so on.\n")
  }
}
