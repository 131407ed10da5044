// Plain text's one rule for what a line end reads back as: nothing between
// two CJK characters or after CJK punctuation, a space anywhere else (beside
// an emoji, Hangul or Latin text). Each case formats as `reflow` does, checks
// the words a refill reads, and checks that a second run changes nothing.

import Testing

@testable import ReflowText

@Suite struct JoinRuleTests {
  /// `reflow`'s plain-text options at `width`.
  private func formatter(_ width: Int) throws -> DocumentFormatter {
    try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: width, breaksLongWords: false)))
  }

  private func format(_ text: String, width: Int) throws -> String {
    let formatter = try formatter(width)
    let once = formatter.format(text)
    #expect(formatter.format(once) == once, "a second run at \(width) changed \(once.debugDescription)")
    return once
  }

  /// A line end between an emoji and CJK text reads back as a space: it was glued (`😀中文`), where fmt and par keep
  /// the space.
  @Test func aLineEndBesideAnEmojiIsASpace() throws {
    #expect(try format("Thumbs 😀\n中文 here.\n", width: 80) == "Thumbs 😀 中文 here.\n")
    #expect(try format("中文 😀\nThumbs.\n", width: 80) == "中文 😀 Thumbs.\n")
    #expect(try format("完了 😀\n完了\n", width: 80) == "完了 😀 完了\n")
  }

  /// So a space between an emoji and CJK text is a place a line may end.
  @Test func aSpaceBesideAnEmojiMayEndALine() throws {
    #expect(try format("Thumbs 😀 中文 here and more.\n", width: 10) == "Thumbs 😀\n中文 here\nand more.\n")
  }

  /// Between two CJK characters a line end is still nothing, and Hangul, which Korean spaces, still keeps its space.
  @Test func ideographsStillJoinAndHangulKeepsItsSpace() throws {
    #expect(try format("日本語の\n文章です。\n", width: 80) == "日本語の文章です。\n")
    #expect(try format("한국어\n문장\n", width: 80) == "한국어 문장\n")
  }

  /// After CJK punctuation a line end is nothing, whatever follows: the break after each `、` of the Debian
  /// Reference's package list is taken again, and reads back as the text was.
  @Test func aLineEndAfterCJKPunctuationIsNothing() throws {
    #expect(try format("例如，\nnetwork-manager。\n", width: 80) == "例如，network-manager。\n")
    let list =
      "例如 network-manager-openconnect、network-manager-openvpn-gnome、network-manager-pptp-gnome、"
      + "mobile-broadband-provider-info。\n"
    let wrapped = try format(list, width: 40)
    #expect(
      wrapped
        == "例如 network-manager-openconnect、\nnetwork-manager-openvpn-gnome、\nnetwork-manager-pptp-gnome、\n"
        + "mobile-broadband-provider-info。\n")
    for line in wrapped.split(separator: "\n") { #expect(TextWrap.displayWidth(line) <= 40) }
  }

  /// A line may end at a space after CJK punctuation, and the space goes with the line end.
  ///
  /// That line end reads back as nothing: whitespace changed, and the next run reads the two words joined, with the
  /// same break between them. The Chinese Debian Reference at 40 columns left `、 sshd(8)、 ssh-agent(1)、 ssh-keygen(1)、 ssh-add(1)` on
  /// one line of 58 columns. Inside a line the space stays, unless the lines were set without it: `完了。 ICU` is
  /// one column too wide for 9, and without the space it fits.
  @Test func aLineMayEndAtASpaceAfterCJKPunctuation() throws {
    #expect(try format("完了。 ICU ok\n", width: 8) == "完了。\nICU ok\n")
    #expect(try format("完了。 ICU\n", width: 9) == "完了。ICU\n")
    #expect(try format("完了。 ICU\n", width: 20) == "完了。 ICU\n")
    let list = "    、 sshd(8)、 ssh-agent(1)、 ssh-keygen(1)、 ssh-add(1)\n"
    let wrapped = try format(list, width: 40)
    #expect(wrapped == "    、 sshd(8)、 ssh-agent(1)、\n    ssh-keygen(1)、 ssh-add(1)\n")
    #expect(try format(wrapped, width: 40) == wrapped)
  }

  /// A space after CJK punctuation holds where the words joined would not break: UAX #14 holds a quotation mark to
  /// the Latin text after it (`。"-R"`), and a path to what precedes it (`，/lib`, where a path's own rule breaks
  /// after a space), so that a line end there would come back as one unbreakable run.
  @Test func aSpaceAfterCJKPunctuationHoldsWhereTheJoinedWordsDoNotBreak() throws {
    let quoted = try format("    \"/usr/share/doc/less/LESSOPEN\"。 \"-R\"\n", width: 40)
    #expect(quoted == "    \"/usr/share/doc/less/LESSOPEN\"。 \"-R\"\n")
    let path = "序的低级能力。例如， /lib/systemd/system/apt-daily.timer 和 /lib/\n"
    let wrapped = try format(path, width: 40)
    #expect(wrapped.contains("， /lib/systemd"), "\(wrapped)")
  }
}

extension DocumentFormatter {
  /// Formats a string, for tests.
  fileprivate func format(_ text: String) -> String {
    String(decoding: Array(text.utf8).withUnsafeBufferPointer { format(utf8: $0) }, as: UTF8.self)
  }
}
